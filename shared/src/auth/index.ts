export { createAuthStore, type AuthActions, type AuthStore, type AuthStoreOptions } from './auth-store';
export { AuthProvider, getAuthStore, useAuth } from './auth-provider';
export { clearStoredAuthData, isAuthStorageKey } from './stored-auth-data';
export type { AuthState, Profile, SignInInput, SignUpInput, SocialProvider } from './types';
