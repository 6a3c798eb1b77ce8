/** Reading and writing `auth.users` and `auth.identities`. */
import type { Tx } from '../db/types.ts';

type Json = Record<string, unknown>;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: unknown;
  confirmation_token: string | null;
  confirmation_sent_at: unknown;
  recovery_token: string | null;
  recovery_sent_at: unknown;
  email_change: string | null;
  email_change_token: string | null;
  email_change_sent_at: unknown;
  last_sign_in_at: unknown;
  raw_app_meta_data: Json;
  raw_user_meta_data: Json;
  is_anonymous: boolean;
  created_at: unknown;
  updated_at: unknown;
}

export interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: Json;
  email: string | null;
  last_sign_in_at: unknown;
  created_at: unknown;
  updated_at: unknown;
}

export type TokenColumn = 'confirmation_token' | 'recovery_token' | 'email_change_token';

const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at, confirmation_token,
  confirmation_sent_at, recovery_token, recovery_sent_at, email_change, email_change_token, email_change_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, is_anonymous, created_at, updated_at`;

async function one(tx: Tx, sql: string, params: unknown[]): Promise<UserRow | null> {
  const { rows } = await tx.query<UserRow>(sql, params);
  return rows[0] ?? null;
}

export function findUserById(tx: Tx, id: string): Promise<UserRow | null> {
  return one(tx, `select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
}

export function findUserByEmail(tx: Tx, email: string): Promise<UserRow | null> {
  return one(tx, `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1)`, [email]);
}

/** The column name comes from the TokenColumn union, never from input. */
export function findUserByToken(tx: Tx, column: TokenColumn, token: string): Promise<UserRow | null> {
  return one(tx, `select ${USER_COLUMNS} from auth.users where ${column} = $1 for update`, [token]);
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  provider: string;
  userMetadata: Json;
  confirmed: boolean;
}

export async function insertUser(tx: Tx, user: NewUser): Promise<UserRow> {
  const appMetadata = { provider: user.provider, providers: [user.provider] };
  const row = await one(
    tx,
    `insert into auth.users (email, encrypted_password, raw_app_meta_data, raw_user_meta_data, email_confirmed_at)
     values ($1, $2, $3::jsonb, $4::jsonb, case when $5::boolean then now() end)
     returning ${USER_COLUMNS}`,
    [user.email, user.passwordHash, JSON.stringify(appMetadata), JSON.stringify(user.userMetadata), user.confirmed],
  );
  if (!row) throw new Error('insert into auth.users returned no row');
  return row;
}

export async function updateUser(tx: Tx, id: string, assignments: string, params: unknown[]): Promise<UserRow> {
  const row = await one(tx, `update auth.users set ${assignments}, updated_at = now() where id = $1 returning ${USER_COLUMNS}`, [
    id,
    ...params,
  ]);
  if (!row) throw new Error(`auth.users row ${id} vanished during update`);
  return row;
}

export async function listIdentities(tx: Tx, userId: string): Promise<IdentityRow[]> {
  const { rows } = await tx.query<IdentityRow>(
    `select id, user_id, provider, provider_id, identity_data, email, last_sign_in_at, created_at, updated_at
     from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

export async function findIdentity(tx: Tx, provider: string, providerId: string): Promise<IdentityRow | null> {
  const { rows } = await tx.query<IdentityRow>(
    `select id, user_id, provider, provider_id, identity_data, email, last_sign_in_at, created_at, updated_at
     from auth.identities where provider = $1 and provider_id = $2`,
    [provider, providerId],
  );
  return rows[0] ?? null;
}

export async function upsertIdentity(
  tx: Tx,
  identity: { userId: string; provider: string; providerId: string; identityData: Json; email: string | null },
): Promise<void> {
  await tx.query(
    `insert into auth.identities (user_id, provider, provider_id, identity_data, email, last_sign_in_at)
     values ($1, $2, $3, $4::jsonb, $5, now())
     on conflict (provider, provider_id) do update
       set identity_data = excluded.identity_data, email = excluded.email, last_sign_in_at = now(), updated_at = now()`,
    [identity.userId, identity.provider, identity.providerId, JSON.stringify(identity.identityData), identity.email],
  );
}

/** GoTrue keeps `app_metadata.providers` in step with the identities a user has. */
export async function syncProviders(tx: Tx, userId: string): Promise<void> {
  await tx.query(
    `update auth.users u set raw_app_meta_data = u.raw_app_meta_data || jsonb_build_object(
       'providers', (select coalesce(jsonb_agg(distinct i.provider), '[]'::jsonb) from auth.identities i where i.user_id = u.id)),
       updated_at = now()
     where u.id = $1`,
    [userId],
  );
}

export async function recordSignIn(tx: Tx, userId: string): Promise<void> {
  await tx.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId]);
}
