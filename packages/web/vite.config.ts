import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { i18nCatalogues } from './build/i18nCatalogues.ts';
import { precompress } from './build/precompress.ts';
import { PRERENDERED_DIR, prerender } from './build/prerender.ts';
import { styledComponentIds } from './build/styledComponentIds.ts';
import { webManifest } from './build/webManifest.ts';
import { zustandForDrawnPages } from './build/zustandAlias.ts';

const apiOrigin = 'http://127.0.0.1:3000';
// 'source' first: @signals/protocol then resolves to its TypeScript source,
// so the app never waits for (or drifts from) the protocol's own build.
const conditions = ['source', ...defaultClientConditions];

export default defineConfig({
  plugins: [
    react(),
    // Stable class names, the same in the browser's build and in the pages rendered at build time.
    styledComponentIds(),
    // The public pages as HTML in every language, painted before any JavaScript arrives.
    prerender({ conditions }),
    // One chunk per language, its messages compiled (src/i18n).
    i18nCatalogues(),
    // The installable app: the manifest, and a service worker of our own (src/sw/sw.ts: precache, push, notification
    // clicks) into which Workbox injects the list of the build's files. The page registers it itself (pwa/register)
    // so the update prompt can hold a new version until the member reloads; `vite dev` runs without a worker.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: webManifest,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png', 'icons/badge-96.png'],
      injectManifest: {
        // The app shell: every trader's page is a chunk of its own, all of it precached so any screen opens offline.
        // Not the back office's screens (a trader's phone has no use for them, and they work online only anyway), nor
        // the .br/.gz copies (the browser asks for the file and the server picks the encoding), nor .vite/manifest.json.
        globPatterns: ['**/*.{html,js,css,svg,png,woff2,webmanifest}'],
        globIgnores: ['.vite/**', `${PRERENDERED_DIR}/**`, 'assets/Admin*.js', 'assets/DashboardCharts-*.js'],
        buildPlugins: { vite: [{ name: 'signals:sw-conditions', config: () => ({ resolve: { conditions } }) }] },
      },
      devOptions: { enabled: false },
    }),
    precompress(),
  ],
  resolve: { conditions, alias: [zustandForDrawnPages] },
  server: {
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: false },
      '/socket.io': { target: apiOrigin, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each entry and route pulls in (bench/web/sizes.mjs reads it).
    manifest: true,
  },
});
