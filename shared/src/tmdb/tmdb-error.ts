/** The one error type of the TMDb layer; its message is spec section 8's proxy message. */
export class TmdbApiError extends Error {
  /** HTTP status the function answered with, when it answered at all. */
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(`TMDb API Error: ${message}`);
    this.name = 'TmdbApiError';
    this.status = status;
  }
}
