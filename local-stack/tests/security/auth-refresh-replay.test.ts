/**
 * Refresh-token replay after the reuse interval: rotate R0→R1→R2, wait past the interval, replay
 * R0. GoTrue refuses it and revokes the family; every later replay must be refused as well (a
 * family revocation that re-stamped the already revoked R0 reopened its reuse window, and the
 * second replay got a fresh session).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, authTestBackend, uniqueEmail } from '../helpers/auth-clients.ts';
import { startTestStack, type TestStack } from '../helpers/stack.ts';

/** Short, so the test waits one second instead of the hosted ten. */
const REUSE_INTERVAL_SECONDS = 1;
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ backend: authTestBackend, auth: { refreshTokenReuseInterval: REUSE_INTERVAL_SECONDS } });
});

afterAll(async () => {
  await stack?.stop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function refresh(token: string) {
  return authClient(stack).auth.refreshSession({ refresh_token: token });
}

async function rotatedFamily(): Promise<[string, string, string]> {
  const { data, error } = await authClient(stack).auth.signUp({ email: uniqueEmail('replay'), password: 'correct-horse' });
  expect(error).toBeNull();
  const r0 = data.session!.refresh_token;
  const r1 = (await refresh(r0)).data.session!.refresh_token;
  const r2 = (await refresh(r1)).data.session!.refresh_token;
  expect(new Set([r0, r1, r2]).size).toBe(3);
  return [r0, r1, r2];
}

describe('refresh token replay', () => {
  it('refuses R0 replayed twice after the reuse interval, and the whole family with it', async () => {
    const [r0, r1, r2] = await rotatedFamily();
    await pause(REUSE_INTERVAL_SECONDS * 1000 + 300);
    for (const attempt of [1, 2]) {
      const { data, error } = await refresh(r0);
      expect(error, `replay ${attempt}`).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
      expect(data.session).toBeNull();
    }
    for (const token of [r2, r1, r0]) {
      const { data, error } = await refresh(token);
      expect(error?.code).toBe('refresh_token_already_used');
      expect(data.session).toBeNull();
    }
  });

  it('a burst of replays right after the revocation gets no session either', async () => {
    const [r0, , r2] = await rotatedFamily();
    await pause(REUSE_INTERVAL_SECONDS * 1000 + 300);
    expect((await refresh(r0)).error?.code).toBe('refresh_token_already_used');
    // Everything in the family was revoked a moment ago, well inside the reuse interval.
    const replays = await Promise.all([r0, r0, r2, r2].map((token) => refresh(token)));
    for (const { data, error } of replays) {
      expect(error?.code).toBe('refresh_token_already_used');
      expect(data.session).toBeNull();
    }
  });

  it('still hands a client that lost the answer its active token within the interval', async () => {
    const [, r1, r2] = await rotatedFamily();
    const { data, error } = await refresh(r1);
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toBe(r2);
  });
});
