import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { REMOTE_ROUTES } from './route-table';

function routeFor(pathname: string) {
  return REMOTE_ROUTES.find((route) => matchPath(route.path, pathname));
}

describe('route table (spec section 2, DESIGN.md routing)', () => {
  it.each([
    ['/', 'mf_catalog/HomePage'],
    ['/trending', 'mf_catalog/TrendingPage'],
    ['/top-rated', 'mf_catalog/TopRatedPage'],
    ['/coming-soon', 'mf_catalog/ComingSoonPage'],
    ['/search', 'mf_search/SearchPage'],
    ['/movie/550', 'mf_movie/MovieDetailPage'],
    ['/profile', 'mf_account/ProfilePage'],
    ['/favorites', 'mf_account/FavoritesPage'],
    ['/watchlist', 'mf_account/WatchlistPage'],
    ['/signin', 'mf_account/SignInPage'],
    ['/auth/login', 'mf_account/SignInPage'],
    ['/signup', 'mf_account/SignUpPage'],
    ['/auth/register', 'mf_account/SignUpPage'],
    ['/auth/reset-password', 'mf_account/ResetPasswordPage'],
    ['/auth/update-password', 'mf_account/UpdatePasswordPage'],
    ['/write-review', 'mf_reviews/WriteReviewPage'],
    ['/write-review/603', 'mf_reviews/WriteReviewPage'],
  ])('%s is served by %s', (pathname, module) => {
    expect(routeFor(pathname)?.module).toBe(module);
  });

  it('guards profile, favorites and watchlist; keeps sign-in and sign-up for guests', () => {
    expect(['/profile', '/favorites', '/watchlist'].map((p) => routeFor(p)?.guard)).toEqual(['protected', 'protected', 'protected']);
    expect(['/signin', '/auth/login', '/signup', '/auth/register'].map((p) => routeFor(p)?.guard)).toEqual(
      Array(4).fill('guest-only'),
    );
    // The recovery link signs the visitor in: update-password must not bounce signed-in users.
    expect(routeFor('/auth/update-password')?.guard).toBe('none');
    expect(routeFor('/write-review/1')?.guard).toBe('none');
  });

  it('leaves unknown paths to the 404 page', () => {
    expect(routeFor('/nope')).toBeUndefined();
    expect(routeFor('/movie/12/extra')).toBeUndefined();
  });
});
