import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

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
        test: { name: 'web', root: './packages/web', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        ...workspaceSources,
        test: {
          name: 'server',
          root: './packages/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          globalSetup: ['./src/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
