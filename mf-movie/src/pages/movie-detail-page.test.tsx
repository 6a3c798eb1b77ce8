import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LogDialogProps, ReviewDialogProps, ReviewListProps } from '@marquee/shared/federation';
import { createFakeTmdb, createTestAccount } from '@marquee/shared/testing';
import { toaster } from '@marquee/shared/ui';
import { rememberLibraryIntent } from '../lib/pending-library-intent';
import { fakeTmdbWith, makeMovieDetails } from '../testing/fake-tmdb';
import { renderMoviePage, storedLibrary } from '../testing/render-movie-page';

// The review components belong to mf-reviews; here they are stand-ins that show their props.
vi.mock('../lib/review-modules', () => ({
  loadReviewList: async () =>
    function ReviewList({ movieId }: ReviewListProps) {
      return <p data-testid="review-list">{`reviews of ${movieId}`}</p>;
    },
  loadReviewDialog: async () =>
    function ReviewDialog({ movieId, movieTitle, open }: ReviewDialogProps) {
      return <p data-testid="review-dialog">{`${movieTitle} ${movieId} ${open ? 'open' : 'closed'}`}</p>;
    },
}));
// The Log dialog belongs to mf-journal: a stand-in that shows the film it was opened for.
vi.mock('../lib/journal-modules', () => ({
  loadLogDialog: async () =>
    function LogDialog({ movie, open }: LogDialogProps) {
      return <p data-testid="log-dialog">{`${movie.title} ${movie.id} ${movie.release_date} ${open ? 'open' : 'closed'}`}</p>;
    },
}));

const AVATAR = makeMovieDetails();

afterEach(() => sessionStorage.clear());

describe('MovieDetailPage', () => {
  it('shows a skeleton, then the hero: title, tagline, rating, votes, year and runtime; names the tab', async () => {
    const { client } = fakeTmdbWith(AVATAR);
    renderMoviePage(`/movie/${AVATAR.id}`, { client });
    expect(screen.getByTestId('movie-detail-skeleton')).toBeTruthy();
    const hero = await screen.findByTestId('movie-hero');
    expect(within(hero).getByRole('heading', { level: 1, name: 'Avatar' })).toBeTruthy();
    expect(within(hero).getByText('Enter the world of Pandora.')).toBeTruthy();
    expect(within(hero).getByLabelText('Rating 8.3 out of 10')).toBeTruthy();
    expect(within(hero).getByText('261,439 votes')).toBeTruthy();
    expect(within(hero).getByText('2009')).toBeTruthy();
    expect(within(hero).getByText('2h 42m')).toBeTruthy();
    expect(document.title).toBe('Avatar');
  });

  it('asks TMDb for the full details of the integer id', async () => {
    const { client, requests } = fakeTmdbWith(AVATAR);
    renderMoviePage(`/movie/${AVATAR.id}`, { client });
    await screen.findByTestId('movie-hero');
    expect(requests).toContainEqual({
      path: `/movie/${AVATAR.id}`,
      params: { append_to_response: 'credits,videos,images,recommendations' },
    });
  });

  it('shows budget and revenue in US dollars only when above 0, and an unknown runtime as Unknown', async () => {
    const movie = makeMovieDetails({ budget: 0, revenue: 2767891499, runtime: null });
    renderMoviePage(`/movie/${movie.id}`, { client: fakeTmdbWith(movie).client });
    const facts = await screen.findByTestId('movie-facts');
    expect(within(facts).queryByText('Budget')).toBeNull();
    expect(within(facts).getByText('Revenue')).toBeTruthy();
    expect(within(facts).getByText('$2,767,891,499')).toBeTruthy();
    expect(within(facts).getByText('Released')).toBeTruthy();
    expect(within(facts).getByText('Science Fiction')).toBeTruthy();
    expect(within(screen.getByTestId('movie-hero')).getByText('Unknown')).toBeTruthy();
  });

  it('draws the hero and the details card as one styled element each, over plain parts', async () => {
    renderMoviePage(`/movie/${AVATAR.id}`, { client: fakeTmdbWith(AVATAR).client });
    const hero = await screen.findByTestId('movie-hero');
    const facts = await screen.findByTestId('movie-facts');
    // Each Chakra component computes and inserts its styles (an emotion `css-` class) on every render.
    const styledIn = (root: Element) =>
      [root, ...root.querySelectorAll('*')].filter((element) => [...element.classList].some((name) => name.startsWith('css-')));
    // Besides the card itself: the rating and genre badges, the icons and the details' heading.
    const otherThanBadgesAndIcons = (root: Element) =>
      styledIn(root).filter((element) => element !== root && !element.closest('.chakra-badge') && element.tagName.toLowerCase() !== 'svg');
    expect(styledIn(hero)[0]).toBe(hero);
    expect(otherThanBadgesAndIcons(hero)).toEqual([]);
    expect(styledIn(facts)[0]).toBe(facts);
    expect(otherThanBadgesAndIcons(facts)).toEqual([within(facts).getByRole('heading', { name: 'Details' })]);
  });

  it('has Overview, Cast & Crew and Reviews tabs', async () => {
    const cast = Array.from({ length: 15 }, (_, index) => ({
      id: index + 1,
      name: `Actor ${index + 1}`,
      character: `Role ${index + 1}`,
      profile_path: null,
    }));
    const movie = makeMovieDetails({ credits: { cast, crew: AVATAR.credits?.crew ?? [] } });
    renderMoviePage(`/movie/${movie.id}`, { client: fakeTmdbWith(movie).client });
    const user = userEvent.setup();
    await screen.findByTestId('movie-hero');
    // The tabs mount right after the first paint.
    expect(await screen.findByText('A paraplegic marine dispatched to the moon Pandora.')).toBeTruthy();
    expect(screen.getByText('20th Century Fox')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Cast & Crew' }));
    const castList = await screen.findByTestId('cast-list');
    expect(within(castList).getAllByRole('listitem')).toHaveLength(12);
    expect(within(castList).getByText('Role 12')).toBeTruthy();
    expect(within(castList).queryByText('Actor 13')).toBeNull();
    expect(within(screen.getByTestId('crew-list')).getByText('James Cameron')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect((await screen.findByTestId('review-list')).textContent).toBe(`reviews of ${movie.id}`);
  });

  it("says 'No overview available.' and that the cast is unknown when the data has none", async () => {
    const movie = makeMovieDetails({ overview: '' });
    renderMoviePage(`/movie/${movie.id}`, { client: fakeTmdbWith(movie).client });
    expect(await screen.findByText('No overview available.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Cast & Crew' }));
    expect(await screen.findByText('No cast information is available for this movie.')).toBeTruthy();
    expect(screen.getByText('Director')).toBeTruthy();
  });

  it('shows recommendations as cards, and TMDb similar movies when there are none', async () => {
    const rec = {
      id: 5,
      title: 'Aliens',
      overview: '',
      poster_path: null,
      backdrop_path: null,
      release_date: '1986-07-18',
      vote_average: 7.5,
      vote_count: 10,
      genre_ids: [28],
    };
    const movie = makeMovieDetails({ recommendations: { page: 1, total_pages: 1, total_results: 1, results: [rec] } });
    const first = renderMoviePage(`/movie/${movie.id}`, { client: fakeTmdbWith(movie).client });
    const row = await screen.findByRole('list', { name: 'Recommendations' });
    expect(within(row).getByText('Aliens')).toBeTruthy();
    first.unmount();

    const { client } = createFakeTmdb((body) => {
      if (body.path === `/movie/${AVATAR.id}`) return { success: true, data: AVATAR };
      if (body.path === `/movie/${AVATAR.id}/similar`)
        return { success: true, data: { page: 1, total_pages: 1, total_results: 1, results: [{ ...rec, title: 'The Abyss' }] } };
      return undefined;
    });
    renderMoviePage(`/movie/${AVATAR.id}`, { client });
    expect(await within(await screen.findByRole('list', { name: 'Similar Movies' })).findByText('The Abyss')).toBeTruthy();
  });

  it("shows 'Movie Not Found' for a missing movie, and for an id that is no number without asking", async () => {
    const { client, requests } = createFakeTmdb(() => ({ success: false, error: 'Resource not found.' }));
    const first = renderMoviePage('/movie/404', { client });
    expect(await screen.findByRole('heading', { name: 'Movie Not Found' })).toBeTruthy();
    expect(screen.getByText('The requested movie could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Discover' }).getAttribute('href')).toBe('/');
    first.unmount();

    requests.length = 0;
    renderMoviePage('/movie/not-a-number', { client });
    expect(screen.getByRole('heading', { name: 'Movie Not Found' })).toBeTruthy();
    expect(requests.filter((request) => request.path.startsWith('/movie/'))).toEqual([]);
  });

  it('sends a guest who presses Add to Favorites to sign in, remembering this movie', async () => {
    renderMoviePage(`/movie/${AVATAR.id}`, { client: fakeTmdbWith(AVATAR).client });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add to Favorites' }));
    expect((await screen.findByTestId('sign-in')).textContent).toBe(`from:/movie/${AVATAR.id}`);
    expect(JSON.parse(sessionStorage.getItem('marquee.pendingLibraryAdd') ?? '{}')).toMatchObject({
      movieId: AVATAR.id,
      kind: 'favorites',
    });
  });

  it('makes the add a guest asked for once they are back signed in, and says so', async () => {
    rememberLibraryIntent(AVATAR.id, 'watchlist');
    const toast = vi.spyOn(toaster, 'create');
    const account = await createTestAccount();
    renderMoviePage(`/movie/${AVATAR.id}`, { client: fakeTmdbWith(AVATAR).client, account });
    expect(await screen.findByRole('button', { name: 'Remove from Watchlist' })).toBeTruthy();
    await waitFor(async () => expect((await storedLibrary(account, 'watchlist')).map((row) => row.movie_id)).toEqual([AVATAR.id]));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: 'Added to Watchlist' })));
    expect(await storedLibrary(account, 'favorites')).toHaveLength(0);
    expect(sessionStorage.getItem('marquee.pendingLibraryAdd')).toBeNull();
    toast.mockRestore();
  });

  it('keeps a signed-in user’s favorites and watchlist in their library', async () => {
    const account = await createTestAccount();
    renderMoviePage(`/movie/${AVATAR.id}`, { client: fakeTmdbWith(AVATAR).client, account });
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Add to Favorites' });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    await user.click(add);
    expect(await screen.findByRole('button', { name: 'Remove from Favorites' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    await waitFor(async () => expect(await storedLibrary(account, 'watchlist')).toHaveLength(1));
    expect((await storedLibrary(account, 'favorites'))[0]).toEqual({
      user_id: account.id,
      movie_id: AVATAR.id,
      title: 'Avatar',
      release_date: '2009-12-18',
    });

    await user.click(screen.getByRole('button', { name: 'Remove from Favorites' }));
    expect(await screen.findByRole('button', { name: 'Add to Favorites' })).toBeTruthy();
    await waitFor(async () => expect(await storedLibrary(account, 'favorites')).toHaveLength(0));
    expect(screen.getByRole('button', { name: 'Remove from Watchlist' })).toBeTruthy();
  });

  it('opens the review dialog of mf-reviews with the movie', async () => {
    renderMoviePage(`/movie/${AVATAR.id}`, { client: fakeTmdbWith(AVATAR).client });
    expect(screen.queryByTestId('review-dialog')).toBeNull();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Write Review' }));
    expect((await screen.findByTestId('review-dialog')).textContent).toBe(`Avatar ${AVATAR.id} open`);
  });

  it('says "Edit Your Review" on the button once the member has reviewed the film, "Write Review" before', async () => {
    const account = await createTestAccount();
    const other = makeMovieDetails({ id: AVATAR.id + 1, title: 'Another' });
    const saved = await account.client.from('reviews').insert({ movie_id: AVATAR.id, rating: 4 });
    expect(saved.error).toBeNull();
    renderMoviePage(`/movie/${AVATAR.id}`, { client: fakeTmdbWith(AVATAR).client, account });
    expect(await screen.findByRole('button', { name: 'Edit Your Review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write Review' })).toBeNull();

    renderMoviePage(`/movie/${other.id}`, { client: fakeTmdbWith(other).client, account });
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Write Review|Edit Your Review/ })).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Write Review' })).toBeTruthy();
  });

  it('opens the Log dialog of mf-journal with the film for a member', async () => {
    const account = await createTestAccount();
    renderMoviePage(`/movie/${AVATAR.id}`, { client: fakeTmdbWith(AVATAR).client, account });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log' }));
    expect((await screen.findByTestId('log-dialog')).textContent).toBe(`Avatar ${AVATAR.id} 2009-12-18 open`);
  });

  it('sends a guest who presses Log to sign in, to come back to this film', async () => {
    renderMoviePage(`/movie/${AVATAR.id}`, { client: fakeTmdbWith(AVATAR).client });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log' }));
    expect((await screen.findByTestId('sign-in')).textContent).toBe(`from:/movie/${AVATAR.id}`);
    expect(screen.queryByTestId('log-dialog')).toBeNull();
  });

  it('marks the film watched with the eye toggle (aria-pressed), and unmarks it', async () => {
    const account = await createTestAccount();
    renderMoviePage(`/movie/${AVATAR.id}`, { client: fakeTmdbWith(AVATAR).client, account });
    const user = userEvent.setup();
    const watched = await screen.findByRole('button', { name: 'Watched' });
    await waitFor(() => expect((watched as HTMLButtonElement).disabled).toBe(false));
    expect(watched.getAttribute('aria-pressed')).toBe('false');
    await user.click(watched);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Watched' }).getAttribute('aria-pressed')).toBe('true'));
    const stored = async () => (await account.client.from('watched_films').select('tmdb_id, title').eq('user_id', account.id)).data;
    await waitFor(async () => expect(await stored()).toEqual([{ tmdb_id: AVATAR.id, title: 'Avatar' }]));
    await user.click(screen.getByRole('button', { name: 'Watched' }));
    await waitFor(async () => expect(await stored()).toEqual([]));
    expect(screen.getByRole('button', { name: 'Watched' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('asks before unmarking a film logged in the diary, and keeps its entries', async () => {
    const account = await createTestAccount();
    const logged = await account.client.from('diary_entries').insert({ tmdb_id: AVATAR.id, title: 'Avatar', watched_on: '2024-04-05' });
    expect(logged.error).toBeNull();
    renderMoviePage(`/movie/${AVATAR.id}`, { client: fakeTmdbWith(AVATAR).client, account });
    const user = userEvent.setup();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Watched' }).getAttribute('aria-pressed')).toBe('true'));
    await user.click(screen.getByRole('button', { name: 'Watched' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unmark Avatar as watched?' });
    expect(within(dialog).getByText('Your diary entry for this film stays.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Unmark' }));
    await waitFor(async () =>
      expect((await account.client.from('watched_films').select('tmdb_id').eq('user_id', account.id)).data).toEqual([]),
    );
    expect((await account.client.from('diary_entries').select('tmdb_id').eq('user_id', account.id)).data).toEqual([{ tmdb_id: AVATAR.id }]);
  });
});
