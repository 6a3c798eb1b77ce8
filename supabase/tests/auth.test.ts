/** /auth/v1 through the unmodified supabase-js client: e-mail accounts, sessions, users, mail links. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthHarness, uniqueEmail, type AuthHarness } from './helpers/auth-harness.ts';

const PASSWORD = 'correct-horse';
let stack: AuthHarness;
/** Same database, confirmation e-mails switched on. */
let confirming: AuthHarness;

beforeAll(async () => {
  stack = await startAuthHarness({ refreshTokenReuseInterval: 0 });
  confirming = await startAuthHarness({ db: stack.db, config: { enableConfirmations: true } });
}, 60_000);

afterAll(async () => {
  await confirming?.close();
  await stack?.close();
});

async function signedUp(email = uniqueEmail(), data: Record<string, unknown> = {}) {
  const client = stack.client();
  const { data: result, error } = await client.auth.signUp({ email, password: PASSWORD, options: { data } });
  expect(error).toBeNull();
  return { client, email, session: result.session!, user: result.user! };
}

function fragmentOf(location: string): URLSearchParams {
  return new URLSearchParams(new URL(location).hash.slice(1));
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
    const { rows } = await stack.db.query<{ username: string }>('select username from public.profiles where user_id = $1', [user.id]);
    expect(rows[0]?.username).toBe(user.user_metadata.username);
  });

  it('rejects a registered e-mail with user_already_exists', async () => {
    const { email } = await signedUp();
    const { data, error } = await stack.client().auth.signUp({ email, password: PASSWORD });
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' });
    expect(data.session).toBeNull();
  });

  it('rejects a weak password with weak_password and its reasons', async () => {
    const { error } = await stack.client().auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(error?.name).toBe('AuthWeakPasswordError');
  });

  it('rejects a missing password', async () => {
    const { error } = await stack.client().auth.signUp({ email: uniqueEmail(), password: '' });
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
    const { data, error } = await stack.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.user?.last_sign_in_at).toBeTruthy();
  });

  it('answers a wrong password with invalid_credentials, status 400', async () => {
    const { email } = await signedUp();
    const { data, error } = await stack.client().auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    expect(error?.name).toBe('AuthApiError');
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { error } = await stack.client().auth.signInWithPassword({ email: uniqueEmail(), password: PASSWORD });
    expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('uses the 2024-01-01 error body only for clients that ask for it', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', apikey: stack.config.anonKey, ...headers },
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
    const { data: replay } = await stack.client().auth.refreshSession({ refresh_token: first });
    expect(replay.session?.refresh_token).toBe(second);
    const { data: r3 } = await stack.client().auth.refreshSession({ refresh_token: second });
    const third = r3.session!.refresh_token;
    const { error: reuse } = await stack.client().auth.refreshSession({ refresh_token: first });
    expect(reuse).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    // Reuse revokes the whole family, the newest token included.
    const { error: afterReuse } = await stack.client().auth.refreshSession({ refresh_token: third });
    expect(afterReuse?.code).toBe('refresh_token_already_used');
  });

  it('rejects an unknown refresh token', async () => {
    const { error } = await stack.client().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('signOut (global) ends every session of the user', async () => {
    const { client, email } = await signedUp();
    const other = stack.client();
    const { data: otherSignIn } = await other.auth.signInWithPassword({ email, password: PASSWORD });
    const otherSession = otherSignIn.session!;
    expect((await client.auth.signOut({ scope: 'global' })).error).toBeNull();
    const { error: refreshError } = await stack.client().auth.refreshSession({ refresh_token: otherSession.refresh_token });
    expect(refreshError?.code).toBe('refresh_token_not_found');
    const { data, error } = await stack.client().auth.getUser(otherSession.access_token);
    expect(data.user).toBeNull();
    expect(error?.name).toBe('AuthSessionMissingError');
  });

  it('signOut (local) ends only the current session', async () => {
    const { client, email } = await signedUp();
    const other = stack.client();
    const { data: otherSignIn } = await other.auth.signInWithPassword({ email, password: PASSWORD });
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    const { error } = await stack.client().auth.refreshSession({ refresh_token: otherSignIn.session!.refresh_token });
    expect(error).toBeNull();
  });
});

describe('user', () => {
  it('getUser returns the signed-in user and rejects a missing session', async () => {
    const { client, user } = await signedUp();
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    const anonymous = await stack.client().auth.getUser();
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
    expect((await stack.client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');
    expect((await stack.client().auth.signInWithPassword({ email, password: 'a-new-password' })).error).toBeNull();
  });
});

describe('e-mail links', () => {
  it('password recovery: mail, link, redirect with recovery tokens, new password', async () => {
    const { email } = await signedUp();
    const client = stack.client();
    const redirectTo = 'http://localhost:3000/auth/update-password';
    const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();
    const mail = stack.lastMail(email);
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
    const { error: setError } = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(setError).toBeNull();
    expect((await client.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    expect((await stack.client().auth.signInWithPassword({ email, password: 'recovered-password' })).error).toBeNull();
    // A used link is dead: it redirects with GoTrue's otp_expired error instead.
    const again = await fetch(link, { redirect: 'manual' });
    expect(fragmentOf(again.headers.get('location')!).get('error_code')).toBe('otp_expired');
  });

  it('recovery for an unknown address answers success and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const { data, error } = await stack.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(stack.mailer.messages.some((m) => m.to === email)).toBe(false);
  });

  it('with confirmations on, sign-up mails a link that confirms and signs in', async () => {
    const email = uniqueEmail('confirm');
    const client = confirming.client();
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'http://localhost:3000/', data: { username: 'confirm_me' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const signIn = await confirming.client().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const mail = confirming.lastMail(email);
    expect(mail.subject).toBe('Confirm your signup');
    const link = mail.links.find((l) => l.includes('type=signup'))!;
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location.startsWith('http://localhost:3000/#')).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('type')).toBe('signup');
    const { data: viaLink } = await confirming.client().auth.getUser(fragment.get('access_token')!);
    expect(viaLink.user?.email_confirmed_at).toBeTruthy();
    expect((await confirming.client().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('verifyOtp redeems the token of a confirmation link once (POST /verify)', async () => {
    const email = uniqueEmail('otp');
    await confirming.client().auth.signUp({ email, password: PASSWORD });
    const link = confirming.lastMail(email).links.find((l) => l.includes('type=signup'))!;
    const tokenHash = new URL(link).searchParams.get('token')!;
    const client = confirming.client();
    const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const again = await confirming.client().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('redirects to the site URL when redirect_to is not allowed, and reports bad links there', async () => {
    const response = await fetch(`${stack.url}/auth/v1/verify?token=bogus&type=signup&redirect_to=${encodeURIComponent('https://evil.example/')}`, {
      redirect: 'manual',
    });
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
