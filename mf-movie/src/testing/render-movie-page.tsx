/**
 * Test-only: the movie page at `/movie/:id` inside the shared test providers, with a fake TMDb
 * client and the local test stack: signed in as `account` when given, a guest otherwise.
 */
import { useLocation } from 'react-router';
import type { LibraryKind } from '@marquee/shared/library';
import { anonTestClient, renderWithProviders, type TestAccount } from '@marquee/shared/testing';
import type { TmdbClient } from '@marquee/shared/tmdb';
import MovieDetailPage from '../pages/movie-detail-page';

/** Stands in for the sign-in page: shows where the visitor came from. */
function SignInStandIn() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname ?? '';
  return <p data-testid="sign-in">{`from:${from}`}</p>;
}

export function renderMoviePage(path: string, { client, account }: { client: TmdbClient; account?: TestAccount }) {
  return renderWithProviders(<MovieDetailPage />, {
    path: '/movie/:id',
    entry: path,
    routes: [{ path: '/auth/login', element: <SignInStandIn /> }],
    tmdb: client,
    user: account?.user ?? null,
    supabase: account?.client ?? anonTestClient(),
  });
}

/** What the account's list holds in the database, oldest first. */
export async function storedLibrary(account: TestAccount, kind: LibraryKind) {
  const { data, error } = await account.client.from(kind).select('user_id, movie_id, title, release_date').order('created_at');
  if (error) throw new Error(error.message);
  return data as Array<{ user_id: string; movie_id: number; title: string; release_date: string | null }>;
}
