/**
 * What one client may spend of `/rest/v1`: a request rate, and a budget of statements that run
 * into the statement timeout — past it the client is answered 429 when its transaction gets the
 * connection, before its query runs. On PGlite a statement that runs too long is cancelled the
 * way Postgres cancels one, without restarting the database. On PGlite and on PostgreSQL
 * (AUTH_TEST_BACKEND=postgres).
 *
 * The runaway statement is a function that counts to a billion: CPU-bound work of the kind a
 * costly filter, policy or function produces, which checks for a cancel as it goes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTestBackend } from '../helpers/auth-clients.ts';
import { startTestStack, type TestStack } from '../helpers/stack.ts';
import { anonGet as anonGetFrom, slowestReadWhile as slowestReadWhileFrom } from '../helpers/anon-requests.ts';
import { PgliteDb } from '../../server/db/pglite-db.ts';
import { STATEMENT_TIMEOUT_ENV } from '../../server/db/statement-timeouts.ts';
import { DEFAULT_REST_CLIENT_LIMITS, loadRestClientLimits } from '../../server/rest/client-budget.ts';

const ANON_LIMIT_MS = 1000;
const RATE = 30;
let stack: TestStack;
let savedLimit: string | undefined;

beforeAll(async () => {
  savedLimit = process.env[STATEMENT_TIMEOUT_ENV.anon];
  process.env[STATEMENT_TIMEOUT_ENV.anon] = `${ANON_LIMIT_MS}ms`;
  stack = await startTestStack({ backend: authTestBackend, restLimits: { requestsPerMinute: RATE, statementTimeouts: 1 } });
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
  if (savedLimit === undefined) delete process.env[STATEMENT_TIMEOUT_ENV.anon];
  else process.env[STATEMENT_TIMEOUT_ENV.anon] = savedLimit;
});

const anonGet = (path: string, localAddress: string) => anonGetFrom(stack, path, localAddress);
const slowestReadWhile = (done: Promise<unknown>) => slowestReadWhileFrom(stack, done);

const restarts = (): number => (stack.stack.db instanceof PgliteDb ? stack.stack.db.restarts : 0);

describe('per-client REST limits', () => {
  it(`answers 429 past ${RATE} requests a minute from one client, and others keep reading`, async () => {
    const flood = Promise.all(Array.from({ length: RATE + 20 }, () => anonGet('profiles?select=username&limit=1', '127.0.0.5')));
    const reading = await slowestReadWhile(flood);
    const statuses = (await flood).map((answer) => answer.status);
    console.log(`[rate limit, ${stack.backend}] ${RATE + 20} requests at once: slowest plain read ${reading.slowestMs.toFixed(0)} ms`);
    // The bucket refills at RATE a minute while the flood is answered: a request or two more.
    const allowed = statuses.filter((status) => status === 200).length;
    expect(allowed).toBeGreaterThanOrEqual(RATE);
    expect(allowed).toBeLessThanOrEqual(RATE + 3);
    expect(statuses.filter((status) => status === 429).length).toBe(RATE + 20 - allowed);
    const refused = (await flood).find((answer) => answer.status === 429);
    expect(refused?.body).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' });
    // The 30 allowed reads queue ahead of the bystander's on PGlite's one connection: some 20 ms
    // each unloaded; the bound leaves a loaded machine a generous margin.
    expect(reading.slowestMs).toBeLessThan(3000);
  });

  it('cancels a runaway anonymous statement at its limit without restarting the database, and 429s the same client before its next runs', async () => {
    const before = restarts();
    const storm = Promise.all(Array.from({ length: 8 }, () => anonGet('rpc/spin', '127.0.0.6')));
    const reading = await slowestReadWhile(storm);
    const answers = await storm;
    console.log(
      `[timeout storm, ${stack.backend}] 8 runaway calls at once (limit ${ANON_LIMIT_MS} ms): statuses ${answers.map((a) => a.status).join(',')}; ` +
        `slowest plain read ${reading.slowestMs.toFixed(0)} ms; database restarts ${restarts() - before}`,
    );
    const timedOut = answers.filter((answer) => answer.status === 500);
    expect(timedOut[0]?.body).toEqual({
      code: '57014',
      message: 'canceling statement due to statement timeout',
      details: null,
      hint: null,
    });
    // None waited for more than one statement of its own client: the refused ones never ran.
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(ANON_LIMIT_MS + 1500);
    if (stack.backend === 'pglite') {
      // One connection: the calls run one by one, so the first uses the budget and the other
      // seven are refused as each gets the connection. PostgreSQL runs all eight at once.
      expect(timedOut.length).toBe(1);
      expect(answers.filter((answer) => answer.status === 429).length).toBe(7);
      expect(restarts() - before).toBe(0);
    }
    expect(reading.slowestMs).toBeLessThan(ANON_LIMIT_MS + 500);
    const again = await anonGet('rpc/spin', '127.0.0.6');
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 'over_statement_timeout_budget' });
    // Another client is unaffected.
    expect((await anonGet('profiles?select=username&limit=1', '127.0.0.7')).status).toBe(200);
  });
});

describe('REST client limits settings', () => {
  it('reads REST_RATE_LIMIT_PER_MINUTE and REST_STATEMENT_TIMEOUT_BUDGET, with the defaults', () => {
    expect(loadRestClientLimits({})).toEqual(DEFAULT_REST_CLIENT_LIMITS);
    expect(DEFAULT_REST_CLIENT_LIMITS).toEqual({ requestsPerMinute: 6000, statementTimeouts: 2 });
    expect(loadRestClientLimits({ REST_RATE_LIMIT_PER_MINUTE: '0', REST_STATEMENT_TIMEOUT_BUDGET: '5' })).toEqual({
      requestsPerMinute: 0,
      statementTimeouts: 5,
    });
    expect(() => loadRestClientLimits({ REST_RATE_LIMIT_PER_MINUTE: 'lots' })).toThrow(/REST_RATE_LIMIT_PER_MINUTE=lots/);
  });
});
