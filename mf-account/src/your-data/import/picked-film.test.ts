import { describe, expect, it } from 'vitest';
import type { LetterboxdFilm } from '../parse/letterboxd-film';
import { NO_EXISTING_DATA, type ExistingData } from './existing-data';
import { withPickedFilm } from './picked-film';

const film = (name: string, year: number): LetterboxdFilm => ({
  key: `${name}|${year}`,
  name,
  year,
  tmdbId: null,
  letterboxdUri: null,
  rating: 4,
  review: null,
  spoilers: false,
  watchlist: false,
  date: null,
});
/** The member already reviewed movie 2. */
const REVIEWED_2: ExistingData = {
  reviews: new Map([[2, { rating: 3, reviewText: null, reviewedAt: '2025-01-01T12:00:00Z' }]]),
  watchlist: new Set(),
};
const movie = (id: number, title: string) => ({ id, title, release_date: '1977-05-25', poster_path: null, vote_average: 8 });

describe('withPickedFilm', () => {
  const alien = film('Alien', 1979);
  const starWars = film('Star Wars', 1977);
  const seaSparkles = film('Sea Sparkles', 2022);
  const preview = {
    step: 'preview' as const,
    planned: [{ film: alien, movie: movie(1, 'Alien'), hasExistingReview: false }],
    notFound: [seaSparkles, starWars],
  };

  it('moves the film from the misses into the planned films, in name order', () => {
    const next = withPickedFilm(preview, starWars, movie(2, 'Star Wars Ep. IV: A New Hope'), REVIEWED_2);
    expect(next.step).toBe('preview');
    expect(next.planned.map(({ film: each, movie: chosen, hasExistingReview }) => [each.name, chosen.title, hasExistingReview])).toEqual([
      ['Alien', 'Alien', false],
      ['Star Wars', 'Star Wars Ep. IV: A New Hope', true],
    ]);
    expect(next.notFound).toEqual([seaSparkles]);
  });

  it('does not plan a movie twice, nor a film that is no longer missing', () => {
    expect(withPickedFilm(preview, starWars, movie(1, 'Alien'), NO_EXISTING_DATA)).toBe(preview);
    expect(withPickedFilm(preview, alien, movie(3, 'Aliens'), NO_EXISTING_DATA)).toBe(preview);
  });
});
