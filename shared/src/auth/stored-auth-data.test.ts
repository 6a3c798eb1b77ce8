import { describe, expect, it } from 'vitest';
import { clearStoredAuthData, isAuthStorageKey, readStoredSession } from './stored-auth-data';

/** A Storage over a Map. */
function storageOf(entries: Record<string, string>): Storage & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
}

describe('stored auth data', () => {
  it('recognises keys beginning supabase.auth. or containing sb-', () => {
    expect(isAuthStorageKey('supabase.auth.token')).toBe(true);
    expect(isAuthStorageKey('sb-127-auth-token')).toBe(true);
    expect(isAuthStorageKey('sb-127-auth-token-code-verifier')).toBe(true);
    expect(isAuthStorageKey('theme')).toBe(false);
    expect(isAuthStorageKey('review-draft-1-user')).toBe(false);
  });

  it('removes only auth keys', () => {
    const storage = storageOf({ 'sb-a-auth-token': '1', 'supabase.auth.token': '2', theme: 'dark' });
    clearStoredAuthData(storage);
    expect([...storage.map.keys()]).toEqual(['theme']);
  });

  it('reads the session supabase-js stored, and nothing that only looks like one', () => {
    const session = { access_token: 'a', refresh_token: 'r', expires_at: 1, user: { id: 'u1' } };
    expect(readStoredSession(storageOf({ theme: 'dark', 'sb-127-auth-token': JSON.stringify(session) }))).toEqual(session);
    expect(readStoredSession(storageOf({ 'sb-127-auth-token-code-verifier': JSON.stringify(session) }))).toBeNull();
    expect(readStoredSession(storageOf({ 'sb-127-auth-token': '{not json' }))).toBeNull();
    expect(readStoredSession(storageOf({ 'sb-127-auth-token': JSON.stringify({ access_token: 'a', user: { id: 'u1' } }) }))).toBeNull();
    expect(readStoredSession(storageOf({ 'sb-127-auth-token': JSON.stringify({ ...session, user: null }) }))).toBeNull();
    expect(readStoredSession(null)).toBeNull();
  });
});
