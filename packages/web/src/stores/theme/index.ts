export { themeSelectors } from './selectors';
export { resolveTheme, useThemeStore, type ThemePreference } from './store';
export { useShownTheme, useTheme } from './useTheme';
