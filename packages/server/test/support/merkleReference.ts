import { EMPTY_ROOT, nodeHash, splitPoint } from '../../src/services/signalLog/merkle.js';

// What the Merkle tests share (src/services/signalLog/merkle*.test.ts): hashes as hex, a flipped bit, a literal
// transcription of RFC 9162's definitions to check the range-based code against, and a seeded random source.

export const toHex = (hashes: readonly Buffer[]): string[] => hashes.map((hash) => hash.toString('hex'));

/** A copy of `hash` with one bit flipped. */
export function flipped(hash: Buffer, bit = 3): Buffer {
  const copy = Buffer.from(hash);
  copy[0] = (copy[0] ?? 0) ^ (1 << bit);
  return copy;
}

// ---- A literal transcription of the RFC 9162 definitions over array slices, to check the range-based code ----
export function referenceRoot(d: readonly Buffer[]): Buffer {
  if (d.length === 0) {
    return EMPTY_ROOT;
  }
  if (d.length === 1) {
    return d[0] ?? EMPTY_ROOT;
  }
  const k = splitPoint(d.length);
  return nodeHash(referenceRoot(d.slice(0, k)), referenceRoot(d.slice(k)));
}

export function referencePath(m: number, d: readonly Buffer[]): Buffer[] {
  if (d.length === 1) {
    return [];
  }
  const k = splitPoint(d.length);
  return m < k
    ? [...referencePath(m, d.slice(0, k)), referenceRoot(d.slice(k))]
    : [...referencePath(m - k, d.slice(k)), referenceRoot(d.slice(0, k))];
}

export function referenceSubproof(m: number, d: readonly Buffer[], b: boolean): Buffer[] {
  if (m === d.length) {
    return b ? [] : [referenceRoot(d)];
  }
  const k = splitPoint(d.length);
  return m <= k
    ? [...referenceSubproof(m, d.slice(0, k), b), referenceRoot(d.slice(k))]
    : [...referenceSubproof(m - k, d.slice(k), false), referenceRoot(d.slice(0, k))];
}

/** mulberry32: a tiny seeded PRNG, so the property run is the same every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
