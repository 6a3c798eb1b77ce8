/** A page whose remote hangs: "Still loading" with Retry after 4 s, the panel 15 s after the load or the Retry. */
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@marquee/shared/ui';
import { StillLoading } from '../layout/still-loading';
import { GIVE_UP_AFTER_MS, PageLoadTimeoutError, STILL_LOADING_AFTER_MS, loadWithDeadline, pendingLoads } from './page-load-deadline';

const never = () => new Promise<never>(() => undefined);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loadWithDeadline', () => {
  it('fails a load that never answers at the deadline, whatever the runtime is still trying', async () => {
    const loading = loadWithDeadline({ moduleId: 'mf_search/SearchPage', section: 'Search', load: never, beforeRetry: () => undefined });
    const failed = expect(loading).rejects.toBeInstanceOf(PageLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(GIVE_UP_AFTER_MS - 1);
    expect(pendingLoads()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(pendingLoads()).toHaveLength(0);
  });

  it("counts a page load's first route from when the page was opened", async () => {
    const loading = loadWithDeadline({
      moduleId: 'm/P',
      section: 'S',
      load: never,
      beforeRetry: () => undefined,
      since: Date.now() - 10_000,
    });
    const failed = expect(loading).rejects.toBeInstanceOf(PageLoadTimeoutError);
    expect(pendingLoads()[0]?.startedAt).toBe(Date.now() - 10_000);
    await vi.advanceTimersByTimeAsync(GIVE_UP_AFTER_MS - 10_000);
    await failed;
  });

  it('gives the page of a load that answers, and ends the wait when the visitor goes elsewhere', async () => {
    await expect(loadWithDeadline({ moduleId: 'm/P', section: 'S', load: async () => 'page', beforeRetry: () => undefined })).resolves.toBe(
      'page',
    );
    const leaving = new AbortController();
    const left = loadWithDeadline({ moduleId: 'm/P', section: 'S', load: never, beforeRetry: () => undefined, signal: leaving.signal });
    leaving.abort(new Error('navigated'));
    await expect(left).rejects.toThrow('navigated');
    expect(pendingLoads()).toHaveLength(0);
  });

  it('starts a fresh attempt on Retry, with a deadline counted from the click', async () => {
    const attempts: ((value: string) => void)[] = [];
    const beforeRetry = vi.fn();
    const loading = loadWithDeadline({
      moduleId: 'm/P',
      section: 'S',
      load: () => new Promise<string>((resolve) => attempts.push(resolve)),
      beforeRetry,
    });
    await vi.advanceTimersByTimeAsync(10_000);
    pendingLoads()[0]?.retry();
    expect(beforeRetry).toHaveBeenCalledTimes(1);
    expect(attempts).toHaveLength(2);
    // The first attempt answering late is ignored; past the first deadline the second still counts.
    attempts[0]?.('stale');
    await vi.advanceTimersByTimeAsync(GIVE_UP_AFTER_MS - 1_000);
    attempts[1]?.('fresh');
    await expect(loading).resolves.toBe('fresh');
  });
});

describe('StillLoading', () => {
  it('says which section is still loading after 4 s, with a Retry that starts again', async () => {
    render(
      <UiProvider>
        <StillLoading />
      </UiProvider>,
    );
    const beforeRetry = vi.fn();
    const loading = loadWithDeadline({ moduleId: 'mf_search/SearchPage', section: 'Search', load: never, beforeRetry });
    loading.catch(() => undefined);
    await act(() => vi.advanceTimersByTimeAsync(STILL_LOADING_AFTER_MS - 100));
    expect(screen.queryByText('Still loading Search…')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status').textContent).toContain('Still loading Search…');
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(beforeRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Still loading Search…')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(GIVE_UP_AFTER_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows on time when the wait began at a fraction of a millisecond (the page-open time)', async () => {
    render(
      <UiProvider>
        <StillLoading />
      </UiProvider>,
    );
    // performance.timeOrigin has sub-millisecond precision; Date.now() does not.
    const loading = loadWithDeadline({
      moduleId: 'm/P',
      section: 'Search',
      load: never,
      beforeRetry: () => undefined,
      since: Date.now() - 0.5,
    });
    loading.catch(() => undefined);
    await act(() => vi.advanceTimersByTimeAsync(STILL_LOADING_AFTER_MS));
    expect(screen.getByRole('status').textContent).toContain('Still loading Search…');
  });
});
