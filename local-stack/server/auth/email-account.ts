/** An e-mail account as GoTrue creates it: the user row plus its `email` identity. */
import type { Tx } from '../db/types.ts';
import { AuthError } from './errors.ts';
import { insertUser, upsertIdentity, type UserRow } from './users.ts';

export async function createEmailAccount(
  tx: Tx,
  account: { email: string; passwordHash: string | null; userMetadata: Record<string, unknown>; confirmed: boolean },
): Promise<UserRow> {
  let user: UserRow;
  try {
    user = await insertUser(tx, { ...account, provider: 'email' });
  } catch (error) {
    // A failing trigger on auth.users (e.g. the profile trigger) surfaces like GoTrue's.
    console.error('[auth] creating user failed', error);
    throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
  }
  await upsertIdentity(tx, {
    userId: user.id,
    provider: 'email',
    providerId: user.id,
    identityData: { sub: user.id, email: account.email, email_verified: account.confirmed, phone_verified: false },
    email: account.email,
  });
  return user;
}
