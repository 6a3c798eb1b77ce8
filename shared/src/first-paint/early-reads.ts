/**
 * A page's first TMDb reads (and its first read of the database), started before the page's code has arrived (the early start), by
 * URL, kept on the page's hand-over (hand-over.ts) for the TMDb client of whichever remote renders
 * the page to take. Each is handed out once; a later read of the same URL asks again (or finds
 * the browser's cache: the proxy's answers are public for five minutes).
 */
import { pageHandOver } from './hand-over';
import { cleanParams, TMDB_FUNCTION_NAME, tmdbRequestUrl, type EarlyAnswer, type TmdbRequestBody } from './tmdb-request';

/** Starts a GET of the proxy for the page's TMDb client to take; returns a copy of the answer to read. */
export function startEarlyRead(url: string): Promise<Response> {
  return handOver(url, fetch(url));
}

/**
 * Registers an answer for the TMDb client to take, and returns one for the early start to read:
 * the body is read once and each gets a response of its own (no stream shared between readers).
 * An answer that has arrived is kept too (`arrivedEarlyAnswer`), so a page's first render can
 * have its data at once.
 */
function handOver(url: string, response: Promise<Response>): Promise<Response> {
  const { earlyReads, earlyAnswers } = pageHandOver();
  const answer = response.then(async (read): Promise<EarlyAnswer> => ({
    status: read.status,
    statusText: read.statusText,
    headers: read.headers,
    body: await read.text(),
  }));
  const asResponse = ({ status, statusText, headers, body }: EarlyAnswer) => new Response(body, { status, statusText, headers });
  const forClient = answer.then(asResponse);
  // A failure is the client's to report when it takes the read; nobody may be waiting yet.
  forClient.catch(() => undefined);
  earlyReads.set(url, forClient);
  answer.then(
    (arrived) => {
      if (earlyReads.get(url) === forClient) earlyAnswers.set(url, arrived);
    },
    () => undefined,
  );
  return answer.then(asResponse);
}

/**
 * Starts a read of the database (`databaseReadUrl`) as the page's Supabase client would make it
 * (the anonymous key, and the member's access token when there is one), for the page to take
 * instead of asking again.
 */
export function startDatabaseRead(url: string, anonKey: string, accessToken = anonKey): Promise<Response> {
  return handOver(url, fetch(url, { headers: { apikey: anonKey, Authorization: `Bearer ${accessToken}` } }));
}

/** The URL of the proxy's batched GET: up to four requests in one round trip. */
export function tmdbBatchUrl(supabaseUrl: string, requests: readonly TmdbRequestBody[]): string {
  const clean = requests.map(({ path, params }) => ({ path, params: cleanParams(params) }));
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/${TMDB_FUNCTION_NAME}?requests=${encodeURIComponent(JSON.stringify(clean))}`;
}

/** One answer of a batch, as the proxy sends it: what the request's own GET would have answered. */
function partOf(batch: unknown, index: number): Response {
  const data = typeof batch === 'object' && batch !== null ? (batch as { data?: unknown }).data : undefined;
  const part = Array.isArray(data) ? (data[index] as { status?: unknown; body?: unknown; retryAfter?: unknown } | undefined) : undefined;
  if (typeof part?.status !== 'number' || typeof part.body !== 'object' || part.body === null) throw new Error('not a batch answer');
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (typeof part.retryAfter === 'number') headers['Retry-After'] = String(part.retryAfter);
  return new Response(JSON.stringify(part.body), { status: part.status, headers });
}

/**
 * Starts a page's first data as one batched GET (one round trip instead of one per request) and
 * hands each answer over as the read of its own URL, so the TMDb client takes it as if it had
 * asked for it alone. Should the batch fail (an older proxy that does not batch, a network
 * error), each request is asked on its own. Returns a copy of each answer to read, in order.
 */
export function startEarlyReads(supabaseUrl: string, requests: readonly TmdbRequestBody[]): Promise<Response>[] {
  const urls = requests.map(({ path, params }) => tmdbRequestUrl(supabaseUrl, path, params));
  if (requests.length < 2) return urls.map((url) => startEarlyRead(url));
  const batch = fetch(tmdbBatchUrl(supabaseUrl, requests)).then((response) =>
    response.ok ? (response.json() as Promise<unknown>) : Promise.reject(new Error(`batch answered ${response.status}`)),
  );
  return urls.map((url, index) =>
    handOver(
      url,
      batch.then((body) => partOf(body, index)).catch(() => fetch(url)),
    ),
  );
}

/** The read started early for a URL, if one is waiting: handed out once. */
export function takeEarlyRead(url: string): Promise<Response> | undefined {
  const { earlyReads, earlyAnswers } = pageHandOver();
  const read = earlyReads.get(url);
  earlyReads.delete(url);
  earlyAnswers.delete(url);
  return read;
}

/**
 * The answer of the read started early for a URL if it has already arrived and nobody took it:
 * at hand without waiting, for a page's first render. Looking does not take it (`takeEarlyRead`).
 */
export function arrivedEarlyAnswer(url: string): EarlyAnswer | undefined {
  return pageHandOver().earlyAnswers.get(url);
}

/** The URLs of reads started early that no client has taken yet. */
export function untakenEarlyReads(): string[] {
  return [...pageHandOver().earlyReads.keys()];
}
