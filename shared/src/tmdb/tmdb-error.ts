/** The one error type of the TMDb layer; its message is the proxy's message, prefixed. */
export class TmdbApiError extends Error {
  /** HTTP status the function answered with, when it answered at all. */
  readonly status: number | undefined;
  /** For a rate-limited request: how long until asking again can succeed. */
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, status?: number, retryAfterSeconds?: number) {
    super(`TMDb API Error: ${message}`);
    this.name = 'TmdbApiError';
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

const WAIT_IN_MESSAGE = /Please wait (\d+) seconds?/;

/** Seconds to wait from a 429's `Retry-After` header, else from the proxy's "Please wait n seconds." */
export function retryAfterSecondsOf(status: number | undefined, header: string | null, message: string): number | undefined {
  if (status !== 429) return undefined;
  const fromHeader = header !== null && /^\d+$/.test(header.trim()) ? Number(header.trim()) : undefined;
  const fromMessage = WAIT_IN_MESSAGE.exec(message)?.[1];
  const seconds = fromHeader ?? (fromMessage ? Number(fromMessage) : undefined);
  return seconds !== undefined && seconds > 0 && seconds <= 3600 ? seconds : undefined;
}
