/** Test-only: a movie's details (Avatar unless overridden) and the shared fake TMDb client serving them. */
import { createFakeTmdb } from '@marquee/shared/testing';
import type { MovieDetails } from '@marquee/shared/tmdb';

export function makeMovieDetails(overrides: Partial<MovieDetails> = {}): MovieDetails {
  return {
    id: 23813862,
    title: 'Avatar',
    overview: 'A paraplegic marine dispatched to the moon Pandora.',
    tagline: 'Enter the world of Pandora.',
    poster_path: '/poster-23813862.svg',
    backdrop_path: '/backdrop-23813862.svg',
    release_date: '2009-12-18',
    vote_average: 8.3,
    vote_count: 261439,
    genres: [
      { id: 28, name: 'Action' },
      { id: 878, name: 'Science Fiction' },
    ],
    runtime: 162,
    status: 'Released',
    budget: 237000000,
    revenue: 2767891499,
    production_companies: [{ id: 1, name: '20th Century Fox', logo_path: null }],
    credits: { cast: [], crew: [{ id: 9, name: 'James Cameron', job: 'Director', department: 'Directing', profile_path: null }] },
    recommendations: { page: 1, total_pages: 1, total_results: 0, results: [] },
    ...overrides,
  };
}

/** A fake that knows one movie; similar lists are empty. */
export function fakeTmdbWith(movie: MovieDetails) {
  return createFakeTmdb((body) => {
    if (body.path === `/movie/${movie.id}`) return { success: true, data: movie };
    if (body.path === `/movie/${movie.id}/similar`)
      return { success: true, data: { page: 1, total_pages: 1, total_results: 0, results: [] } };
    return undefined;
  });
}
