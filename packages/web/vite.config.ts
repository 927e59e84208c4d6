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

/** The libraries every screen renders with (src/vendor.ts), in one chunk evaluated before the app's modules. */
const FRAMEWORK = ['react', 'react-dom', 'scheduler', 'react-router', 'react-router-dom', 'styled-components', 'stylis', '@emotion/unitless', 'zustand', 'use-sync-external-store', 'cookie', 'set-cookie-parser', '@lingui/core', '@lingui/react', 'shallowequal', 'tslib'];

function isFramework(id: string): boolean {
  const at = id.lastIndexOf('/node_modules/');
  return at >= 0 && FRAMEWORK.some((name) => id.startsWith(`${name}/`, at + '/node_modules/'.length));
}

/** Vite's loader for the chunks a dynamic import needs: the page's first script uses it before anything else. */
function isPreloadHelper(id: string): boolean {
  return id.includes('vite/preload-helper');
}

/** The app's shared code (components, stores, the API client, languages, layout, routes), the back office's apart. */
function isSharedAppCode(id: string): boolean {
  return /\/packages\/web\/src\/(ui|lib|stores|api|i18n|layout|router|ssr)\//.test(id) && !/\/admin\//.test(id);
}

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
    // No preload link in the HTML for the first script's own import (the loader): Lighthouse's simulation counts a
    // script preloaded from the head as holding the first paint, which the first script, deferred, never does.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
    rolldownOptions: {
      // Two chunks hold what every screen starts from, instead of some eighty files of 1-3 KB each: a member's first
      // page fetched 85 scripts (284 KB with their headers), each a request on a slow network and a task of its own.
      output: { codeSplitting: { groups: [{ name: 'preload', test: isPreloadHelper, priority: 30 }, { name: 'framework', test: isFramework, priority: 20 }, { name: 'app', test: isSharedAppCode, minShareCount: 2, priority: 10 }] } },
    },
  },
});
