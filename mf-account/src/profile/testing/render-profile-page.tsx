/**
 * Test-only: the profile page and the profile hooks over the local test stack, signed in as a
 * real test account (or as nobody), with a fresh query client and an auth store whose
 * `refreshProfile` is a spy.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AuthProvider, type Profile } from '@marquee/shared/auth';
import { SupabaseClientProvider } from '@marquee/shared/supabase';
import { anonTestClient, createFakeAuthStore, renderWithProviders, type NetworkControl, type TestAccount } from '@marquee/shared/testing';
import ProfilePage from '../../pages/profile-page';

const NO_RETRY = { defaultOptions: { queries: { retry: false }, mutations: { retry: false } } };

/** The account's profile row as the database holds it. */
export async function storedProfile(account: TestAccount): Promise<Profile> {
  const { data, error } = await account.client.from('profiles').select('*').eq('user_id', account.id).single<Profile>();
  if (error) throw new Error(error.message);
  return data;
}

/** The files in the account's avatar folder. */
export async function storedAvatarFiles(account: TestAccount): Promise<string[]> {
  const { data, error } = await account.client.storage.from('avatars').list(account.id);
  if (error) throw new Error(error.message);
  return data.map((file) => file.name).sort();
}

function authFor(account: TestAccount | null, profile: Profile | null) {
  return createFakeAuthStore(account ? { user: account.user, profile } : {});
}

export interface RenderProfilePageOptions {
  account: TestAccount | null;
  /** The auth store's copy of the profile; the stored row unless given. */
  profile?: Profile | null;
  /** A guest's network, to see what the page asks for without an account. */
  guestNetwork?: NetworkControl;
}

export async function renderProfilePage({ account, profile, guestNetwork }: RenderProfilePageOptions) {
  const auth = authFor(account, profile === undefined && account ? await storedProfile(account) : (profile ?? null));
  const view = renderWithProviders(<ProfilePage />, {
    authStore: auth.store,
    supabase: account?.client ?? anonTestClient(guestNetwork),
    path: '/profile',
    queryClientConfig: NO_RETRY,
  });
  // Files the input's accept="image/*" would filter out must still reach the page's own check.
  return { ...view, ...auth, user: userEvent.setup({ applyAccept: false, delay: null }) };
}

/** Providers for the profile hooks, signed in as `account` (or as nobody). */
export async function createProfileHookProviders(account: TestAccount | null) {
  const queryClient = new QueryClient(NO_RETRY);
  const { store, actions } = authFor(account, account ? await storedProfile(account) : null);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={store}>
        <SupabaseClientProvider client={account?.client ?? anonTestClient()}>{children}</SupabaseClientProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
  return { queryClient, wrapper, refreshProfile: actions.refreshProfile };
}

const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/gif': [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  'image/webp': [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
};

/** A file whose bytes start with its image type's signature, as the storage service checks. */
export function imageFile(name = 'portrait.png', size = 1024, type = 'image/png'): File {
  const bytes = new Uint8Array(size);
  bytes.set((SIGNATURES[type] ?? []).slice(0, size));
  return new File([bytes], name, { type });
}
