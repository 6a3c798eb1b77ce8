/**
 * Two runaway statements of one anonymous client at the hosted defaults (anon 3 s, a budget of
 * two timeouts per client): the embedded database is one connection, so without a rule each would
 * hold it for its whole 3 s and every other reader would wait 6 s. A statement that has run past
 * its role's contended limit is cancelled as soon as another request waits (57014, counted
 * against its client's budget), so plain reads stay under 1.5 s; a statement nobody waits behind
 * keeps its whole limit, as on hosted Supabase. On PGlite and on PostgreSQL
 * (AUTH_TEST_BACKEND=postgres), which runs them side by side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTestBackend } from '../helpers/auth-clients.ts';
import { anonGet as anonGetFrom, slowestReadWhile as slowestReadWhileFrom } from '../helpers/anon-requests.ts';
import { startTestStack, type TestStack } from '../helpers/stack.ts';
import { CONTENDED_LIMITS_MS, PgliteDb } from '../../server/db/pglite-db.ts';
import { DEFAULT_STATEMENT_TIMEOUTS, STATEMENT_TIMEOUT_ENV } from '../../server/db/statement-timeouts.ts';

let stack: TestStack;
let savedLimit: string | undefined;

beforeAll(async () => {
  // The hosted defaults, whatever the environment says.
  savedLimit = process.env[STATEMENT_TIMEOUT_ENV.anon];
  delete process.env[STATEMENT_TIMEOUT_ENV.anon];
  stack = await startTestStack({ backend: authTestBackend });
  await stack.stack.db.query(
    'create or replace function public.spin() returns bigint language sql as $$ select count(*) from generate_series(1, 1000000000) $$',
  );
  await stack.stack.db.query('grant execute on function public.spin() to anon');
  // The first read loads the schema cache: the timings below are of warm reads.
  await anonGet('profiles?select=username&limit=1', '127.0.0.1');
});

afterAll(async () => {
  await stack?.stack.db.query('drop function if exists public.spin()');
  await stack?.stop();
  if (savedLimit !== undefined) process.env[STATEMENT_TIMEOUT_ENV.anon] = savedLimit;
});

const anonGet = (path: string, localAddress: string) => anonGetFrom(stack, path, localAddress);
const restarts = (): number => (stack.stack.db instanceof PgliteDb ? stack.stack.db.restarts : 0);

describe('runaway statements while others wait, at the default limits', () => {
  it('keeps plain reads under 1.5 s while one client runs two runaway statements at once', async () => {
    const before = restarts();
    const storm = Promise.all([anonGet('rpc/spin', '127.0.0.8'), anonGet('rpc/spin', '127.0.0.8')]);
    const reading = await slowestReadWhileFrom(stack, storm);
    const answers = await storm;
    console.log(
      `[two runaways, ${stack.backend}] anon limit ${DEFAULT_STATEMENT_TIMEOUTS.anon} ms: runaway calls answered in ` +
        `${answers.map((a) => a.ms.toFixed(0)).join(', ')} ms; slowest plain read ${reading.slowestMs.toFixed(0)} ms (${reading.reads} reads)`,
    );
    for (const answer of answers) {
      expect(answer.status).toBe(500);
      expect(answer.body).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    }
    expect(reading.slowestMs).toBeLessThan(1500);
    expect(restarts() - before).toBe(0);
    // Both count against the client's budget of two: its next statement is refused before it runs.
    expect((await anonGet('rpc/spin', '127.0.0.8')).status).toBe(429);
  });

  it('lets a statement nobody waits behind run to its role’s whole limit', async () => {
    const alone = await anonGet('rpc/spin', '127.0.0.9');
    console.log(`[runaway alone, ${stack.backend}] answered in ${alone.ms.toFixed(0)} ms`);
    expect(alone.status).toBe(500);
    expect(alone.body).toMatchObject({ code: '57014' });
    expect(alone.ms).toBeGreaterThanOrEqual(DEFAULT_STATEMENT_TIMEOUTS.anon - 100);
  });

  it('never cuts the service role short, and cuts members later than guests', () => {
    expect(CONTENDED_LIMITS_MS.service_role).toBe(0);
    expect(CONTENDED_LIMITS_MS.anon).toBeLessThan(CONTENDED_LIMITS_MS.authenticated);
    expect(CONTENDED_LIMITS_MS.authenticated).toBeLessThan(DEFAULT_STATEMENT_TIMEOUTS.authenticated);
  });
});
