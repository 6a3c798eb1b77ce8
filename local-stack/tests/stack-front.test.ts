/** The HTTP front: health, CORS, the edge-function adapter, the inbox, and latency while the database is busy. */
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from './helpers/stack.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    functions: { functionsDir: path.join(fixtures, 'functions'), configToml: path.join(fixtures, 'config.toml') },
    functionEnv: { TMDB_API_KEY: 'fixture-key' },
  });
});

afterAll(async () => {
  await stack?.stop();
});

describe('front', () => {
  it('answers health and unknown routes', async () => {
    const health = await fetch(`${stack.url}/`);
    expect(await health.json()).toMatchObject({ status: 'ok', db: 'pglite' });
    expect((await fetch(`${stack.url}/nope`)).status).toBe(404);
  });

  it('answers CORS preflights for any origin and exposes Content-Range, with the policy the functions send', async () => {
    const preflight = await fetch(`${stack.url}/rest/v1/reviews`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3005',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,prefer',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = preflight.headers.get('access-control-allow-headers') ?? '';
    for (const header of [
      'authorization',
      'apikey',
      'content-type',
      'x-client-info',
      'prefer',
      'range',
      'x-upsert',
      'accept-profile',
      'content-profile',
      'x-supabase-api-version',
    ]) {
      expect(allowed).toContain(header);
    }
    const get = await fetch(`${stack.url}/rest/v1/reviews`, {
      headers: { origin: 'http://localhost:3000', apikey: stack.stack.config.anonKey },
    });
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range');

    // One policy: a function's own pre-flight answer allows and exposes the same.
    const fn = await fetch(`${stack.url}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3005', 'access-control-request-method': 'POST' },
    });
    const list = (value: string | null) =>
      (value ?? '')
        .split(/\s*,\s*/)
        .map((item) => item.toLowerCase())
        .sort();
    for (const name of [
      'access-control-allow-origin',
      'access-control-allow-methods',
      'access-control-allow-headers',
      'access-control-expose-headers',
      'access-control-max-age',
    ]) {
      expect(list(fn.headers.get(name)), name).toEqual(list(preflight.headers.get(name)));
    }
  });
});

/** A POST answered as the server sent it: status, headers and the body's bytes, not decoded. */
function rawPost(url: string, body: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('compression', () => {
  const echo = () => `${stack.url}/functions/v1/echo`;
  const large = JSON.stringify({ overview: 'A projectionist falls for the films he shows. '.repeat(60) });

  it('sends JSON of 1 KB or more gzipped to a caller that accepts gzip, and it decodes to the same answer', async () => {
    const zipped = await rawPost(echo(), large, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    const plain = await rawPost(echo(), large, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(zipped.body).toString()).toBe(plain.body.toString());
    expect(zipped.body.length).toBeLessThan(plain.body.length / 4);
  });

  it('sends small answers as they are', async () => {
    const small = await rawPost(echo(), '{"path":"/movie/popular"}', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ method: 'POST' });
  });
});

describe('edge functions', () => {
  it('passes every method with the path from /<name> and the env', async () => {
    const client = stack.anon();
    const { data, error } = await client.functions.invoke('echo/sub/path?x=1', { body: { path: '/movie/popular' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo/sub/path',
      search: '?x=1',
      body: JSON.stringify({ path: '/movie/popular' }),
      supabaseUrl: stack.url,
      hasAnonKey: true,
      extra: 'fixture-key',
    });
    const get = await fetch(`${stack.url}/functions/v1/echo?q=2`);
    expect(await get.json()).toMatchObject({ method: 'GET', path: '/echo', search: '?q=2', body: null });
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
  });

  it("hands the function the caller's address from the socket as x-forwarded-for, replacing what the caller sent", async () => {
    for (const headers of [{ 'x-forwarded-for': '6.6.6.6' }, {}] as Record<string, string>[]) {
      const response = await fetch(`${stack.url}/functions/v1/echo`, { headers });
      expect(await response.json()).toMatchObject({ forwardedFor: '127.0.0.1' });
    }
  });

  it('answers preflight the way Supabase functions do', async () => {
    const response = await fetch(`${stack.url}/functions/v1/echo`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('ok');
    for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type']) {
      expect(response.headers.get('access-control-allow-headers')).toContain(header);
    }
  });

  it('requires a valid JWT unless verify_jwt = false', async () => {
    expect((await fetch(`${stack.url}/functions/v1/guarded`, { method: 'POST' })).status).toBe(401);
    const bad = await fetch(`${stack.url}/functions/v1/guarded`, { method: 'POST', headers: { authorization: 'Bearer nope' } });
    expect(await bad.json()).toMatchObject({ message: 'Invalid JWT' });
    const { data } = await stack.anon().functions.invoke('guarded');
    expect(data).toBe('guarded ok');
  });

  it('answers 404 JSON for unknown functions and 500 for a throwing one', async () => {
    const missing = await fetch(`${stack.url}/functions/v1/nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await fetch(`${stack.url}/functions/v1/..%2Fecho`)).status).toBe(404);
    const broken = await fetch(`${stack.url}/functions/v1/broken`, { method: 'POST' });
    expect(broken.status).toBe(500);
  });
});

describe('inbox', () => {
  it('lists caught mail newest first, filters by recipient, extracts links, escapes the page', async () => {
    await stack.stack.mailer.send({
      to: 'a@example.test',
      subject: 'First',
      text: 'Go to http://localhost:3000/a?x=1&y=2',
      html: '<a href="http://localhost:3000/a?x=1&amp;y=2">go</a>',
    });
    await stack.stack.mailer.send({ to: 'b@example.test', subject: '<script>alert(1)</script>', text: 'hi', html: '<p>hi</p>' });
    await stack.stack.mailer.send({ to: 'A@example.test', subject: 'Second', text: 'again', html: '' });
    const all = (await (await fetch(`${stack.url}/inbox`)).json()) as { subject: string }[];
    expect(all.map((m) => m.subject)).toEqual(['Second', '<script>alert(1)</script>', 'First']);
    const filtered = (await (await fetch(`${stack.url}/inbox?to=a@example.test`)).json()) as { subject: string; links: string[] }[];
    expect(filtered.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(filtered[1]).toMatchObject({ links: ['http://localhost:3000/a?x=1&y=2'] });
    expect(Object.keys(filtered[1] as object).sort()).toEqual(['created_at', 'html', 'id', 'links', 'subject', 'text', 'to']);
    const page = await (await fetch(`${stack.url}/inbox/ui`)).text();
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert(1)');
  });
});

describe('database work off the HTTP thread', () => {
  it('keeps answering requests while PGlite runs a slow query', async () => {
    const slow = stack.stack.db.query('select pg_sleep(1.5)');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const health = await fetch(`${stack.url}/`);
    const inbox = await fetch(`${stack.url}/inbox`);
    const elapsed = performance.now() - started;
    expect(health.status).toBe(200);
    expect(inbox.status).toBe(200);
    expect(elapsed).toBeLessThan(300);
    await slow;
  });
});
