import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from './serverRoot.js';

/** The server package's version, shown by /api/health. */
export const APP_VERSION: string = (JSON.parse(fs.readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
