import type { ManifestOptions } from 'vite-plugin-pwa';
import { SETTING_CATALOG } from '../../protocol/src/settingsCatalog.ts';
import { darkTheme } from '../src/ui/theme/themes.ts';

/**
 * The web app manifest: what a phone or desktop shows when the app is installed. Names and colours come from the
 * same sources as the running app (the settings catalogue's defaults, the dark theme the app opens in), so the
 * splash screen and title bar match the first paint. The server answers it with the name and description the back
 * office gives the site now (packages/server/src/http/siteManifest.ts); an icon already installed keeps its name
 * until the browser re-reads the manifest.
 */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: SETTING_CATALOG.site_name.defaultValue,
  short_name: 'Signals',
  description: SETTING_CATALOG.site_description.defaultValue,
  lang: 'en',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: darkTheme.colors.background,
  background_color: darkTheme.colors.background,
  categories: ['finance'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
