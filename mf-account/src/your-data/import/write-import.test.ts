/** Import writes and the JSON export against the local stack, through the user's own client. */
import { describe, expect, it } from 'vitest';
import { createTestAccount, serviceTestClient } from '@marquee/shared/testing';
import { collectUserData } from '../export/collect-data';
import { reviewsCsv } from '../export/letterboxd-csv';
import type { LetterboxdFilm } from '../parse/letterboxd-film';
import { filmsFromCsv } from '../parse/letterboxd-rows';
import { reviewTextFromLetterboxd } from '../parse/review-text';
import type { PlannedFilm } from './plan-import';
import { IMPORT_BATCH_SIZE, ImportError, reviewedMovieIds, writeImport } from './write-import';

function planned(movieId: number, film: Partial<LetterboxdFilm> = {}, hasExistingReview = false): PlannedFilm {
  return {
    film: {
      key: `film-${movieId}`,
      name: `Film ${movieId}`,
      year: 2000,
      tmdbId: null,
      letterboxdUri: null,
      rating: 4,
      review: null,
      spoilers: false,
      watchlist: false,
      date: null,
      ...film,
    },
    movie: { id: movieId, title: `Film ${movieId}`, release_date: '2000-05-01', poster_path: null, vote_average: 7 },
    hasExistingReview,
  };
}

async function reviewsOf(userId: string) {
  const { data, error } = await serviceTestClient()
    .from('reviews')
    .select('movie_id, rating, review_text, contains_spoilers')
    .eq('user_id', userId)
    .order('movie_id');
  if (error) throw error;
  return data;
}

describe('writeImport', () => {
  it('keeps the user’s reviews by default and replaces them when asked; the watchlist gains no duplicates', async () => {
    const user = await createTestAccount();
    await user.client
      .from('reviews')
      .insert({ user_id: user.id, movie_id: 11, rating: 2, review_text: null, contains_spoilers: false })
      .throwOnError();
    const text = reviewTextFromLetterboxd('From Letterboxd.');
    const films = [
      planned(11, { rating: 5, review: text, spoilers: true }, true),
      planned(12, { rating: 1, watchlist: true }),
      planned(13, { rating: null, watchlist: true }),
    ];
    expect(await reviewedMovieIds(user.client, user.id, [11, 12, 13])).toEqual(new Set([11]));

    expect(await writeImport(user.client, user.id, films, 'keep')).toBe(3);
    expect(await reviewsOf(user.id)).toEqual([
      { movie_id: 11, rating: 2, review_text: null, contains_spoilers: false },
      { movie_id: 12, rating: 1, review_text: null, contains_spoilers: false },
    ]);

    expect(await writeImport(user.client, user.id, films, 'replace')).toBe(3);
    expect((await reviewsOf(user.id))[0]).toEqual({ movie_id: 11, rating: 5, review_text: text.stored, contains_spoilers: true });
    // Filtered by owner: another test's account may make its watchlist public meanwhile, and RLS then shows it too.
    const watchlist = await user.client.from('watchlist').select('movie_id, title, release_date').eq('user_id', user.id).order('movie_id');
    expect(watchlist.data).toEqual([
      { movie_id: 12, title: 'Film 12', release_date: '2000-05-01' },
      { movie_id: 13, title: 'Film 13', release_date: '2000-05-01' },
    ]);
  });

  it('stops at a batch the database refuses, keeps the batches before it whole, and says how many were saved', async () => {
    const user = await createTestAccount();
    const films = Array.from({ length: IMPORT_BATCH_SIZE + 10 }, (_, index) => planned(index + 1));
    // A rating the table's check refuses, in the second batch.
    films[IMPORT_BATCH_SIZE + 3] = planned(IMPORT_BATCH_SIZE + 4, { rating: 9 });
    const failure = await writeImport(user.client, user.id, films, 'keep').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImportError);
    expect((failure as ImportError).saved).toBe(IMPORT_BATCH_SIZE);
    expect((failure as ImportError).message).toContain(`${IMPORT_BATCH_SIZE} of ${IMPORT_BATCH_SIZE + 10} films were saved`);
    expect(await reviewsOf(user.id)).toHaveLength(IMPORT_BATCH_SIZE);
  });
});

describe('collectUserData', () => {
  it('holds the profile, reviews with a plain version, library rows and the likes the user gave', async () => {
    const user = await createTestAccount();
    const author = await createTestAccount();
    const theirs = await author.client
      .from('reviews')
      .insert({ user_id: author.id, movie_id: 21, rating: 3, review_text: null })
      .select('id')
      .single()
      .throwOnError();
    await user.client.from('review_likes').insert({ review_id: theirs.data.id, user_id: user.id }).throwOnError();
    await writeImport(user.client, user.id, [planned(22, { review: reviewTextFromLetterboxd('One.\n\nTwo.'), watchlist: true })], 'keep');

    const data = await collectUserData(user.client, { id: user.id, email: user.email });
    expect(data.account).toEqual({ id: user.id, email: user.email });
    expect(data.profile.username).toBe(user.username);
    expect(data.reviews).toEqual([expect.objectContaining({ movie_id: 22, rating: 4, review_text_plain: 'One.\nTwo.' })]);
    expect(data.watchlist).toEqual([expect.objectContaining({ movie_id: 22, title: 'Film 22' })]);
    expect(data.favorites).toEqual([]);
    expect(data.likes).toEqual([{ review_id: theirs.data.id, created_at: expect.any(String) as string }]);

    // The Letterboxd file of these reviews reads back as the same ratings and texts.
    const csv = reviewsCsv(
      data.reviews.map((review) => ({ ...review, title: 'Film 22', release_date: '2000-05-01', tmdb_id: 22, letterboxd_uri: null })),
    );
    const [film] = filmsFromCsv(csv, null).films;
    expect(film).toMatchObject({ tmdbId: 22, rating: 4, year: 2000 });
    expect(film?.review?.stored).toBe(data.reviews[0]?.review_text);
  });
});
