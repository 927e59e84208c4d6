// Starts the built server as it ships (its one-file build) on an empty data folder, so every run begins from the demo data.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const dataDir = process.env.DATA_DIR;
if (!dataDir) {
  throw new Error('DATA_DIR must be set');
}
rmSync(dataDir, { recursive: true, force: true });
const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/server/dist/server.js');
await import(main);
