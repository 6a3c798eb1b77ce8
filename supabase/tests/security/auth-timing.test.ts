/**
 * Sign-in does the same work for unknown e-mail addresses as for known ones (a bcrypt comparison
 * against a dummy hash), so the response time does not tell which addresses have accounts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, authTestBackend, uniqueEmail } from '../helpers/auth-clients.ts';
import { startTestStack, type TestStack } from '../helpers/stack.ts';

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
