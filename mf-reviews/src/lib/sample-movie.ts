/**
 * The demo page's fixed sample movie (spec section 2): a real film of the offline catalog, by
 * its stable id, with its title for when the movie data cannot be reached.
 */
export const SAMPLE_MOVIE = { id: 92277263, title: 'The Shawshank Redemption' } as const;

/** The route's movie id when it is a positive integer (spec section 5), else the sample's. */
export function demoMovieId(param: string | undefined): number {
  const parsed = param ? Number.parseInt(param, 10) : Number.NaN;
  return Number.isInteger(parsed) && parsed > 0 ? parsed : SAMPLE_MOVIE.id;
}
