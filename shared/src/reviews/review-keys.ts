/** Query keys for reviews: every key of a movie starts with `reviewKeys.movie(id)`, so one invalidation reaches them all. */
export const reviewKeys = {
  all: ['reviews'] as const,
  movie: (movieId: number) => [...reviewKeys.all, 'movie', movieId] as const,
  movieList: (movieId: number) => [...reviewKeys.movie(movieId), 'list'] as const,
  mine: (movieId: number, userId: string | null) => [...reviewKeys.movie(movieId), 'mine', userId] as const,
};
