import { defaultServerConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { i18nCatalogues } from './packages/web/build/i18nCatalogues.ts';

// Workspace packages resolve to their TypeScript sources (the "source" export
// condition) so tests need no build; everything else resolves as Vite would.
const workspaceSources = { ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } } };

export default defineConfig({
  test: {
    projects: [
      {
        ...workspaceSources,
        test: { name: 'protocol', root: './packages/protocol', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        ...workspaceSources,
        plugins: [i18nCatalogues()],
        // happy-dom: the stores run against a browser's window, location and fetch (src/test/apiServer.ts).
        test: { name: 'web', root: './packages/web', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
      },
      {
        ...workspaceSources,
        test: {
          name: 'server',
          root: './packages/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The scale-out suite needs PostgreSQL and Redis: the project below, run by scripts/test-scale-out.mjs.
          exclude: [...configDefaults.exclude, 'test/scaleOut/**'],
          environment: 'node',
          pool: 'forks',
          // One worker process runs file after file with the modules it has already imported: the app is transformed
          // and loaded once per worker, not once per file (7-16 s each, issue 39). Each file starts its own server on
          // its own database, and the app keeps no module-level state between servers (caches are per event bus).
          isolate: false,
          globalSetup: ['./test/support/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.SIGNALS_TEST_REDIS_URL
        ? [
            {
              ...workspaceSources,
              test: {
                name: 'scale-out',
                root: './packages/server',
                include: ['test/scaleOut/**/*.test.ts'],
                environment: 'node',
                pool: 'forks',
                globalSetup: ['./test/support/globalSetup.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
    ],
  },
});
