import { describe, expect, it } from 'vitest';
import { CACHE_TIMES } from './cache-times';
import { shouldRetry, shouldRetryDetail } from './retry';

describe('query retry rules', () => {
  it('retries up to 3 times', () => {
    const error = new Error('TMDb API Error: TMDb server error. Please try again later.');
    expect([0, 1, 2].map((n) => shouldRetry(n, error))).toEqual([true, true, true]);
    expect(shouldRetry(3, error)).toBe(false);
  });

  it('does not retry a rate-limited request inside its window', () => {
    expect(shouldRetry(0, { status: 429, retryAfterSeconds: 5, message: 'Rate limit exceeded. Please wait 5 seconds.' })).toBe(false);
    expect(shouldRetry(0, { status: 429, message: 'Too many requests. Please try again later.' })).toBe(true);
  });

  it('never retries 401 or 403', () => {
    expect(shouldRetry(0, new Error('Request failed with status 401'))).toBe(false);
    expect(shouldRetry(0, { status: 403, message: 'Forbidden' })).toBe(false);
  });

  it('the detail query does not retry a missing movie either', () => {
    expect(shouldRetryDetail(0, { status: 404, message: 'x' })).toBe(false);
    expect(shouldRetryDetail(0, new Error('TMDb API Error: Resource not found.'))).toBe(false);
    expect(shouldRetryDetail(0, new Error('timeout'))).toBe(true);
    expect(shouldRetry(0, { status: 404, message: 'x' })).toBe(true);
  });

  it('keeps lists 5/30 min, details 10/60 min and genres 24/48 h', () => {
    const min = 60_000;
    expect(CACHE_TIMES.list).toEqual({ staleTime: 5 * min, gcTime: 30 * min });
    expect(CACHE_TIMES.detail).toEqual({ staleTime: 10 * min, gcTime: 60 * min });
    expect(CACHE_TIMES.genres).toEqual({ staleTime: 24 * 60 * min, gcTime: 48 * 60 * min });
  });
});
