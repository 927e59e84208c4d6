export { themeSelectors } from './selectors';
export { onShownThemeChange } from './shownThemeChanges';
export { resolveTheme, useThemeStore, type ThemePreference } from './store';
export { useShownTheme, useTheme } from './useTheme';
