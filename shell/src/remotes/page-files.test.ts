/** The files per page module a remote's build lists for the deployment map (shared/build/remote-descriptor.mjs). */
import { describe, expect, it } from 'vitest';
// @ts-expect-error A build script in plain JavaScript, without type declarations.
import { pageFiles } from '@marquee/shared/build/remote-descriptor.mjs';

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

  it('lists nothing for a remote whose files do not sit beside its manifest', () => {
    expect(
      pageFiles({ ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://cdn.example/' } }, [{ module: 'HomePage' }]),
    ).toBeUndefined();
  });
});
