import { themeSelectors } from './selectors';
import { useThemeStore } from './store';

/** The theme on screen and the two ways to change it. */
export function useTheme() {
  const preference = useThemeStore(themeSelectors.preference);
  const resolved = useThemeStore(themeSelectors.resolved);
  const setTheme = useThemeStore((s) => s.setTheme);
  const toggle = useThemeStore((s) => s.toggle);
  return { preference, resolved, setTheme, toggle };
}
