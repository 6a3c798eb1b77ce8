import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, createThemeStore, type ThemeEnvironment } from './theme-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

/** A controllable `prefers-color-scheme: dark` media query. */
function fakeMedia(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const list = {
    matches: dark,
    addEventListener: (_type: string, fn: (event: MediaQueryListEvent) => void) => listeners.add(fn),
    removeEventListener: (_type: string, fn: (event: MediaQueryListEvent) => void) => listeners.delete(fn),
  };
  return {
    listeners,
    matchMedia: () => list as unknown as MediaQueryList,
    setDark(next: boolean) {
      list.matches = next;
      for (const fn of listeners) fn({ matches: next } as MediaQueryListEvent);
    },
  };
}

function env(storage: ReturnType<typeof memoryStorage>, media: ReturnType<typeof fakeMedia>): ThemeEnvironment {
  return { storage, matchMedia: media.matchMedia };
}

describe('theme store', () => {
  it('defaults to system and follows the OS preference', () => {
    const store = createThemeStore(env(memoryStorage(), fakeMedia(true)));
    expect(store.getState().preference).toBe('system');
    expect(store.getState().colorMode).toBe('dark');
  });

  it('accepts only light, dark or system from storage', () => {
    expect(createThemeStore(env(memoryStorage({ theme: 'dark' }), fakeMedia(false))).getState().preference).toBe('dark');
    expect(createThemeStore(env(memoryStorage({ theme: 'light' }), fakeMedia(true))).getState().colorMode).toBe('light');
    expect(createThemeStore(env(memoryStorage({ theme: 'purple' }), fakeMedia(false))).getState().preference).toBe('system');
    expect(createThemeStore(env(memoryStorage({ theme: '"dark"' }), fakeMedia(false))).getState().preference).toBe('system');
  });

  it('saves the preference under the key theme', () => {
    const storage = memoryStorage();
    const store = createThemeStore(env(storage, fakeMedia(false)));
    store.getState().setPreference('dark');
    expect(storage.data.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(store.getState().colorMode).toBe('dark');
  });

  it('follows the OS live while on system, and ignores it otherwise', () => {
    const media = fakeMedia(false);
    const store = createThemeStore(env(memoryStorage(), media));
    media.setDark(true);
    expect(store.getState().colorMode).toBe('dark');
    store.getState().setPreference('light');
    media.setDark(false);
    media.setDark(true);
    expect(store.getState().colorMode).toBe('light');
    store.getState().setPreference('system');
    expect(store.getState().colorMode).toBe('dark');
  });

  it('stops listening when disposed', () => {
    const media = fakeMedia(false);
    const store = createThemeStore(env(memoryStorage(), media));
    expect(media.listeners.size).toBe(1);
    store.dispose();
    expect(media.listeners.size).toBe(0);
  });

  it('still works when storage throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const store = createThemeStore({ storage: throwing, matchMedia: null });
    store.getState().setPreference('dark');
    expect(store.getState().colorMode).toBe('dark');
  });
});
