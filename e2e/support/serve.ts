/** Typed access to the static server the product's `start` uses, so e2e serves apps the same way. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './environment';

export interface Served {
  url: string;
  close(): Promise<void>;
}

export interface ServeOptions {
  root: string;
  port: number;
  spa?: boolean;
  overrides?: Record<string, string | (() => string)>;
}

type ServeStatic = (options: ServeOptions) => Promise<Served>;

export async function serveApp(options: ServeOptions): Promise<Served> {
  const module = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'serve-static.mjs')).href)) as { serveStatic: ServeStatic };
  return module.serveStatic(options);
}
