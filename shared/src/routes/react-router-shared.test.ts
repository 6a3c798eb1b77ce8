/**
 * Every app shares react-router as a curated module (shared/build/react-router-shared.mjs): the
 * names any app imports at run time must be in its list, or that app would read `undefined` from
 * the page's router. This scans the apps' sources the way the bundler sees their imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as reactRouter from 'react-router';
import { describe, expect, it } from 'vitest';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { REACT_ROUTER_EXPORTS, reactRouterSharedModule } from '../../build/react-router-shared.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const curated = REACT_ROUTER_EXPORTS as string[];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The value names a source imports from react-router (type-only imports and specifiers left out). */
function runtimeImports(source: string): string[] {
  const names: string[] = [];
  for (const [, typeOnly, list] of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]react-router['"]/g)) {
    if (typeOnly) continue;
    for (const specifier of list!.split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('the shared react-router', () => {
  const apps = ['shell', 'shared', 'mf-catalog', 'mf-search', 'mf-movie', 'mf-account', 'mf-reviews'];
  const files = apps.flatMap((app) => sourceFiles(path.join(root, app, 'src')));

  it('reads imports as the bundler does', () => {
    expect(runtimeImports("import { Link, type To, useNavigate as go } from 'react-router';")).toEqual(['Link', 'useNavigate']);
    expect(runtimeImports("import type { RouteObject } from 'react-router';")).toEqual([]);
    expect(runtimeImports("import {\n  Outlet,\n  ScrollRestoration,\n} from 'react-router';")).toEqual(['Outlet', 'ScrollRestoration']);
  });

  it('offers every name the apps import from react-router', () => {
    expect(files.length).toBeGreaterThan(100);
    const missing = files.flatMap((file) =>
      runtimeImports(fs.readFileSync(file, 'utf8'))
        .filter((name) => !curated.includes(name))
        .map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect(missing, 'add these to REACT_ROUTER_EXPORTS (a platform minor version)').toEqual([]);
    // Namespace imports would need every export: the apps import names.
    for (const file of files) expect(fs.readFileSync(file, 'utf8')).not.toMatch(/import\s+\*\s+as\s+\w+\s+from\s+['"]react-router['"]/);
  });

  it.each([true, false])('re-exports exactly those names from the installed package (production: %s)', async (production) => {
    const module = (await import(pathToFileURL(reactRouterSharedModule({ production }) as string).href)) as Record<string, unknown>;
    expect(Object.keys(module).sort()).toEqual([...curated].sort());
    // The same kind of thing as the package's own export (the test resolves one of the two builds).
    for (const name of curated) expect(typeof module[name], name).toBe(typeof (reactRouter as Record<string, unknown>)[name]);
    for (const name of curated) expect(module[name], name).toBeDefined();
  });
});
