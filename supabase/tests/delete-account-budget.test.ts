/**
 * delete-account's budget cannot be spent by someone else: the caller is authenticated before
 * any attempt is counted, and attempts are counted per member. Callers with the anon key (or no
 * valid token at all) are answered 401 however many they send, and a member's correct request
 * still deletes the account; a member who used up their own attempts leaves others theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, USER_RATE_LIMIT } from '../functions/delete-account/handler.ts';
import { startTestStack, type TestStack } from '@marquee/local-stack/testing';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

function call(token: string, body: unknown): Promise<Response> {
  return fetch(`${stack.url}/functions/v1/delete-account`, {
    method: 'POST',
    headers: { apikey: stack.stack.config.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('delete-account budget', () => {
  it('does not let 80 calls with the anon key block a member’s deletion', async () => {
    const member = await stack.createUser();
    const statuses = new Set<number>();
    for (let attempt = 0; attempt < 80; attempt += 1) {
      const response = await call(stack.stack.config.anonKey, { username: member.username });
      statuses.add(response.status);
      await response.body?.cancel();
    }
    expect([...statuses]).toEqual([401]);

    const response = await call(member.accessToken, { username: member.username });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { deleted: member.id } });
  });

  it('counts attempts per member: one member’s spent budget leaves another’s whole', async () => {
    const [spender, other] = [await stack.createUser(), await stack.createUser()];
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= USER_RATE_LIMIT.requests; attempt += 1) {
      const response = await call(spender.accessToken, { username: 'someone_else' });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses.at(-1)).toBe(429);
    const blocked = await call(spender.accessToken, { username: spender.username });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ success: false, error: MESSAGES.rateLimited });

    const response = await call(other.accessToken, { username: other.username });
    expect(response.status).toBe(200);
  });
});
