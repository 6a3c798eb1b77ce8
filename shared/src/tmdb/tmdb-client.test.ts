import { InfiniteQueryObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getPublicConfig } from '@marquee/shared/config';
import { anonTestClient } from '@marquee/shared/testing';
import { startEarlyRead, startEarlyReads, tmdbRequestUrl, untakenEarlyReads } from '@marquee/shared/first-paint';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configurationQueryOptions } from './get-configuration';
import { genresQueryOptions } from './get-genres';
import { movieListInfiniteQueryOptions } from './movie-list-query';
import { createTmdbClient, type FunctionsInvoker } from './tmdb-client';
import { tmdbClient } from './tmdb-client-context';
import { TmdbApiError } from './tmdb-error';
import type { MoviePage } from './types';

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

/** The local stack's URL, as the page's client reads it. */
const stackUrl = () => getPublicConfig().supabaseUrl;

/** The page's client, with a record of every URL it asks itself. */
function askingClient() {
  const asked: string[] = [];
  const client = createTmdbClient({
    supabaseUrl: stackUrl,
    fetch: (input, init) => {
      asked.push(String(input));
      return fetch(input, init);
    },
  });
  return { client, asked };
}

describe("the page's client: plain GETs to the configured project's proxy", () => {
  it('reads through the local stack, with the same answer as a call through supabase-js', async () => {
    const viaGet = await tmdbClient.get<MoviePage>('/movie/popular', { page: 2 });
    const viaInvoke = await createTmdbClient(anonTestClient()).get<MoviePage>('/movie/popular', { page: 2 });
    expect(viaGet.page).toBe(2);
    expect(viaGet).toEqual(viaInvoke);
  });

  it('sends no header of its own (no CORS pre-flight) and one URL per request, whatever order the parameters come in', async () => {
    const sent: { url: string; init: RequestInit | undefined }[] = [];
    const client = createTmdbClient({
      supabaseUrl: stackUrl,
      fetch: (input, init) => {
        sent.push({ url: String(input), init });
        return fetch(input, init);
      },
    });
    await client.get('/discover/movie', { page: 1, sort_by: 'title.asc', year: undefined, with_genres: '' });
    await client.get('/discover/movie', { sort_by: 'title.asc', page: 1 });
    expect(sent.map(({ init }) => init)).toEqual([undefined, undefined]);
    expect(sent[0]?.url).toBe(sent[1]?.url);
    expect(sent[0]?.url).toBe(tmdbRequestUrl(stackUrl(), '/discover/movie', { page: 1, sort_by: 'title.asc' }));
  });

  it("takes the read the shell's early start began for the same request, once, instead of asking again", async () => {
    const { client, asked } = askingClient();
    const url = tmdbRequestUrl(stackUrl(), '/movie/popular', { page: 3 });
    const copy = await startEarlyRead(url);
    expect(untakenEarlyReads()).toEqual([url]);
    const first = await client.get<MoviePage>('/movie/popular', { page: 3 });
    expect(asked).toEqual([]);
    expect(untakenEarlyReads()).toEqual([]);
    // The early start's own copy reads the same answer.
    expect((await copy.json()).data).toEqual(first);
    await client.get<MoviePage>('/movie/popular', { page: 3 });
    expect(asked).toEqual([url]);
  });

  it("hands each answer of the early start's batched read over as its own GET's, and the client asks for none of them again", async () => {
    const { client, asked } = askingClient();
    const copies = startEarlyReads(stackUrl(), [
      { path: '/movie/popular', params: { page: 4 } },
      { path: '/configuration', params: {} },
      { path: '/person/287', params: {} },
    ]);
    expect(untakenEarlyReads()).toHaveLength(3);
    const popular = await client.get<MoviePage>('/movie/popular', { page: 4 });
    expect(popular.page).toBe(4);
    expect(popular).toEqual(((await (await copies[0]!).json()) as { data: MoviePage }).data);
    await expect(client.get('/configuration')).resolves.toMatchObject({ images: expect.any(Object) });
    // A refused request keeps its own status and message.
    const refused = (await client.get('/person/287').catch((e: unknown) => e)) as TmdbApiError;
    expect(refused.message).toBe('TMDb API Error: Path not allowed: /person/287');
    expect(refused.status).toBe(400);
    expect(asked).toEqual([]);
    expect(untakenEarlyReads()).toEqual([]);
  });

  it('asks each request on its own when the proxy does not batch (one deployed before batching)', async () => {
    const seen: string[] = [];
    const older = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://x');
      // (The test environment's fetch may ask a pre-flight first.)
      if (url.searchParams.has('requests')) seen.push('batch');
      else if (request.method === 'GET') seen.push('single');
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Content-Type', 'application/json');
      if (url.searchParams.has('requests')) response.writeHead(400).end('{"success":false,"error":"Send the request as ?request=…"}');
      else response.end(JSON.stringify({ success: true, data: JSON.parse(url.searchParams.get('request') ?? '{}') }));
    });
    await new Promise<void>((resolve) => older.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(older.address() as AddressInfo).port}`;
      startEarlyReads(base, [
        { path: '/movie/popular', params: { page: 1 } },
        { path: '/configuration', params: {} },
      ]);
      const client = createTmdbClient({ supabaseUrl: () => base });
      await expect(client.get('/movie/popular', { page: 1 })).resolves.toEqual({ path: '/movie/popular', params: { page: 1 } });
      await expect(client.get('/configuration')).resolves.toEqual({ path: '/configuration', params: {} });
      expect(seen.filter((kind) => kind === 'single')).toHaveLength(2);
      expect(seen[0]).toBe('batch');
    } finally {
      older.close();
    }
  });

  it("turns a refused request into the proxy's message and status", async () => {
    const error = (await tmdbClient.get('/person/287').catch((e: unknown) => e)) as TmdbApiError;
    expect(error).toBeInstanceOf(TmdbApiError);
    expect(error.message).toBe('TMDb API Error: Path not allowed: /person/287');
    expect(error.status).toBe(400);
  });

  it('maps a network failure, as supabase-js words it', async () => {
    const unreachable = createTmdbClient({ supabaseUrl: () => 'http://127.0.0.1:9' });
    await expect(unreachable.get('/configuration')).rejects.toThrow('TMDb API Error: Failed to send a request to the Edge Function');
  });
});

describe("a page's first render, with the early start's answers already at hand", () => {
  it('takes an answer that has arrived at once, as `get` would have given it, once', async () => {
    const client = createTmdbClient({ supabaseUrl: stackUrl });
    const url = tmdbRequestUrl(stackUrl(), '/movie/popular', { page: 6 });
    const copy = startEarlyRead(url);
    // Not yet arrived: nothing at hand, and the read stays for `get`.
    expect(client.arrived?.('/movie/popular', { page: 6 })).toBeUndefined();
    const { data } = (await (await copy).json()) as { data: MoviePage };
    const arrived = client.arrived?.<MoviePage>('/movie/popular', { page: 6 });
    expect(arrived?.page).toBe(6);
    expect(arrived).toEqual(data);
    expect(untakenEarlyReads()).toEqual([]);
    expect(client.arrived?.('/movie/popular', { page: 6 })).toBeUndefined();
  });

  it('leaves a refused answer to `get`, which reports it', async () => {
    const client = createTmdbClient({ supabaseUrl: stackUrl });
    await startEarlyRead(tmdbRequestUrl(stackUrl(), '/person/287'));
    expect(client.arrived?.('/person/287')).toBeUndefined();
    const refused = (await client.get('/person/287').catch((e: unknown) => e)) as TmdbApiError;
    expect(refused.status).toBe(400);
    expect(untakenEarlyReads()).toEqual([]);
  });

  it("gives a page's queries their data before their first render, without a fetch", async () => {
    const { client, asked } = askingClient();
    const copies = startEarlyReads(stackUrl(), [
      { path: '/movie/top_rated', params: { page: 1 } },
      { path: '/configuration', params: {} },
      { path: '/genre/movie/list', params: {} },
    ]);
    await Promise.all(copies);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const queryClient = new QueryClient();
    const list = new InfiniteQueryObserver(queryClient, movieListInfiniteQueryOptions(client, 'top_rated')).getCurrentResult();
    const configuration = new QueryObserver(queryClient, configurationQueryOptions(client)).getCurrentResult();
    const genres = new QueryObserver(queryClient, genresQueryOptions(client)).getCurrentResult();
    expect(list.status).toBe('success');
    expect(list.data?.pages[0]?.page).toBe(1);
    expect(list.data?.pageParams).toEqual([1]);
    expect(list.hasNextPage).toBe(true);
    expect(configuration.data?.images).toBeDefined();
    expect(genres.data?.length).toBeGreaterThan(5);
    expect(asked).toEqual([]);
    expect(untakenEarlyReads()).toEqual([]);
    queryClient.clear();
  });
});
