/**
 * The admin API under /admin (service_role only): what supabase-js's `auth.admin` calls for
 * seeding and inspecting users in tests and scripts.
 */
import type { Tx } from '../../db/types.ts';
import { requireAdmin } from '../authenticate-admin.ts';
import { createEmailAccount } from '../email-account.ts';
import { normalizeEmail } from '../email.ts';
import { AuthError, badRequest, unprocessable } from '../errors.ts';
import { json, objectParam, readParams, stringParam, type Params } from '../http.ts';
import type { VerificationType } from '../mail-templates.ts';
import { assertStrongPassword, hashPassword } from '../password.ts';
import { requestedRedirect } from '../redirect.ts';
import type { Route, RouteContext } from '../route-types.ts';
import { createVerificationLink } from '../send-verification.ts';
import { loadUserJson, userJson } from '../user-json.ts';
import { findUserByEmail, findUserById, listIdentities, updateUser, type UserRow } from '../users.ts';

const EMAIL_EXISTS = 'A user with this email address has already been registered';

function userIdOf(route: RouteContext): string {
  return route.url.pathname.split('/').pop() ?? '';
}

async function requireUser(tx: Tx, id: string): Promise<UserRow> {
  const user = await findUserById(tx, id);
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
  return user;
}

async function hashIfGiven(params: Params): Promise<string | null> {
  const password = stringParam(params, 'password');
  if (!password) return null;
  assertStrongPassword(password);
  return hashPassword(password);
}

async function createUser(
  tx: Tx,
  fields: {
    email: string;
    passwordHash: string | null;
    confirmed: boolean;
    userMetadata: Record<string, unknown>;
    appMetadata?: Record<string, unknown>;
  },
): Promise<UserRow> {
  if (await findUserByEmail(tx, fields.email)) throw unprocessable('email_exists', EMAIL_EXISTS);
  let user = await createEmailAccount(tx, {
    email: fields.email,
    passwordHash: fields.passwordHash,
    userMetadata: fields.userMetadata,
    confirmed: fields.confirmed,
  });
  if (fields.appMetadata) {
    user = await updateUser(tx, user.id, `raw_app_meta_data = raw_app_meta_data || $2::jsonb`, [JSON.stringify(fields.appMetadata)]);
  }
  return user;
}

export const adminCreateUser: Route = async (request, route) => {
  await requireAdmin(request, route);
  const params = await readParams(request);
  const email = normalizeEmail(stringParam(params, 'email'));
  const passwordHash = await hashIfGiven(params);
  const body = await route.db.transaction(async (tx) => {
    const appMetadata = objectParam(params, 'app_metadata');
    const user = await createUser(tx, {
      email,
      passwordHash,
      confirmed: params.email_confirm === true,
      userMetadata: objectParam(params, 'user_metadata') ?? objectParam(params, 'data') ?? {},
      ...(appMetadata ? { appMetadata } : {}),
    });
    return loadUserJson(tx, user.id);
  });
  return json(body);
};

export const adminListUsers: Route = async (request, route) => {
  await requireAdmin(request, route);
  const page = Math.max(1, Number(route.url.searchParams.get('page')) || 1);
  const perPage = Math.min(1000, Math.max(1, Number(route.url.searchParams.get('per_page')) || 50));
  const { rows } = await route.db.query<{ id: string; total: string | number }>(
    `select id, count(*) over () as total from auth.users order by created_at, id limit $1 offset $2`,
    [perPage, (page - 1) * perPage],
  );
  const total = Number(
    rows[0]?.total ?? (await route.db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]?.n ?? 0,
  );
  const users = [];
  for (const row of rows) users.push(await loadUserJson(route.db, row.id));
  // GoTrue's pagination headers, which supabase-js parses into nextPage/lastPage/total.
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links = [];
  if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  const response = json({ users, aud: 'authenticated' });
  response.headers.set('X-Total-Count', String(total));
  response.headers.set('Link', links.join(', '));
  return response;
};

export const adminGetUser: Route = async (request, route) => {
  await requireAdmin(request, route);
  const user = await requireUser(route.db, userIdOf(route));
  return json(userJson(user, await listIdentities(route.db, user.id)));
};

export const adminUpdateUser: Route = async (request, route) => {
  await requireAdmin(request, route);
  const params = await readParams(request);
  const passwordHash = await hashIfGiven(params);
  const rawEmail = stringParam(params, 'email');
  const email = rawEmail ? normalizeEmail(rawEmail) : null;
  const body = await route.db.transaction(async (tx) => {
    const user = await requireUser(tx, userIdOf(route));
    if (email && email !== user.email) {
      const owner = await findUserByEmail(tx, email);
      if (owner && owner.id !== user.id) throw unprocessable('email_exists', EMAIL_EXISTS);
      await updateUser(tx, user.id, `email = $2`, [email]);
      await tx.query(
        `update auth.identities set email = $2, identity_data = identity_data || jsonb_build_object('email', $2::text)
         where user_id = $1 and provider = 'email'`,
        [user.id, email],
      );
    }
    if (passwordHash) await updateUser(tx, user.id, `encrypted_password = $2`, [passwordHash]);
    if (params.email_confirm === true) await updateUser(tx, user.id, `email_confirmed_at = coalesce(email_confirmed_at, now())`, []);
    const userMetadata = objectParam(params, 'user_metadata');
    if (userMetadata) await updateUser(tx, user.id, `raw_user_meta_data = raw_user_meta_data || $2::jsonb`, [JSON.stringify(userMetadata)]);
    const appMetadata = objectParam(params, 'app_metadata');
    if (appMetadata) await updateUser(tx, user.id, `raw_app_meta_data = raw_app_meta_data || $2::jsonb`, [JSON.stringify(appMetadata)]);
    return loadUserJson(tx, user.id);
  });
  return json(body);
};

export const adminDeleteUser: Route = async (request, route) => {
  await requireAdmin(request, route);
  await route.db.transaction(async (tx) => {
    const user = await requireUser(tx, userIdOf(route));
    await tx.query('delete from auth.users where id = $1', [user.id]);
  });
  return json({});
};

const LINK_TYPES: readonly VerificationType[] = ['signup', 'invite', 'magiclink', 'recovery'];

/** POST /admin/generate_link: the link an e-mail would carry, returned instead of sent. */
export const adminGenerateLink: Route = async (request, route) => {
  await requireAdmin(request, route);
  const params = await readParams(request);
  const type = stringParam(params, 'type') as VerificationType;
  if (!LINK_TYPES.includes(type)) throw badRequest('validation_failed', 'Invalid email action link type requested');
  const email = normalizeEmail(stringParam(params, 'email'));
  const passwordHash = await hashIfGiven(params);
  if (type === 'signup' && !passwordHash) throw badRequest('validation_failed', 'Signup requires a valid password');
  const redirectTo = requestedRedirect(request, route.config, stringParam(params, 'redirect_to'));
  const data = objectParam(params, 'data') ?? {};
  const body = await route.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, email);
    if (type === 'signup' || type === 'invite') {
      if (user?.email_confirmed_at) throw unprocessable('email_exists', EMAIL_EXISTS);
      user ??= await createUser(tx, { email, passwordHash, confirmed: false, userMetadata: data });
    }
    if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
    const { token, link } = await createVerificationLink(tx, route, { user, type, redirectTo, pkce: null });
    return {
      ...(await loadUserJson(tx, user.id)),
      action_link: link,
      email_otp: '',
      hashed_token: token,
      redirect_to: redirectTo,
      verification_type: type,
    };
  });
  return json(body);
};
