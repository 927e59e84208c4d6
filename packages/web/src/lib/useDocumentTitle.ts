import { useEffect } from 'react';
import { settingsSelectors, useSettingsStore } from '../stores/settings';

/** "Page · Site name", or the site name alone; follows the live site name setting. */
export function useDocumentTitle(pageTitle?: string) {
  const siteName = useSettingsStore(settingsSelectors.siteName);
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${siteName}` : siteName;
  }, [pageTitle, siteName]);
}
