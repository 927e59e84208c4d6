import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const apiOrigin = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // 'source' first: @signals/protocol then resolves to its TypeScript source,
    // so the app never waits for (or drifts from) the protocol's own build.
    conditions: ['source', ...defaultClientConditions],
  },
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
