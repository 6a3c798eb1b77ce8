/**
 * Every app shares react-router and @tanstack/react-query as curated modules
 * (shared/build/curated-shared.mjs): the names any app imports at run time must be in their
 * lists, or that app would read `undefined` from the page's instance. This scans the apps'
 * sources the way the bundler sees their imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as reactQuery from '@tanstack/react-query';
import * as reactRouter from 'react-router';
import { describe, expect, it } from 'vitest';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { CURATED_SHARED, curatedSharedModule } from '@marquee/shared/build/curated-shared.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const curated = CURATED_SHARED as Record<string, { exports: string[] }>;
const installed: Record<string, Record<string, unknown>> = { 'react-router': reactRouter, '@tanstack/react-query': reactQuery };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The value names a source imports from a library (type-only imports and specifiers left out). */
function runtimeImports(source: string, library: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escape(library)}['"]`, 'g');
  for (const [, typeOnly, list] of source.matchAll(pattern)) {
    if (typeOnly) continue;
    for (const specifier of list!.split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

const appList = JSON.parse(fs.readFileSync(path.join(root, 'apps.json'), 'utf8')) as { shell: { dir: string }; remotes: { dir: string }[] };
const apps = ['shared', ...[appList.shell, ...appList.remotes].map((app) => app.dir)];
const files = apps.flatMap((app) => sourceFiles(path.join(root, app, 'src')));

it('reads imports as the bundler does', () => {
  expect(runtimeImports("import { Link, type To, useNavigate as go } from 'react-router';", 'react-router')).toEqual([
    'Link',
    'useNavigate',
  ]);
  expect(runtimeImports("import type { RouteObject } from 'react-router';", 'react-router')).toEqual([]);
  expect(runtimeImports("import {\n  Outlet,\n  ScrollRestoration,\n} from 'react-router';", 'react-router')).toEqual([
    'Outlet',
    'ScrollRestoration',
  ]);
  expect(runtimeImports("import { useQuery } from '@tanstack/react-query';", 'react-router')).toEqual([]);
});

describe.each(Object.keys(curated))('the shared %s', (library) => {
  const { exports } = curated[library]!;

  it('offers every name the apps import from it', () => {
    expect(files.length).toBeGreaterThan(100);
    const missing = files.flatMap((file) =>
      runtimeImports(fs.readFileSync(file, 'utf8'), library)
        .filter((name) => !exports.includes(name))
        .map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect(missing, 'add these to CURATED_SHARED (a platform minor version)').toEqual([]);
    // A namespace import would need every export: the apps import names.
    const namespace = new RegExp(`import\\s+\\*\\s+as\\s+\\w+\\s+from\\s+['"]${escape(library)}['"]`);
    for (const file of files) expect(fs.readFileSync(file, 'utf8')).not.toMatch(namespace);
  });

  it.each([true, false])('re-exports exactly those names from the installed package (production: %s)', async (production) => {
    const module = (await import(pathToFileURL(curatedSharedModule(library, { production }) as string).href)) as Record<string, unknown>;
    expect(Object.keys(module).sort()).toEqual([...exports].sort());
    // The same kind of thing as the package's own export (the test resolves one of its builds).
    for (const name of exports) expect(module[name], name).toBeDefined();
    for (const name of exports) expect(typeof module[name], name).toBe(typeof installed[library]![name]);
  });
});
