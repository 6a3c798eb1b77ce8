import { describe, expect, it } from 'vitest';
import { checkAllowList } from '../functions/tmdb-proxy/allow-list.ts';
import { createTmdbProxy } from '../functions/tmdb-proxy/handler.ts';
import { cacheKey } from '../functions/tmdb-proxy/response-cache.ts';
import type { TmdbRequest } from '../functions/_shared/tmdb-routes.ts';
import { liveCaller, useFakeTmdb } from './tmdb-proxy.live-setup.ts';

function requestOf(path: string, params: Record<string, string | number>): TmdbRequest {
  const checked = checkAllowList({ path, params });
  if (!checked.ok) throw new Error(checked.error);
  return checked.request;
}

describe('cache key', () => {
  it('keeps a value holding & and = apart from the parameters it spells', () => {
    const smuggled = cacheKey('s', requestOf('/search/movie', { query: 'batman&year=1989' }));
    const honest = cacheKey('s', requestOf('/search/movie', { query: 'batman', year: 1989 }));
    expect(smuggled).not.toBe(honest);
    expect(smuggled).toBe('s /search/movie?query=batman%26year%3D1989');
  });

  it('is the same whatever order the parameters came in', () => {
    const a = cacheKey('s', requestOf('/discover/movie', { page: 2, with_genres: '28|12', sort_by: 'title.asc' }));
    const b = cacheKey('s', requestOf('/discover/movie', { sort_by: 'title.asc', with_genres: '28|12', page: 2 }));
    expect(a).toBe(b);
    expect(a).toBe('s /discover/movie?page=2&sort_by=title.asc&with_genres=28%7C12');
  });

  it('tells apart values that differ only in characters a raw join would lose', () => {
    const keys = ['a b', 'a+b', 'a%20b', 'a=b', 'a&b'].map((query) => cacheKey('s', requestOf('/search/movie', { query })));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('cache poisoning through the proxy', () => {
  const fakeTmdb = useFakeTmdb();
  const call = liveCaller(fakeTmdb);

  it('does not answer {query: "batman", year: 1989} with the answer to {query: "batman&year=1989"}', async () => {
    const proxy = createTmdbProxy();
    expect((await call(proxy, '/search/movie', { query: 'batman&year=1989' })).body.success).toBe(true);
    expect((await call(proxy, '/search/movie', { query: 'batman', year: 1989 })).body.success).toBe(true);

    expect(fakeTmdb().requests).toHaveLength(2);
    const [first, second] = fakeTmdb().requests.map((request) => request.url.searchParams);
    expect(first?.get('query')).toBe('batman&year=1989');
    expect(first?.has('year')).toBe(false);
    expect(second?.get('query')).toBe('batman');
    expect(second?.get('year')).toBe('1989');
  });
});
