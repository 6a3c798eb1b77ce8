/** Sign-up with confirmation e-mails switched on: the mailed link and verifyOtp confirm the address. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, authTestBackend, fragmentOf, lastMail, uniqueEmail } from './helpers/auth-clients.ts';
import { startTestStack, type TestStack } from './helpers/stack.ts';

const PASSWORD = 'correct-horse';
let stack: TestStack;
const newClient = () => authClient(stack);

beforeAll(async () => {
  stack = await startTestStack({ backend: authTestBackend, siteUrl: 'http://localhost:3000', enableConfirmations: true });
});

afterAll(async () => {
  await stack?.stop();
});

describe('confirmation e-mails', () => {
  it('with confirmations on, sign-up mails a link that confirms and signs in', async () => {
    const email = uniqueEmail('confirm');
    const client = newClient();
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'http://localhost:3000/', data: { username: 'confirm_me' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const signIn = await newClient().auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const mail = await lastMail(stack, email);
    expect(mail.subject).toBe('Confirm your signup');
    const link = mail.links.find((l) => l.includes('type=signup'))!;
    const response = await fetch(link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location.startsWith('http://localhost:3000/#')).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('type')).toBe('signup');
    const { data: viaLink } = await newClient().auth.getUser(fragment.get('access_token')!);
    expect(viaLink.user?.email_confirmed_at).toBeTruthy();
    expect((await newClient().auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('verifyOtp redeems the token of a confirmation link once (POST /verify)', async () => {
    const email = uniqueEmail('otp');
    await newClient().auth.signUp({ email, password: PASSWORD });
    const link = (await lastMail(stack, email)).links.find((l) => l.includes('type=signup'))!;
    const tokenHash = new URL(link).searchParams.get('token')!;
    const client = newClient();
    const { data, error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    const again = await newClient().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('resend mails a fresh confirmation link; the old one stops working', async () => {
    const email = uniqueEmail('resend');
    await newClient().auth.signUp({ email, password: PASSWORD });
    const first = (await lastMail(stack, email)).links.find((l) => l.includes('type=signup'))!;
    expect((await newClient().auth.resend({ type: 'signup', email })).error).toBeNull();
    const second = (await lastMail(stack, email)).links.find((l) => l.includes('type=signup'))!;
    expect(second).not.toBe(first);
    const stale = await fetch(first, { redirect: 'manual' });
    expect(fragmentOf(stale.headers.get('location')!).get('error_code')).toBe('otp_expired');
    const fresh = await fetch(second, { redirect: 'manual' });
    expect(fragmentOf(fresh.headers.get('location')!).get('type')).toBe('signup');
  });

  it('reports the setting', async () => {
    const settings = (await (await fetch(`${stack.url}/auth/v1/settings`)).json()) as Record<string, unknown>;
    expect(settings.mailer_autoconfirm).toBe(false);
  });

  it('an unconfirmed address cannot take a session by signing up again', async () => {
    const email = uniqueEmail('again');
    await newClient().auth.signUp({ email, password: PASSWORD });
    const { data, error } = await newClient().auth.signUp({ email, password: 'another-password' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(await stack.stack.mailer.list({ to: email })).toHaveLength(2);
  });
});
