import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => vi.useRealTimers());

class RateLimited extends Error {
  readonly status = 429;
  constructor(readonly retryAfterSeconds: number) {
    super(`TMDb API Error: Rate limit exceeded. Please wait ${retryAfterSeconds} seconds.`);
  }
}

describe('the page query client', () => {
  it('shows a rate limit at once, then asks again by itself when the window has passed', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    let calls = 0;
    const queryFn = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new RateLimited(3);
      return 'movies';
    });
    const observer = new QueryObserver(client, { queryKey: ['search', 'star'], queryFn });
    const seen: string[] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(result.status));

    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().status).toBe('error');
    expect(observer.getCurrentResult().error?.message).toBe('TMDb API Error: Rate limit exceeded. Please wait 3 seconds.');
    expect(queryFn).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(2_900);
    expect(queryFn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(400);
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: 'movies' });
    expect(seen).toContain('error');
    unsubscribe();
  });

  it('does not ask again for a rate-limited query that no screen shows any more', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw new RateLimited(1);
    });
    const observer = new QueryObserver(client, { queryKey: ['search', 'gone'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    unsubscribe();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
