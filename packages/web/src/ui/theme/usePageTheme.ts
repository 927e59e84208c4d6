import { useEffect, useLayoutEffect } from 'react';
import type { AppTheme } from './themes';

/**
 * The parts of the page outside React that follow the theme: the page-wide colours (GlobalStyle's variables, chosen
 * by <html data-theme>: dark without it) and the browser chrome (the mobile address bar) in the page's background.
 */
export function usePageTheme(theme: AppTheme) {
  // Before the browser paints the commit that restyled the screens in this theme, so the page behind them matches.
  // Only a change touches the attribute: set again to what it was, it would still restyle the whole page.
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (theme.name === 'light' && root.dataset.theme !== 'light') {
      root.dataset.theme = 'light';
    } else if (theme.name !== 'light' && root.dataset.theme !== undefined) {
      delete root.dataset.theme;
    }
  }, [theme.name]);
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.colors.background);
  }, [theme]);
}
