import { fileURLToPath } from 'node:url';

/**
 * `zustand` as the app has it, in the browser's build and the server's (src/ssr/zustandForDrawnPages.ts): stores that
 * read back the state a page was drawn from while React adopts it.
 */
export const zustandForDrawnPages = { find: /^zustand$/, replacement: fileURLToPath(new URL('../src/ssr/zustandForDrawnPages.ts', import.meta.url)) };
