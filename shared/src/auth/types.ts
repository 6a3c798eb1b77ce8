import type { Session, User } from '@supabase/supabase-js';
import type { Tables } from '@marquee/shared/supabase';

/** A row of `profiles`. */
export type Profile = Tables<'profiles'>;

export interface SignUpInput {
  username: string;
  email: string;
  password: string;
}

/** How a sign-up ended: signed in at once (the backend confirms addresses itself), or waiting for the e-mailed link. */
export interface SignUpResult {
  signedIn: boolean;
}

export interface SignInInput {
  email: string;
  password: string;
}

export type SocialProvider = 'google' | 'github';

/** The tokens a password recovery link delivers (query or hash of `/auth/update-password`). */
export interface RecoveryTokens {
  accessToken: string;
  refreshToken: string;
}

export interface AuthState {
  user: User | null;
  session: Session | null;
  /**
   * The signed-in member's profile row: the profile query's current answer (`useProfile` reads
   * the same query in a page), null until it has answered or for a user without one.
   */
  profile: Profile | null;
  /** True until the first auth event or session check has answered. */
  loading: boolean;
}
