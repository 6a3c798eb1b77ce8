/**
 * One remote's entry pointed at another origin (shared/build/map-override.mjs): how the one-remote
 * loop (scripts/dev-loop.mjs) puts a dev server into a built or deployed map, read by the shell
 * as any deployment's map.
 */
import { describe, expect, it } from 'vitest';
import { parseDeployment } from '@marquee/shared/federation';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { absoluteMap, withRemoteServedFrom } from '@marquee/shared/build/map-override.mjs';

const searchRoutes = [{ path: '/search', module: 'SearchPage', title: 'Search' }];
const catalogEntry = {
  manifest: 'https://catalog.example.com/mf-manifest.json',
  entry: 'https://catalog.example.com/remoteEntry.js',
  version: '0.1.0+aaaaaaaaaa',
  platform: '^1.11.0',
  routes: [{ path: '/', module: 'HomePage', title: 'Discover' }],
  preload: { HomePage: ['remoteEntry.js', 'home.1234567890.js'] },
};
const deployed = {
  mf_catalog: catalogEntry,
  mf_search: {
    manifest: 'https://search.example.com/mf-manifest.json',
    entry: 'https://search.example.com/remoteEntry.js',
    version: '0.1.0+bbbbbbbbbb',
    platform: '^1.11.0',
    routes: searchRoutes,
    preload: { SearchPage: ['remoteEntry.js', 'search.1234567890.js'] },
  },
};
const devServer = { origin: 'http://localhost:3002', version: 'dev', platform: '^1.11.0', routes: searchRoutes };

describe('withRemoteServedFrom', () => {
  it('points the remote’s manifest and entry at the origin, with what the build there declares', () => {
    const map = withRemoteServedFrom(deployed, 'mf_search', devServer);
    expect(map.mf_search).toEqual({
      manifest: 'http://localhost:3002/mf-manifest.json',
      entry: 'http://localhost:3002/remoteEntry.js',
      version: 'dev',
      platform: '^1.11.0',
      routes: searchRoutes,
    });
  });

  it('drops the old build’s page files and leaves every other remote as it was', () => {
    const map = withRemoteServedFrom(deployed, 'mf_search', devServer);
    expect(map.mf_search.preload).toBeUndefined();
    expect(map.mf_catalog).toEqual(catalogEntry);
    expect(deployed.mf_search.entry).toBe('https://search.example.com/remoteEntry.js');
  });

  it('adds a remote the map did not have, and keeps a path in the origin', () => {
    const map = withRemoteServedFrom({ mf_catalog: catalogEntry }, 'mf_search', {
      ...devServer,
      origin: 'https://cdn.example.com/search/v2',
    });
    expect(map.mf_search.entry).toBe('https://cdn.example.com/search/v2/remoteEntry.js');
    expect(Object.keys(map)).toEqual(['mf_catalog', 'mf_search']);
  });

  it('refuses an origin that is not an http(s) URL', () => {
    expect(() => withRemoteServedFrom(deployed, 'mf_search', { ...devServer, origin: 'localhost:3002' })).toThrow(/http/);
    expect(() => withRemoteServedFrom(deployed, 'mf_search', { ...devServer, origin: 'not a url' })).toThrow(/not a URL/);
  });

  it('is read by the shell like any deployment: the remote from the origin, the others where they were', () => {
    const deployment = parseDeployment(withRemoteServedFrom(deployed, 'mf_search', devServer), 'http://localhost:3000/remotes.json');
    expect(deployment.problems).toEqual([]);
    expect(deployment.remotes.map(({ name, entry, version }) => ({ name, entry, version }))).toEqual([
      { name: 'mf_catalog', entry: 'https://catalog.example.com/remoteEntry.js', version: '0.1.0+aaaaaaaaaa' },
      { name: 'mf_search', entry: 'http://localhost:3002/remoteEntry.js', version: 'dev' },
    ]);
  });
});

describe('absoluteMap', () => {
  it('resolves relative manifests and entries against the URL the map was read from', () => {
    const map = absoluteMap(
      { mf_catalog: { ...catalogEntry, manifest: '/remotes/catalog/mf-manifest.json', entry: 'remotes/catalog/remoteEntry.js' } },
      'https://marquee.example.com/remotes.json',
    );
    expect(map.mf_catalog.manifest).toBe('https://marquee.example.com/remotes/catalog/mf-manifest.json');
    expect(map.mf_catalog.entry).toBe('https://marquee.example.com/remotes/catalog/remoteEntry.js');
    expect(map.mf_catalog.routes).toEqual(catalogEntry.routes);
  });

  it('leaves absolute URLs and an entry without them as they are', () => {
    const map = absoluteMap({ mf_catalog: catalogEntry, mf_old: { version: '1' } }, 'https://marquee.example.com/remotes.json');
    expect(map).toEqual({ mf_catalog: catalogEntry, mf_old: { version: '1' } });
  });
});
