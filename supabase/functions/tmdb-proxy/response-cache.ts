/** Successful TMDb answers kept in memory, each for as long as its kind of data stays fresh. */
import type { TmdbRequest, TmdbRoute } from '../_shared/tmdb-routes.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Same freshness as the front end's query cache, so the proxy never serves older data than it would keep. */
export const CACHE_TTL_MS: Record<TmdbRoute, number> = {
  'movie/popular': 5 * MINUTE,
  'movie/top_rated': 5 * MINUTE,
  'trending/movie/week': 5 * MINUTE,
  'movie/now_playing': 5 * MINUTE,
  'movie/upcoming': 5 * MINUTE,
  'search/movie': 5 * MINUTE,
  'discover/movie': 5 * MINUTE,
  'movie/recommendations': 5 * MINUTE,
  'movie/similar': 5 * MINUTE,
  'movie/details': 10 * MINUTE,
  'movie/credits': 10 * MINUTE,
  'genre/movie/list': 24 * HOUR,
  configuration: 24 * HOUR,
};

/**
 * Names and values are form-encoded after sorting, so a value holding `&` or `=` (a search for
 * `batman&year=1989`) cannot read as two parameters and collide with another request's key.
 */
export function cacheKey(scope: string, request: TmdbRequest): string {
  const sorted = Object.entries(request.params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${scope} ${request.path}?${new URLSearchParams(sorted).toString()}`;
}

export class ResponseCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  constructor(
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: T, ttlMs: number): void {
    this.entries.delete(key);
    // Maps iterate in insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }
}
