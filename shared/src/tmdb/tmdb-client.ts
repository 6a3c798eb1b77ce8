/**
 * The typed TMDb client: every movie request goes to the `tmdb-proxy` function as `{path, params}`
 * and comes back as `{success, data | error}`. The page's client reads with plain GETs
 * (`@marquee/shared/first-paint`: no pre-flight, cacheable, preloadable by the shell); a client
 * made from anything with `functions.invoke` (a Supabase client, as code holding a test account's
 * client passes) posts the same request instead.
 */
import {
  TMDB_FUNCTION_NAME,
  arrivedEarlyAnswer,
  cleanParams,
  takeEarlyRead,
  tmdbRequestUrl,
  type TmdbParams,
  type TmdbRequestBody,
} from '@marquee/shared/first-paint';
import { TmdbApiError, retryAfterSecondsOf } from './tmdb-error';

export { TMDB_FUNCTION_NAME } from '@marquee/shared/first-paint';
export type { TmdbParams, TmdbRequestBody } from '@marquee/shared/first-paint';

/** The part of a Supabase client the TMDb layer uses. */
export interface FunctionsInvoker {
  functions: {
    invoke: (functionName: string, options: { body: TmdbRequestBody }) => Promise<{ data: unknown; error: unknown }>;
  };
}

/** Where the page's client sends its GETs: the Supabase project it is configured with. */
export interface ProxyEndpoint {
  /** The Supabase URL, read at each call: the run-time configuration may replace it at start-up. */
  supabaseUrl: () => string;
  fetch?: typeof fetch;
}

export interface TmdbClient {
  get<T>(path: string, params?: TmdbParams): Promise<T>;
  /**
   * The data of a successful answer to this request that is already at hand (the shell's early
   * start read it, and it has arrived), taken as `get` would take it; undefined otherwise. For a
   * query's initial data: a page whose first data came with the address renders with it at once.
   */
  arrived?<T>(path: string, params?: TmdbParams): T | undefined;
}

const GENERIC_MESSAGE = 'An unexpected error occurred.';
const INVALID_RESPONSE = 'Invalid response from the movie service.';
/** A network failure and a non-2xx answer without a proxy message, worded as supabase-js words them. */
const NETWORK_FAILURE = 'Failed to send a request to the Edge Function';
const HTTP_FAILURE = 'Edge Function returned a non-2xx status code';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A non-2xx answer of the proxy: its own `{error}` is what users should see. */
async function describeFailedResponse(response: Response, fallback: string): Promise<TmdbApiError> {
  const status = typeof response.status === 'number' ? response.status : undefined;
  try {
    // Read once, as text: the response is the proxy's own and nothing else reads it.
    const body: unknown = JSON.parse(await response.text());
    if (isRecord(body) && typeof body.error === 'string' && body.error) {
      const retryAfter = retryAfterSecondsOf(
        status,
        typeof response.headers?.get === 'function' ? response.headers.get('retry-after') : null,
        body.error,
      );
      return new TmdbApiError(body.error, status, retryAfter);
    }
  } catch {
    // Not JSON (a gateway page, an empty body): the generic message is all there is.
  }
  return new TmdbApiError(fallback, status);
}

/**
 * supabase-js reports a non-2xx answer as FunctionsHttpError whose message is generic; the
 * proxy's own `{error}` sits in the response body (`context`).
 */
async function describeInvokeError(error: unknown): Promise<TmdbApiError> {
  const fallback = error instanceof Error && error.message ? error.message : GENERIC_MESSAGE;
  const context = isRecord(error) ? error.context : undefined;
  if (context instanceof Response || (isRecord(context) && typeof context.text === 'function')) {
    return describeFailedResponse(context as Response, fallback);
  }
  return new TmdbApiError(fallback);
}

/** The data of a proxy answer, or the error it stands for. */
function dataOf<T>(body: unknown): T {
  if (!isRecord(body)) throw new TmdbApiError(INVALID_RESPONSE);
  if (body.success !== true) {
    throw new TmdbApiError(typeof body.error === 'string' && body.error ? body.error : GENERIC_MESSAGE);
  }
  if (body.data === undefined || body.data === null) throw new TmdbApiError(INVALID_RESPONSE);
  return body.data as T;
}

function isProxyEndpoint(source: unknown): source is ProxyEndpoint {
  return isRecord(source) && typeof source.supabaseUrl === 'function';
}

function createGetClient({ supabaseUrl, fetch: fetchImpl }: ProxyEndpoint): TmdbClient {
  return {
    async get<T>(path: string, params?: TmdbParams): Promise<T> {
      const url = tmdbRequestUrl(supabaseUrl(), path, params);
      let response: Response;
      try {
        // The shell's early start may have asked already, before this page's code arrived.
        response = await (takeEarlyRead(url) ?? (fetchImpl ?? fetch)(url));
      } catch {
        throw new TmdbApiError(NETWORK_FAILURE);
      }
      if (!response.ok) throw await describeFailedResponse(response, HTTP_FAILURE);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new TmdbApiError(INVALID_RESPONSE);
      }
      return dataOf<T>(body);
    },
    arrived<T>(path: string, params?: TmdbParams): T | undefined {
      const url = tmdbRequestUrl(supabaseUrl(), path, params);
      const answer = arrivedEarlyAnswer(url);
      if (!answer || answer.status < 200 || answer.status > 299) return undefined;
      let data: T;
      try {
        data = dataOf<T>(JSON.parse(answer.body));
      } catch {
        // Not a successful answer after all: `get` takes the read and reports it.
        return undefined;
      }
      takeEarlyRead(url);
      return data;
    },
  };
}

function createInvokeClient(source: FunctionsInvoker | (() => FunctionsInvoker)): TmdbClient {
  const invoker = typeof source === 'function' ? source : () => source;
  return {
    async get<T>(path: string, params?: TmdbParams): Promise<T> {
      let result: { data: unknown; error: unknown };
      try {
        result = await invoker().functions.invoke(TMDB_FUNCTION_NAME, { body: { path, params: cleanParams(params) } });
      } catch (thrown) {
        throw await describeInvokeError(thrown);
      }
      if (result.error) throw await describeInvokeError(result.error);
      return dataOf<T>(result.data);
    },
  };
}

/** A TMDb client: GETs to a Supabase project's proxy, or calls through a Supabase client. */
export function createTmdbClient(source: ProxyEndpoint | FunctionsInvoker | (() => FunctionsInvoker)): TmdbClient {
  return isProxyEndpoint(source) ? createGetClient(source) : createInvokeClient(source);
}
