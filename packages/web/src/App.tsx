import { LucideProvider } from 'lucide-react';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { UpdatePrompt } from './pwa/UpdatePrompt';
import { AppRoutes } from './router/router';
import { themeSelectors, useThemeStore } from './stores/theme';
import { Toaster } from './ui/toast/Toaster';
import { GlobalStyle } from './ui/theme/GlobalStyle';
import { themes } from './ui/theme/themes';
import { useThemeColorMeta } from './ui/theme/useThemeColorMeta';

/** Theme, icon defaults, global styles, routes, the toast region and the new-version prompt. */
export function App() {
  const theme = themes[useThemeStore(themeSelectors.resolved)];
  useThemeColorMeta(theme);
  return (
    <ThemeProvider theme={theme}>
      {/* Lucide's 2-unit stroke reads heavy beside our text at 14-20 px; 1.8 keeps the app's lighter line. */}
      <LucideProvider size={20} strokeWidth={1.8}>
        <GlobalStyle />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
        <UpdatePrompt />
      </LucideProvider>
    </ThemeProvider>
  );
}
