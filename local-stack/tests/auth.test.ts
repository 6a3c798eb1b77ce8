/** /auth/v1 through the unmodified supabase-js client: e-mail accounts, sessions, users, recovery. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, authTestBackend, fragmentOf, lastMail, uniqueEmail } from './helpers/auth-clients.ts';
import { startTestStack, type TestStack } from './helpers/stack.ts';

const PASSWORD = 'correct-horse';
let stack: TestStack;
const newClient = (auth: Parameters<typeof authClient>[1] = {}) => authClient(stack, auth);

beforeAll(async () => {
  // No grace period for replayed refresh tokens, so reuse is detected at once.
  process.env.GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL = '0';
  stack = await startTestStack({ backend: authTestBackend, siteUrl: 'http://localhost:3000', enableConfirmations: false });
});

afterAll(async () => {
  await stack?.stop();
});

async function signedUp(email = uniqueEmail(), data: Record<string, unknown> = {}) {
  const client = authClient(stack);
  const { data: result, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data } });
  expect(error).toBeNull();
  return { client, email, session: result.session!, user: result.user! };
}

describe('sign-up', () => {
  it('auto-confirms and returns a session with GoTrue-shaped user and claims', async () => {
    const email = uniqueEmail();
    const { session, user } = await signedUp(email, { username: 'film_fan' });
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token).toBeTruthy();
    expect(user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { username: 'film_fan' },
      is_anonymous: false,
    });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.identities?.[0]).toMatchObject({ provider: 'email', user_id: user.id, id: user.id });
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: user.id, aud: 'authenticated', role: 'authenticated', email, aal: 'aal1', phone: '' });
    expect(claims.session_id).toEqual(expect.any(String));
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(session.expires_at).toBe(claims.exp);
  });

  it('creates the profile from data.username through the migration trigger', async () => {
    const { user } = await signedUp(uniqueEmail(), { username: `u_${Date.now()}` });
    const { rows } = await stack.stack.db.query<{ username: string }>('select username from public.profiles where user_id = $1', [user.id]);
    expect(rows[0]?.username).toBe(user.user_metadata.username);
  });

  it('rejects a registered e-mail with user_already_exists', async () => {
    const { email } = await signedUp();
    const { data, error } = await newClient().auth.signUp({ email, password: PASSWORD });
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
    expect(data.session).toBeNull();
  });

  it('rejects a weak password with weak_password and its reasons', async () => {
    const { error } = await newClient().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(error?.name).toBe('AuthWeakPasswordError');
  });

  it('rejects a missing password', async () => {
    const { error } = await newClient().auth.signUp({ email: uniqueEmail(), password: '' });
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'You must provide either an email or phone number and a password',
    });
  });
});

describe('password sign-in and errors', () => {
  it('signs in with the right password', async () => {
    const { email, user } = await signedUp();
    const { data, error } = await newClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.user?.last_sign_in_at).toBeTruthy();
  });

  it('answers a wrong password with invalid_credentials, status 400', async () => {
    const { email } = await signedUp();
    const { data, error } = await newClient().auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(error?.name).toBe('AuthApiError');
  });

  it('refuses a sign-in without a password or without an e-mail with the missing-credentials message', async () => {
    const { email } = await signedUp();
    const missing = { status: 400, code: 'validation_failed', message: 'You must provide either an email or phone number and a password' };
    const noPassword = await newClient().auth.signInWithPassword({ email, password: '' });
    expect(noPassword.error).toMatchObject(missing);
    expect(noPassword.data.session).toBeNull();
    const noEmail = await newClient().auth.signInWithPassword({ email: '', password: PASSWORD });
    expect(noEmail.error).toMatchObject(missing);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { error } = await newClient().auth.signInWithPassword({ email: uniqueEmail(), password: PASSWORD });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('uses the 2024-01-01 error body only for clients that ask for it', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: stack.stack.config.anonKey, ...headers },
        body: JSON.stringify({ email: uniqueEmail(), password: 'nope-nope' }),
      });
    const modern = await post({ 'X-Supabase-Api-Version': '2024-01-01' });
    expect(modern.status).toBe(400);
    expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await modern.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
    const legacy = await post({});
    expect(await legacy.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });
});

describe('sessions', () => {
  it('rotates refresh tokens and rejects reuse of a revoked one', async () => {
    const { client, session } = await signedUp();
    const first = session.refresh_token;
    const { data: r2, error: e2 } = await client.auth.refreshSession({ refresh_token: first });
    expect(e2).toBeNull();
    const second = r2.session!.refresh_token;
    expect(second).not.toBe(first);
    // GoTrue hands the active child back when its parent is replayed (a client that lost the answer).
    const { data: replay } = await newClient().auth.refreshSession({ refresh_token: first });
    expect(replay.session?.refresh_token).toBe(second);
    const { data: r3 } = await newClient().auth.refreshSession({ refresh_token: second });
    const third = r3.session!.refresh_token;
    const { error: reuse } = await newClient().auth.refreshSession({ refresh_token: first });
    expect(reuse).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    // Reuse revokes the whole family, the newest token included.
    const { error: afterReuse } = await newClient().auth.refreshSession({ refresh_token: third });
    expect(afterReuse?.code).toBe('refresh_token_already_used');
  });

  it('rejects an unknown refresh token', async () => {
    const { error } = await newClient().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('signOut (global) ends every session of the user', async () => {
    const { client, email } = await signedUp();
    const other = newClient();
    const { data: otherSignIn } = await other.auth.signInWithPassword({ email, password: PASSWORD });
    const otherSession = otherSignIn.session!;
    expect((await client.auth.signOut({ scope: 'global' })).error).toBeNull();
    const { error: refreshError } = await newClient().auth.refreshSession({ refresh_token: otherSession.refresh_token });
    expect(refreshError?.code).toBe('refresh_token_not_found');
    const { data, error } = await newClient().auth.getUser(otherSession.access_token);
    expect(data.user).toBeNull();
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('signOut (local) ends only the current session', async () => {
    const { client, email } = await signedUp();
    const other = newClient();
    const { data: otherSignIn } = await other.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    const { error } = await newClient().auth.refreshSession({ refresh_token: otherSignIn.session!.refresh_token });
    expect(error).toBeNull();
  });
});

describe('user', () => {
  it('getUser returns the signed-in user and rejects a missing session', async () => {
    const { client, user } = await signedUp();
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    const anonymous = await newClient().auth.getUser();
    expect(anonymous.error?.name).toBe('AuthSessionMissingError');
  });

  it('updateUser merges metadata', async () => {
    const { client } = await signedUp(uniqueEmail(), { username: 'before', keep: 1 });
    const { data, error } = await client.auth.updateUser({ data: { username: 'after', keep: null, added: true } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ username: 'after', added: true });
  });

  it('updateUser changes the password, which then signs in; the same password is refused', async () => {
    const { client, email } = await signedUp();
    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error?.code).toBe('weak_password');
    expect((await client.auth.updateUser({ password: 'a-new-password' })).error).toBeNull();
    expect((await newClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await newClient().auth.signInWithPassword({ email, password: 'a-new-password' })).error).toBeNull();
  });
});

describe('e-mail links', () => {
  it('password recovery: mail, link, redirect with recovery tokens, new password', async () => {
    const { email } = await signedUp();
    const visitor = newClient();
    const redirectTo = 'http://localhost:3000/auth/update-password';
    const { error } = await visitor.auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();
    const mail = await lastMail(stack, email);
    expect(mail.subject).toBe('Reset your password');
    const link = mail.links.find((l) => l.includes('/auth/v1/verify'))!;
    expect(new URL(link).searchParams.get('type')).toBe('recovery');
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location.startsWith(`${redirectTo}#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    const { error: setError } = await visitor.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(setError).toBeNull();
    expect((await visitor.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    expect((await newClient().auth.signInWithPassword({ email, password: 'recovered-password' })).error).toBeNull();
    // A used link is dead: it redirects with GoTrue's otp_expired error instead.
    const again = await fetch(link, { redirect: 'manual' });
    expect(fragmentOf(again.headers.get('location')!).get('error_code')).toBe('otp_expired');
  });

  it('recovery for an unknown address answers success and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const { data, error } = await newClient().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await stack.stack.mailer.list({ to: email })).toEqual([]);
  });

  it('magic link: signInWithOtp mails a link that signs in; unknown addresses need shouldCreateUser', async () => {
    const { email, user } = await signedUp();
    const { error } = await newClient().auth.signInWithOtp({ email, options: { emailRedirectTo: 'http://localhost:3000/' } });
    expect(error).toBeNull();
    const mail = await lastMail(stack, email);
    expect(mail.subject).toBe('Your magic link');
    const response = await fetch(
      mail.links.find((l) => l.includes('type=magiclink'))!,
      { redirect: 'manual' },
    );
    const fragment = fragmentOf(response.headers.get('location')!);
    expect((await newClient().auth.getUser(fragment.get('access_token')!)).data.user?.id).toBe(user.id);
    const refused = await newClient().auth.signInWithOtp({ email: uniqueEmail('otp'), options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled' });
  });

  it('redirects to the site URL when redirect_to is not allowed, and reports bad links there', async () => {
    const response = await fetch(
      `${stack.url}/auth/v1/verify?token=bogus&type=signup&redirect_to=${encodeURIComponent('https://evil.example/')}`,
      {
        redirect: 'manual',
      },
    );
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location.startsWith('http://localhost:3000')).toBe(true);
    expect(Object.fromEntries(fragmentOf(location))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    });
  });
});

describe('settings and health', () => {
  it('lists the enabled providers', async () => {
    const settings = (await (await fetch(`${stack.url}/auth/v1/settings`)).json()) as Record<string, unknown>;
    expect(settings).toMatchObject({
      external: { google: true, github: true, email: true },
      disable_signup: false,
      mailer_autoconfirm: true,
    });
    const health = await fetch(`${stack.url}/auth/v1/health`);
    expect(health.status).toBe(200);
  });
});

describe('mounted in the stack', () => {
  it('is mounted, and RLS lets the new user read their profile', async () => {
    const username = `stack_${Date.now()}`;
    const { client: signedIn, user } = await signedUp(uniqueEmail(), { username });
    const profile = await signedIn.from('profiles').select('username').eq('user_id', user.id).single();
    expect(profile.error).toBeNull();
    expect(profile.data?.username).toBe(username);
  });

  it('answers browsers: pre-flight and a readable error code', async () => {
    const preflight = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-supabase-api-version');
    const failed = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000', 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
      body: JSON.stringify({ email: uniqueEmail(), password: 'whatever-pw' }),
    });
    expect(failed.status).toBe(400);
    // supabase-js can only read the error code in a browser if this header is exposed.
    expect(failed.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  });
});

describe('admin API (service_role)', () => {
  const admin = () => stack.service().auth.admin;

  it('creates, reads, updates, lists and deletes users', async () => {
    const email = uniqueEmail('admin');
    const created = await admin().createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { username: `adm_${Date.now()}` },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user?.email_confirmed_at).toBeTruthy();
    expect((await newClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();

    const updated = await admin().updateUserById(id, { user_metadata: { bio: 'hi' }, app_metadata: { plan: 'pro' } });
    expect(updated.data.user?.user_metadata).toMatchObject({ bio: 'hi' });
    expect(updated.data.user?.app_metadata).toMatchObject({ provider: 'email', plan: 'pro' });
    expect((await admin().getUserById(id)).data.user?.email).toBe(email);

    await admin().createUser({ email: uniqueEmail('admin'), email_confirm: true });
    const page = await admin().listUsers({ page: 1, perPage: 2 });
    expect(page.error).toBeNull();
    expect(page.data.users).toHaveLength(2);
    expect((page.data as { total?: number }).total).toBeGreaterThanOrEqual(3);

    expect((await admin().deleteUser(id)).error).toBeNull();
    expect((await admin().getUserById(id)).error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  it('refuses the anon key and duplicate e-mails', async () => {
    const response = await fetch(`${stack.url}/auth/v1/admin/users`, {
      headers: {
        apikey: stack.stack.config.anonKey,
        Authorization: `Bearer ${stack.stack.config.anonKey}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'not_admin' });
    const { email } = await signedUp();
    expect((await admin().createUser({ email })).error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  it('generateLink returns a working magic link without sending mail', async () => {
    const { email, user } = await signedUp();
    const { data, error } = await admin().generateLink({ type: 'magiclink', email, options: { redirectTo: 'http://localhost:3000/' } });
    expect(error).toBeNull();
    expect(data.properties?.verification_type).toBe('magiclink');
    const response = await fetch(data.properties!.action_link, { redirect: 'manual' });
    const fragment = fragmentOf(response.headers.get('location')!);
    expect(fragment.get('type')).toBe('magiclink');
    expect((await newClient().auth.getUser(fragment.get('access_token')!)).data.user?.id).toBe(user.id);
    expect(await stack.stack.mailer.list({ to: email })).toEqual([]);
  });
});
