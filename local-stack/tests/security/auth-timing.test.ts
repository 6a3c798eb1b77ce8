/**
 * Sign-in does the same work for unknown e-mail addresses as for known ones (a bcrypt comparison
 * against a dummy hash), and `/recover`, `/otp` and `/resend` answer at a fixed time after the
 * request whatever they did, so neither the response time nor the body tells which addresses
 * have accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, authTestBackend, uniqueEmail } from '../helpers/auth-clients.ts';
import { startTestStack, type TestStack } from '../helpers/stack.ts';
import { EMAIL_LINK_ANSWER_MS } from '../../server/auth/steady-answer.ts';

let stack: TestStack;
let known: string;
let oauthOnly: string;

beforeAll(async () => {
  // Limits off: this test signs in more often than a client normally may.
  stack = await startTestStack({ backend: authTestBackend, auth: { rateLimits: { sign_in_sign_ups: 0 } } });
  known = uniqueEmail('known');
  expect((await authClient(stack).auth.signUp({ email: known, password: 'correct-horse' })).error).toBeNull();
  // An account without a password, as OAuth sign-ups have.
  oauthOnly = (await stack.createUser()).email;
});

afterAll(async () => {
  await stack?.stop();
});

async function signInMs(email: string): Promise<number> {
  const started = performance.now();
  const { error } = await authClient(stack).auth.signInWithPassword({ email, password: 'wrong-password' });
  expect(error?.code).toBe('invalid_credentials');
  return performance.now() - started;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

describe('sign-in timing', () => {
  it('takes as long for an unknown address or a password-less account as for a wrong password', async () => {
    await signInMs(known); // warm the bcrypt worker
    const times: Record<'known' | 'unknown' | 'oauthOnly', number[]> = { known: [], unknown: [], oauthOnly: [] };
    for (let round = 0; round < 7; round++) {
      times.known.push(await signInMs(known));
      times.unknown.push(await signInMs(uniqueEmail('nobody')));
      times.oauthOnly.push(await signInMs(oauthOnly));
    }
    const knownMs = median(times.known);
    // Without the dummy comparison an unknown address answered in a few ms against ~50+ ms.
    expect(median(times.unknown)).toBeGreaterThan(knownMs * 0.6);
    expect(median(times.oauthOnly)).toBeGreaterThan(knownMs * 0.6);
  });
});

async function timedPost(path: string, body: unknown): Promise<{ ms: number; status: number; text: string }> {
  const started = performance.now();
  const response = await fetch(`${stack.url}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: stack.stack.config.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { ms: performance.now() - started, status: response.status, text };
}

/** Medians of each kind of request, made in turns so load affects every kind alike. */
async function medians(kinds: Record<string, (round: number) => Promise<{ ms: number; status: number; text: string }>>) {
  const times: Record<string, number[]> = {};
  const answers: Record<string, Set<string>> = {};
  for (let round = 0; round < 5; round++) {
    for (const [kind, call] of Object.entries(kinds)) {
      const { ms, status, text } = await call(round);
      (times[kind] ??= []).push(ms);
      (answers[kind] ??= new Set()).add(`${status} ${text}`);
    }
  }
  return { ms: Object.fromEntries(Object.entries(times).map(([kind, list]) => [kind, median(list)])), answers };
}

describe('e-mail link requests', () => {
  it('/recover answers the same body at the same time for known and unknown addresses', async () => {
    const { ms, answers } = await medians({
      known: () => timedPost('recover', { email: known }),
      unknown: (round) => timedPost('recover', { email: uniqueEmail(`nobody${round}`) }),
    });
    expect([...answers.known!]).toEqual(['200 {}']);
    expect([...answers.unknown!]).toEqual(['200 {}']);
    // Without the fixed answer time an unknown address answered in ~4 ms, a known one in ~7 ms.
    for (const kind of ['known', 'unknown']) expect(ms[kind]).toBeGreaterThanOrEqual(EMAIL_LINK_ANSWER_MS - 5);
    expect(Math.abs(ms.known! - ms.unknown!)).toBeLessThan(EMAIL_LINK_ANSWER_MS / 2);
  });

  it('/otp and /resend answer at the same time whether they mail a link, create an account or do nothing', async () => {
    const { ms, answers } = await medians({
      magicLink: () => timedPost('otp', { email: known }),
      newAccount: (round) => timedPost('otp', { email: uniqueEmail(`fresh${round}`) }),
      // Refused as GoTrue refuses it (422 otp_disabled), at the same time as the others.
      noSignUp: (round) => timedPost('otp', { email: uniqueEmail(`nobody${round}`), create_user: false }),
      resendKnown: () => timedPost('resend', { type: 'signup', email: known }),
      resendUnknown: (round) => timedPost('resend', { type: 'signup', email: uniqueEmail(`nobody${round}`) }),
    });
    expect([...answers.magicLink!]).toEqual(['200 {}']);
    expect([...answers.newAccount!]).toEqual(['200 {}']);
    expect([...answers.resendKnown!]).toEqual([...answers.resendUnknown!]);
    for (const kind of Object.keys(ms)) expect(ms[kind], kind).toBeGreaterThanOrEqual(EMAIL_LINK_ANSWER_MS - 5);
    const spread = Math.max(...Object.values(ms)) - Math.min(...Object.values(ms));
    expect(spread).toBeLessThan(EMAIL_LINK_ANSWER_MS / 2);
  });
});
