import { describe, expect, it } from 'vitest';
import { filesOfExpose, matchScore, pageForPath } from './early-start';

const map = {
  mf_catalog: {
    manifest: 'http://localhost:3001/mf-manifest.json',
    routes: [
      { path: '/', module: 'HomePage' },
      { path: '/trending', module: 'TrendingPage' },
    ],
  },
  mf_movie: { manifest: 'http://localhost:3003/mf-manifest.json', routes: [{ path: '/movie/:id', module: 'MoviePage' }] },
  mf_account: { manifest: 'http://localhost:3004/mf-manifest.json', routes: [{ path: '/movie/new', module: 'NewMoviePage' }] },
};

describe('early start: the page the address shows', () => {
  it('matches static segments and parameters, and nothing longer or shorter', () => {
    expect(matchScore('/', '/')).toBe(0);
    expect(matchScore('/trending', '/trending')).toBe(2);
    expect(matchScore('/movie/:id', '/movie/42')).toBe(3);
    expect(matchScore('/movie/:id', '/movie')).toBeNull();
    expect(matchScore('/movie/:id', '/movie/42/cast')).toBeNull();
    expect(matchScore('/', '/trending')).toBeNull();
  });

  it('picks the remote and module of the most specific route', () => {
    expect(pageForPath(map, '/')).toEqual({ manifest: map.mf_catalog.manifest, module: 'HomePage' });
    expect(pageForPath(map, '/movie/42')).toEqual({ manifest: map.mf_movie.manifest, module: 'MoviePage' });
    expect(pageForPath(map, '/movie/new')).toEqual({ manifest: map.mf_account.manifest, module: 'NewMoviePage' });
    expect(pageForPath(map, '/nowhere')).toBeNull();
    expect(pageForPath('not a map', '/')).toBeNull();
  });

  it('lists remoteEntry.js and the exposed module’s chunks, relative to the manifest when the public path is auto', () => {
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'HomePage', assets: { js: { sync: ['612.abc.js', '__federation_expose_HomePage.def.js'] } } },
        { name: 'TrendingPage', assets: { js: { sync: ['700.xyz.js'] } } },
      ],
    };
    expect(filesOfExpose(manifest, 'http://localhost:3001/mf-manifest.json', 'HomePage')).toEqual([
      'http://localhost:3001/remoteEntry.js',
      'http://localhost:3001/612.abc.js',
      'http://localhost:3001/__federation_expose_HomePage.def.js',
    ]);
    expect(
      filesOfExpose(
        { metaData: { publicPath: 'https://cdn.example/catalog/', remoteEntry: { name: 'remoteEntry.js', path: 'v2' } } },
        'http://localhost:3001/mf-manifest.json',
        'HomePage',
      ),
    ).toEqual(['https://cdn.example/catalog/v2/remoteEntry.js']);
  });
});
