import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LogTree } from './logTree.js';
import { consistencyProof, inclusionProof, leafHash, rootOf } from './merkle.js';

// The server's tree keeps the root of every whole aligned block as it grows, and answers proofs from those: it must
// answer exactly what the plain recursive definition (merkle.ts) answers, at every size and for earlier sizes.

const leaves = (n: number) => Array.from({ length: n }, (_, i) => leafHash(createHash('sha256').update(`leaf ${i}`).digest('hex')));

describe('the kept tree', () => {
  it('answers every root and proof of every size up to 40 as the definition does, while it grows', () => {
    const all = leaves(40);
    const tree = new LogTree();
    for (let n = 1; n <= all.length; n += 1) {
      tree.append(all[n - 1]!);
      expect(tree.size).toBe(n);
      expect(tree.root().equals(rootOf(all.slice(0, n)))).toBe(true);
      for (let m = 1; m <= n; m += 1) {
        const prefix = all.slice(0, m);
        expect(tree.root(m).equals(rootOf(prefix))).toBe(true);
        expect(tree.consistency(m, n)).toEqual(consistencyProof(all.slice(0, n), m));
      }
      for (let index = 0; index < n; index += 1) {
        expect(tree.inclusion(index, n)).toEqual(inclusionProof(all.slice(0, n), index));
      }
    }
  });

  it('answers proofs against earlier sizes of a larger tree', () => {
    const all = leaves(1000);
    const tree = new LogTree();
    all.forEach((hash) => tree.append(hash));
    for (const [index, size] of [[0, 1], [511, 512], [512, 513], [700, 999], [999, 1000], [3, 777]] as const) {
      expect(tree.inclusion(index, size)).toEqual(inclusionProof(all.slice(0, size), index));
    }
    for (const [first, second] of [[1, 1000], [512, 1000], [513, 1000], [999, 1000], [300, 777]] as const) {
      expect(tree.consistency(first, second)).toEqual(consistencyProof(all.slice(0, second), first));
    }
  });

  it('refuses a size it does not hold', () => {
    const tree = new LogTree();
    leaves(5).forEach((hash) => tree.append(hash));
    expect(() => tree.root(6)).toThrow(RangeError);
    expect(() => tree.inclusion(0, 6)).toThrow(RangeError);
    expect(() => tree.consistency(2, 6)).toThrow(RangeError);
  });
});
