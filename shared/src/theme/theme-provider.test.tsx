import { render, renderHook, act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider, useTheme } from './theme-provider';
import { createThemeStore } from './theme-store';

describe('ThemeProvider', () => {
  it('useTheme outside its provider names the provider', () => {
    expect(() => renderHook(() => useTheme())).toThrow('useTheme must be used within a ThemeProvider');
  });

  it('applies the resolved mode to <html>', () => {
    const store = createThemeStore({ storage: null, matchMedia: null });
    render(<ThemeProvider store={store}>content</ThemeProvider>);
    expect(document.documentElement.classList.contains('light')).toBe(true);
    act(() => store.getState().setPreference('dark'));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.documentElement.classList.contains('light')).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('dark');
  });
});
