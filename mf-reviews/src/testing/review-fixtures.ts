/** Test-only: reviews written through the real API, on movies no other test uses. */
import type { Review } from '@marquee/shared/reviews';
import type { TestAccount } from '@marquee/shared/testing';

let nextMovieId = 900_000 + Math.floor(Math.random() * 50_000) * 10;

/** A movie id of its own for one test, so tests sharing the stack never see each other's reviews. */
export function freshMovieId(): number {
  nextMovieId += 1;
  return nextMovieId;
}

export async function writeReview(
  account: TestAccount,
  fields: Pick<Review, 'movie_id' | 'rating'> & Partial<Pick<Review, 'review_text' | 'contains_spoilers'>>,
): Promise<Review> {
  const { data, error } = await account.client.from('reviews').insert(fields).select().single<Review>();
  if (error) throw new Error(`Could not write the review: ${error.message}`);
  account.network.requests.length = 0;
  return data;
}

/** What the database holds for the account's review of a movie. */
export async function storedReview(account: TestAccount, movieId: number): Promise<Review | null> {
  const { data, error } = await account.client
    .from('reviews')
    .select('*')
    .eq('movie_id', movieId)
    .eq('user_id', account.id)
    .maybeSingle<Review>();
  if (error) throw new Error(error.message);
  return data;
}
