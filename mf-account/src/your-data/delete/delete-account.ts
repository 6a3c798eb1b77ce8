/** Asks the `delete-account` function to delete the signed-in account; the typed username confirms it. */
import type { SupabaseClient } from '@marquee/shared/supabase';

export const DELETE_ACCOUNT_FUNCTION = 'delete-account';
const FALLBACK = 'Your account could not be deleted. Try again.';

async function messageOf(error: unknown): Promise<string> {
  const context = typeof error === 'object' && error !== null ? (error as { context?: unknown }).context : undefined;
  if (context instanceof Response) {
    try {
      const body = (await context.clone().json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) return body.error;
    } catch {
      // Not the function's JSON (a gateway page): the fallback says enough.
    }
  }
  return FALLBACK;
}

export async function deleteAccount(client: SupabaseClient, username: string): Promise<void> {
  const { error } = await client.functions.invoke(DELETE_ACCOUNT_FUNCTION, { body: { username } });
  if (error) throw new Error(await messageOf(error));
}
