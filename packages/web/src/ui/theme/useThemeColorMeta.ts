import { useEffect } from 'react';
import type { AppTheme } from './themes';

/** Keeps the browser chrome (mobile address bar) in the page's background colour. */
export function useThemeColorMeta(theme: AppTheme) {
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.colors.background);
  }, [theme]);
}
