/**
 * A stand-in for the parts of the Supabase client the auth store calls, for unit tests: auth
 * events are emitted by hand, calls are recorded, and each call's answer can be set.
 */
import type { AuthChangeEvent, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { vi } from 'vitest';
import type { Profile } from './types';

type AuthListener = (event: AuthChangeEvent, session: Session | null) => void;

export interface ProfileAnswer {
  data: Profile | null;
  error: { code: string; message: string } | null;
}

export function fakeUser(id = 'user-1', email = 'fan@example.com'): User {
  return {
    id,
    email,
    aud: 'authenticated',
    app_metadata: { provider: 'email' },
    user_metadata: { username: 'film_fan' },
    created_at: '2025-06-01T00:00:00Z',
  };
}

export function fakeSession(user: User = fakeUser()): Session {
  return {
    access_token: `access-${user.id}`,
    refresh_token: `refresh-${user.id}`,
    expires_in: 3600,
    expires_at: 1_900_000_000,
    token_type: 'bearer',
    user,
  };
}

export function fakeProfile(userId = 'user-1', username = 'film_fan'): Profile {
  return { user_id: userId, username, avatar_url: null, created_at: '2025-06-01T00:00:00Z', updated_at: '2025-06-01T00:00:00Z' };
}

export function createFakeSupabase() {
  const listeners = new Set<AuthListener>();
  const calls: string[] = [];
  let profileAnswer: ProfileAnswer | (() => Promise<ProfileAnswer>) = { data: fakeProfile(), error: null };
  const emit = (event: AuthChangeEvent, session: Session | null) => {
    for (const listener of listeners) listener(event, session);
  };

  const auth = {
    onAuthStateChange: vi.fn((listener: AuthListener) => {
      listeners.add(listener);
      return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
    }),
    getSession: vi.fn(async (): Promise<{ data: { session: Session | null }; error: null }> => ({ data: { session: null }, error: null })),
    signUp: vi.fn(async (_credentials: unknown): Promise<{ data: { user: User | null; session: Session | null }; error: Error | null }> => {
      calls.push('signUp');
      return { data: { user: fakeUser(), session: null }, error: null };
    }),
    signInWithPassword: vi.fn(async (_credentials: unknown): Promise<{ data: { session: Session | null }; error: Error | null }> => {
      calls.push('signInWithPassword');
      const session = fakeSession();
      emit('SIGNED_IN', session);
      return { data: { session }, error: null };
    }),
    signInWithOAuth: vi.fn(async (_credentials: unknown): Promise<{ data: { url: string | null }; error: Error | null }> => ({ data: { url: 'https://provider.example/' }, error: null })),
    signOut: vi.fn(async (_options?: unknown): Promise<{ error: Error | null }> => {
      calls.push('signOut');
      emit('SIGNED_OUT', null);
      return { error: null };
    }),
    resetPasswordForEmail: vi.fn(async (_email: string, _options?: unknown): Promise<{ data: object; error: Error | null }> => ({ data: {}, error: null })),
    setSession: vi.fn(async (_tokens: unknown): Promise<{ error: Error | null }> => ({ error: null })),
    updateUser: vi.fn(async (_attributes: unknown): Promise<{ error: Error | null }> => {
      calls.push('updateUser');
      return { error: null };
    }),
  };

  const single = vi.fn(async () => (typeof profileAnswer === 'function' ? profileAnswer() : profileAnswer));
  const eq = vi.fn((_column: string, _value: string) => ({ single }));
  const select = vi.fn((_columns: string) => ({ eq }));
  const from = vi.fn((_table: string) => ({ select }));

  return {
    // The store needs only these members; the fake is not a full client, hence the one cast.
    client: { auth, from } as unknown as SupabaseClient,
    auth,
    from,
    select,
    eq,
    single,
    emit,
    calls,
    listenerCount: () => listeners.size,
    answerProfile(answer: ProfileAnswer | (() => Promise<ProfileAnswer>)) {
      profileAnswer = answer;
    },
  };
}

export type FakeSupabase = ReturnType<typeof createFakeSupabase>;
