import { describe, expect, it, vi } from 'vitest';
import { createTmdbClient, type FunctionsInvoker } from './tmdb-client';
import { TmdbApiError } from './tmdb-error';

function fakeSupabase(answer: () => Promise<{ data: unknown; error: unknown }>) {
  const invoke = vi.fn<FunctionsInvoker['functions']['invoke']>(answer);
  return { client: createTmdbClient({ functions: { invoke } }), invoke };
}

/** What supabase-js hands back for a non-2xx answer: a generic message, the response in `context`. */
function httpError(status: number, body: string) {
  return Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    context: new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
  });
}

describe('createTmdbClient', () => {
  it('invokes tmdb-proxy with {path, params} and returns data', async () => {
    const page = { page: 1, results: [], total_pages: 1, total_results: 0 };
    const { client, invoke } = fakeSupabase(async () => ({ data: { success: true, data: page }, error: null }));
    await expect(client.get('/movie/popular', { page: 2, year: undefined, with_genres: null })).resolves.toEqual(page);
    expect(invoke).toHaveBeenCalledWith('tmdb-proxy', { body: { path: '/movie/popular', params: { page: 2 } } });
  });

  it('turns success:false into "TMDb API Error: {message}"', async () => {
    const { client } = fakeSupabase(async () => ({ data: { success: false, error: 'Resource not found.' }, error: null }));
    const error = await client.get('/movie/1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TmdbApiError);
    expect((error as Error).message).toBe('TMDb API Error: Resource not found.');
  });

  it('reads the proxy message and status out of a function HTTP error', async () => {
    const { client } = fakeSupabase(async () => ({
      data: null,
      error: httpError(404, JSON.stringify({ success: false, error: 'Resource not found.' })),
    }));
    const error = (await client.get('/movie/999').catch((e: unknown) => e)) as TmdbApiError;
    expect(error.message).toBe('TMDb API Error: Resource not found.');
    expect(error.status).toBe(404);
  });

  it('falls back to the error message when the body is not JSON', async () => {
    const { client } = fakeSupabase(async () => ({ data: null, error: httpError(502, '<html>bad gateway</html>') }));
    const error = (await client.get('/movie/popular').catch((e: unknown) => e)) as TmdbApiError;
    expect(error.message).toBe('TMDb API Error: Edge Function returned a non-2xx status code');
    expect(error.status).toBe(502);
  });

  it("keeps how long a rate-limited request must wait: the Retry-After header, else the message's seconds", async () => {
    const limited = (headers: Record<string, string>) =>
      Object.assign(new Error('Edge Function returned a non-2xx status code'), {
        context: new Response(JSON.stringify({ success: false, error: 'Rate limit exceeded. Please wait 7 seconds.' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', ...headers },
        }),
      });
    const withHeader = fakeSupabase(async () => ({ data: null, error: limited({ 'Retry-After': '4' }) }));
    const error = (await withHeader.client.get('/search/movie').catch((e: unknown) => e)) as TmdbApiError;
    expect(error.message).toBe('TMDb API Error: Rate limit exceeded. Please wait 7 seconds.');
    expect(error.retryAfterSeconds).toBe(4);
    const withoutHeader = fakeSupabase(async () => ({ data: null, error: limited({}) }));
    expect(((await withoutHeader.client.get('/search/movie').catch((e: unknown) => e)) as TmdbApiError).retryAfterSeconds).toBe(7);
    const serverError = fakeSupabase(async () => ({
      data: null,
      error: httpError(500, '{"success":false,"error":"Please wait 3 seconds"}'),
    }));
    expect(((await serverError.client.get('/search/movie').catch((e: unknown) => e)) as TmdbApiError).retryAfterSeconds).toBeUndefined();
  });

  it('maps a thrown network failure', async () => {
    const { client } = fakeSupabase(async () => {
      throw new Error('Failed to send a request to the Edge Function');
    });
    await expect(client.get('/configuration')).rejects.toThrow('TMDb API Error: Failed to send a request to the Edge Function');
  });

  it('gives a generic message for success:false without an error text, and rejects a malformed body', async () => {
    const noText = fakeSupabase(async () => ({ data: { success: false }, error: null }));
    await expect(noText.client.get('/movie/popular')).rejects.toThrow('TMDb API Error: An unexpected error occurred.');
    const malformed = fakeSupabase(async () => ({ data: 'oops', error: null }));
    await expect(malformed.client.get('/movie/popular')).rejects.toThrow(/^TMDb API Error: /);
  });

  it('resolves a lazy client on each call, so it can be created before configuration', async () => {
    const invoke = vi.fn(async () => ({ data: { success: true, data: { genres: [] } }, error: null }));
    const factory = vi.fn(() => ({ functions: { invoke } }));
    const client = createTmdbClient(factory);
    expect(factory).not.toHaveBeenCalled();
    await client.get('/genre/movie/list');
    expect(factory).toHaveBeenCalledTimes(1);
  });
});
