/** What the benchmarks' seeding scripts share: the built server's modules, and a repeatable random sequence. */
import path from 'node:path';
import { ROOT } from './server.mjs';

/** A module of the built server (packages/server/dist), e.g. `serverModule('bootstrap.js')`. */
export const serverModule = (file) => import(path.join(ROOT, 'packages/server/dist', file));

/** mulberry32: a small seeded generator, so every run seeds the same tables. */
export function generator(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
