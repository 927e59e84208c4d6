import { RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppRouter } from './router/router';
import { themeSelectors, useThemeStore } from './stores/theme';
import { Toaster } from './ui/toast/Toaster';
import { GlobalStyle } from './ui/theme/GlobalStyle';
import { themes } from './ui/theme/themes';
import { useThemeColorMeta } from './ui/theme/useThemeColorMeta';

// One router for the life of the page, created when the app module loads.
const router = createAppRouter();

/** Theme, global styles, routes and the toast region. */
export function App() {
  const theme = themes[useThemeStore(themeSelectors.resolved)];
  useThemeColorMeta(theme);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <RouterProvider router={router} />
      <Toaster />
    </ThemeProvider>
  );
}
