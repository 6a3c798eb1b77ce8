/**
 * Each remote's build config must expose exactly the modules its `src/exposes.ts` checks against
 * the shared contract, and every page the shell routes to must be exposed by its remote.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTE_ROUTES } from './routes/route-table';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const REMOTES = { mf_catalog: 'mf-catalog', mf_search: 'mf-search', mf_movie: 'mf-movie', mf_account: 'mf-account', mf_reviews: 'mf-reviews' } as const;

async function exposedIds(name: keyof typeof REMOTES): Promise<string[]> {
  const config = (await import(pathToFileURL(path.join(ROOT, REMOTES[name], 'rspack.config.mjs')).href)) as { exposes: Record<string, string> };
  return Object.keys(config.exposes).map((key) => `${name}/${key.replace(/^\.\//, '')}`);
}

describe('remote exposes', () => {
  it('every routed page is exposed by its remote', async () => {
    for (const route of REMOTE_ROUTES) {
      const [remote] = route.module.split('/') as [keyof typeof REMOTES];
      expect(await exposedIds(remote)).toContain(route.module);
    }
  });

  it.each(Object.keys(REMOTES) as (keyof typeof REMOTES)[])('%s exposes what its exposes.ts type-checks', async (name) => {
    const checked = (await import(pathToFileURL(path.join(ROOT, REMOTES[name], 'src', 'exposes.ts')).href)) as { exposed: Record<string, unknown> };
    expect((await exposedIds(name)).sort()).toEqual(Object.keys(checked.exposed).sort());
  });
});
