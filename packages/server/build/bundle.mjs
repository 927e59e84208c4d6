// The production start's one file: the compiled server (dist/, from tsc) and its dependencies bundled by esbuild
// into dist/server.js, with the push thread's entry beside it (dist/pushThread.js, found as ./pushThread.js).
// Node then reads one file instead of resolving and reading more than a thousand modules, most of the start's time
// (issue 21: README, "Restarts and deploys"; bench/storm prints start to ready).
//
// Left to node_modules: native addons (better-sqlite3 and ws's optional helpers), the drivers knex would load for
// other databases (none installed), and socket.io, whose engine and ws realtime/sampleConnection loads by path from
// socket.io's folder: the same copies the server runs. And Ganache, the demo's chain (dev/demoChain.ts): a development
// dependency, imported only when DEMO_CHAIN starts it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await build({
  absWorkingDir: root,
  entryPoints: { server: 'dist/main.js', pushThread: 'dist/services/push/pushThread.js' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [
    'better-sqlite3',
    'bufferutil',
    'utf-8-validate',
    'socket.io',
    'pg-native',
    'pg-query-stream',
    'mysql',
    'mysql2',
    'mariadb',
    'oracledb',
    'tedious',
    'sqlite3',
    'ganache',
  ],
  // CommonJS packages bundled into an ES module still call require() for Node's own modules.
  banner: { js: "import { createRequire as bundleRequire } from 'node:module';\nconst require = bundleRequire(import.meta.url);" },
  logLevel: 'warning',
  legalComments: 'none',
});
