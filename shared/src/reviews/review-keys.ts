/** Query keys for reviews: every key of a movie starts with `reviewKeys.movie(id)`, so one invalidation reaches them all. */
import type { ReviewSort } from './types';

export const reviewKeys = {
  all: ['reviews'] as const,
  movie: (movieId: number) => [...reviewKeys.all, 'movie', movieId] as const,
  movieList: (movieId: number) => [...reviewKeys.movie(movieId), 'list'] as const,
  sortedList: (movieId: number, sort: ReviewSort, viewerId: string | null) => [...reviewKeys.movieList(movieId), sort, viewerId] as const,
  mine: (movieId: number, userId: string | null) => [...reviewKeys.movie(movieId), 'mine', userId] as const,
  summary: (movieId: number) => [...reviewKeys.movie(movieId), 'summary'] as const,
  preferences: (userId: string | null) => [...reviewKeys.all, 'preferences', userId] as const,
};
