import { useEffect } from 'react';
import { noteTitle } from '../ssr/renderRecord';
import { settingsSelectors, useSettingsStore } from '../stores/settings';

/** "Page · Site name", or the site name alone; follows the live site name setting. */
export function useDocumentTitle(pageTitle?: string) {
  const siteName = useSettingsStore(settingsSelectors.siteName);
  const title = pageTitle ? `${pageTitle} · ${siteName}` : siteName;
  if (import.meta.env.SSR) {
    // Rendered at build time: the page's <title> is written into its HTML.
    noteTitle(title);
  }
  useEffect(() => {
    document.title = title;
  }, [title]);
}
