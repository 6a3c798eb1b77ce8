import { describe, expect, it } from 'vitest';
import { fetchDeployment, parseDeployment } from './remote-map';
import { PLATFORM_VERSION } from './platform';

const route = { path: '/search', module: 'SearchPage', title: 'Search' };

describe('parseDeployment', () => {
  it('resolves entry URLs against the map and fills in route defaults', () => {
    const { remotes, problems } = parseDeployment(
      {
        mf_search: {
          manifest: '/search/mf-manifest.json',
          entry: '/search/remoteEntry.js',
          version: '0.1.0+abc',
          platform: `^${PLATFORM_VERSION}`,
          routes: [route],
        },
        mf_catalog: { entry: 'https://catalog.example.com/remoteEntry.js', platform: `^${PLATFORM_VERSION}`, routes: [] },
      },
      'https://marquee.example.com/remotes.json',
    );
    expect(problems).toEqual([]);
    expect(remotes[0]).toEqual({
      name: 'mf_search',
      entry: 'https://marquee.example.com/search/remoteEntry.js',
      version: '0.1.0+abc',
      platform: `^${PLATFORM_VERSION}`,
      routes: [{ remote: 'mf_search', path: '/search', module: 'SearchPage', title: 'Search', guard: 'public', layout: 'main' }],
    });
    expect(remotes[1]?.version).toBe('unknown');
  });

  it('marks a remote whose platform range this shell does not satisfy, naming both versions', () => {
    const { remotes } = parseDeployment(
      { mf_next: { entry: 'http://x/remoteEntry.js', platform: '^99.0.0', routes: [route] } },
      'http://x/',
    );
    expect(remotes[0]?.incompatible).toBe(`mf_next needs platform ^99.0.0, but this shell provides platform ${PLATFORM_VERSION}`);
    expect(remotes[0]?.routes).toHaveLength(1);
  });

  it('leaves out malformed entries and routes and says why', () => {
    const { remotes, problems } = parseDeployment(
      {
        'bad-name': { entry: 'http://x/remoteEntry.js' },
        mf_a: 'http://x/remoteEntry.js',
        mf_u: { entry: 'http://[bad/remoteEntry.js', routes: [] },
        mf_b: { routes: [] },
        mf_c: {
          entry: 'http://x/c/remoteEntry.js',
          platform: `^${PLATFORM_VERSION}`,
          routes: [
            route,
            { path: 'no-slash', module: 'X', title: 'X' },
            { ...route, guard: 'admins' },
            { ...route, title: '' },
            { ...route, nav: { label: 'S' } },
          ],
        },
      },
      'http://x/',
    );
    expect(remotes.map((r) => r.name)).toEqual(['mf_c']);
    expect(remotes[0]?.routes).toHaveLength(1);
    expect(problems).toEqual([
      '"bad-name" is not a federation name',
      'mf_a: expected an object with entry, version, platform and routes',
      'mf_u: entry "http://[bad/remoteEntry.js" is not a URL',
      'mf_b: no entry URL (its remoteEntry.js)',
      'mf_c: invalid path "no-slash"',
      'mf_c: /search: unknown guard "admins"',
      'mf_c: /search: a title is required',
      'mf_c: /search: nav needs a label and a numeric order',
    ]);
  });

  it('finds the entry beside the manifest in a map written before maps named entries', () => {
    const { remotes, problems } = parseDeployment(
      {
        mf_search: {
          manifest: 'https://cdn.example/mf_search/0.1.0+abc/mf-manifest.json',
          platform: `^${PLATFORM_VERSION}`,
          routes: [route],
        },
      },
      'https://marquee.example.com/remotes.json',
    );
    expect(problems).toEqual([]);
    expect(remotes[0]?.entry).toBe('https://cdn.example/mf_search/0.1.0+abc/remoteEntry.js');
  });

  it('rejects a map that is not an object', () => {
    expect(() => parseDeployment(['a'], 'http://x/')).toThrow('The remote map must be a JSON object');
    expect(() => parseDeployment(null, 'http://x/')).toThrow();
  });

  it('marks the version a canary choice picked, and reads the map through the choice', async () => {
    const stable = { entry: 'https://r/1/remoteEntry.js', version: '1', platform: `^${PLATFORM_VERSION}`, routes: [route] };
    const json = { mf_search: { ...stable, canary: { ...stable, entry: 'https://r/2/remoteEntry.js', version: '2', share: 10 } } };
    const fetchMap = (async () => Response.json(json)) as typeof fetch;
    const asIs = await fetchDeployment('https://x/remotes.json', fetchMap);
    expect(asIs.remotes[0]).toMatchObject({ version: '1', entry: 'https://r/1/remoteEntry.js' });
    expect(asIs.remotes[0]?.canary).toBeUndefined();
    const picked = await fetchDeployment('https://x/remotes.json', fetchMap, (map) => ({
      mf_search: { ...(map as typeof json).mf_search.canary, channel: 'canary' },
    }));
    expect(picked.remotes[0]).toMatchObject({ version: '2', entry: 'https://r/2/remoteEntry.js', canary: true });
  });
});
