import { describe, expect, it } from 'vitest';
import { filesToPreload, firstImages, imageBaseOf, prefetchRequests, supabaseUrlFrom } from './early-start';
import { shapeFrame, showBackdropInFrame, showInFrame } from './frame';
import { parseMovieId } from './movie-id';
import { pageForPath } from './page-of-path';

const map = {
  mf_catalog: {
    entry: 'http://localhost:3001/remoteEntry.js',
    routes: [
      { path: '/', module: 'HomePage' },
      { path: '/trending', module: 'TrendingPage' },
    ],
  },
  mf_movie: { entry: 'http://localhost:3003/remoteEntry.js', routes: [{ path: '/movie/:id', module: 'MoviePage', frame: 'detail' }] },
  mf_account: { entry: 'http://localhost:3004/remoteEntry.js', routes: [{ path: '/movie/new', module: 'NewMoviePage' }] },
};

describe('early start: the page the address shows', () => {
  it('matches static segments and parameters, and nothing longer or shorter, as the router does', () => {
    expect(pageForPath(map, '/')?.module).toBe('HomePage');
    expect(pageForPath(map, '/trending')?.module).toBe('TrendingPage');
    expect(pageForPath(map, '/trending/')?.module).toBe('TrendingPage');
    expect(pageForPath(map, '/movie/42')?.module).toBe('MoviePage');
    expect(pageForPath(map, '/movie')).toBeNull();
    expect(pageForPath(map, '/movie/42/cast')).toBeNull();
  });

  it('picks the remote and module of the most specific route', () => {
    expect(pageForPath(map, '/')).toMatchObject({ entry: map.mf_catalog.entry, module: 'HomePage', params: {} });
    expect(pageForPath(map, '/movie/42')).toMatchObject({
      entry: map.mf_movie.entry,
      module: 'MoviePage',
      params: { id: '42' },
      frame: 'detail',
    });
    expect(pageForPath(map, '/movie/new')).toMatchObject({ entry: map.mf_account.entry, module: 'NewMoviePage' });
    expect(pageForPath(map, '/nowhere')).toBeNull();
    expect(pageForPath('not a map', '/')).toBeNull();
  });

  it('finds the page of a map entry written before maps named entries, without an entry to preload', () => {
    const older = { mf_movie: { manifest: 'http://localhost:3003/mf-manifest.json', routes: map.mf_movie.routes } };
    expect(pageForPath(older, '/movie/42')).toMatchObject({ entry: undefined, module: 'MoviePage', params: { id: '42' } });
  });

  it("reads the route's parameters from the address", () => {
    const routes = {
      mf_x: {
        routes: [
          { path: '/write-review/:movieId?', module: 'Write' },
          { path: '/u/:username', module: 'Member' },
        ],
      },
    };
    expect(pageForPath(routes, '/write-review')?.params).toEqual({});
    expect(pageForPath(routes, '/write-review/7')?.params).toEqual({ movieId: '7' });
    expect(pageForPath(routes, '/u/ada%20l')?.params).toEqual({ username: 'ada l' });
  });
});

describe("early start: the page's first data", () => {
  it("gives the requests the page's TMDb client will make, with the route's parameters filled in", () => {
    const prefetch = [
      { path: '/movie/:id', params: { append_to_response: 'credits' } },
      { path: '/configuration' },
      { path: '/search/movie', params: { page: 1 }, searchParams: { query: 'q' } },
    ];
    expect(prefetchRequests(prefetch, { id: '42' }, new URLSearchParams('q=%20star%20'))).toEqual([
      { path: '/movie/42', params: { append_to_response: 'credits' } },
      { path: '/configuration', params: {} },
      { path: '/search/movie', params: { page: 1, query: 'star' } },
    ]);
  });

  it('asks TMDb for the movie the page shows: /movie/12abc is movie 12 for both', () => {
    const page = pageForPath(map, '/movie/12abc');
    expect(parseMovieId(page?.params.id)).toBe(12);
    expect(prefetchRequests([{ path: '/movie/:id' }], page?.params ?? {}, new URLSearchParams())).toEqual([
      { path: '/movie/12', params: {} },
    ]);
    expect(prefetchRequests([{ path: '/movie/:id' }], { id: '0042' }, new URLSearchParams())).toEqual([{ path: '/movie/42', params: {} }]);
  });

  it("asks the deployment's Supabase project (env.json) when it names one", () => {
    expect(supabaseUrlFrom({ supabaseUrl: ' https://abc.supabase.co ' })).toBe('https://abc.supabase.co');
    expect(supabaseUrlFrom({ supabaseUrl: '' })).toBe(supabaseUrlFrom(null));
  });

  it('leaves out what the address lacks and what is malformed (keeping each request at its index), and anything past four requests', () => {
    expect(prefetchRequests([{ path: '/search/movie', searchParams: { query: 'q' } }], {}, new URLSearchParams())).toEqual([null]);
    expect(prefetchRequests([{ path: '/movie/:id' }], { id: 'x1' }, new URLSearchParams())).toEqual([null]);
    expect(prefetchRequests([{ path: '/movie/:id' }], { id: '0' }, new URLSearchParams())).toEqual([null]);
    expect(prefetchRequests('nope', {}, new URLSearchParams())).toEqual([]);
    expect(
      prefetchRequests(
        [{ path: 'relative' }, { path: '/x', params: { nested: {} } }, null, { path: '/configuration' }],
        {},
        new URLSearchParams(),
      ),
    ).toEqual([null, null, null, { path: '/configuration', params: {} }]);
    const many = Array.from({ length: 6 }, (_, i) => ({ path: `/movie/${i + 1}` }));
    expect(prefetchRequests(many, {}, new URLSearchParams())).toHaveLength(4);
  });
});

describe("early start: the first screen's images", () => {
  const base = 'http://127.0.0.1:54321/functions/v1/tmdb-proxy/image/';
  const popular = { results: [{ backdrop_path: '/a1.jpg', poster_path: '/p1.jpg' }, { poster_path: 'p2.svg' }] };

  it('finds each declared image in its request’s data and addresses it at its size under the image base', () => {
    const images = [
      { from: 0, field: 'results.0.backdrop_path', size: 'w1280' },
      { from: 0, field: 'results.1.poster_path', size: 'w342' },
    ];
    expect(firstImages(images, [popular, null], base)).toEqual([
      { url: `${base}w1280/a1.jpg`, frameCell: null, frameBackdrop: false },
      { url: `${base}w342/p2.svg`, frameCell: null, frameBackdrop: false },
    ]);
  });

  it('says which image a backdrop frame shows', () => {
    const images = [
      { from: 0, field: 'results.0.backdrop_path', size: 'w1280', frameBackdrop: true },
      { from: 0, field: 'results.0.backdrop_path', size: 'w780', frameBackdrop: false },
      { from: 0, field: 'results.0.backdrop_path', size: 'w300', frameBackdrop: 'hero' },
    ];
    expect(firstImages(images, [popular], base)).toEqual([
      { url: `${base}w1280/a1.jpg`, frameCell: null, frameBackdrop: true },
      { url: `${base}w780/a1.jpg`, frameCell: null, frameBackdrop: false },
    ]);
  });

  it("keeps the first paint's grid cell an image is declared for, when it is a cell's index", () => {
    const images = [
      { from: 0, field: 'results.0.poster_path', size: 'w342', frameCell: 0 },
      { from: 0, field: 'results.1.poster_path', size: 'w342', frameCell: 1.5 },
      { from: 0, field: 'results.1.poster_path', size: 'w342', frameCell: -1 },
      { from: 0, field: 'results.1.poster_path', size: 'w342', frameCell: '1' },
    ];
    expect(firstImages(images, [popular], base)).toEqual([
      { url: `${base}w342/p1.jpg`, frameCell: 0, frameBackdrop: false },
      { url: `${base}w342/p2.svg`, frameCell: null, frameBackdrop: false },
      { url: `${base}w342/p2.svg`, frameCell: null, frameBackdrop: false },
    ]);
  });

  it('skips what the data lacks, a failed request, a path that is not a plain file name, and malformed declarations', () => {
    const data = [
      { results: [{ poster_path: null }, { poster_path: '/../../auth/v1/logout' }, { poster_path: 'https://evil.example/x.jpg' }] },
    ];
    expect(
      firstImages(
        [
          { from: 0, field: 'results.0.poster_path', size: 'w342' },
          { from: 0, field: 'results.1.poster_path', size: 'w342' },
          { from: 0, field: 'results.2.poster_path', size: 'w342' },
          { from: 0, field: 'results.9.poster_path', size: 'w342' },
          { from: 1, field: 'results.0.poster_path', size: 'w342' },
          { from: 0, field: 'results.0.poster_path', size: '../w342' },
          { from: '0', field: 'results.0.poster_path', size: 'w342' },
          { from: 0, field: '__proto__.x', size: 'w342' },
        ],
        data,
        base,
      ),
    ).toEqual([]);
    expect(firstImages('nope', data, base)).toEqual([]);
  });

  it('preloads at most four', () => {
    const many = Array.from({ length: 6 }, () => ({ from: 0, field: 'results.0.poster_path', size: 'w342' }));
    expect(firstImages(many, [popular], base)).toHaveLength(4);
  });

  it("takes the image base from /configuration's data, over http(s) only", () => {
    expect(imageBaseOf({ images: { secure_base_url: 'https://image.tmdb.org/t/p/', base_url: 'http://x/' } })).toBe(
      'https://image.tmdb.org/t/p/',
    );
    expect(imageBaseOf({ images: { base_url: base } })).toBe(base);
    expect(imageBaseOf({ images: { secure_base_url: 'javascript:alert(1)//' } })).toBeNull();
    expect(imageBaseOf(null)).toBeNull();
  });
});

describe("early start: the page's files as the deployment map lists them", () => {
  it('resolves them against the entry, and ignores anything that is not a plain file name', () => {
    const entry = 'https://cdn.example/mf_catalog/0.1.0/remoteEntry.js';
    expect(filesToPreload(['remoteEntry.js', '64.abc.js'], entry)).toEqual([
      'https://cdn.example/mf_catalog/0.1.0/remoteEntry.js',
      'https://cdn.example/mf_catalog/0.1.0/64.abc.js',
    ]);
    expect(filesToPreload(['../other/x.js', 'https://evil.example/x.js', 42, 'ok.js'], entry)).toEqual([
      'https://cdn.example/mf_catalog/0.1.0/ok.js',
    ]);
  });

  it('is the entry alone when the map does not list them', () => {
    expect(filesToPreload(undefined, 'https://cdn.example/mf_catalog/0.1.0/remoteEntry.js')).toEqual([
      'https://cdn.example/mf_catalog/0.1.0/remoteEntry.js',
    ]);
  });

  it("finds the listed files of the address's page", () => {
    const withFiles = { mf_movie: { ...map.mf_movie, preload: { MoviePage: ['remoteEntry.js', 'page.js'] } } };
    expect(pageForPath(withFiles, '/movie/7')?.files).toEqual(['remoteEntry.js', 'page.js']);
    expect(pageForPath(map, '/movie/7')?.files).toBeUndefined();
  });
});

describe("early start: the first paint's posters", () => {
  /** index.html's frame, as it is until React renders the page. */
  function frame(): HTMLElement {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<div class="boot"><div class="boot-main"><div class="boot-grid"><i></i><i></i><i></i></div></div></div>';
    document.body.replaceChildren(root);
    return root;
  }
  const cells = (root: HTMLElement) =>
    [...root.querySelectorAll('.boot-grid > i')].map((cell) => cell.querySelector('img')?.getAttribute('src') ?? null);

  it('shows an image in its cell of the grid, hidden from assistive technology like the frame, and gives back its decoding', async () => {
    const root = frame();
    const first = showInFrame('http://x/w342/p1.jpg', 0);
    showInFrame('http://x/w342/p2.jpg', 2);
    expect(cells(root)).toEqual(['http://x/w342/p1.jpg', null, 'http://x/w342/p2.jpg']);
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('');
    // What the shell's start-up waits for (start-after-frame-picture.ts): it settles, never rejects.
    expect(first).toBeInstanceOf(Promise);
    await expect(first).resolves.toBeUndefined();
  });

  it('leaves a filled cell, a cell the grid lacks, and a page React has already rendered alone, with nothing to wait for', () => {
    const root = frame();
    showInFrame('http://x/w342/p1.jpg', 0);
    expect(showInFrame('http://x/w342/other.jpg', 0)).toBeNull();
    expect(showInFrame('http://x/w342/p9.jpg', 9)).toBeNull();
    expect(cells(root)).toEqual(['http://x/w342/p1.jpg', null, null]);
    root.innerHTML = '<main><ul><li><i></i></li></ul></main>';
    expect(showInFrame('http://x/w342/p1.jpg', 0)).toBeNull();
    expect(root.querySelectorAll('img')).toHaveLength(0);
  });
});

describe('early start: a first paint shaped like the page', () => {
  function frame(): HTMLElement {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML =
      '<div class="boot"><div class="boot-main"><i class="boot-title"></i><div class="boot-grid"><i></i><i></i></div></div></div>';
    document.body.replaceChildren(root);
    return root;
  }
  const backgroundOf = (root: HTMLElement) => root.querySelector<HTMLElement>('.boot-backdrop > span')?.style.backgroundImage ?? null;

  it("trades the listing's bones for a movie page's backdrop, and shows the picture in it once", () => {
    const root = frame();
    shapeFrame('detail');
    const main = root.querySelector('.boot-main')!;
    expect([...main.children].map((child) => [child.className, (child as HTMLElement).dataset.shape])).toEqual([
      ['boot-backdrop', 'detail'],
    ]);
    expect(root.querySelector('.boot-grid')).toBeNull();
    expect(showBackdropInFrame('http://x/w1280/a"1.jpg')).toBeInstanceOf(Promise);
    expect(backgroundOf(root)).toContain('http://x/w1280/a');
    expect(showBackdropInFrame('http://x/w1280/other.jpg')).toBeNull();
    expect(backgroundOf(root)).not.toContain('other');
  });

  it("draws a search page's header, search box, filters and toolbar above a poster grid whose cells take the posters", () => {
    const root = frame();
    shapeFrame('search');
    const shaped = root.querySelector<HTMLElement>('.boot-main > [data-shape="search"]')!;
    expect([...shaped.querySelectorAll('[class^="boot-"]')].map((part) => part.className)).toEqual([
      'boot-heading',
      'boot-lead',
      'boot-searchbox',
      'boot-results',
      'boot-filters',
      'boot-toolbar',
      'boot-grid',
    ]);
    // As many cells as the first paint's grid had.
    expect(shaped.querySelectorAll('.boot-grid > i')).toHaveLength(2);
    showInFrame('http://x/w342/p1.jpg', 1);
    expect(shaped.querySelectorAll('.boot-grid > i')[1]!.querySelector('img')?.getAttribute('src')).toBe('http://x/w342/p1.jpg');
  });

  it("prints a page's header as the route declares it, as text, in place of the listing's bones", () => {
    const root = frame();
    shapeFrame('header', { title: 'Profile <b>', subtitle: 'Your account & more' });
    const shaped = root.querySelector<HTMLElement>('.boot-main > .boot-page[data-shape="header"]')!;
    expect(shaped.querySelector('h1')?.textContent).toBe('Profile <b>');
    expect(shaped.querySelector('b')).toBeNull();
    expect(shaped.querySelector('h1 + p')?.textContent).toBe('Your account & more');
    expect(root.querySelector('.boot-grid')).toBeNull();
  });

  it('keeps the listing when a header frame has no words to print, or words it cannot print', () => {
    for (const header of [undefined, {}, { title: '' }, { title: 42 }, { title: 'Profile', subtitle: 7 }, { title: 'x'.repeat(201) }]) {
      const root = frame();
      shapeFrame('header', header);
      expect(root.querySelector('.boot-page'), JSON.stringify(header)).toBeNull();
      expect(root.querySelectorAll('.boot-grid > i')).toHaveLength(2);
    }
    const root = frame();
    shapeFrame('header', { title: 'Favorites' });
    expect(root.querySelector('.boot-page h1')?.textContent).toBe('Favorites');
    expect(root.querySelector('.boot-page p')).toBeNull();
  });

  it('keeps a listing as it is, shapes once, ignores unknown shapes, and leaves a page React has already rendered alone', () => {
    const root = frame();
    shapeFrame('listing');
    shapeFrame('banner');
    shapeFrame(undefined);
    expect(root.querySelectorAll('.boot-grid > i')).toHaveLength(2);
    showBackdropInFrame('http://x/w1280/a1.jpg');
    expect(backgroundOf(root)).toBeNull();
    shapeFrame('hero');
    shapeFrame('detail');
    expect(root.querySelector<HTMLElement>('.boot-backdrop')!.dataset.shape).toBe('hero');
    root.innerHTML = '<main><section></section></main>';
    shapeFrame('hero');
    showBackdropInFrame('http://x/w1280/a1.jpg');
    expect(root.querySelector('.boot-backdrop')).toBeNull();
  });
});
