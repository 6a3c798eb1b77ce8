/**
 * The typed TMDb client: every movie request goes through the `tmdb-proxy` function with
 * `{path, params}` and comes back as `{success, data | error}`. The client
 * takes anything with `functions.invoke`, so tests pass a fake instead of a Supabase client.
 */
import { TmdbApiError, retryAfterSecondsOf } from './tmdb-error';

export type TmdbParamValue = string | number | boolean | null | undefined;
export type TmdbParams = Record<string, TmdbParamValue>;

export interface TmdbRequestBody {
  path: string;
  params: Record<string, string | number | boolean>;
}

/** The part of a Supabase client the TMDb layer uses. */
export interface FunctionsInvoker {
  functions: {
    invoke: (functionName: string, options: { body: TmdbRequestBody }) => Promise<{ data: unknown; error: unknown }>;
  };
}

export interface TmdbClient {
  get<T>(path: string, params?: TmdbParams): Promise<T>;
}

export const TMDB_FUNCTION_NAME = 'tmdb-proxy';

const GENERIC_MESSAGE = 'An unexpected error occurred.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Optional filters are passed as undefined or null; TMDb should not see them at all. */
function cleanParams(params: TmdbParams = {}): TmdbRequestBody['params'] {
  const clean: TmdbRequestBody['params'] = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') clean[name] = value;
  }
  return clean;
}

/**
 * supabase-js reports a non-2xx answer as FunctionsHttpError whose message is generic; the
 * proxy's own `{error}` sits in the response body (`context`), and that is what users should see.
 */
async function describeInvokeError(error: unknown): Promise<TmdbApiError> {
  const fallback = error instanceof Error && error.message ? error.message : GENERIC_MESSAGE;
  const context = isRecord(error) ? error.context : undefined;
  if (context instanceof Response || (isRecord(context) && typeof context.json === 'function')) {
    const response = context as Response;
    const status = typeof response.status === 'number' ? response.status : undefined;
    try {
      const body: unknown = await (typeof response.clone === 'function' ? response.clone() : response).json();
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
  return new TmdbApiError(fallback);
}

export function createTmdbClient(source: FunctionsInvoker | (() => FunctionsInvoker)): TmdbClient {
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
      const body = result.data;
      if (!isRecord(body)) throw new TmdbApiError('Invalid response from the movie service.');
      if (body.success !== true) {
        throw new TmdbApiError(typeof body.error === 'string' && body.error ? body.error : GENERIC_MESSAGE);
      }
      if (body.data === undefined || body.data === null) throw new TmdbApiError('Invalid response from the movie service.');
      return body.data as T;
    },
  };
}
