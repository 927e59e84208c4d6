import { resolveTheme, type ThemeActions, type ThemeState } from './store';

type Store = ThemeState & ThemeActions;

export const themeSelectors = {
  preference: (s: Store) => s.preference,
  /** The scheme on screen: the preference with 'system' resolved. */
  resolved: (s: Store) => resolveTheme(s),
};
