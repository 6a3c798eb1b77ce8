/** Where the e2e suite finds things: the repo, the apps' ports, the backend and Chromium. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import apps from '../../apps.json' with { type: 'json' };

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = path.resolve(E2E_DIR, '..');

export interface AppInfo {
  dir: string;
  name: string;
  port: number;
  spa?: boolean;
}

/**
 * Every port moves by E2E_PORT_OFFSET (default 0), so several copies of the suite can run on one
 * machine without colliding: apps at 3000+offset…, the backend at 54321+offset, and the ports
 * tests open for extra deployments at 20000+offset+n.
 */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** The apps of apps.json, on their (moved) ports. */
export const APPS: AppInfo[] = [
  { ...apps.shell, port: apps.shell.port + PORT_OFFSET, spa: true },
  ...apps.remotes.map((remote) => ({ ...remote, port: remote.port + PORT_OFFSET })),
];

/**
 * Pointed at an existing deployment (E2E_BASE_URL, the shell's URL), the suite builds, serves and
 * starts nothing: it tests what is deployed, optionally with a candidate deployment map
 * (E2E_REMOTE_MAP, a file or URL) given to the browser in place of the shell's /remotes.json, and
 * the backend at E2E_SUPABASE_URL. Tests that need local builds (tagged @local) are left out.
 */
export const EXTERNAL = Boolean(process.env.E2E_BASE_URL);
export const SHELL_URL = (process.env.E2E_BASE_URL ?? `http://localhost:${apps.shell.port + PORT_OFFSET}`).replace(/\/$/, '');
export const SUPABASE_PORT = apps.backendPort + PORT_OFFSET;
export const SUPABASE_URL = (process.env.E2E_SUPABASE_URL ?? `http://127.0.0.1:${SUPABASE_PORT}`).replace(/\/$/, '');
export const CANDIDATE_MAP = process.env.E2E_REMOTE_MAP;

/** A free port for a test's own extra deployment (n < 1000). */
export function extraPort(n: number): number {
  return 20000 + PORT_OFFSET + n;
}

/** The system's Chromium when installed (never a browser download). */
export function chromiumPath(): string | undefined {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Moved ports (E2E_PORT_OFFSET) can land on ones Chromium refuses by default: 6000 is X11's.
  '--explicitly-allowed-ports=6000,6665,6666,6667,6668,6669',
];

/** The telemetry function's limit of batches per address a minute on the suite's backend (60 on a deployment). */
export const TELEMETRY_BATCHES_PER_MINUTE = 300;
