// The smallest app on the web package's fixed stack: React 19, the router in
// declarative mode, styled-components with a theme, one zustand store. Nothing
// of ours. bench/web/sizes.mjs builds it to show what any first route costs
// before a single screen of the product is added.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, useRoutes } from 'react-router-dom';
import styled, { createGlobalStyle, ThemeProvider } from 'styled-components';
import { create } from 'zustand';

const useCount = create((set) => ({ count: 0, increment: () => set((state) => ({ count: state.count + 1 })) }));
const Global = createGlobalStyle`body { margin: 0; background: ${({ theme }) => theme.background}; }`;
const Title = styled.h1`
  color: ${({ theme }) => theme.text};
`;

function Home() {
  const { count, increment } = useCount();
  return (
    <Title onClick={increment}>
      Hello {count} <Link to="/other">other</Link>
    </Title>
  );
}

function Routes() {
  return useRoutes([{ path: '/', element: <Home /> }, { path: '*', element: <Title>Not found</Title> }]);
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <ThemeProvider theme={{ background: '#0a0e17', text: '#fff' }}>
      <Global />
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </ThemeProvider>
  </StrictMode>,
);
