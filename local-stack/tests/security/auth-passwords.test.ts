/**
 * bcrypt reads only the first 72 bytes of a password, so longer ones are refused everywhere a
 * password is set (GoTrue's 400 validation_failed), a 72-byte prefix with any suffix does not
 * sign in, and a huge password is turned away without being hashed. Auth reads at most 1 MB of
 * a request body, as GoTrue does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, authTestBackend, uniqueEmail } from '../helpers/auth-clients.ts';
import { startTestStack, type TestStack } from '../helpers/stack.ts';

let stack: TestStack;
const TOO_LONG = { status: 400, code: 'validation_failed', message: 'Password cannot be longer than 72 characters' };

beforeAll(async () => {
  stack = await startTestStack({ backend: authTestBackend, auth: { rateLimits: { sign_in_sign_ups: 0 } } });
});

afterAll(async () => {
  await stack?.stop();
});

async function userCount(email: string): Promise<number> {
  const { rows } = await stack.stack.db.query<{ n: number }>('select count(*)::int as n from auth.users where email = $1', [email]);
  return rows[0]?.n ?? 0;
}

describe('password length', () => {
  it('refuses sign-up with more than 72 bytes, counting multi-byte characters as bcrypt does', async () => {
    for (const password of ['a'.repeat(73), '€'.repeat(25)]) {
      const email = uniqueEmail('long');
      const { data, error } = await authClient(stack).auth.signUp({ email, password });
      expect(error).toMatchObject(TOO_LONG);
      expect(data.session).toBeNull();
      expect(await userCount(email)).toBe(0);
    }
    expect((await authClient(stack).auth.signUp({ email: uniqueEmail('exact'), password: 'b'.repeat(72) })).error).toBeNull();
  });

  it('does not sign in with a 72-byte prefix and any suffix', async () => {
    const email = uniqueEmail('prefix');
    const password = 'p'.repeat(72);
    expect((await authClient(stack).auth.signUp({ email, password })).error).toBeNull();
    for (const guess of [`${password}x`, `${password}anything at all`]) {
      const { data, error } = await authClient(stack).auth.signInWithPassword({ email, password: guess });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
      expect(data.session).toBeNull();
    }
    expect((await authClient(stack).auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  it('turns a 500 KB password away quickly, without creating the account', async () => {
    const email = uniqueEmail('huge');
    const started = performance.now();
    const response = await fetch(`${stack.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: stack.stack.config.anonKey },
      body: JSON.stringify({ email, password: 'z'.repeat(500 * 1024) }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error_code: 'validation_failed', msg: TOO_LONG.message });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(await userCount(email)).toBe(0);
  });

  it('refuses bodies over 1 MB (a 10 MB password, 2 MB of user metadata) with 413, as GoTrue does', async () => {
    const bodies = [
      { email: uniqueEmail('huge'), password: 'z'.repeat(10 * 1024 * 1024) },
      { email: uniqueEmail('metadata'), password: 'correct-horse', data: { bio: 'm'.repeat(2 * 1024 * 1024) } },
    ];
    for (const body of bodies) {
      const response = await fetch(`${stack.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', apikey: stack.stack.config.anonKey },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toMatchObject({ code: 413, error_code: 'request_entity_too_large' });
      expect(await userCount(body.email)).toBe(0);
    }
  });

  it('refuses a long password in updateUser and the admin API too', async () => {
    const client = authClient(stack);
    const { error: signUpError } = await client.auth.signUp({ email: uniqueEmail('update'), password: 'correct-horse' });
    expect(signUpError).toBeNull();
    expect((await client.auth.updateUser({ password: 'u'.repeat(73) })).error).toMatchObject(TOO_LONG);
    const admin = stack.service().auth.admin;
    const { error } = await admin.createUser({ email: uniqueEmail('admin'), password: 'v'.repeat(100), email_confirm: true });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});
