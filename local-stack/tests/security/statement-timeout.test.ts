/**
 * A statement that runs too long is cancelled at its role's limit, as hosted Supabase does
 * (anon 3 s, authenticated 8 s): the request gets PostgREST's answer for Postgres' 57014
 * (HTTP 500), its transaction leaves nothing behind, committed data stays, and the database
 * answers the next request. PGlite ignores `statement_timeout`, so there the stack's watchdog
 * restarts the database thread; on PostgreSQL (`backend: 'postgres'`) Postgres cancels it.
 *
 * The slow statement is a table whose insert trigger sleeps as long as the row asks: the shape
 * of any pathological statement a policy, trigger or function can produce.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTestBackend } from '../helpers/auth-clients.ts';
import { startTestStack, type TestStack, type TestUser } from '../helpers/stack.ts';
import {
  DEFAULT_STATEMENT_TIMEOUTS,
  loadStatementTimeouts,
  parseDuration,
  STATEMENT_TIMEOUT_ENV,
} from '../../server/db/statement-timeouts.ts';

const AUTHENTICATED_LIMIT_MS = 1500;
let stack: TestStack;
let user: TestUser;
const savedEnv: Record<string, string | undefined> = {};

beforeAll(async () => {
  // anon keeps the hosted default (3 s); the others are changed the way an operator would.
  const env = { [STATEMENT_TIMEOUT_ENV.authenticated]: `${AUTHENTICATED_LIMIT_MS}ms`, [STATEMENT_TIMEOUT_ENV.service_role]: '0' };
  for (const [name, value] of Object.entries(env)) {
    savedEnv[name] = process.env[name];
    process.env[name] = value;
  }
  // Every attack here comes from one address: the per-client budget of timeouts is off.
  stack = await startTestStack({ backend: authTestBackend, restLimits: { statementTimeouts: 0 } });
  const setup = [
    'create table if not exists public.naps (id bigint generated always as identity primary key, seconds float8 not null, label text)',
    'alter table public.naps enable row level security',
    'drop policy if exists naps_insert on public.naps',
    'create policy naps_insert on public.naps for insert to anon, authenticated with check (true)',
    'drop policy if exists naps_read on public.naps',
    'create policy naps_read on public.naps for select to anon, authenticated using (true)',
    'grant select, insert on public.naps to anon, authenticated, service_role',
    `create or replace function public.naps_sleep() returns trigger language plpgsql as $$
     begin perform pg_sleep(new.seconds); return new; end $$`,
    'drop trigger if exists naps_sleep on public.naps',
    'create trigger naps_sleep before insert on public.naps for each row execute function public.naps_sleep()',
    'truncate public.naps',
  ];
  for (const sql of setup) await stack.stack.db.query(sql);
  user = await stack.createUser();
});

afterAll(async () => {
  await stack?.stop();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

function restHeaders(token: string): Record<string, string> {
  return {
    apikey: stack.stack.config.anonKey,
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    prefer: 'return=minimal',
  };
}

async function nap(token: string, seconds: number, label: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${stack.url}/rest/v1/naps`, {
    method: 'POST',
    headers: restHeaders(token),
    body: JSON.stringify({ seconds, label }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function labels(): Promise<string[]> {
  const { rows } = await stack.stack.db.query<{ label: string }>('select label from public.naps order by id');
  return rows.map((row) => row.label);
}

describe('statement timeout per role', () => {
  it('reads its limits from DB_STATEMENT_TIMEOUT_* in Postgres duration syntax, with the hosted defaults', () => {
    expect(DEFAULT_STATEMENT_TIMEOUTS).toEqual({ anon: 3000, authenticated: 8000, service_role: 8000 });
    expect(parseDuration('3s')).toBe(3000);
    expect(parseDuration('250ms')).toBe(250);
    expect(parseDuration('2min')).toBe(120_000);
    expect(parseDuration('4000')).toBe(4000);
    expect(parseDuration('fast')).toBeUndefined();
    expect(loadStatementTimeouts({ DB_STATEMENT_TIMEOUT_ANON: '5s', DB_STATEMENT_TIMEOUT_SERVICE_ROLE: '0' })).toEqual({
      anon: 5000,
      authenticated: 8000,
      service_role: 0,
    });
    expect(() => loadStatementTimeouts({ DB_STATEMENT_TIMEOUT_ANON: 'soon' })).toThrow(/DB_STATEMENT_TIMEOUT_ANON=soon/);
  });

  it('cancels an anonymous statement at 3 s with 57014, rolls it back, and the next requests are answered', async () => {
    const kept = await nap(user.accessToken, 0, 'before');
    expect(kept.status).toBe(201);

    const attack = nap(stack.stack.config.anonKey, 30, 'anon-30s');
    // A plain read made meanwhile is answered once the statement is cancelled, long before the
    // 30 s it asked for. PGlite has one connection, so it waits for the cancellation (3 s) and
    // the restart; PostgreSQL answers it at once from another connection.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const read = await stack.anon().from('profiles').select('username').limit(1);
    const readMs = performance.now() - started;
    expect(read.error).toBeNull();
    expect(readMs).toBeLessThan(stack.backend === 'postgres' ? 1000 : DEFAULT_STATEMENT_TIMEOUTS.anon + 5000);

    const answer = await attack;
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ code: '57014', message: 'canceling statement due to statement timeout', details: null, hint: null });
    // The cancelled insert left nothing; what was committed before is still there.
    expect(await labels()).toEqual(['before']);
    expect((await nap(stack.stack.config.anonKey, 0, 'after')).status).toBe(201);
    expect(await labels()).toEqual(['before', 'after']);
  });

  it('gives authenticated statements their own limit, and service_role none when set to 0', async () => {
    expect((await nap(user.accessToken, 0.2, 'short')).status).toBe(201);
    const long = await nap(user.accessToken, (AUTHENTICATED_LIMIT_MS + 1500) / 1000, 'authenticated-too-long');
    expect(long.status).toBe(500);
    expect(long.body.code).toBe('57014');
    const service = await nap(stack.stack.config.serviceRoleKey, 3.5, 'service-past-anon-limit');
    expect(service.status).toBe(201);
    expect(await labels()).toEqual(['before', 'after', 'short', 'service-past-anon-limit']);
  });

  it('keeps the stack usable after several cancellations in a row, queued requests included', async () => {
    const attacks = [1, 2].map((i) => nap(stack.stack.config.anonKey, 20, `anon-${i}`));
    const queued = Promise.all([1, 2, 3, 4].map(() => stack.anon().from('naps').select('label', { count: 'exact', head: true })));
    // The stack's own work waiting for the connection (auth runs as the owner) is answered too.
    const ownerQuery = stack.stack.db.query<{ n: number }>('select count(*)::int as n from public.naps');
    const answers = await Promise.all(attacks);
    expect(answers.map((a) => a.status)).toEqual([500, 500]);
    for (const read of await queued) expect(read.error).toBeNull();
    expect((await ownerQuery).rows).toEqual([{ n: 4 }]);
    expect(await labels()).toEqual(['before', 'after', 'short', 'service-past-anon-limit']);
  }, 60_000);
});
