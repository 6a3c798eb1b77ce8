import { describe, expect, it } from 'vitest';
import { filesFromMap, filesOfExpose, matchRoute, pageForPath, prefetchUrls, supabaseUrlFrom } from './early-start';

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
    expect(matchRoute('/', '/')?.score ?? null).toBe(0);
    expect(matchRoute('/trending', '/trending')?.score ?? null).toBe(2);
    expect(matchRoute('/movie/:id', '/movie/42')?.score ?? null).toBe(3);
    expect(matchRoute('/movie/:id', '/movie')?.score ?? null).toBeNull();
    expect(matchRoute('/movie/:id', '/movie/42/cast')?.score ?? null).toBeNull();
    expect(matchRoute('/', '/trending')?.score ?? null).toBeNull();
  });

  it('picks the remote and module of the most specific route', () => {
    expect(pageForPath(map, '/')).toMatchObject({ manifest: map.mf_catalog.manifest, module: 'HomePage', params: {} });
    expect(pageForPath(map, '/movie/42')).toMatchObject({ manifest: map.mf_movie.manifest, module: 'MoviePage', params: { id: '42' } });
    expect(pageForPath(map, '/movie/new')).toMatchObject({ manifest: map.mf_account.manifest, module: 'NewMoviePage' });
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

  it("reads the route's parameters from the address", () => {
    expect(matchRoute('/movie/:id', '/movie/42')).toEqual({ score: 3, params: { id: '42' } });
    expect(matchRoute('/write-review/:movieId?', '/write-review')).toEqual({ score: 2, params: {} });
    expect(matchRoute('/u/:username', '/u/ada%20l')).toEqual({ score: 3, params: { username: 'ada l' } });
  });
});

describe("early start: the page's first data", () => {
  const supabase = 'http://127.0.0.1:54321';
  const get = (request: object) => `${supabase}/functions/v1/tmdb-proxy?request=${encodeURIComponent(JSON.stringify(request))}`;

  it("gives the GETs the page's TMDb client will make, with the route's parameters filled in", () => {
    const prefetch = [
      { path: '/movie/:id', params: { append_to_response: 'credits' } },
      { path: '/configuration' },
      { path: '/search/movie', params: { page: 1 }, searchParams: { query: 'q' } },
    ];
    expect(prefetchUrls(prefetch, supabase, { id: '42' }, new URLSearchParams('q=%20star%20'))).toEqual([
      get({ path: '/movie/42', params: { append_to_response: 'credits' } }),
      get({ path: '/configuration', params: {} }),
      get({ path: '/search/movie', params: { page: 1, query: 'star' } }),
    ]);
  });

  it("asks the deployment's Supabase project (env.json) when it names one", () => {
    expect(supabaseUrlFrom({ supabaseUrl: ' https://abc.supabase.co ' })).toBe('https://abc.supabase.co');
    expect(supabaseUrlFrom({ supabaseUrl: '' })).toBe(supabaseUrlFrom(null));
  });

  it('leaves out what the address lacks, what is malformed, and anything past four requests', () => {
    expect(prefetchUrls([{ path: '/search/movie', searchParams: { query: 'q' } }], supabase, {}, new URLSearchParams())).toEqual([]);
    expect(prefetchUrls([{ path: '/movie/:id' }], supabase, { id: '1/../../x' }, new URLSearchParams())).toEqual([]);
    expect(prefetchUrls('nope', supabase, {}, new URLSearchParams())).toEqual([]);
    expect(prefetchUrls([{ path: 'relative' }, { path: '/x', params: { nested: {} } }, null], supabase, {}, new URLSearchParams())).toEqual(
      [],
    );
    const many = Array.from({ length: 6 }, (_, i) => ({ path: `/movie/${i + 1}` }));
    expect(prefetchUrls(many, supabase, {}, new URLSearchParams())).toHaveLength(4);
  });
});

describe("early start: the page's files as the deployment map lists them", () => {
  it('resolves them against the manifest, and ignores anything that is not a plain file name', () => {
    const manifest = 'https://cdn.example/mf_catalog/0.1.0/mf-manifest.json';
    expect(filesFromMap(['remoteEntry.js', '64.abc.js'], manifest)).toEqual([
      'https://cdn.example/mf_catalog/0.1.0/remoteEntry.js',
      'https://cdn.example/mf_catalog/0.1.0/64.abc.js',
    ]);
    expect(filesFromMap(['../other/x.js', 'https://evil.example/x.js', 42, 'ok.js'], manifest)).toEqual([
      'https://cdn.example/mf_catalog/0.1.0/ok.js',
    ]);
    expect(filesFromMap(undefined, manifest)).toEqual([]);
  });

  it("finds the listed files of the address's page", () => {
    const withFiles = { mf_movie: { ...map.mf_movie, preload: { MoviePage: ['remoteEntry.js', 'page.js'] } } };
    expect(pageForPath(withFiles, '/movie/7')?.files).toEqual(['remoteEntry.js', 'page.js']);
    expect(pageForPath(map, '/movie/7')?.files).toBeUndefined();
  });
});
