// Lists the English still written in web components (what packages/web/src/i18n/literals.test.ts counts).
//
//   (cd packages/server && npx tsx ../../scripts/english-literals.mts [path under packages/web/src ...])
//   ... --update   rewrites packages/web/src/i18n/stillInEnglish.json from what is found
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { englishLiteralsIn, shippedSources } from '../packages/web/src/test/englishLiterals.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/web/src');
const args = process.argv.slice(2);
const update = args.includes('--update');
const only = args.filter((arg) => arg !== '--update');
const counts: Record<string, number> = {};
for (const file of shippedSources(SRC)) {
  const literals = englishLiteralsIn(file, fs.readFileSync(path.join(SRC, file), 'utf8'));
  if (literals.length > 0) {
    counts[file] = literals.length;
  }
  if (only.length > 0 && only.some((prefix) => file.startsWith(prefix))) {
    for (const literal of literals) {
      console.info(`${literal.file}:${literal.line}  ${literal.text}`);
    }
  }
}
if (update) {
  fs.writeFileSync(path.join(SRC, 'i18n/stillInEnglish.json'), `${JSON.stringify(counts, null, 2)}\n`);
}
console.info(`${Object.values(counts).reduce((a, b) => a + b, 0)} English literals in ${Object.keys(counts).length} files`);
