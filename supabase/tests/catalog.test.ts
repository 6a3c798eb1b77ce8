import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, TOP_RATED_MIN_VOTES } from '../catalog/build-catalog.ts';
import type { Catalog } from '../catalog/catalog-types.ts';
import type { RawMovie } from '../catalog/raw-movie.ts';
import type { TmdbListItem, TmdbPage } from '../catalog/tmdb-shapes.ts';
import { loadVegaMovies } from '../catalog/vega-movies.ts';
import { DISCOVER_SORTS } from '../functions/_shared/tmdb-routes.ts';
import { createTmdbProxy } from '../functions/tmdb-proxy/handler.ts';
import { callProxy, dataOf } from './fake-tmdb/call-proxy.ts';

const env = { SUPABASE_URL: 'http://127.0.0.1:54321' };
const proxy = createTmdbProxy();
let raw: RawMovie[];
let catalog: Catalog;

const page = (path: string, params?: Record<string, string | number>) => dataOf<TmdbPage>(proxy, env, path, params);
const idOf = (title: string) => {
  const movie = catalog.movies.find((candidate) => candidate.title === title);
  if (!movie) throw new Error(`no ${title} in the catalog`);
  return movie.id;
};
const titles = (results: TmdbListItem[]) => results.map((movie) => movie.title);

beforeAll(async () => {
  raw = await loadVegaMovies();
  catalog = buildCatalog(raw);
});

describe('catalog data', () => {
  it('holds every titled film of the data set with unique ids', () => {
    expect(raw.length).toBe(3200); // 3,201 records, one without a title
    expect(catalog.movies).toHaveLength(3200);
    expect(catalog.byId.size).toBe(3200);
  });

  it('keeps ids stable across builds and input order', () => {
    const again = buildCatalog([...raw].reverse());
    for (const movie of catalog.movies) expect(again.byId.get(movie.id)?.title).toBe(movie.title);
    // Pinned so a change to the id scheme cannot slip through: these ids are in users' URLs and rows.
    expect(idOf('Avatar')).toBe(23813862);
    expect(idOf('The Dark Knight')).toBe(59258871);
    expect(idOf('Gone with the Wind')).toBe(77310509);
  });

  it('corrects century errors and repairs titles', () => {
    const gone = catalog.byId.get(idOf('Gone with the Wind'));
    expect(gone?.releaseDate).toBe('1939-12-15');
    expect(catalog.movies.every((movie) => (movie.year ?? 0) <= 2011)).toBe(true);
    expect(catalog.byId.get(idOf('Léon'))?.year).toBe(1994);
    expect(catalog.movies.some((movie) => movie.title === 'The Charge of the Light Brigade')).toBe(true);
    expect(catalog.movies.some((movie) => movie.title === '300')).toBe(true);
  });

  it('pins its clock so that upcoming has several pages', () => {
    expect(catalog.todayIso).toBe('2010-04-16');
    expect(catalog.upcoming.length).toBeGreaterThan(40);
  });

  it('maps genres to TMDb ids and composes overviews from facts', () => {
    const avatar = catalog.byId.get(idOf('Avatar'));
    expect(avatar?.genres).toEqual([
      { id: 28, name: 'Action' },
      { id: 878, name: 'Science Fiction' },
    ]);
    expect(avatar?.overview).toContain('directed by James Cameron');
    expect(avatar?.overview).toContain('rated PG-13');
    expect(avatar?.budget).toBeGreaterThan(0);
    expect(avatar?.revenue).toBeGreaterThan(avatar?.budget ?? 0);
  });
});

describe('offline lists', () => {
  it('popular: pages of 20 with TMDb paging fields, by popularity', async () => {
    const first = await page('/movie/popular');
    expect(first.page).toBe(1);
    expect(first.results).toHaveLength(20);
    expect(first.total_results).toBe(3200);
    expect(first.total_pages).toBe(160);
    const popularity = first.results.map((movie) => movie.popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const second = await page('/movie/popular', { page: 2 });
    expect(second.page).toBe(2);
    expect(second.results[0]?.popularity).toBeLessThanOrEqual(first.results[19]?.popularity ?? 0);
    expect(new Set([...first.results, ...second.results].map((movie) => movie.id)).size).toBe(40);
    const beyond = await page('/movie/popular', { page: 300 });
    expect(beyond.results).toEqual([]);
  });

  it('list items have TMDb list fields and generated image paths', async () => {
    const [movie] = (await page('/movie/popular')).results;
    expect(Object.keys(movie ?? {}).sort()).toEqual(
      [
        'adult',
        'backdrop_path',
        'genre_ids',
        'id',
        'original_language',
        'original_title',
        'overview',
        'popularity',
        'poster_path',
        'release_date',
        'title',
        'video',
        'vote_average',
        'vote_count',
      ].sort(),
    );
    expect(movie?.poster_path).toBe(`/poster-${movie?.id}.svg`);
    expect(movie?.backdrop_path).toBe(`/backdrop-${movie?.id}.svg`);
    expect(movie?.release_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('top rated: by rating, only released films with enough votes', async () => {
    const top = await page('/movie/top_rated');
    expect(titles(top.results).slice(0, 2).sort()).toEqual(['The Godfather', 'The Shawshank Redemption']);
    for (const movie of top.results) {
      expect(movie.vote_count).toBeGreaterThanOrEqual(TOP_RATED_MIN_VOTES);
      expect(movie.release_date <= catalog.todayIso).toBe(true);
    }
    const ratings = top.results.map((movie) => movie.vote_average);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('trending: recent popular films first', async () => {
    const trending = await page('/trending/movie/week');
    expect(trending.total_pages).toBeGreaterThan(3);
    const today = Date.parse(catalog.todayIso);
    for (const movie of trending.results.slice(0, 10)) {
      expect(Math.abs(Date.parse(movie.release_date) - today)).toBeLessThan(45 * 86_400_000);
    }
  });

  it('now playing: released within six weeks before the pinned date, with dates', async () => {
    const now = await dataOf<TmdbPage & { dates: { minimum: string; maximum: string } }>(proxy, env, '/movie/now_playing');
    expect(now.dates).toEqual({ minimum: '2010-03-06', maximum: '2010-04-16' });
    expect(now.results.length).toBeGreaterThan(5);
    for (const movie of now.results) {
      expect(movie.release_date >= now.dates.minimum && movie.release_date <= now.dates.maximum).toBe(true);
    }
  });

  it('upcoming: after the pinned date, several pages, with dates', async () => {
    const upcoming = await dataOf<TmdbPage & { dates: { minimum: string; maximum: string } }>(proxy, env, '/movie/upcoming');
    expect(upcoming.dates.minimum).toBe('2010-04-17');
    expect(upcoming.total_pages).toBeGreaterThanOrEqual(3);
    const third = await page('/movie/upcoming', { page: 3 });
    expect(third.results.length).toBeGreaterThan(0);
    for (const movie of [...upcoming.results, ...third.results]) expect(movie.release_date > catalog.todayIso).toBe(true);
  });
});

describe('offline movie details', () => {
  it('answers TMDb details with every append_to_response part', async () => {
    const id = idOf('The Dark Knight');
    const movie = await dataOf<Record<string, unknown>>(proxy, env, `/movie/${id}`, {
      append_to_response: 'credits,videos,images,recommendations',
    });
    expect(movie).toMatchObject({
      id,
      title: 'The Dark Knight',
      tagline: 'A Christopher Nolan film.',
      status: 'Released',
      release_date: '2008-07-18',
      genres: [
        { id: 28, name: 'Action' },
        { id: 878, name: 'Science Fiction' },
      ],
      production_companies: [{ name: 'Warner Bros.', logo_path: null }],
      videos: { results: [] },
      images: { backdrops: [], logos: [], posters: [] },
    });
    expect(movie.runtime).toBe(152);
    expect(movie.budget).toBeGreaterThan(0);
    const credits = movie.credits as { cast: unknown[]; crew: { job: string; name: string }[] };
    expect(credits.cast).toEqual([]);
    expect(credits.crew).toEqual([expect.objectContaining({ job: 'Director', name: 'Christopher Nolan' })]);
    const recommendations = movie.recommendations as TmdbPage;
    expect(recommendations.page).toBe(1);
    expect(titles(recommendations.results)).toContain('Batman Begins');
    expect(titles(recommendations.results)).not.toContain('The Dark Knight');
  });

  it('answers details without appended parts when none are asked for', async () => {
    const movie = await dataOf<Record<string, unknown>>(proxy, env, `/movie/${idOf('Avatar')}`);
    expect(movie).not.toHaveProperty('credits');
    expect(movie.status).toBe('Released');
  });

  it('marks films after the pinned date as not yet released', async () => {
    const movie = await dataOf<Record<string, unknown>>(proxy, env, `/movie/${idOf('Inception')}`);
    expect(movie.status).toBe('Post Production');
  });

  it('answers credits with the id', async () => {
    const id = idOf('Memento');
    const credits = await dataOf<Record<string, unknown>>(proxy, env, `/movie/${id}/credits`);
    expect(credits).toMatchObject({ id, cast: [], crew: [{ name: 'Christopher Nolan', department: 'Directing' }] });
  });

  it('recommends by director, genre and era, and finds similar films by genre', async () => {
    const id = idOf('Batman Begins');
    const recommendations = await page(`/movie/${id}/recommendations`);
    expect(titles(recommendations.results)).toContain('The Dark Knight');
    expect(recommendations.total_pages).toBe(2);
    const similar = await page(`/movie/${id}/similar`, { page: 1 });
    expect(similar.results).toHaveLength(20);
    for (const movie of [...recommendations.results, ...similar.results]) expect(movie.id).not.toBe(id);
    for (const movie of similar.results) expect(movie.genre_ids.some((genre) => [28, 878].includes(genre))).toBe(true);
  });

  it.each(['/movie/12345', '/movie/12345/credits', '/movie/12345/recommendations', '/movie/12345/similar'])(
    'answers an unknown id (%s) with the not-found error',
    async (path) => {
      const result = await callProxy(proxy, env, path);
      expect(result.status).toBe(404);
      expect(result.body).toEqual({ success: false, error: 'Resource not found.' });
    },
  );
});

describe('offline search', () => {
  it('puts the exact title first, case-insensitively', async () => {
    const result = await page('/search/movie', { query: 'aVaTaR' });
    expect(result.results[0]?.title).toBe('Avatar');
  });

  it('ignores accents both ways', async () => {
    expect(titles((await page('/search/movie', { query: 'leon' })).results)).toContain('Léon');
    expect(titles((await page('/search/movie', { query: 'AMÉLIE' })).results)).toContain('Amélie');
  });

  it('finds a film listed under its original title by its English title too, as TMDb does', async () => {
    for (const query of ['City of God', 'Cidade de Deus']) {
      const [first] = (await page('/search/movie', { query })).results;
      expect(first).toMatchObject({ title: 'City of God', original_title: 'Cidade de Deus', release_date: '2003-01-17' });
    }
    const [labyrinth] = (await page('/search/movie', { query: "Pan's Labyrinth" })).results;
    expect(labyrinth).toMatchObject({ title: "Pan's Labyrinth", original_title: 'El Laberinto del Fauno' });
  });

  it.each(['batman', 'dark', 'love', 'star'])('ranks exact, then prefix, then word matches, each by popularity (%s)', async (query) => {
    const { results, total_results } = await page('/search/movie', { query });
    const all = [...results];
    for (let n = 2; all.length < total_results; n++) all.push(...(await page('/search/movie', { query, page: n })).results);
    const simple = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    const tierOf = (title: string) => {
      const name = simple(title);
      const bare = name.replace(/^(the|a|an) /, '');
      if (name === query || bare === query) return 0;
      if (name.startsWith(query) || bare.startsWith(query)) return 1;
      if (name.split(' ').some((word) => word.startsWith(query))) return 2;
      return 3;
    };
    const tiers = all.map((movie) => tierOf(movie.title));
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(new Set(tiers).size).toBeGreaterThan(1);
    all.slice(1).forEach((movie, index) => {
      const previous = all[index];
      if (previous && tierOf(previous.title) === tierOf(movie.title)) {
        expect(previous.popularity).toBeGreaterThanOrEqual(movie.popularity);
      }
    });
  });

  it('finds "Batman" first and its sequels next', async () => {
    const names = titles((await page('/search/movie', { query: 'batman' })).results);
    expect(names[0]).toBe('Batman');
    expect(names.slice(1, 5)).toContain('Batman Begins');
  });

  it('matches titles without their leading article and words in any order', async () => {
    expect(titles((await page('/search/movie', { query: 'dark knight' })).results)[0]).toBe('The Dark Knight');
    expect(titles((await page('/search/movie', { query: 'ring lord' })).results)).toContain(
      'The Lord of the Rings: The Fellowship of the Ring',
    );
  });

  it('matches a query typed without spaces or hyphens', async () => {
    expect(titles((await page('/search/movie', { query: 'spiderman' })).results)).toContain('Spider-Man');
    expect(titles((await page('/search/movie', { query: 'love' })).results)).not.toContain('Cloverfield');
  });

  it('matches the word being typed as a prefix, for suggestions', async () => {
    expect(titles((await page('/search/movie', { query: 'shawsh' })).results)).toContain('The Shawshank Redemption');
  });

  it('filters by year and pages results', async () => {
    const year = await page('/search/movie', { query: 'the', year: 2008 });
    expect(year.results.every((movie) => movie.release_date.startsWith('2008'))).toBe(true);
    const all = await page('/search/movie', { query: 'the' });
    expect(all.total_pages).toBeGreaterThan(1);
    const second = await page('/search/movie', { query: 'the', page: 2 });
    expect(second.results[0]?.id).not.toBe(all.results[0]?.id);
  });

  it('answers no match with an empty page', async () => {
    const none = await page('/search/movie', { query: 'zzzzqqqq' });
    expect(none).toEqual({ page: 1, results: [], total_pages: 0, total_results: 0 });
  });
});

describe('offline discover, genres and configuration', () => {
  it("lists TMDb's genre ids and names that the catalog uses", async () => {
    const { genres } = await dataOf<{ genres: { id: number; name: string }[] }>(proxy, env, '/genre/movie/list');
    expect(genres).toContainEqual({ id: 28, name: 'Action' });
    expect(genres).toContainEqual({ id: 878, name: 'Science Fiction' });
    expect(genres).toContainEqual({ id: 10751, name: 'Family' });
    for (const genre of genres) expect(catalog.movies.some((movie) => movie.genres.some((g) => g.id === genre.id))).toBe(true);
  });

  // Title orders are checked separately, with accent- and case-folding.
  const comparators: Record<(typeof DISCOVER_SORTS)[number], (a: TmdbListItem, b: TmdbListItem) => boolean> = {
    'popularity.desc': (a, b) => a.popularity >= b.popularity,
    'popularity.asc': (a, b) => a.popularity <= b.popularity,
    'vote_average.desc': (a, b) => a.vote_average >= b.vote_average,
    'vote_average.asc': (a, b) => a.vote_average <= b.vote_average,
    'release_date.desc': (a, b) => a.release_date >= b.release_date,
    'release_date.asc': (a, b) => a.release_date <= b.release_date,
    'title.asc': () => true,
    'title.desc': () => true,
  };

  it.each(DISCOVER_SORTS)('sorts by %s', async (sort) => {
    const result = await page('/discover/movie', { sort_by: sort, page: 2 });
    expect(result.results).toHaveLength(20);
    expect(result.total_results).toBe(3200);
    const inOrder = comparators[sort];
    result.results.slice(1).forEach((movie, index) => {
      const previous = result.results[index];
      if (previous) expect(inOrder(previous, movie)).toBe(true);
    });
  });

  it('sorts titles alphabetically, ignoring case and accents', async () => {
    const asc = titles((await page('/discover/movie', { sort_by: 'title.asc' })).results);
    const desc = titles((await page('/discover/movie', { sort_by: 'title.desc' })).results);
    const key = (title: string) =>
      title
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
    expect(asc.map(key)).toEqual([...asc.map(key)].sort());
    expect(desc.map(key)).toEqual([...desc.map(key)].sort().reverse());
  });

  it('treats no sort_by (relevance) as popularity.desc', async () => {
    const relevance = await page('/discover/movie');
    const popular = await page('/discover/movie', { sort_by: 'popularity.desc' });
    expect(relevance).toEqual(popular);
  });

  it('filters by all of the genres (comma) or any of them (pipe)', async () => {
    const both = await page('/discover/movie', { with_genres: '28,878' });
    for (const movie of both.results) expect(movie.genre_ids).toEqual(expect.arrayContaining([28, 878]));
    const either = await page('/discover/movie', { with_genres: '37|27' });
    for (const movie of either.results) expect(movie.genre_ids.some((id) => id === 37 || id === 27)).toBe(true);
    expect(either.total_results).toBeGreaterThan(both.total_results);
  });

  it('filters by release year and rating range, combined', async () => {
    const result = await page('/discover/movie', {
      year: 1999,
      'vote_average.gte': 7,
      'vote_average.lte': 8,
      sort_by: 'vote_average.desc',
    });
    expect(result.total_results).toBeGreaterThan(10);
    for (const movie of result.results) {
      expect(movie.release_date.startsWith('1999')).toBe(true);
      expect(movie.vote_average).toBeGreaterThanOrEqual(7);
      expect(movie.vote_average).toBeLessThanOrEqual(8);
    }
  });

  it('answers an empty page when nothing matches', async () => {
    const none = await page('/discover/movie', { year: 1870 });
    expect(none.total_results).toBe(0);
    expect(none.results).toEqual([]);
  });

  it("answers /configuration in TMDb's shape with the function's own image base", async () => {
    const config = await dataOf<{ images: Record<string, unknown> }>(proxy, env, '/configuration');
    expect(config.images.secure_base_url).toBe('http://127.0.0.1:54321/functions/v1/tmdb-proxy/image/');
    expect(config.images.poster_sizes).toEqual(['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original']);
    expect(config.images.backdrop_sizes).toEqual(['w300', 'w780', 'w1280', 'original']);
  });
});

describe('generated images', () => {
  const get = (path: string) => proxy(new Request(`http://127.0.0.1:54321/tmdb-proxy/image/${path}`), env);

  it('serves a 2:3 SVG poster with long cache headers and CORS', async () => {
    const id = idOf('Avatar');
    const response = await get(`w342/poster-${id}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg [^>]*width="342" height="513"/);
    expect(svg).toContain('Avatar');
    expect(svg).toContain('2009');
  });

  it('serves a 16:9 backdrop at every TMDb size name', async () => {
    const id = idOf('The Dark Knight');
    for (const size of ['w300', 'w780', 'w1280', 'original']) {
      const response = await get(`${size}/backdrop-${id}.svg`);
      expect(response.status).toBe(200);
      const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(await response.text()) ?? [];
      expect(Number(width) / Number(height)).toBeCloseTo(16 / 9, 2);
    }
  });

  it('draws no text on a backdrop: the page writes its own title over it', async () => {
    const id = idOf('The Dark Knight');
    for (const size of ['w300', 'w780', 'w1280', 'original']) {
      const svg = await (await get(`${size}/backdrop-${id}.svg`)).text();
      expect(svg).not.toMatch(/<text|<tspan|font-family/);
      expect(svg).not.toContain('Dark Knight');
      expect(svg).not.toContain('2008');
      expect(svg).toMatch(/^<svg [^>]*aria-hidden="true"/);
    }
    // The poster keeps its title: it stands for the film in a grid.
    expect(await (await get(`w342/poster-${id}.svg`)).text()).toContain('The Dark Knight');
  });

  it('names only generic font families (each named family is a font lookup per text size in the page)', async () => {
    const families = [...(await (await get(`w342/poster-${idOf('Avatar')}.svg`)).text()).matchAll(/font-family="([^"]*)"/g)].map(
      ([, family]) => family,
    );
    expect(families.length).toBeGreaterThan(0);
    for (const family of families) expect(['serif', 'sans-serif']).toContain(family);
  });

  it('escapes titles into valid XML', async () => {
    const response = await get(`w185/poster-${idOf('Secrets & Lies')}.svg`);
    const svg = await response.text();
    expect(svg).toContain('Secrets &#38; Lies');
    expect(svg).not.toContain('Secrets & Lies');
  });

  it('answers unknown sizes, files and ids with 404', async () => {
    const id = idOf('Avatar');
    for (const path of [`w999/poster-${id}.svg`, `w342/poster-12345.svg`, `w342/still-${id}.svg`, `w342/poster-${id}.png`]) {
      expect((await get(path)).status).toBe(404);
    }
  });
});

describe('offline mode through the proxy', () => {
  it('needs no TMDb key and answers {success:true, data}', async () => {
    const result = await callProxy(proxy, {}, '/movie/popular');
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    expect(result.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('falls back to the request origin for image URLs when SUPABASE_URL is unset', async () => {
    const config = await dataOf<{ images: { secure_base_url: string } }>(proxy, {}, '/configuration');
    expect(config.images.secure_base_url).toBe('http://127.0.0.1:54321/functions/v1/tmdb-proxy/image/');
  });
});
