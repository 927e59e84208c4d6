import type { ThemeName } from '../../ui/theme/themes';
import { themeSelectors } from './selectors';
import { useThemeStore } from './store';

/**
 * Calls `listener` with the theme shown each time it changes (a switch, or the system's scheme followed while the
 * member follows it), outside React. Returns the unsubscribe.
 */
export function onShownThemeChange(listener: (theme: ThemeName) => void): () => void {
  return useThemeStore.subscribe((state, previous) => {
    const shown = themeSelectors.resolved(state);
    if (shown !== themeSelectors.resolved(previous)) {
      listener(shown);
    }
  });
}
