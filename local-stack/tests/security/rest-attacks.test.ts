/**
 * `/rest/v1` holds against the request-shaped attacks: each is refused with a clear 4xx
 * in PostgREST's error shape (never a 5xx for bad input), costs the database next to nothing, and
 * a plain read made while it runs keeps answering well within a second.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../helpers/stack.ts';
import { MAX_BODY_BYTES } from '../../server/rest/limits.ts';
import { readMaxRows } from '../../server/rest/max-rows.ts';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

const anonHeaders = () => ({ apikey: stack.stack.config.anonKey, authorization: `Bearer ${stack.stack.config.anonKey}` });

async function rest(path: string, init: RequestInit = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${stack.url}/rest/v1/${path}`, { ...init, headers: { ...anonHeaders(), ...(init.headers ?? {}) } });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Runs `attack` and, meanwhile, a plain read: how long the read took, in ms. */
async function readWhile(attack: () => Promise<unknown>): Promise<number> {
  const running = attack();
  const started = performance.now();
  const read = await stack.anon().from('profiles').select('username').limit(1);
  const elapsed = performance.now() - started;
  expect(read.error).toBeNull();
  await running;
  return elapsed;
}

describe('REST bounds', () => {
  it('refuses a request without an apikey, as the hosted gateway does', async () => {
    const response = await fetch(`${stack.url}/rest/v1/profiles?select=username`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('refuses resources embedded 20 levels deep at once, and other requests keep answering', async () => {
    const user = await stack.createUser();
    await user.client.from('reviews').insert([
      { movie_id: 1, rating: 5 },
      { movie_id: 2, rating: 4 },
    ]);
    let select = 'username';
    for (let i = 0; i < 20; i += 1) select = i % 2 === 0 ? `username,reviews(profiles(${select}))` : `reviews(${select})`;
    let answer: { status: number; body: Record<string, unknown> } | undefined;
    const elapsed = await readWhile(async () => {
      answer = await rest(`profiles?select=${encodeURIComponent(select)}`);
    });
    expect(answer?.status).toBe(400);
    expect(answer?.body).toMatchObject({ code: 'PGRST100', message: expect.stringContaining('nested too deeply') });
    expect(elapsed).toBeLessThan(1000);
  });

  it('a 2,000-level or=(or(...)) tree is a 400, not a stack overflow, and reads keep answering', async () => {
    const tree = `${'or('.repeat(2000)}username.eq.x${')'.repeat(2000)}`;
    let answer: { status: number; body: Record<string, unknown> } | undefined;
    const elapsed = await readWhile(async () => {
      answer = await rest(`profiles?or=(${encodeURIComponent(tree)})`);
    });
    expect(answer?.status).toBe(400);
    expect(answer?.body).toMatchObject({ code: 'PGRST100', message: expect.stringContaining('nested too deeply') });
    expect(elapsed).toBeLessThan(1000);
  });

  it('malformed percent-encoding in the path is a 400', async () => {
    const { status, body } = await rest('%E0%A4%A');
    expect(status).toBe(400);
    expect(body.code).toBe('PGRST100');
  });

  it('an 8,000-row bulk insert with differing keys is refused at once (keys read once), and reads keep answering', async () => {
    const rows = Array.from({ length: 8000 }, (_, i) => (i === 7999 ? { movie_id: i, rating: 5, extra: 1 } : { movie_id: i, rating: 5 }));
    let answer: { status: number; body: Record<string, unknown> } | undefined;
    const elapsed = await readWhile(async () => {
      answer = await rest('reviews', { method: 'POST', body: JSON.stringify(rows), headers: { 'content-type': 'application/json' } });
    });
    expect(answer?.status).toBe(400);
    expect(answer?.body).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
    expect(elapsed).toBeLessThan(1000);
  });

  it('a body over the size cap is refused with 413 before it reaches the database, and reads keep answering', async () => {
    const big = JSON.stringify([{ movie_id: 1, rating: 5, review_text: 'x'.repeat(MAX_BODY_BYTES) }]);
    let answer: { status: number; body: Record<string, unknown> } | undefined;
    const elapsed = await readWhile(async () => {
      answer = await rest('reviews', { method: 'POST', body: big, headers: { 'content-type': 'application/json' } });
    });
    expect(answer?.status).toBe(413);
    expect(answer?.body.code).toBe('PGRST413');
    expect(elapsed).toBeLessThan(1000);
  });

  it('a 50 MB JSON array, streamed without a length, is refused with 413 and reads keep answering', async () => {
    const row = JSON.stringify({ movie_id: 1, rating: 5, review_text: 'y'.repeat(1000) });
    const chunk = new TextEncoder().encode(`${Array.from({ length: 1000 }, () => row).join(',')},`);
    const chunks = Math.ceil((50 * 1024 * 1024) / chunk.length);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('['));
        for (let i = 0; i < chunks; i += 1) controller.enqueue(chunk);
        controller.enqueue(new TextEncoder().encode(`${row}]`));
        controller.close();
      },
    });
    let status = 0;
    const elapsed = await readWhile(async () => {
      const response = await fetch(`${stack.url}/rest/v1/reviews`, {
        method: 'POST',
        body: stream,
        headers: { ...anonHeaders(), 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit);
      status = response.status;
      await response.arrayBuffer();
    });
    expect(status).toBe(413);
    expect(elapsed).toBeLessThan(1000);
  });

  it("POST {} is a client error from the table's constraints, not a protocol failure", async () => {
    const user = await stack.createUser();
    const response = await fetch(`${stack.url}/rest/v1/reviews`, {
      method: 'POST',
      body: '{}',
      headers: { apikey: stack.stack.config.anonKey, authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('refuses an unfiltered UPDATE or DELETE (21000), as hosted Supabase does', async () => {
    const user = await stack.createUser();
    await user.client.from('reviews').insert({ movie_id: 77, rating: 4 });
    const headers = { apikey: stack.stack.config.anonKey, authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' };
    const del = await fetch(`${stack.url}/rest/v1/reviews`, { method: 'DELETE', headers });
    expect(del.status).toBe(400);
    expect(await del.json()).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    const patch = await fetch(`${stack.url}/rest/v1/reviews`, { method: 'PATCH', headers, body: JSON.stringify({ rating: 1 }) });
    expect(await patch.json()).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    const { data } = await user.client.from('reviews').select('rating').eq('user_id', user.id);
    expect(data).toEqual([{ rating: 4 }]);
  });

  it('reads return at most max_rows rows, as config.toml declares', async () => {
    expect(readMaxRows('[api]\nenabled = true\nmax_rows = 250\n[db]\nmax_rows = 9\n')).toBe(250);
    expect(readMaxRows('[db]\nport = 1\n')).toBeUndefined();
    const limited = await startTestStack({ restMaxRows: 3 });
    try {
      const user = await limited.createUser();
      await user.client.from('reviews').insert([1, 2, 3, 4, 5].map((movie_id) => ({ movie_id, rating: 3 })));
      const { data, error } = await limited.anon().from('reviews').select('movie_id').limit(50);
      expect(error).toBeNull();
      expect(data).toHaveLength(3);
    } finally {
      await limited.stop();
    }
  });
});
