/**
 * Tokens only go back to the site URL's own origin or to an exact allow-list entry: another
 * port, scheme or path on an allowed host (e.g. `http://localhost:9999`, where any local
 * process could listen) gets the site URL instead, for OAuth, e-mail links and recovery.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, authTestBackend, fragmentOf, lastMail, uniqueEmail } from '../helpers/auth-clients.ts';
import { startTestStack, type TestStack } from '../helpers/stack.ts';

const SITE = 'http://localhost:3000';
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({
    backend: authTestBackend,
    siteUrl: SITE,
    additionalRedirectUrls: ['http://127.0.0.1:3000'],
    enableConfirmations: false,
  });
});

afterAll(async () => {
  await stack?.stop();
});

/** Plays the browser through the local provider page; answers where the tokens were sent. */
async function oauthLanding(redirectTo: string): Promise<string> {
  const { data } = await authClient(stack).auth.signInWithOAuth({ provider: 'github', options: { redirectTo, skipBrowserRedirect: true } });
  const started = await fetch(data.url!, { redirect: 'manual' });
  const pageUrl = started.headers.get('location')!;
  const page = await (await fetch(pageUrl)).text();
  const state = /name="state" value="([^"]+)"/.exec(page)![1]!;
  const submitted = await fetch(pageUrl.split('?')[0]!, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state, decision: 'allow', email: uniqueEmail('oauth') }).toString(),
  });
  expect(submitted.status).toBe(302);
  return submitted.headers.get('location')!;
}

const HOSTILE = [
  'http://localhost:9999/x',
  'https://localhost:3000/',
  'http://127.0.0.1:3000/other/path',
  'http://localhost:3000@evil.example/',
  'http://evil.example/',
];

describe('redirect_to matching', () => {
  it('OAuth: tokens for another port, scheme or path of an allowed host land on the site URL', async () => {
    for (const target of HOSTILE) {
      const location = await oauthLanding(target);
      expect(new URL(location).origin, target).toBe(SITE);
      expect(fragmentOf(location).get('access_token')).toBeTruthy();
    }
  });

  it('OAuth: the site origin (any path) and an exact allow-list entry still receive the tokens', async () => {
    expect((await oauthLanding(`${SITE}/movies/42`)).startsWith(`${SITE}/movies/42#`)).toBe(true);
    expect((await oauthLanding('http://127.0.0.1:3000/')).startsWith('http://127.0.0.1:3000/#access_token=')).toBe(true);
  });

  it('e-mail links: a recovery or magic link asked for localhost:9999 returns to the site URL', async () => {
    const email = uniqueEmail('link');
    expect((await authClient(stack).auth.signUp({ email, password: 'correct-horse' })).error).toBeNull();
    expect((await authClient(stack).auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:9999/steal' })).error).toBeNull();
    const recovery = await lastMail(stack, email);
    expect(recovery.links.some((l) => l.includes('9999'))).toBe(false);
    const response = await fetch(
      recovery.links.find((l) => l.includes('type=recovery'))!,
      { redirect: 'manual' },
    );
    const location = response.headers.get('location')!;
    expect(new URL(location).origin).toBe(SITE);
    expect(fragmentOf(location).get('type')).toBe('recovery');

    expect(
      (await authClient(stack).auth.signInWithOtp({ email, options: { emailRedirectTo: 'http://localhost:9999/' } })).error,
    ).toBeNull();
    const magic = await lastMail(stack, email);
    const landed = (
      await fetch(
        magic.links.find((l) => l.includes('type=magiclink'))!,
        { redirect: 'manual' },
      )
    ).headers.get('location')!;
    expect(new URL(landed).origin).toBe(SITE);
  });
});
