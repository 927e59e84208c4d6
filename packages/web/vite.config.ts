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

/**
 * The libraries every screen renders with, in three chunks the page's first script evaluates one after the other, each
 * in a task of its own (src/start/stages.ts): React, the router, then the rest.
 */
const LIBRARY_CHUNKS = {
  react: ['react', 'react-dom', 'scheduler'],
  router: ['react-router', 'react-router-dom', 'cookie', 'set-cookie-parser'],
  framework: ['styled-components', 'stylis', '@emotion/unitless', 'zustand', 'use-sync-external-store', '@lingui/core', '@lingui/react', 'shallowequal', 'tslib'],
};

/** Whether a module is one of `packages`' own. */
function inPackages(packages: string[]): (id: string) => boolean {
  return (id) => {
    const at = id.lastIndexOf('/node_modules/');
    return at >= 0 && packages.some((name) => id.startsWith(`${name}/`, at + '/node_modules/'.length));
  };
}

/** Vite's loader for the chunks a dynamic import needs: the page's first script uses it before anything else. */
function isPreloadHelper(id: string): boolean {
  return id.includes('vite/preload-helper');
}

/** The app's shared code below its components (languages, stores, the API client, formats, routes), the back office's apart. */
function isAppCore(id: string): boolean {
  return /\/packages\/web\/src\/(lib|stores|api|i18n|router|ssr)\//.test(id) && !/\/admin\//.test(id);
}

/** The app's shared components and layouts, the back office's apart. */
function isAppComponent(id: string): boolean {
  return /\/packages\/web\/src\/(ui|layout)\//.test(id) && !/\/admin\//.test(id);
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
      // A few chunks hold what every screen starts from, instead of some eighty files of 1-3 KB each: a member's first
      // page fetched 85 scripts (284 KB with their headers), each a request on a slow network and a task of its own.
      output: {
        codeSplitting: {
          groups: [
            { name: 'preload', test: isPreloadHelper, priority: 30 },
            ...Object.entries(LIBRARY_CHUNKS).map(([name, packages]) => ({ name, test: inPackages(packages), priority: 20 })),
            { name: 'core', test: isAppCore, minShareCount: 2, priority: 11 },
            { name: 'app', test: isAppComponent, minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
});
