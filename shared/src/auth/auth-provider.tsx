import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { registerPageInstance } from '@marquee/shared/config';
import { loadSupabase } from '@marquee/shared/supabase';
import { createAuthStore, type AuthActions, type AuthStore } from './auth-store';
import type { AuthState } from './types';

const AuthContext = createContext<AuthStore | null>(null);

let pageStore: AuthStore | null = null;

/** The page's auth store, made on first use (one per page: this module is a singleton). */
export function getAuthStore(): AuthStore {
  if (!pageStore) {
    pageStore = createAuthStore(loadSupabase);
    registerPageInstance('auth-store');
  }
  return pageStore;
}

export function AuthProvider({ children, store: given }: { children: ReactNode; store?: AuthStore }) {
  const [store] = useState(() => given ?? getAuthStore());
  useEffect(() => store.start(), [store]);
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState & AuthActions {
  const store = useContext(AuthContext);
  if (!store) throw new Error('useAuth must be used within an AuthProvider');
  return useStore(store);
}
