/** Renders the profile page signed in (or not), over a fake Supabase client and a fresh query client. */
import userEvent from '@testing-library/user-event';
import type { Profile } from '@marquee/shared/auth';
import { fakeProfileRow } from './fake-profile-supabase';
import { createFakeAuthStore, fakeSession, renderWithProviders } from '@marquee/shared/testing';
import ProfilePage from '../../pages/profile-page';

export function renderProfilePage({ signedIn = true, profile = fakeProfileRow() }: { signedIn?: boolean; profile?: Profile | null } = {}) {
  const session = fakeSession();
  const auth = createFakeAuthStore(signedIn ? { user: session.user, session, profile } : {});
  const view = renderWithProviders(<ProfilePage />, {
    authStore: auth.store,
    path: '/profile',
    queryClientConfig: { defaultOptions: { queries: { retry: false }, mutations: { retry: false } } },
  });
  // Files the input's accept="image/*" would filter out must still reach the page's own check.
  return { ...view, ...auth, user: userEvent.setup({ applyAccept: false, delay: null }) };
}

export function imageFile(name = 'portrait.png', size = 1024, type = 'image/png'): File {
  return new File([new Uint8Array(size)], name, { type });
}
