/**
 * Theme preference: light, dark or system, default system, kept in
 * localStorage under `theme`; a stored value is accepted only if it is one of the three.
 * "system" follows the operating system's preference live.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type ColorMode = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

export interface ThemeState {
  preference: ThemePreference;
  systemMode: ColorMode;
  /** The mode actually shown: the preference, or the system's when the preference is system. */
  colorMode: ColorMode;
  setPreference(preference: ThemePreference): void;
}

export interface ThemeEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  matchMedia: ((query: string) => MediaQueryList) | null;
}

function browserEnvironment(): ThemeEnvironment {
  if (typeof window === 'undefined') return { storage: null, matchMedia: null };
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage can be denied (privacy modes); the theme then lasts for the page only.
  }
  return { storage, matchMedia: typeof window.matchMedia === 'function' ? window.matchMedia.bind(window) : null };
}

function readPreference(storage: ThemeEnvironment['storage']): ThemePreference {
  try {
    const stored = storage?.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export type ThemeStore = StoreApi<ThemeState> & { dispose(): void };

export function createThemeStore(environment: ThemeEnvironment = browserEnvironment()): ThemeStore {
  const media = environment.matchMedia?.(DARK_QUERY) ?? null;
  const preference = readPreference(environment.storage);
  const systemMode: ColorMode = media?.matches ? 'dark' : 'light';
  const resolve = (p: ThemePreference, system: ColorMode): ColorMode => (p === 'system' ? system : p);

  const store = createStore<ThemeState>()((set, get) => ({
    preference,
    systemMode,
    colorMode: resolve(preference, systemMode),
    setPreference(next) {
      if (!isThemePreference(next)) return;
      try {
        environment.storage?.setItem(THEME_STORAGE_KEY, next);
      } catch {
        // Not persisted, still applied.
      }
      set({ preference: next, colorMode: resolve(next, get().systemMode) });
    },
  }));

  const onSystemChange = (event: MediaQueryListEvent) => {
    const mode: ColorMode = event.matches ? 'dark' : 'light';
    store.setState((state) => ({ systemMode: mode, colorMode: resolve(state.preference, mode) }));
  };
  media?.addEventListener('change', onSystemChange);

  return Object.assign(store, {
    dispose() {
      media?.removeEventListener('change', onSystemChange);
    },
  });
}
