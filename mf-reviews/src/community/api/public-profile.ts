/**
 * A member's public profile: their profile row, what they made public, their counts, and the
 * first page of their reviews and (when public) favorites and watchlist, all in one request
 * (`public_profile_page`). It runs as the visitor: row level security hides a private list's
 * rows, and a list the member did not make public is not read at all.
 */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@marquee/shared/auth';
import type { LibraryRow } from '@marquee/shared/library';
import { CACHE_TIMES } from '@marquee/shared/query';
import { communityKeys, type Review } from '@marquee/shared/reviews';
import { useSupabaseClient, type SupabaseClient } from '@marquee/shared/supabase';

export const PUBLIC_REVIEWS_PAGE_SIZE = 20;

export interface PublicProfile {
  profile: Profile;
  counts: { reviews: number; favorites: number | null; watchlist: number | null };
  /** The first page of their reviews, newest first (later pages: `useUserReviews`). */
  reviews: UserReviewsPage;
  /** Their newest favorites and watchlist films, or null for a list they keep private. */
  favorites: LibraryRow[] | null;
  watchlist: LibraryRow[] | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function rowsOf<Row>(value: unknown): Row[] {
  if (!Array.isArray(value)) throw new Error('The profile answer is malformed.');
  return value.filter(isRecord) as Row[];
}

function countOf(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

/** The function's JSON as the page's types; anything else is a malformed answer. */
function toPublicProfile(value: unknown): PublicProfile | null {
  if (value === null) return null;
  if (!isRecord(value) || !isRecord(value.profile) || !isRecord(value.counts)) throw new Error('The profile answer is malformed.');
  const reviews = rowsOf<Review>(value.reviews);
  return {
    profile: value.profile as unknown as Profile,
    counts: {
      reviews: countOf(value.counts.reviews) ?? 0,
      favorites: countOf(value.counts.favorites),
      watchlist: countOf(value.counts.watchlist),
    },
    reviews: { reviews, nextOffset: reviews.length === PUBLIC_REVIEWS_PAGE_SIZE ? reviews.length : null },
    favorites: value.favorites === null ? null : rowsOf<LibraryRow>(value.favorites),
    watchlist: value.watchlist === null ? null : rowsOf<LibraryRow>(value.watchlist),
  };
}

/** The profile with this exact username and its first pages, or null (usernames are unique ignoring case). */
export async function getPublicProfile(client: SupabaseClient, username: string): Promise<PublicProfile | null> {
  const { data, error } = await client.rpc('public_profile_page', { profile_username: username, page_size: PUBLIC_REVIEWS_PAGE_SIZE });
  if (error) throw error;
  return toPublicProfile(data);
}

/** The reviews list starts from the page that came with the profile: it asks only for later pages. */
function seedReviews(queryClient: QueryClient, found: PublicProfile | null): PublicProfile | null {
  if (found) queryClient.setQueryData(communityKeys.userReviews(found.profile.user_id), { pages: [found.reviews], pageParams: [0] });
  return found;
}

export function usePublicProfile(username: string) {
  const client = useSupabaseClient();
  const queryClient = useQueryClient();
  return useQuery(
    queryOptions({
      queryKey: communityKeys.publicProfile(username),
      queryFn: async () => seedReviews(queryClient, await getPublicProfile(client, username)),
      enabled: username.length > 0,
      ...CACHE_TIMES.user,
    }),
  );
}

export interface UserReviewsPage {
  reviews: Review[];
  nextOffset: number | null;
}

export async function getUserReviews(client: SupabaseClient, userId: string, offset: number): Promise<UserReviewsPage> {
  const { data, error } = await client
    .from('reviews')
    .select('*')
    .eq('user_id', userId)
    .order('reviewed_at', { ascending: false })
    .order('id', { ascending: false })
    .range(offset, offset + PUBLIC_REVIEWS_PAGE_SIZE - 1);
  if (error) throw error;
  const reviews = data ?? [];
  return { reviews, nextOffset: reviews.length === PUBLIC_REVIEWS_PAGE_SIZE ? offset + reviews.length : null };
}

export function useUserReviews(userId: string) {
  const client = useSupabaseClient();
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: communityKeys.userReviews(userId),
      queryFn: ({ pageParam }) => getUserReviews(client, userId, pageParam),
      initialPageParam: 0,
      getNextPageParam: (last: UserReviewsPage) => last.nextOffset,
      ...CACHE_TIMES.user,
      // Its first page comes with the profile (fetched again each time the profile is).
      refetchOnMount: false,
    }),
  );
}
