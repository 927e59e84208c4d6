/**
 * What the page's first script (src/boot.ts) evaluates before the app's own entry, in this order, each in a task of its
 * own: a chunk's code is evaluated in one piece, and the libraries and the app's shared code in one or two chunks held a
 * phone's main thread 70-200 ms at a time (total blocking time, bench/web). Each stage is a module of this folder that
 * imports its chunk (vite.config.ts groups the chunks); the pages rendered at build time preload them in this order
 * (build/prerender.ts).
 */
export const START_STAGES = ['react', 'router', 'libraries', 'appCore', 'components'] as const;
