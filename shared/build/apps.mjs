/**
 * The list of Marquee's apps (the repo root's apps.json), for build configs and scripts: the one
 * place a remote's federation name, folder and port are written.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const apps = require('../../apps.json');

/** @typedef {{ dir: string, name: string, port: number, spa?: boolean }} App */

/** @type {App} */
export const SHELL = { ...apps.shell, spa: true };
/** @type {App[]} */
export const REMOTES = apps.remotes;
/** @type {App[]} */
export const APPS = [SHELL, ...REMOTES];
export const BACKEND_PORT = apps.backendPort;

/** The app whose folder is `dir` (an absolute path or a folder name). */
export function appOf(dir) {
  const folder = path.basename(dir);
  const app = APPS.find((candidate) => candidate.dir === folder);
  if (!app) throw new Error(`${folder} is not listed in apps.json`);
  return app;
}
