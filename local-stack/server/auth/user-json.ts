/** The user object exactly as GoTrue serialises it (null timestamps are left out, like Go's omitempty). */
import type { Tx } from '../db/types.ts';
import { toIso } from './timestamps.ts';
import { findUserById, listIdentities, type IdentityRow, type UserRow } from './users.ts';

export interface IdentityJson {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at?: string;
  created_at: string;
  updated_at: string;
  email?: string;
}

export interface UserJson {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at?: string;
  phone: string;
  confirmation_sent_at?: string;
  confirmed_at?: string;
  recovery_sent_at?: string;
  new_email?: string;
  email_change_sent_at?: string;
  last_sign_in_at?: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: IdentityJson[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
}

function optional<K extends string>(key: K, value: unknown): Partial<Record<K, string>> {
  const iso = toIso(value);
  return iso === null ? {} : ({ [key]: iso } as Record<K, string>);
}

export function identityJson(identity: IdentityRow): IdentityJson {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    ...optional('last_sign_in_at', identity.last_sign_in_at),
    created_at: toIso(identity.created_at) ?? '',
    updated_at: toIso(identity.updated_at) ?? '',
    ...(identity.email ? { email: identity.email } : {}),
  };
}

export function userJson(user: UserRow, identities: IdentityRow[]): UserJson {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    ...optional('email_confirmed_at', user.email_confirmed_at),
    phone: user.phone ?? '',
    ...optional('confirmation_sent_at', user.confirmation_sent_at),
    ...optional('confirmed_at', user.email_confirmed_at),
    ...optional('recovery_sent_at', user.recovery_sent_at),
    ...(user.email_change ? { new_email: user.email_change } : {}),
    ...optional('email_change_sent_at', user.email_change_sent_at),
    ...optional('last_sign_in_at', user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map(identityJson),
    created_at: toIso(user.created_at) ?? '',
    updated_at: toIso(user.updated_at) ?? '',
    is_anonymous: user.is_anonymous,
  };
}

/** Re-reads the user so the JSON reflects every update made in this transaction. */
export async function loadUserJson(tx: Tx, userId: string): Promise<UserJson> {
  const user = await findUserById(tx, userId);
  if (!user) throw new Error(`auth.users row ${userId} not found`);
  return userJson(user, await listIdentities(tx, userId));
}
