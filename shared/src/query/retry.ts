/**
 * Retry rules: up to 3 retries, never for 401 or 403, and for a movie's detail never for 404
 * either (a missing movie will not appear by asking again). A rate-limited request (one that
 * says when to ask again) is not retried at once: asking inside the window only extends the
 * lockout. The page shows the message, and the query client asks again when the window ends.
 */
export const MAX_RETRIES = 3;

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error) return String((error as { message: unknown }).message);
  return '';
}

function statusOf(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    if (typeof status === 'number') return status;
  }
  return undefined;
}

function hasStatus(error: unknown, status: number): boolean {
  return statusOf(error) === status || messageOf(error).includes(String(status));
}

const NOT_FOUND_MESSAGE = 'Resource not found.';

/** How long a rate-limited error says to wait, in milliseconds; undefined for other errors. */
export function retryAfterMs(error: unknown): number | undefined {
  if (error && typeof error === 'object' && 'retryAfterSeconds' in error) {
    const seconds = (error as { retryAfterSeconds: unknown }).retryAfterSeconds;
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0) return seconds * 1000;
  }
  return undefined;
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || retryAfterMs(error) !== undefined) return false;
  return !hasStatus(error, 401) && !hasStatus(error, 403);
}

export function shouldRetryDetail(failureCount: number, error: unknown): boolean {
  if (hasStatus(error, 404) || messageOf(error).includes(NOT_FOUND_MESSAGE)) return false;
  return shouldRetry(failureCount, error);
}
