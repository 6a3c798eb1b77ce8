export { AUTH_EVENTS, createAuthStore, type AuthActions, type AuthClientSource, type AuthStore, type AuthStoreOptions } from './auth-store';
export { AuthProvider, getAuthStore, useAuth } from './auth-provider';
export { PROFILE_NOT_FOUND, profileQuery, profileQueryKey, readProfile, useProfile } from './profile-query';
export { fromState, redirectTargetFrom, type AuthRedirectState, type FromLocation } from './redirect-state';
export { readRecoveryTokens } from './recovery-tokens';
export { clearStoredAuthData, isAuthStorageKey } from './stored-auth-data';
export type { AuthState, Profile, RecoveryTokens, SignInInput, SignUpInput, SignUpResult, SocialProvider } from './types';
export { USERNAME_TAKEN_MESSAGE, UsernameTakenError, isUsernameTakenError } from './username-taken';
