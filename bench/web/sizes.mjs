// How much JavaScript the web app's first route ships, against the budget.
//
//   node bench/web/sizes.mjs            build into a temporary folder, then measure
//   node bench/web/sizes.mjs --dist DIR measure an existing build (made with build.manifest on)
//
// Follows Vite's manifest: the entry chunk plus every chunk it imports statically
// is what any first page load downloads before React renders; the lazy chunk of the
// first route itself (and what it imports) comes on top, in parallel, before that
// route can paint. Sizes are gzip level 9 in kB (1 kB = 1000 bytes), as Vite prints them.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildFloor } from './lib.mjs';

const BUDGET_KB = 95;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(root, 'packages/web');

/** The modules each first route needs beyond the entry, when they are split out. */
const ROUTES = {
  '/auth (signed out)': ['src/screens/user/AuthScreen.tsx'],
  '/ (signed in)': ['src/layout/user/UserLayout.tsx', 'src/screens/user/HomeScreen.tsx'],
  '/signals (signed in)': ['src/layout/user/UserLayout.tsx', 'src/screens/user/SignalsScreen.tsx'],
};

const argIndex = process.argv.indexOf('--dist');
let dist = argIndex > 0 ? path.resolve(process.argv[argIndex + 1]) : null;
if (!dist) {
  dist = mkdtempSync(path.join(tmpdir(), 'web-sizes-'));
  console.log(`Building packages/web into ${dist} …`);
  execFileSync(path.join(webDir, 'node_modules/.bin/vite'), ['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
}
const manifestPath = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: build with build.manifest enabled (packages/web/vite.config.ts).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const sizeCache = new Map();
function sizeOf(file) {
  if (!sizeCache.has(file)) {
    const code = readFileSync(path.join(dist, file));
    sizeCache.set(file, { raw: code.length, gzip: gzipSync(code, { level: 9 }).length });
  }
  return sizeCache.get(file);
}

/** A manifest key and everything it imports statically, as output files. */
function closure(keys, into = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) {
      continue;
    }
    into.add(chunk.file);
    closure(chunk.imports ?? [], into);
  }
  return into;
}

const kb = (bytes) => (bytes / 1000).toFixed(2);
const total = (files) => [...files].reduce((sum, file) => ({ raw: sum.raw + sizeOf(file).raw, gzip: sum.gzip + sizeOf(file).gzip }), { raw: 0, gzip: 0 });
const verdict = (gzip) => (gzip / 1000 <= BUDGET_KB ? 'within budget' : `OVER budget by ${kb(gzip - BUDGET_KB * 1000)} kB`);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The entry (src/boot.ts) is a few lines that import the app (src/main.tsx) once a prerendered page has painted:
// the app and its static imports count as the entry's.
const appKey = manifest['src/main.tsx'] ? 'src/main.tsx' : null;
const entryFiles = closure([entryKey, ...(appKey ? [appKey] : [])]);
const entry = total(entryFiles);

console.log(`\nEntry (${entryKey}) and its static imports: ${entryFiles.size} chunk(s)`);
for (const file of entryFiles) {
  console.log(`  ${file.padEnd(52)} ${kb(sizeOf(file).raw).padStart(8)} kB raw ${kb(sizeOf(file).gzip).padStart(8)} kB gzip`);
}
console.log(`  ${'total'.padEnd(52)} ${kb(entry.raw).padStart(8)} kB raw ${kb(entry.gzip).padStart(8)} kB gzip  → ${verdict(entry.gzip)} (${BUDGET_KB} kB)`);

console.log('\nFirst routes: the entry plus the lazy chunks the route needs before it can paint');
for (const [route, modules] of Object.entries(ROUTES)) {
  const files = closure([entryKey, ...(appKey ? [appKey] : [])]);
  const lazy = modules.filter((key) => manifest[key] && !entryFiles.has(manifest[key].file));
  closure(lazy, files);
  const sum = total(files);
  console.log(`  ${route.padEnd(24)} ${kb(sum.gzip).padStart(8)} kB gzip (${files.size} chunks, ${lazy.length} lazy)  → ${verdict(sum.gzip)}`);
  if (process.argv.includes('--verbose')) {
    for (const file of [...files].filter((name) => !entryFiles.has(name)).sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) {
      console.log(`      + ${file.padEnd(48)} ${kb(sizeOf(file).gzip).padStart(8)} kB gzip`);
    }
  }
}

console.log('\nEvery JavaScript chunk, largest first (gzip):');
const all = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
for (const file of all.sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip)) {
  const mark = entryFiles.has(file) ? '*' : ' ';
  console.log(`  ${mark} ${file.padEnd(52)} ${kb(sizeOf(file).raw).padStart(8)} kB raw ${kb(sizeOf(file).gzip).padStart(8)} kB gzip`);
}
console.log('  (* loaded by every first page view)');

// The stack's own floor: bench/web/floor is the smallest app on the same
// libraries (React, the router, styled-components, zustand) with nothing of ours.
// Built with packages/web's own copies, so the versions are the app's.
const { dist: floorDist, libraries } = await buildFloor();
const floorManifest = JSON.parse(readFileSync(path.join(floorDist, '.vite/manifest.json'), 'utf8'));
const floorFiles = [...new Set(Object.values(floorManifest).map((chunk) => chunk.file))].filter((file) => file.endsWith('.js'));
const floorGzip = floorFiles.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(floorDist, file)), { level: 9 }).length, 0);
console.log(`\nThe stack's floor (bench/web/floor: ${libraries.join(', ')}; no app code): ${kb(floorGzip)} kB gzip → ${verdict(floorGzip)}`);
console.log(`  leaves ${kb(Math.max(0, BUDGET_KB * 1000 - floorGzip))} kB of the ${BUDGET_KB} kB budget for the app's own code on its first route.`);
