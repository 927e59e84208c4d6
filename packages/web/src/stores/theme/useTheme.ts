import { useHydrated } from '../../lib/useHydrated';
import { drawnTheme } from '../../ssr/drawnAtBuildTime';
import type { ThemeName } from '../../ui/theme/themes';
import { themeSelectors } from './selectors';
import { useThemeStore } from './store';

/**
 * The theme on screen: the one chosen on this device, except while React adopts a page drawn in another (a page
 * rendered at build time or on request is drawn in the default). Whatever shows the theme (the app's colours, the
 * Dark Mode switch) renders the drawn one first, so React finds the page as it was sent, then the chosen one.
 * React leaves an attribute it did not expect as the page had it: a switch rendered as chosen straight away kept the
 * drawn page's "on" (aria-checked) after a reload in the light theme.
 */
export function useShownTheme(): ThemeName {
  const chosen = useThemeStore(themeSelectors.resolved);
  return !useHydrated() && drawnTheme ? drawnTheme : chosen;
}

/** The theme on screen and the two ways to change it. */
export function useTheme() {
  const preference = useThemeStore(themeSelectors.preference);
  const resolved = useShownTheme();
  const setTheme = useThemeStore((s) => s.setTheme);
  const toggle = useThemeStore((s) => s.toggle);
  return { preference, resolved, setTheme, toggle };
}
