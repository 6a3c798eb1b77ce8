/** GoTrue's account linking for an external identity: same identity, else same e-mail, else a new user. */
import type { Tx } from '../db/types.ts';
import { identityData, providerAccountId, type ProviderName } from './providers.ts';
import { findIdentity, findUserByEmail, insertUser, syncProviders, updateUser, upsertIdentity } from './users.ts';

function merge(current: Record<string, unknown>, patch: Record<string, unknown>): string {
  return JSON.stringify({ ...current, ...patch });
}

export async function signInExternal(tx: Tx, provider: ProviderName, email: string, name: string): Promise<string> {
  const providerId = providerAccountId(provider, email);
  const data = identityData(provider, email, name);
  const identity = await findIdentity(tx, provider, providerId);
  const existing = identity ? null : await findUserByEmail(tx, email);
  let userId: string;
  if (identity) {
    userId = identity.user_id;
  } else if (existing) {
    userId = existing.id;
    if (!existing.email_confirmed_at) {
      // An unconfirmed password could have been set by someone else before the owner proved
      // the address through the provider: GoTrue drops it (pre-account-takeover protection).
      await updateUser(tx, userId, 'encrypted_password = null, email_confirmed_at = now()', []);
      await tx.query(`delete from auth.identities where user_id = $1 and provider = 'email'`, [userId]);
    }
  } else {
    const user = await insertUser(tx, { email, passwordHash: null, provider, userMetadata: data, confirmed: true });
    userId = user.id;
  }
  await upsertIdentity(tx, { userId, provider, providerId, identityData: data, email });
  const { rows } = await tx.query<{ raw_user_meta_data: Record<string, unknown> }>(
    `select raw_user_meta_data from auth.users where id = $1`,
    [userId],
  );
  await updateUser(tx, userId, `raw_user_meta_data = $2::jsonb`, [merge(rows[0]?.raw_user_meta_data ?? {}, data)]);
  await syncProviders(tx, userId);
  return userId;
}
