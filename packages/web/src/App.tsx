import { I18nProvider } from '@lingui/react';
import { LucideProvider } from 'lucide-react';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { ThemeProvider } from 'styled-components';
import { i18n } from './i18n';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { AppRoutes } from './router/router';
import { useShownTheme } from './stores/theme';
import { Toaster } from './ui/toast/Toaster';
import { GlobalStyle } from './ui/theme/GlobalStyle';
import { themes } from './ui/theme/themes';
import { usePageTheme } from './ui/theme/usePageTheme';

/**
 * Language, theme, icon defaults, global styles, routes, the toast region and the new-version prompt.
 * `Router` is the browser's history in the app, a fixed address when a page is rendered at build time (src/ssr);
 * `onStarted` runs once the app's first render is on screen (drawn, or adopted from the page). App itself holds no state: nothing above a screen renders again while React is still adopting it.
 */
export function App({ Router, onStarted }: { Router: ComponentType<{ children: ReactNode }>; onStarted?: () => void }) {
  useStarted(onStarted);
  return (
    <I18nProvider i18n={i18n}>
      <AppTheme>
        {/* Lucide's 2-unit stroke reads heavy beside our text at 14-20 px; 1.8 keeps the app's lighter line. */}
        <LucideProvider size={20} strokeWidth={1.8}>
          <GlobalStyle />
          <Router>
            <AppRoutes />
          </Router>
          <Toaster />
          <UpdatePrompt />
        </LucideProvider>
      </AppTheme>
    </I18nProvider>
  );
}

/**
 * The theme on screen. A page rendered at build time is adopted in the theme it was drawn in; the chosen one
 * follows at once. An update that reached a part of the page not yet adopted would make React draw that part
 * afresh, so the change of theme (none, for the dark default) passes only through the theme's context.
 */
function AppTheme({ children }: { children: ReactNode }) {
  const theme = themes[useShownTheme()];
  usePageTheme(theme);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/**
 * Calls `onStarted` after the first commit (twice in development's strict mode: it must not mind). An effect of App
 * itself, not a component beside it: a sibling would change the ids React derives from the tree's shape (useId),
 * and the page drawn without it would no longer match.
 */
function useStarted(onStarted: (() => void) | undefined): void {
  useEffect(() => onStarted?.(), [onStarted]);
}
