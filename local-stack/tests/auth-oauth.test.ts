/** OAuth through the local provider page: implicit flow and PKCE, as supabase-js drives them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, authTestBackend, lastMail, memoryStorage, uniqueEmail } from './helpers/auth-clients.ts';
import { startTestStack, type TestStack } from './helpers/stack.ts';

let stack: TestStack;
const newClient = (auth: Parameters<typeof authClient>[1] = {}) => authClient(stack, auth);

beforeAll(async () => {
  stack = await startTestStack({ backend: authTestBackend, siteUrl: 'http://localhost:3000', enableConfirmations: false });
});

afterAll(async () => {
  await stack?.stop();
});

/** Plays the browser: /authorize → provider page → submitted form → the app's redirect URL. */
async function consent(authorizeUrl: string, fields: Record<string, string>): Promise<{ page: string; location: string }> {
  const started = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(started.status).toBe(302);
  const pageUrl = started.headers.get('location')!;
  const pageResponse = await fetch(pageUrl);
  expect(pageResponse.status).toBe(200);
  const page = await pageResponse.text();
  const state = /name="state" value="([^"]+)"/.exec(page)?.[1];
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  expect(state && action).toBeTruthy();
  const submitted = await fetch(new URL(action!, pageUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: state!, decision: 'allow', ...fields }).toString(),
  });
  expect(submitted.status).toBe(302);
  return { page, location: submitted.headers.get('location')! };
}

describe('OAuth with the local provider page', () => {
  it('implicit flow: github returns to redirectTo with tokens in the fragment', async () => {
    const client = newClient();
    const email = uniqueEmail('octo');
    const { data, error } = await client.auth.signInWithOAuth({
      provider: 'github',
      options: { redirectTo: 'http://localhost:3000/', skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const { page, location } = await consent(data.url!, { email, name: 'Octo Cat' });
    expect(page).toContain('GitHub');
    expect(page).toMatch(/<button[^>]*type="submit"[^>]*>Continue as GitHub user<\/button>/);
    expect(location.startsWith('http://localhost:3000/#')).toBe(true);
    const fragment = new URLSearchParams(new URL(location).hash.slice(1));
    expect(fragment.get('provider_token')).toBeTruthy();
    expect(fragment.get('token_type')).toBe('bearer');
    const { data: session, error: setError } = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(setError).toBeNull();
    expect(session.user).toMatchObject({
      email,
      app_metadata: { provider: 'github', providers: ['github'] },
      user_metadata: { full_name: 'Octo Cat', user_name: 'octo-cat', email_verified: true },
    });
    expect(session.user?.identities?.[0]?.provider).toBe('github');
    const { rows } = await stack.stack.db.query('select 1 from public.profiles where user_id = $1', [session.user!.id]);
    expect(rows).toHaveLength(1);
  });

  it('the same e-mail signs in to the same account again, and links a second provider', async () => {
    const email = uniqueEmail('same');
    const ids: string[] = [];
    for (const provider of ['github', 'github', 'google'] as const) {
      const { data } = await newClient().auth.signInWithOAuth({
        provider,
        options: { redirectTo: 'http://localhost:3000/', skipBrowserRedirect: true },
      });
      const { location } = await consent(data.url!, { email, name: '' });
      const token = new URLSearchParams(new URL(location).hash.slice(1)).get('access_token')!;
      const { data: user } = await newClient().auth.getUser(token);
      ids.push(user.user!.id);
      if (provider === 'google') expect(user.user?.app_metadata.providers).toEqual(['github', 'google']);
    }
    expect(new Set(ids).size).toBe(1);
  });

  it('PKCE flow: google returns ?code= which exchangeCodeForSession redeems once', async () => {
    const client = newClient({ flowType: 'pkce', storage: memoryStorage() });
    const email = uniqueEmail('pkce');
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: 'http://localhost:3000/', skipBrowserRedirect: true },
    });
    expect(new URL(data.url!).searchParams.get('code_challenge_method')).toBe('s256');
    const { location } = await consent(data.url!, { email, name: 'Pat Kce' });
    const code = new URL(location).searchParams.get('code');
    expect(code).toBeTruthy();
    expect(new URL(location).hash).toBe('');
    const { data: exchanged, error } = await client.auth.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(exchanged.session?.provider_token).toBeTruthy();
    expect(exchanged.user).toMatchObject({ email, app_metadata: { provider: 'google' } });
    const { error: replay } = await newClient({ flowType: 'pkce', storage: memoryStorage() }).auth.exchangeCodeForSession(code!);
    expect(replay).not.toBeNull();
  });

  it('PKCE rejects a wrong code verifier', async () => {
    const client = newClient({ flowType: 'pkce', storage: memoryStorage() });
    const { data } = await client.auth.signInWithOAuth({
      provider: 'github',
      options: { redirectTo: 'http://localhost:3000/', skipBrowserRedirect: true },
    });
    const { location } = await consent(data.url!, { email: uniqueEmail('verifier'), name: '' });
    const response = await fetch(`${stack.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ auth_code: new URL(location).searchParams.get('code'), code_verifier: 'x'.repeat(43) }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'bad_code_verifier' });
  });

  it('PKCE password recovery: the link returns ?code= for exchangeCodeForSession', async () => {
    const email = uniqueEmail('pkce-recover');
    await newClient().auth.signUp({ email, password: 'first-password' });
    const client = newClient({ flowType: 'pkce', storage: memoryStorage() });
    await client.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/auth/update-password' });
    const link = (await lastMail(stack, email)).links.find((l) => l.includes('/verify'))!;
    const response = await fetch(link, { redirect: 'manual' });
    const code = new URL(response.headers.get('location')!).searchParams.get('code')!;
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    // supabase-js reports the flow kind at run time; its declared type does not list the field.
    expect((data as { redirectType?: string }).redirectType).toBe('recovery');
    expect((await client.auth.updateUser({ password: 'second-password' })).error).toBeNull();
  });

  it('cancel on the provider page returns an access_denied error', async () => {
    const { data } = await newClient().auth.signInWithOAuth({
      provider: 'github',
      options: { redirectTo: 'http://localhost:3000/', skipBrowserRedirect: true },
    });
    const { location } = await consent(data.url!, { email: '', decision: 'cancel' });
    expect(new URLSearchParams(new URL(location).hash.slice(1)).get('error')).toBe('access_denied');
  });

  it('an unknown provider is refused with validation_failed', async () => {
    const response = await fetch(`${stack.url}/auth/v1/authorize?provider=myspace`, {
      redirect: 'manual',
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'validation_failed', message: 'Unsupported provider: provider is not enabled' });
  });
});
