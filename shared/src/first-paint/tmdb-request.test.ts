import { describe, expect, it } from 'vitest';
import { cleanParams, resolvePrefetch, tmdbImageUrl, tmdbRequestUrl, valueAt } from './index';

describe('tmdbRequestUrl', () => {
  it('addresses the proxy with the request as JSON, parameters sorted and empty filters left out', () => {
    const url = new URL(
      tmdbRequestUrl('https://abc.supabase.co/', '/discover/movie', { year: 2008, page: 1, with_genres: null, query: '' }),
    );
    expect(url.origin + url.pathname).toBe('https://abc.supabase.co/functions/v1/tmdb-proxy');
    expect(url.searchParams.get('request')).toBe('{"path":"/discover/movie","params":{"page":1,"year":2008}}');
  });

  it('gives one URL per request, whatever order its parameters come in', () => {
    expect(tmdbRequestUrl('http://x', '/search/movie', { query: 'a&b=c', page: 2 })).toBe(
      tmdbRequestUrl('http://x', '/search/movie', { page: 2, query: 'a&b=c' }),
    );
    expect(cleanParams({ b: 1, a: false })).toEqual({ a: false, b: 1 });
  });
});

describe('resolvePrefetch', () => {
  it("fills the route's parameters into the path", () => {
    expect(resolvePrefetch({ path: '/movie/:id', params: { language: 'en-US' } }, { id: '550' })).toEqual({
      path: '/movie/550',
      params: { language: 'en-US' },
    });
  });

  it('gives nothing for a missing parameter or one that is no id, and never a path the address could change', () => {
    expect(resolvePrefetch({ path: '/movie/:id' }, {})).toBeNull();
    expect(resolvePrefetch({ path: '/movie/:id' }, { id: '../account' })).toBeNull();
    expect(resolvePrefetch({ path: '/movie/:id' }, { id: '-3' })).toBeNull();
    // Read as the movie page reads its id (parseMovieId): the number the address starts with.
    expect(resolvePrefetch({ path: '/movie/:id' }, { id: '1?x=2' })?.path).toBe('/movie/1');
    expect(resolvePrefetch({ path: '/movie/:id' }, { id: '12abc' })?.path).toBe('/movie/12');
  });
});

describe('valueAt', () => {
  it('follows a dotted path through objects and arrays, and only through own properties', () => {
    const data = { results: [{ poster_path: '/p.jpg' }] };
    expect(valueAt(data, 'results.0.poster_path')).toBe('/p.jpg');
    expect(valueAt(data, 'results.1.poster_path')).toBeUndefined();
    expect(valueAt(data, 'results.0.poster_path.length')).toBeUndefined();
    expect(valueAt(data, 'constructor.name')).toBeUndefined();
    expect(valueAt(null, 'results')).toBeUndefined();
  });
});

describe('tmdbImageUrl', () => {
  it('joins the image base, the size and the file path with one slash each', () => {
    expect(tmdbImageUrl('https://image.tmdb.org/t/p/', 'w342', '/p.jpg')).toBe('https://image.tmdb.org/t/p/w342/p.jpg');
    expect(tmdbImageUrl('http://x/image', 'w1280', 'b.svg')).toBe('http://x/image/w1280/b.svg');
  });
});
