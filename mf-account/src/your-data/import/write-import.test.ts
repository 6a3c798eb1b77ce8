/** Import writes and the JSON export against the local stack, through the user's own client. */
import { describe, expect, it } from 'vitest';
import { anonTestClient, createTestAccount, serviceTestClient } from '@marquee/shared/testing';
import { collectUserData } from '../export/collect-data';
import { reviewsCsv } from '../export/letterboxd-csv';
import type { LetterboxdFilm } from '../parse/letterboxd-film';
import { filmsFromCsv } from '../parse/letterboxd-rows';
import { reviewTextFromLetterboxd } from '../parse/review-text';
import { existingDataFor } from './existing-data';
import { EMPTY_SUMMARY } from './import-summary';
import { plannedFilms, type PlannedFilm } from './plan-import';
import { reviewOutcome, writesAnything } from './row-outcome';
import { IMPORT_BATCH_SIZE } from './import-batch-size';
import { ImportError, batchRow, importBatchIds, reviewedMovieIds, writeImport } from './write-import';

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

/** The preview's plan for these films, from what the user holds now. */
async function planFor(user: { client: Parameters<typeof existingDataFor>[0]; id: string }, films: PlannedFilm[]): Promise<PlannedFilm[]> {
  const held = await existingDataFor(
    user.client,
    user.id,
    films.map(({ movie }) => movie.id),
  );
  return plannedFilms(
    films.map(({ film, movie }) => ({ film, movie })),
    held,
  );
}

describe('writeImport', () => {
  it('keeps the user’s reviews by default and replaces them when asked; says what it saved, by kind', async () => {
    const user = await createTestAccount();
    await user.client
      .from('reviews')
      .insert({ user_id: user.id, movie_id: 11, rating: 2, review_text: null, contains_spoilers: false })
      .throwOnError();
    const text = reviewTextFromLetterboxd('From Letterboxd.');
    const films = [
      planned(11, { rating: 5, review: text, spoilers: true }),
      planned(12, { rating: 1, watchlist: true }),
      planned(13, { rating: null, watchlist: true }),
      // A review without a rating is not saved, and not counted.
      planned(14, { rating: null, review: reviewTextFromLetterboxd('Frogs.') }),
    ];
    expect(await reviewedMovieIds(user.client, user.id, [11, 12, 13])).toEqual(new Set([11]));

    expect(await writeImport(user.client, await planFor(user, films), 'keep')).toEqual({
      reviews: 1,
      reviewsWithText: 0,
      replaced: 0,
      ratingsReplaced: 0,
      watchlist: 2,
    });
    expect(await reviewsOf(user.id)).toEqual([
      { movie_id: 11, rating: 2, review_text: null, contains_spoilers: false },
      { movie_id: 12, rating: 1, review_text: null, contains_spoilers: false },
    ]);

    // The same export again: only the review that differs is replaced, nothing else is new.
    expect(await writeImport(user.client, await planFor(user, films), 'replace')).toEqual({ ...EMPTY_SUMMARY, replaced: 1 });
    expect((await reviewsOf(user.id))[0]).toEqual({ movie_id: 11, rating: 5, review_text: text.stored, contains_spoilers: true });
    // Filtered by owner: another test's account may make its watchlist public meanwhile, and RLS then shows it too.
    const watchlist = await user.client.from('watchlist').select('movie_id, title, release_date').eq('user_id', user.id).order('movie_id');
    expect(watchlist.data).toEqual([
      { movie_id: 12, title: 'Film 12', release_date: '2000-05-01' },
      { movie_id: 13, title: 'Film 13', release_date: '2000-05-01' },
    ]);
    const again = await planFor(user, films);
    expect(again.filter((row) => writesAnything(row, 'replace'))).toEqual([]);
  });

  it('Replace with a rating on its own replaces the rating and keeps the written review', async () => {
    const user = await createTestAccount();
    const mine = reviewTextFromLetterboxd('My <i>formatted</i> review.\n\nTwo paragraphs.');
    await user.client
      .from('reviews')
      .insert({ user_id: user.id, movie_id: 31, rating: 5, review_text: mine.stored, contains_spoilers: true })
      .throwOnError();
    const [row] = await planFor(user, [planned(31, { rating: 3, date: '2024-01-01' })]);
    expect(reviewOutcome(row as PlannedFilm, 'replace')).toEqual({ kind: 'replace-rating', from: 5, keepsText: true });
    expect(await writeImport(user.client, [row as PlannedFilm], 'replace')).toEqual({ ...EMPTY_SUMMARY, ratingsReplaced: 1 });
    expect(await reviewsOf(user.id)).toEqual([{ movie_id: 31, rating: 3, review_text: mine.stored, contains_spoilers: true }]);
  });

  it('keeps the Letterboxd dates: the review’s Date and Watched Date, the watchlist’s Date', async () => {
    const user = await createTestAccount();
    const films = [
      planned(41, { rating: 4, review: reviewTextFromLetterboxd('Old.'), date: '2024-03-02', watchedDate: '2024-03-01' }),
      planned(42, { rating: 3, date: '2023-06-30' }),
      planned(43, { rating: null, watchlist: true, watchlistDate: '2023-07-01' }),
    ];
    await writeImport(user.client, await planFor(user, films), 'keep');
    const { data: reviews } = await user.client
      .from('reviews')
      .select('movie_id, reviewed_at, watched_on')
      .eq('user_id', user.id)
      .order('movie_id')
      .throwOnError();
    expect(reviews?.map((row) => [row.movie_id, row.reviewed_at.slice(0, 10), row.watched_on])).toEqual([
      [41, '2024-03-02', '2024-03-01'],
      [42, '2023-06-30', null],
    ]);
    const { data: watchlist } = await user.client.from('watchlist').select('created_at').eq('user_id', user.id).throwOnError();
    expect(watchlist?.map((row) => row.created_at.slice(0, 10))).toEqual(['2023-07-01']);

    // The export writes them back: Letterboxd's WatchedDate is the day watched, else the review's day.
    const data = await collectUserData(user.client, { id: user.id, email: user.email });
    const csv = reviewsCsv(
      data.reviews.map((review) => ({
        ...review,
        title: `Film ${review.movie_id}`,
        release_date: '2000-05-01',
        tmdb_id: review.movie_id,
        letterboxd_uri: null,
      })),
    );
    expect(csv).toContain('Film 41,2000,41,,4,2024-03-01,Old.');
    expect(csv).toContain('Film 42,2000,42,,3,2023-06-30,');
  });

  it('stops at a batch the database refuses, keeps the batches before it whole, and says how many were saved', async () => {
    const user = await createTestAccount();
    const films = Array.from({ length: IMPORT_BATCH_SIZE + 10 }, (_, index) => planned(index + 1));
    // A rating the table's check refuses, in the second batch.
    films[IMPORT_BATCH_SIZE + 3] = planned(IMPORT_BATCH_SIZE + 4, { rating: 9 });
    const failure = await writeImport(user.client, films, 'keep').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImportError);
    expect((failure as ImportError).saved).toBe(IMPORT_BATCH_SIZE);
    expect((failure as ImportError).message).toContain(`${IMPORT_BATCH_SIZE} of ${IMPORT_BATCH_SIZE + 10} films were saved`);
    expect(await reviewsOf(user.id)).toHaveLength(IMPORT_BATCH_SIZE);
  });
});

describe('import_letterboxd_batch', () => {
  it('a batch sent again after a reload answers what the first attempt saved, so the resumed import counts every row once', async () => {
    const user = await createTestAccount();
    const films = Array.from({ length: IMPORT_BATCH_SIZE + 2 }, (_, index) =>
      planned(index + 101, index % 2 === 0 ? { review: reviewTextFromLetterboxd(`Text ${index}.`), watchlist: true } : {}),
    );
    const plan = await planFor(user, films);
    const batchIds = importBatchIds(plan.length);
    // The first batch reached the database, and the page was reloaded before its answer came back.
    await user.client
      .rpc('import_letterboxd_batch', {
        batch_id: batchIds[0] as string,
        replace_existing: false,
        films: plan.slice(0, IMPORT_BATCH_SIZE).map((row) => batchRow(row, 'keep')),
      })
      .throwOnError();
    // "Finish the import" sends the plan again from that batch, with the same ids.
    const summary = await writeImport(user.client, plan, 'keep', { batchIds });
    expect(summary).toEqual({ ...EMPTY_SUMMARY, reviews: IMPORT_BATCH_SIZE + 2, reviewsWithText: 26, watchlist: 26 });
    expect(await reviewsOf(user.id)).toHaveLength(IMPORT_BATCH_SIZE + 2);
    // A new import of the same films finds them held: nothing is written or counted twice.
    expect(await writeImport(user.client, plan, 'keep')).toEqual(EMPTY_SUMMARY);
  });

  it('decides on the server: without Replace a review is never touched, a rating alone never clears a text', async () => {
    const user = await createTestAccount();
    await user.client
      .from('reviews')
      .insert({ user_id: user.id, movie_id: 61, rating: 2, review_text: 'Mine.', contains_spoilers: false })
      .throwOnError();
    const row = (replace_existing: boolean, review: { rating: number; review_text: string | null }) =>
      user.client.rpc('import_letterboxd_batch', {
        batch_id: crypto.randomUUID(),
        replace_existing,
        films: [{ movie_id: 61, review: { ...review, contains_spoilers: true }, watchlist: null, letterboxd: null }],
      });
    expect((await row(false, { rating: 5, review_text: 'Theirs.' })).data).toEqual({ ...EMPTY_SUMMARY });
    expect((await row(true, { rating: 4, review_text: null })).data).toEqual({ ...EMPTY_SUMMARY, ratingsReplaced: 1 });
    expect(await reviewsOf(user.id)).toEqual([{ movie_id: 61, rating: 4, review_text: 'Mine.', contains_spoilers: false }]);
  });

  it('is bounded: 50 films a batch, 200 batches a minute a member, signed-in members only', async () => {
    const user = await createTestAccount();
    const film = (id: number) => ({ movie_id: id, review: { rating: 3, review_text: null }, watchlist: null, letterboxd: null });
    const send = (films: ReturnType<typeof film>[]) =>
      user.client.rpc('import_letterboxd_batch', { batch_id: crypto.randomUUID(), replace_existing: false, films });
    const tooBig = await send(Array.from({ length: IMPORT_BATCH_SIZE + 1 }, (_, index) => film(index + 1)));
    expect(tooBig.error?.message).toBe('An import batch holds 1 to 50 films');
    expect(await reviewsOf(user.id)).toEqual([]);
    for (let index = 1; index <= 200; index += 1) await send([film(index)]).throwOnError();
    const past = await send([film(201)]);
    expect(past.error?.message).toBe('Too many import batches: wait a minute, then finish the import');
    expect(await reviewsOf(user.id)).toHaveLength(200);
    const anon = await anonTestClient().rpc('import_letterboxd_batch', {
      batch_id: crypto.randomUUID(),
      replace_existing: false,
      films: [film(1)],
    });
    expect(anon.error).not.toBeNull();
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
    await writeImport(user.client, [planned(22, { review: reviewTextFromLetterboxd('One.\n\nTwo.'), watchlist: true })], 'keep');

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
