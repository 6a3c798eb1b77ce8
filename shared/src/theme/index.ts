export {
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
  createThemeStore,
  isThemePreference,
  type ColorMode,
  type ThemeEnvironment,
  type ThemePreference,
  type ThemeState,
  type ThemeStore,
} from './theme-store';
export { ThemeProvider, useTheme } from './theme-provider';
