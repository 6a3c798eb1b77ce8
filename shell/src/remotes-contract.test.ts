/**
 * Each remote's build exposes exactly the modules its `src/exposes.ts` type-checks, and every
 * route it declares in `src/routes.ts` renders an exposed page. The list of remotes is apps.json.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import apps from '../../apps.json';
import { parseRouteDeclarations } from '@marquee/shared/federation';
import type { RouteDeclarations } from '@marquee/shared/routes';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

async function importFrom<T>(dir: string, file: string): Promise<T> {
  return (await import(pathToFileURL(path.join(ROOT, dir, file)).href)) as T;
}

describe.each(apps.remotes)('$name', ({ dir, name }) => {
  it('exposes what its exposes.ts type-checks', async () => {
    const config = await importFrom<{ exposes: Record<string, string> }>(dir, 'rspack.config.mjs');
    const checked = await importFrom<{ exposed: Record<string, unknown> }>(dir, 'src/exposes.ts');
    expect(
      Object.keys(config.exposes)
        .map((key) => key.replace(/^\.\//, ''))
        .sort(),
    ).toEqual(Object.keys(checked.exposed).sort());
  });

  it('declares well-formed routes, each rendered by one of its pages', async () => {
    const { routes } = await importFrom<{ routes: RouteDeclarations }>(dir, 'src/routes.ts');
    const { pages } = await importFrom<{ pages: Record<string, unknown> }>(dir, 'src/exposes.ts');
    const parsed = parseRouteDeclarations(name, Object.values(routes));
    expect(parsed.problems).toEqual([]);
    expect(parsed.routes.length).toBeGreaterThan(0);
    for (const route of parsed.routes) expect(Object.keys(pages)).toContain(route.module);
  });
});
