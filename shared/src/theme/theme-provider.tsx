import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createThemeStore, type ThemeState, type ThemeStore } from './theme-store';
import { registerPageInstance } from '@marquee/shared/config';

const ThemeContext = createContext<ThemeStore | null>(null);

/** Applies the resolved mode to <html> so Chakra's `.dark` conditions and native controls follow. */
function applyToDocument(mode: ThemeState['colorMode']) {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  root.dataset.theme = mode;
}

export function ThemeProvider({ children, store: given }: { children: ReactNode; store?: ThemeStore }) {
  const [store] = useState(() => {
    if (given) return given;
    registerPageInstance('theme-store');
    return createThemeStore();
  });
  const colorMode = useStore(store, (state) => state.colorMode);

  useEffect(() => applyToDocument(colorMode), [colorMode]);
  useEffect(() => (given ? undefined : () => store.dispose()), [given, store]);

  return <ThemeContext.Provider value={store}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const store = useContext(ThemeContext);
  if (!store) throw new Error('useTheme must be used within a ThemeProvider');
  return useStore(store);
}
