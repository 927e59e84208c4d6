// Lint rules for every package: typescript-eslint's type-aware recommended set, the React hooks rules for the
// web, and the import boundaries of the layering (DESIGN.md), each with the rule it enforces as its message.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const SOCKET_ONLY_IN_LIVE = {
  name: 'socket.io-client',
  message: 'Only packages/web/src/live/ opens the socket; everything else reads stores.',
};
// The server's layers (DESIGN.md): each pattern says the rule it enforces.
const NO_WORKERS = {
  group: ['**/workers', '**/workers/**'],
  message: 'Only the process start (app.ts, through workers/index.ts) starts the workers: nothing else imports workers/.',
};
const LOW_LAYER_IMPORTS = {
  group: ['**/commands/**', '**/workers', '**/workers/**', '**/routes/**', '**/realtime/**'],
  message: 'db/, policies/ and the helpers in services/ sit below commands, workers, routes and the live channel: they import none of them.',
};
const QUERIES_READ = { group: ['**/commands/**'], message: 'Queries only read: they import no command (a write is a command).' };
const TRANS_FROM_I18N = {
  name: '@lingui/react',
  importNames: ['Trans'],
  message: "Import Trans from src/i18n/Trans: it passes a message's numbers as the compiled catalogues read them (i18n/messageNumbers.ts).",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/.tsbuild/**', '**/node_modules/**', '**/playwright-report/**', '**/test-results/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { globals: { ...globals.node }, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      curly: ['error', 'all'],
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // A `default:` branch is a deliberate catch-all: it counts as exhaustive.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // Plain JavaScript (scripts, configs) is not part of a TypeScript project: the rules that need types are off there.
    files: ['**/*.{js,jsx,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },

  // ---- Narrow exceptions to the type-aware rules, each for a false positive in a known place. ----
  {
    // Knex and Objection query builders are thenables: `.where((q) => q.whereNull(...))` returns the builder, which
    // Knex ignores, and the rule takes it for a promise handed to a void callback. Other promise checks stay on.
    files: ['packages/server/src/{queries,guards}/**/*.ts'],
    rules: { '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }] },
  },
  {
    // Migrations are never edited after landing (DESIGN.md); they read Knex's `client.config`, which Knex types as any.
    files: ['packages/server/src/db/migrations/0*.ts'],
    rules: { '@typescript-eslint/no-unsafe-member-access': 'off' },
  },
  {
    // vitest's asymmetric matchers (expect.objectContaining, expect.any, expect.arrayContaining) are typed `any` by
    // design, and tests nest them inside expected objects; the suites' own values are typed.
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },

  // ---- Boundaries of the layering (DESIGN.md): each message says the rule. ----
  {
    // The web: only api/ talks HTTP; tests stub fetch and their helpers (src/test/) answer it.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/api/**', 'packages/web/src/test/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Only packages/web/src/api/ calls fetch: go through its typed api.* calls.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'fetch', message: 'Only packages/web/src/api/ calls fetch: go through its typed api.* calls.' },
        { object: 'globalThis', property: 'fetch', message: 'Only packages/web/src/api/ calls fetch: go through its typed api.* calls.' },
      ],
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['packages/web/src/live/**', 'packages/web/src/i18n/Trans.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [SOCKET_ONLY_IN_LIVE, TRANS_FROM_I18N] }] },
  },
  {
    // Repeats the socket and Trans rules: in flat config a later block replaces a rule's options instead of adding to them.
    files: ['packages/web/src/{screens,layout}/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [SOCKET_ONLY_IN_LIVE, TRANS_FROM_I18N],
          patterns: [{ group: ['**/live', '**/live/**'], message: 'Screens and layouts read stores, never live/: the socket feeds the stores (live/wireLiveEvents).' }],
        },
      ],
    },
  },
  {
    // Tests check rows directly and may import models.
    files: ['packages/server/src/routes/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/models', '**/db/models/**'],
              allowTypeImports: true,
              message: 'Routes do not query models: read through queries/, write through commands/ (types may be imported).',
            },
            NO_WORKERS,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/src/guards/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/routes/**', '**/realtime/**'], message: 'Guards are checks that routes and commands call: they import neither routes/ nor realtime/.' }, NO_WORKERS] },
      ],
    },
  },
  {
    files: ['packages/server/src/commands/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/routes/**', '**/http/**'], message: 'Commands take a unit of work and an actor, not a request: they import neither routes/ nor http/.' }, NO_WORKERS] },
      ],
    },
  },
  {
    files: ['packages/server/src/{db,policies,services}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [LOW_LAYER_IMPORTS] }] },
  },
  {
    files: ['packages/server/src/queries/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [QUERIES_READ, NO_WORKERS] }] },
  },
  {
    // The rest of the server (http/, presenters/, realtime/, cli/, dev/, ...) starts no worker either.
    files: ['packages/server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'packages/server/src/app.ts',
      'packages/server/src/workers/**',
      'packages/server/src/{routes,guards,commands,db,policies,services,queries}/**',
    ],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_WORKERS] }] },
  },
  {
    // Web benchmarks run code inside the page through Playwright's evaluate.
    files: ['bench/web/**', 'tests/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['bench/**', 'tests/**', '.ci/**', '**/*.test.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // A test waits for the condition that matters, never for time, and never asserts how long something took: a busy
    // machine makes both fail once in a while (issue 39). A time bound that is the feature is measured in bench/.
    files: ['**/*.test.{ts,tsx}', 'tests/e2e/**/*.ts', 'packages/*/test/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'Wait for what the journey needs (a locator, a response, motionSettled), not for time.',
        },
        {
          // A sleep: a promise resolved by a timer. Up to 100 ms, as the step of a loop that polls a condition.
          selector:
            "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier']:not([arguments.1.type='Literal'][arguments.1.value<=100]):not([arguments.length=1])",
          message: 'No fixed sleep over 100 ms in a test: wait for the condition (eventually(), an event, a response).',
        },
        {
          selector: "CallExpression[callee.object.name='performance'][callee.property.name='now']",
          message: 'A test does not time things: assert order and outcome, and measure durations in bench/.',
        },
        {
          // Now minus an instant taken earlier in the test is an elapsed time; now minus a constant is a date in the past.
          selector:
            "BinaryExpression[operator='-'][left.callee.object.name='Date'][left.callee.property.name='now'][right.type='Identifier'][right.name=/^(start|since|sent|began|before|begin|t0|answered|asked|opened|closed)|(At|Start|Started|Since|Before)$/]",
          message: 'A test does not assert elapsed wall time: assert order and outcome, and measure durations in bench/.',
        },
      ],
    },
  },
);
