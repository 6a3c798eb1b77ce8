/** What a remote's build says for the deployment map (shared/build/remote-descriptor.mjs): its entry and its pages' files. */
import { describe, expect, it } from 'vitest';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { entryOf, mapEntry, pageFiles } from '@marquee/shared/build/remote-descriptor.mjs';

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'HomePage', assets: { js: { sync: ['64.a.js', '__federation_expose_HomePage.b.js'] } } },
    { name: 'Widget', assets: { js: { sync: ['w.js'] } } },
  ],
};

describe('pageFiles', () => {
  it('lists, per declared page, remoteEntry.js then the exposed module’s chunks', () => {
    expect(pageFiles(manifest, [{ module: 'HomePage' }, { module: 'Missing' }])).toEqual({
      HomePage: ['remoteEntry.js', '64.a.js', '__federation_expose_HomePage.b.js'],
    });
  });

  it('lists nothing for a remote whose files do not sit beside its entry', () => {
    expect(
      pageFiles({ ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/' } }, [{ module: 'HomePage' }]),
    ).toBeUndefined();
    expect(
      pageFiles({ ...manifest, metaData: { ...manifest.metaData, remoteEntry: { name: 'remoteEntry.js', path: 'v2' } } }, [
        { module: 'HomePage' },
      ]),
    ).toBeUndefined();
  });
});

describe('the entry a deployment map names', () => {
  it('is relative to the manifest for files beside it, else under the public path', () => {
    expect(entryOf(manifest)).toBe('remoteEntry.js');
    expect(entryOf({ metaData: { publicPath: 'https://cdn.example/catalog/', remoteEntry: { name: 'remoteEntry.js', path: 'v2' } } })).toBe(
      'https://cdn.example/catalog/v2/remoteEntry.js',
    );
    expect(entryOf({})).toBeUndefined();
  });

  it('is resolved beside the manifest URL, and left out for a descriptor that does not name it', () => {
    const descriptor = { version: '1.0.0+abc', platform: '^1.6.0', routes: [] };
    expect(mapEntry({ ...descriptor, entry: 'remoteEntry.js' }, 'https://cdn.example/mf_search/1.0.0+abc/mf-manifest.json')).toEqual({
      manifest: 'https://cdn.example/mf_search/1.0.0+abc/mf-manifest.json',
      entry: 'https://cdn.example/mf_search/1.0.0+abc/remoteEntry.js',
      ...descriptor,
    });
    expect(mapEntry({ ...descriptor, entry: 'remoteEntry.js' }, '/search/mf-manifest.json').entry).toBe('/search/remoteEntry.js');
    expect(mapEntry(descriptor, '/search/mf-manifest.json')).not.toHaveProperty('entry');
    expect(mapEntry({ ...descriptor, entry: 'https://other.example/e.js' }, '/search/mf-manifest.json').entry).toBe(
      'https://other.example/e.js',
    );
  });
});
