/**
 * Per-client rate limits of the auth endpoints, at the numbers config.toml's `[auth.rate_limit]`
 * declares: a password brute force, sign-up, recovery and magic-link floods end in 429
 * `over_request_rate_limit`, other clients are unaffected, and the rest of the stack keeps
 * answering while the attack runs.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRateLimits } from '../../server/auth/rate-limit-settings.ts';
import { RATE_LIMIT_INTERVAL_SECONDS } from '../../server/auth/rate-limit.ts';
import { authClient, authTestBackend, uniqueEmail } from '../helpers/auth-clients.ts';
import { startTestStack, type TestStack } from '../helpers/stack.ts';

const LIMITS = loadRateLimits({});
const PASSWORD = 'correct-horse';
let stack: TestStack;
let email: string;

beforeAll(async () => {
  stack = await startTestStack({ backend: authTestBackend });
  email = uniqueEmail('victim');
  const { error } = await authClient(stack).auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
});

afterAll(async () => {
  await stack?.stop();
});

/** A POST from another loopback address: another client as far as per-client limits go. */
function postFrom(localAddress: string, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const url = new URL(path, stack.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', apikey: stack.stack.config.anonKey, 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || '{}') as Record<string, unknown> }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A request from another loopback address, redirects not followed. */
function requestFrom(
  localAddress: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; location: string | null; text: string }> {
  const url = new URL(path, stack.url);
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress,
        headers: { 'content-type': 'application/json', apikey: stack.stack.config.anonKey, 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location ?? null, text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: stack.stack.config.anonKey },
    body: JSON.stringify(body),
  });
}

/** Plain reads, one after another, until `done` settles; answers the slowest one in ms. */
async function slowestReadWhile(done: Promise<unknown>): Promise<{ slowestMs: number; reads: number }> {
  let finished = false;
  void done.finally(() => (finished = true));
  let slowestMs = 0;
  let reads = 0;
  while (!finished) {
    const started = performance.now();
    const response = await fetch(`${stack.url}/rest/v1/profiles?select=username&limit=1`, {
      headers: { apikey: stack.stack.config.anonKey },
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    slowestMs = Math.max(slowestMs, performance.now() - started);
    reads++;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { slowestMs, reads };
}

describe('auth rate limits per client', () => {
  it('counts accounts made on the local OAuth provider page against the sign-up limit, and bounds its other steps', async () => {
    // A bucket regains one request per interval / limit: a slow run may see that many more pass.
    const started = performance.now();
    const refilled = () => Math.floor((performance.now() - started) / ((RATE_LIMIT_INTERVAL_SECONDS * 1000) / LIMITS.sign_in_sign_ups));
    const attacker = '127.0.0.7';
    const emailSignUps = Math.floor(LIMITS.sign_in_sign_ups / 2);
    const signUps = await Promise.all(
      Array.from({ length: emailSignUps }, (_, i) =>
        requestFrom(attacker, 'POST', '/auth/v1/signup', { email: uniqueEmail(`mixed${i}`), password: PASSWORD }),
      ),
    );
    expect(signUps.map((answer) => answer.status)).toEqual(signUps.map(() => 200));
    // The rest of the budget through the provider page: a few flows more than it allows.
    const budget = LIMITS.sign_in_sign_ups - emailSignUps;
    const emails = Array.from({ length: budget + 3 }, (_, i) => uniqueEmail(`oauth${i}`));
    const pages = await Promise.all(emails.map(() => requestFrom(attacker, 'GET', '/auth/v1/authorize?provider=github')));
    const submitted = await Promise.all(
      pages.map((started, i) => {
        expect(started.status).toBe(302);
        const page = new URL(started.location ?? '');
        const body = { state: page.searchParams.get('state'), decision: 'allow', email: emails[i], name: 'Flood' };
        return requestFrom(attacker, 'POST', `${page.pathname}${page.search}`, body);
      }),
    );
    const statuses = submitted.map((answer) => answer.status);
    const made = (await stack.stack.db.query('select 1 from auth.users where email = any($1::text[])', [emails])).rows.length;
    const slack = refilled();
    expect(slack).toBeLessThan(3);
    expect(made).toBeGreaterThanOrEqual(budget);
    expect(made).toBeLessThanOrEqual(budget + slack);
    expect(statuses.filter((status) => status === 302).length).toBe(made);
    expect(statuses.filter((status) => status === 429).length).toBe(emails.length - made);

    // Starting flows and opening the page are bounded too, per client.
    const flooder = '127.0.0.8';
    const flood = LIMITS.sign_in_sign_ups + 3;
    const authorized = await Promise.all(
      Array.from({ length: flood }, () => requestFrom(flooder, 'GET', '/auth/v1/authorize?provider=google')),
    );
    const location = new URL(authorized.find((answer) => answer.location)?.location ?? '');
    const opened = await Promise.all(
      Array.from({ length: flood }, () => requestFrom(flooder, 'GET', `${location.pathname}${location.search}`)),
    );
    for (const answers of [authorized, opened]) {
      const refused = answers.filter((answer) => answer.status === 429).length;
      expect(refused).toBeGreaterThanOrEqual(3 - refilled());
      expect(refused).toBeLessThanOrEqual(3);
    }
    // Another client still starts a flow.
    expect((await fetch(`${stack.url}/auth/v1/authorize?provider=google`, { redirect: 'manual' })).status).toBe(302);
  });

  it('stops a password brute force after sign_in_sign_ups attempts, while a plain read stays under 1 s', async () => {
    const attempts = LIMITS.sign_in_sign_ups + 10;
    const attack = Promise.all(
      Array.from({ length: attempts }, (_, i) => authClient(stack).auth.signInWithPassword({ email, password: `guess-${i}` })),
    );
    const [results, reading] = await Promise.all([attack, slowestReadWhile(attack)]);
    const codes = results.map((r) => r.error?.code);
    const refused = results.filter((r) => r.error?.status === 429);
    expect(codes.filter((c) => c === 'invalid_credentials').length).toBe(LIMITS.sign_in_sign_ups);
    expect(refused.length).toBe(attempts - LIMITS.sign_in_sign_ups);
    expect(refused[0]?.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    expect(reading.reads).toBeGreaterThan(0);
    expect(reading.slowestMs).toBeLessThan(1000);

    // The right password no longer helps this client...
    const right = await authClient(stack).auth.signInWithPassword({ email, password: PASSWORD });
    expect(right.error?.code).toBe('over_request_rate_limit');
    // A forwarding header a client sets itself does not make it another client.
    const spoofed = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        apikey: stack.stack.config.anonKey,
        'x-forwarded-for': '10.9.8.7',
        'x-real-ip': '10.9.8.7',
      },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(spoofed.status).toBe(429);
    // ...while another client signs in as usual.
    const other = await postFrom('127.0.0.2', '/auth/v1/token?grant_type=password', { email, password: PASSWORD });
    expect(other.status).toBe(200);
    expect(typeof other.body.access_token).toBe('string');
  });

  it('limits sign-up, recovery and magic links per client, each at sign_in_sign_ups', async () => {
    const floods: { path: string; body: (i: number) => unknown; ok: number }[] = [
      { path: '/auth/v1/signup', body: (i) => ({ email: uniqueEmail(`flood${i}`), password: 'x' }), ok: 422 },
      { path: '/auth/v1/recover', body: (i) => ({ email: uniqueEmail(`nobody${i}`) }), ok: 200 },
      { path: '/auth/v1/otp', body: (i) => ({ email: uniqueEmail(`nobody${i}`), create_user: false }), ok: 422 },
    ];
    // The attacker floods from its own address; the bystander is another client.
    const attacker = '127.0.0.4';
    for (const flood of floods) {
      // All at once: /recover and /otp answer at a fixed time each, which one by one would add up.
      const answers = await Promise.all(
        Array.from({ length: LIMITS.sign_in_sign_ups + 3 }, (_, i) => postFrom(attacker, flood.path, flood.body(i))),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((s) => s === flood.ok).length, flood.path).toBe(LIMITS.sign_in_sign_ups);
      expect(statuses.filter((s) => s === 429).length, flood.path).toBe(3);
      const { body } = await postFrom(attacker, flood.path, flood.body(0));
      expect(body).toEqual({ code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' });
      expect((await post(flood.path, flood.body(99))).status, `${flood.path} from another client`).toBe(flood.ok);
    }
  });
});
