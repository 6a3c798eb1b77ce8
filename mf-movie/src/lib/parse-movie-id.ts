/** Spec section 5: the route's id is parsed as an integer; anything not above 0 is no movie. */
export function parseMovieId(param: string | undefined): number {
  const id = Number.parseInt(param ?? '', 10);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
