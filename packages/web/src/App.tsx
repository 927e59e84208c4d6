import { I18nProvider } from '@lingui/react';
import { LucideProvider } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { i18n } from './i18n';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { AppRoutes } from './router/router';
import { themeSelectors, useThemeStore } from './stores/theme';
import { Toaster } from './ui/toast/Toaster';
import { GlobalStyle } from './ui/theme/GlobalStyle';
import { themes } from './ui/theme/themes';
import { useThemeColorMeta } from './ui/theme/useThemeColorMeta';

/**
 * Language, theme, icon defaults, global styles, routes, the toast region and the new-version prompt.
 * `Router` is the browser's history in the app, a fixed address when a page is rendered at build time (src/ssr).
 */
export function App({ Router }: { Router: ComponentType<{ children: ReactNode }> }) {
  const theme = themes[useThemeStore(themeSelectors.resolved)];
  useThemeColorMeta(theme);
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        {/* Lucide's 2-unit stroke reads heavy beside our text at 14-20 px; 1.8 keeps the app's lighter line. */}
        <LucideProvider size={20} strokeWidth={1.8}>
          <GlobalStyle />
          <Router>
            <AppRoutes />
          </Router>
          <Toaster />
          <UpdatePrompt />
        </LucideProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}
