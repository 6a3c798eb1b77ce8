/**
 * A movie's id as the address gives it (`/movie/:id`), read one way everywhere: by the movie page
 * and by the early start when it reads the page's first data (every TMDb path parameter is such an
 * id). Spec section 5: the id is parsed as an integer; anything not above 0 is no movie (0).
 */
export function parseMovieId(param: string | undefined): number {
  const id = Number.parseInt(param ?? '', 10);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
