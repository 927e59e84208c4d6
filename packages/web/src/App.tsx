import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { AppRoutes } from './router/router';
import { themeSelectors, useThemeStore } from './stores/theme';
import { Toaster } from './ui/toast/Toaster';
import { GlobalStyle } from './ui/theme/GlobalStyle';
import { themes } from './ui/theme/themes';
import { useThemeColorMeta } from './ui/theme/useThemeColorMeta';

/** Theme, global styles, routes and the toast region. */
export function App() {
  const theme = themes[useThemeStore(themeSelectors.resolved)];
  useThemeColorMeta(theme);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster />
    </ThemeProvider>
  );
}
