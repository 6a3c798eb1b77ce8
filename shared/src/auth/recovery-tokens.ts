import type { RecoveryTokens } from './types';

/**
 * The tokens of a password recovery link: in the query (`?access_token=…&refresh_token=…`, as
 * the product's routes describe) or in the hash (GoTrue's implicit flow). supabase-js
 * usually consumes a hash itself at start-up; reading it too covers a page that ran first.
 */
export function readRecoveryTokens(search: string, hash: string): RecoveryTokens | null {
  for (const params of [new URLSearchParams(search), new URLSearchParams(hash.replace(/^#/, ''))]) {
    const accessToken = params.get('access_token');
    const refreshToken = params.get('refresh_token');
    if (accessToken && refreshToken) return { accessToken, refreshToken };
  }
  return null;
}
