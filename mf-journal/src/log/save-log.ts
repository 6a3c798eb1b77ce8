/**
 * Saves a Log: the review first when one was written (a member has one review a film, so an
 * existing one is updated), then the diary entry linked to it. Logging marks the film watched
 * (a trigger of diary_entries).
 */
import type { JournalMovie } from '@marquee/shared/federation';
import { saveReview, type Review } from '@marquee/shared/reviews';
import type { SupabaseClient } from '@marquee/shared/supabase';
import type { DiaryEntry } from '../diary/api/diary-entries';
import type { LogValues } from './log-schema';

export interface SaveLogInput {
  userId: string;
  movie: JournalMovie;
  values: LogValues;
  /** The entry being edited; absent for a new log. */
  entry?: DiaryEntry;
  /** The member's review of the film, if they have one. */
  review: Pick<Review, 'id' | 'contains_spoilers'> | null;
  /** Whether the review editor was opened: an untouched review keeps the entry's link. */
  reviewEdited: boolean;
}

export async function saveLog(client: SupabaseClient, input: SaveLogInput): Promise<DiaryEntry> {
  const { userId, movie, values, entry, review, reviewEdited } = input;
  let reviewId: string | null = entry?.review_id ?? null;
  if (reviewEdited && values.review.length > 0) {
    const saved = await saveReview(client, {
      id: review?.id,
      user_id: userId,
      movie_id: movie.id,
      rating: values.rating,
      review_text: values.review.text,
      contains_spoilers: review?.contains_spoilers ?? false,
    });
    reviewId = saved.id;
  } else if (reviewEdited) {
    reviewId = null;
  }
  const fields = {
    watched_on: values.watchedOn,
    rewatch: values.rewatch,
    rating: values.rating > 0 ? values.rating : null,
    liked: values.liked,
    review_id: reviewId,
  };
  const table = client.from('diary_entries');
  const { data, error } = entry
    ? await table.update(fields).eq('id', entry.id).select('*').single()
    : await table
        .insert({
          ...fields,
          tmdb_id: movie.id,
          title: movie.title,
          poster_path: movie.poster_path,
          release_date: movie.release_date || null,
        })
        .select('*')
        .single();
  if (error) throw error;
  return data;
}

/** What the member is told when the server refuses a log. */
export function logErrorMessage(error: unknown): string {
  const message =
    error instanceof Error ? error.message : typeof error === 'object' && error && 'message' in error ? String(error.message) : '';
  if (message.includes('diary_entries_per_day_limit')) return 'Your diary holds at most 30 films a day. Choose another date.';
  if (message.includes('diary_entries_watched_on_not_in_future')) return 'The watch date cannot be in the future';
  if (message.includes('diary_entries_watched_on_since_1870')) return 'The watch date cannot be before 1870';
  return 'Could not save this entry. Please try again.';
}
