import { afterEach, describe, expect, it } from 'vitest';
import { INTENT_TTL_MS, rememberLibraryIntent, takeLibraryIntent } from './pending-library-intent';

afterEach(() => sessionStorage.clear());

describe('pending library intent', () => {
  it('is taken once, for its own movie only', () => {
    rememberLibraryIntent(42, 'watchlist', 1000);
    expect(takeLibraryIntent(7, 2000)).toBeNull();
    expect(takeLibraryIntent(42, 2000)).toEqual({ movieId: 42, kind: 'watchlist', at: 1000 });
    expect(takeLibraryIntent(42, 2000)).toBeNull();
  });

  it('is forgotten when stale or unreadable', () => {
    rememberLibraryIntent(42, 'favorites', 0);
    expect(takeLibraryIntent(42, INTENT_TTL_MS + 1)).toBeNull();
    sessionStorage.setItem('marquee.pendingLibraryAdd', '{not json');
    expect(takeLibraryIntent(42)).toBeNull();
    sessionStorage.setItem('marquee.pendingLibraryAdd', JSON.stringify({ movieId: 42, kind: 'reviews', at: Date.now() }));
    expect(takeLibraryIntent(42)).toBeNull();
  });
});
