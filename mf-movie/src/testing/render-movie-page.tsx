/**
 * Test-only: the movie page at `/movie/:id` inside the shared test providers, with a fake TMDb
 * client, a fake library and an auth store that is signed in or not.
 */
import { useLocation } from 'react-router';
import { LibraryClientProvider } from '@marquee/shared/library';
import { createFakeLibraryClient } from '@marquee/shared/library/testing';
import { fakeUser, renderWithProviders } from '@marquee/shared/testing';
import type { TmdbClient } from '@marquee/shared/tmdb';
import MovieDetailPage from '../pages/movie-detail-page';

export const USER_ID = fakeUser().id;

/** Stands in for the sign-in page: shows where the visitor came from. */
function SignInStandIn() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? '';
  return <p data-testid="sign-in">{`from:${from}`}</p>;
}

export function renderMoviePage(path: string, { client, signedIn = false }: { client: TmdbClient; signedIn?: boolean }) {
  const library = createFakeLibraryClient();
  const view = renderWithProviders(<MovieDetailPage />, {
    path: '/movie/:id',
    entry: path,
    routes: [{ path: '/auth/login', element: <SignInStandIn /> }],
    tmdb: client,
    user: signedIn ? fakeUser() : null,
    wrap: (children) => <LibraryClientProvider client={library.client}>{children}</LibraryClientProvider>,
  });
  return { ...view, library };
}
