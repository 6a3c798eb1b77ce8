import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestAccount } from '@marquee/shared/testing';
import type { TmdbClient } from '@marquee/shared/tmdb';
import { storedReview } from '../testing/review-fixtures';
import { renderWithReviews } from '../testing/render-with-reviews';
import WriteReviewPage from './write-review-page';

afterEach(() => localStorage.clear());

/** Movie details by id, and a search for the sample that finds a remake first, then the 1994 film. */
function tmdbAnswering(titles: Record<number, string>, { sampleFound = true } = {}) {
  const get = vi.fn(async (path: string) => {
    if (path === '/search/movie') {
      const results = sampleFound
        ? [
            { id: 1, title: 'The Shawshank Redemption', release_date: '2030-01-01' },
            { id: 92277263, title: 'The Shawshank Redemption', release_date: '1994-09-23' },
          ]
        : [{ id: 2, title: 'Shawshank: The Documentary', release_date: '2004-01-01' }];
      return { page: 1, total_pages: 1, total_results: results.length, results };
    }
    const id = Number(path.split('/').pop());
    if (!titles[id]) throw new Error('TMDb API Error: Resource not found.');
    return { id, title: titles[id], poster_path: null, release_date: '1995-12-15' };
  });
  return { get } as TmdbClient & { get: typeof get };
}

async function setup(entry: string, { signedIn = true, sampleFound = true } = {}) {
  const account = signedIn ? await createTestAccount() : null;
  const tmdb = tmdbAnswering({ 92277263: 'The Shawshank Redemption', 4242: 'Heat' }, { sampleFound });
  renderWithReviews(<WriteReviewPage />, { account, tmdb, path: '/write-review/:movieId?', entry });
  return { account, tmdb };
}

describe('WriteReviewPage', () => {
  it('finds the sample movie by title and year without an id, and lists the editor features', async () => {
    const { tmdb } = await setup('/write-review');
    expect(screen.getByRole('heading', { level: 1, name: 'Write a Review' })).toBeTruthy();
    expect(await screen.findByText('The Shawshank Redemption')).toBeTruthy();
    expect(tmdb.get).toHaveBeenCalledWith('/search/movie', { query: 'The Shawshank Redemption', page: 1 });
    await waitFor(() => expect(tmdb.get).toHaveBeenCalledWith('/movie/92277263', {}));
    for (const feature of ['1-5 star rating', 'Rich text formatting', 'Spoiler toggle', '2000-character limit', 'Auto-save draft']) {
      expect(screen.getByText(feature)).toBeTruthy();
    }
  });

  it("uses the route's movie title when an id is given", async () => {
    await setup('/write-review/4242');
    expect(await screen.findByText('Heat')).toBeTruthy();
  });

  it('shows the form on Write Review and hides it on Cancel', async () => {
    await setup('/write-review/4242');
    const user = userEvent.setup();
    expect(screen.queryByRole('form', { name: 'Review form' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Write Review' }));
    expect(await screen.findByRole('form', { name: 'Review form' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write Review' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Review form' })).toBeNull();
  });

  it('goes home after a successful submit', async () => {
    const { account } = await setup('/write-review/4242');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Write Review' }));
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/');
    expect(account && (await storedReview(account, 4242))).toMatchObject({ movie_id: 4242, rating: 5 });
  });

  it('is open to guests, whose form asks them to log in and links to sign in', async () => {
    await setup('/write-review', { signedIn: false });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Write Review' }));
    await waitFor(() => expect(screen.getByText('Please log in to write a review for this movie.')).toBeTruthy());
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/auth/login');
  });

  it('says so when the sample movie cannot be found, and offers no editor', async () => {
    await setup('/write-review', { sampleFound: false });
    expect(await screen.findByText(/The sample movie cannot be found right now/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write Review' })).toBeNull();
  });
});
