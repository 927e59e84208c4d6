import { I18nProvider } from '@lingui/react';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, vi } from 'vitest';
import { activateLanguage, catalogueReady, i18n } from '../i18n';
import { CATALOGUE_GROUPS, type CatalogueGroup } from '../i18n/catalogueGroups';
import { darkTheme } from '../ui/theme/themes';

// React warns unless told it runs under a test's act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { root: Root; container: HTMLElement }[] = [];

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount());
    container.remove();
  }
});

/**
 * Renders a piece of the app into the test document, with the theme, the
 * English catalogue and a router at `path`, and returns its container: tests
 * read what a user would (text, roles, labels), not component internals.
 */
export async function render(ui: ReactNode, path = '/'): Promise<HTMLElement> {
  await activateLanguage('en');
  // A piece of any screen: every group of the words, as its lazy route would have fetched them.
  await Promise.all((Object.keys(CATALOGUE_GROUPS) as CatalogueGroup[]).map(catalogueReady));
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  mounted.push({ root, container });
  // Async act: lazy pieces and the first answers settle before the test reads the screen.
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <ThemeProvider theme={darkTheme}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </ThemeProvider>
      </I18nProvider>,
    );
    await Promise.resolve();
  });
  return container;
}

/** The text a user reads in an element, spaces collapsed. */
export function textOf(element: Element | null | undefined): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Waits, inside act, until `check` passes: the screen's answers arrive and render as they would for a user. */
export async function waitUntil(check: () => void): Promise<void> {
  await act(async () => {
    await vi.waitFor(check);
  });
}
