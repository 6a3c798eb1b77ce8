/**
 * The telemetry function on the local stack: it records only the documented shape, bounded in
 * bytes, events and rate; what it records sits in a table no client reaches, summarized for the
 * release tools with the service role only, and old rows go.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '@marquee/local-stack/testing';
import { BATCHES_PER_MINUTE_ENV, CLIENT_RATE_LIMIT, MAX_BODY_BYTES, createTelemetryHandler } from '../functions/telemetry/handler.ts';
import { MAX_EVENTS } from '../functions/telemetry/events.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const base = { route: '/search', remote: 'mf_search', version: '0.2.0+bbb', platform: '1.11.0', canary: true };
const pageview = { kind: 'pageview', ...base };
const vital = (metric: string, value: number) => ({ kind: 'vital', ...base, metric, value });
const error = { kind: 'error', ...base, error: 'boundary', name: 'TypeError' };

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.url}/functions/v1/telemetry`, { method: 'POST', headers: { 'content-type': 'text/plain', ...headers }, body });

interface SummaryRow {
  canary: boolean;
  version: string;
  page_views: number;
  errors: number;
  inp_p75: number | null;
  inp_samples: number;
}

async function summary(remote: string): Promise<SummaryRow[]> {
  const { data, error: failed } = await stack.service().rpc('telemetry_summary', { remote_name: remote, since: '2000-01-01T00:00:00Z' });
  if (failed) throw failed;
  return data as SummaryRow[];
}

describe('telemetry function', () => {
  it('records a batch of page views, vitals and errors, tagged with their version', async () => {
    const batch = { events: [pageview, pageview, vital('INP', 120), vital('INP', 80), vital('CLS', 0.02), error] };
    const response = await post(JSON.stringify(batch));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ accepted: 6 });
    const [row] = await summary('mf_search');
    expect(row).toMatchObject({ canary: true, version: '0.2.0+bbb', page_views: 2, errors: 1, inp_samples: 2 });
    expect(row?.inp_p75).toBeCloseTo(110);
  });

  it('refuses an oversized body, a batch over the limit, an unknown field and a value out of range, recording nothing', async () => {
    const before = (await summary('mf_search'))[0]?.page_views;
    const oversized = await post(JSON.stringify({ events: [pageview], padding: 'x'.repeat(MAX_BODY_BYTES) }));
    expect(oversized.status).toBe(413);
    const tooMany = await post(JSON.stringify({ events: Array.from({ length: MAX_EVENTS + 1 }, () => pageview) }));
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ error: `A batch holds at most ${MAX_EVENTS} events` });
    const unknown = await post(JSON.stringify({ events: [pageview, { ...pageview, email: 'a@b.c' }] }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: 'events[1] has an unknown field: email' });
    const address = await post(JSON.stringify({ events: [{ ...pageview, route: '/search?q=my secret' }] }));
    expect(address.status).toBe(400);
    const outOfRange = await post(JSON.stringify({ events: [vital('LCP', 1e9)] }));
    expect(outOfRange.status).toBe(400);
    expect(await outOfRange.json()).toEqual({ error: 'events[0].value must be a number from 0 to 600000' });
    expect((await post('not json')).status).toBe(400);
    expect((await fetch(`${stack.url}/functions/v1/telemetry`)).status).toBe(405);
    expect((await summary('mf_search'))[0]?.page_views).toBe(before);
  });

  it('keeps the table and the summary from every client: only the service role reaches them', async () => {
    const user = await stack.createUser();
    for (const client of [stack.anon(), user.client]) {
      expect((await client.rpc('telemetry_summary', { remote_name: 'mf_search', since: '2000-01-01T00:00:00Z' })).error).not.toBeNull();
      expect((await client.rpc('record_telemetry', { events: [] })).error).not.toBeNull();
      expect((await client.from('telemetry_events').select('*')).error).not.toBeNull();
      expect((await client.schema('private').from('telemetry_events').select('*')).error).not.toBeNull();
    }
  });

  it('removes rows older than 30 days at each write', async () => {
    await stack.stack.db.query(
      `insert into private.telemetry_events (received_at, kind, route, remote, version, platform, canary)
       values (now() - interval '31 days', 'pageview', '/', 'mf_old', '1', '1.11.0', false)`,
    );
    expect(await summary('mf_old')).toHaveLength(1);
    expect((await post(JSON.stringify({ events: [pageview] }))).status).toBe(202);
    expect(await summary('mf_old')).toHaveLength(0);
  });
});

describe('telemetry rate limit', () => {
  it('refuses a flood from one client, counting refused batches too, and lets another client through', async () => {
    let now = 0;
    const handler = createTelemetryHandler({ now: () => now, fetch: async () => new Response(null, { status: 204 }) });
    const env = { SUPABASE_URL: 'http://db', SUPABASE_SERVICE_ROLE_KEY: 'key' };
    const from = (ip: string, body = JSON.stringify({ events: [pageview] })) =>
      handler(new Request('http://fn/telemetry', { method: 'POST', headers: { 'x-forwarded-for': ip }, body }), env);
    for (let i = 0; i < CLIENT_RATE_LIMIT.requests; i += 1)
      expect((await from('10.0.0.1', i % 2 ? 'bad' : undefined)).status).not.toBe(429);
    const refused = await from('10.0.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await from('10.0.0.2')).status).toBe(202);
    now += CLIENT_RATE_LIMIT.windowMs;
    expect((await from('10.0.0.1')).status).toBe(202);
  });

  it(`takes a deployment's own limit from ${BATCHES_PER_MINUTE_ENV}`, async () => {
    const handler = createTelemetryHandler({ fetch: async () => new Response(null, { status: 204 }) });
    const env = { SUPABASE_URL: 'http://db', SUPABASE_SERVICE_ROLE_KEY: 'key', [BATCHES_PER_MINUTE_ENV]: '3' };
    const post = () =>
      handler(
        new Request('http://fn/telemetry', {
          method: 'POST',
          headers: { 'x-forwarded-for': '10.0.0.3' },
          body: JSON.stringify({ events: [pageview] }),
        }),
        env,
      );
    for (let i = 0; i < 3; i += 1) expect((await post()).status).toBe(202);
    expect((await post()).status).toBe(429);
  });
});
