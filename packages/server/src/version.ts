import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** The server package's version, shown by /api/health. */
export const APP_VERSION: string = (require('../package.json') as { version: string }).version;
