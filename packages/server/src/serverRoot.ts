import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (packages/server), found from wherever this code runs: its sources (src/), its
 * compiled modules (dist/) or the one-file build the production start runs (dist/server.js, build/bundle.mjs), which
 * sit at different depths below it. Files read at run time (the catalogues, package.json, the web build) are found
 * from here, not from the depth of the module that reads them.
 */
export const SERVER_ROOT: string = findRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === '@signals/server') {
      return dir;
    }
    if (path.dirname(dir) === dir) {
      throw new Error(`No @signals/server package.json above ${from}`);
    }
  }
}
