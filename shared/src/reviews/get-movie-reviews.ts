/**
 * A movie's reviews, ten at a time, in one of the "Sort reviews" orders, each with its author's
 * username and avatar and, for a signed-in reader, whether they like it. The reader's own
 * review is left out: the list shows it first, on its own.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useAuth } from '@marquee/shared/auth';
import { CACHE_TIMES } from '@marquee/shared/query';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';
import { reviewKeys } from './review-keys';
import type { ListedReview, ReviewSort, ReviewWithAuthor } from './types';

// Named by its foreign key: reviews and profiles are also related many-to-many through
// review_likes, and PostgREST refuses the ambiguous `profiles(...)` with PGRST201.
export const REVIEW_WITH_AUTHOR = '*, author:profiles!reviews_user_id_fkey(username, avatar_url)';
export const REVIEWS_PAGE_SIZE = 10;

const ORDERS: Record<ReviewSort, readonly { column: 'reviewed_at' | 'rating' | 'likes_count' | 'id'; ascending: boolean }[]> = {
  newest: [{ column: 'reviewed_at', ascending: false }],
  highest: [
    { column: 'rating', ascending: false },
    { column: 'reviewed_at', ascending: false },
  ],
  lowest: [
    { column: 'rating', ascending: true },
    { column: 'reviewed_at', ascending: false },
  ],
  most_liked: [
    { column: 'likes_count', ascending: false },
    { column: 'reviewed_at', ascending: false },
  ],
};

export interface ReviewsPage {
  reviews: ListedReview[];
  /** Reviews in this order, the reader's own excluded. */
  total: number;
  nextOffset: number | null;
}

export interface MovieReviewsQuery {
  movieId: number;
  sort?: ReviewSort;
  /** The signed-in reader: their own review is left out and their likes are marked. */
  viewerId?: string | null;
  offset?: number;
}

/** Which of these reviews the user likes. */
export async function getLikedReviewIds(client: SupabaseClient, userId: string, reviewIds: readonly string[]): Promise<Set<string>> {
  if (reviewIds.length === 0) return new Set();
  const { data, error } = await client
    .from('review_likes')
    .select('review_id')
    .eq('user_id', userId)
    .in('review_id', [...reviewIds]);
  if (error) throw error;
  return new Set((data ?? []).map((row) => row.review_id));
}

export async function getMovieReviews(
  client: SupabaseClient,
  { movieId, sort = 'newest', viewerId = null, offset = 0 }: MovieReviewsQuery,
): Promise<ReviewsPage> {
  let query = client.from('reviews').select(REVIEW_WITH_AUTHOR, { count: 'exact' }).eq('movie_id', movieId);
  if (viewerId) query = query.neq('user_id', viewerId);
  // The id last: rows equal in every sorted column keep one order from page to page.
  for (const { column, ascending } of [...ORDERS[sort], { column: 'id' as const, ascending: false }])
    query = query.order(column, { ascending });
  const { data, error, count } = await query.range(offset, offset + REVIEWS_PAGE_SIZE - 1).returns<ReviewWithAuthor[]>();
  if (error) throw error;
  const rows = data ?? [];
  const liked = viewerId
    ? await getLikedReviewIds(
        client,
        viewerId,
        rows.map((row) => row.id),
      )
    : new Set<string>();
  const total = count ?? rows.length;
  const next = offset + rows.length;
  return {
    reviews: rows.map((row) => ({ ...row, liked_by_me: liked.has(row.id) })),
    total,
    nextOffset: rows.length === REVIEWS_PAGE_SIZE && next < total ? next : null,
  };
}

export function movieReviewsQueryOptions(client: SupabaseClient, movieId: number, sort: ReviewSort, viewerId: string | null) {
  return infiniteQueryOptions({
    queryKey: reviewKeys.sortedList(movieId, sort, viewerId),
    queryFn: ({ pageParam }) => getMovieReviews(client, { movieId, sort, viewerId, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last: ReviewsPage) => last.nextOffset,
    enabled: Number.isInteger(movieId) && movieId > 0,
    ...CACHE_TIMES.user,
  });
}

export function useMovieReviews(movieId: number, sort: ReviewSort = 'newest') {
  const { user } = useAuth();
  return useInfiniteQuery(movieReviewsQueryOptions(useSupabaseClient(), movieId, sort, user?.id ?? null));
}
