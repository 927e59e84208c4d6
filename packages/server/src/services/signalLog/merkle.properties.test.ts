import { describe, expect, it } from 'vitest';
import {
  EMPTY_ROOT,
  consistencyPath,
  consistencyProof,
  inclusionPath,
  inclusionProof,
  leafHash,
  nodeHash,
  rootOf,
  subtreeHasherOf,
  verifyConsistency,
  verifyInclusion,
} from './merkle.js';
import { flipped, referenceRoot, referencePath, referenceSubproof, seededRandom, toHex } from '../../../test/support/merkleReference.js';

describe('random trees up to 300 leaves (seeded)', () => {
  const random = seededRandom(0x5eed);
  const randomInt = (below: number): number => Math.floor(random() * below);
  const randomLeaf = (): Buffer => Buffer.from(Array.from({ length: randomInt(40) }, () => randomInt(256)));
  const sizes = [1, 2, 3, 127, 128, 129, 255, 256, 257, 300, ...Array.from({ length: 10 }, () => 1 + randomInt(300))];

  it.each(sizes)('proves every leaf and random consistencies in a tree of %i leaves', (size) => {
    const hashes = Array.from({ length: size }, () => leafHash(randomLeaf()));
    const root = rootOf(hashes);
    expect(root).toEqual(referenceRoot(hashes));
    const subtree = subtreeHasherOf(hashes);
    for (let index = 0; index < size; index += 1) {
      const proof = inclusionProof(hashes, index);
      expect(verifyInclusion(hashes[index] ?? EMPTY_ROOT, index, size, proof, root), `leaf ${index}`).toBe(true);
      if (size > 1) {
        expect(verifyInclusion(hashes[(index + 1) % size] ?? EMPTY_ROOT, index, size, proof, root), `leaf ${index}`).toBe(false);
      }
      expect(toHex(proof), `leaf ${index}`).toEqual(toHex(referencePath(index, hashes)));
    }
    for (let trial = 0; trial < 30; trial += 1) {
      const second = 1 + randomInt(size);
      const first = 1 + randomInt(second);
      const [root1, root2] = [rootOf(hashes.slice(0, first)), rootOf(hashes.slice(0, second))];
      // Proofs between two earlier tree heads come from the whole tree without slicing it.
      const proof = consistencyPath(first, second, subtree);
      const at = `${first} to ${second}`;
      expect(toHex(proof), at).toEqual(toHex(consistencyProof(hashes.slice(0, second), first)));
      expect(toHex(proof), at).toEqual(toHex(referenceSubproof(first, hashes.slice(0, second), true)));
      expect(verifyConsistency(first, second, root1, root2, proof), at).toBe(true);
      if (first < second) {
        expect(verifyConsistency(first, second, root1, flipped(root2, 0), proof), at).toBe(false);
      }
      const index = randomInt(second);
      const pastProof = inclusionPath(index, second, subtree);
      expect(verifyInclusion(hashes[index] ?? EMPTY_ROOT, index, second, pastProof, root2), `leaf ${index} in ${second}`).toBe(true);
    }
  });
});

describe('every pair of tree sizes up to 64 (issue 45)', () => {
  const hashes = Array.from({ length: 64 }, (_, n) => leafHash(`leaf ${n}`));
  const subtree = subtreeHasherOf(hashes);
  const roots = [EMPTY_ROOT, ...hashes.map((_, n) => rootOf(hashes.slice(0, n + 1)))];

  it('hashes a tree of nine leaves as built by hand: the first eight as one subtree, the ninth beside it', () => {
    const pair = (a: number, b: number) => nodeHash(hashes[a]!, hashes[b]!);
    const eight = nodeHash(nodeHash(pair(0, 1), pair(2, 3)), nodeHash(pair(4, 5), pair(6, 7)));
    expect(rootOf(hashes.slice(0, 9))).toEqual(nodeHash(eight, hashes[8]!));
  });

  it('proves every leaf in every tree of 1 to 64 leaves', () => {
    for (let size = 1; size <= 64; size += 1) {
      for (let index = 0; index < size; index += 1) {
        const proof = inclusionPath(index, size, subtree);
        expect(verifyInclusion(hashes[index]!, index, size, proof, roots[size]!), `leaf ${index} of ${size}`).toBe(true);
        expect(verifyInclusion(flipped(hashes[index]!), index, size, proof, roots[size]!), `altered leaf ${index} of ${size}`).toBe(false);
      }
    }
  });

  it('proves every tree of m leaves consistent with every later one up to 64, and no altered root', () => {
    for (let second = 1; second <= 64; second += 1) {
      for (let first = 1; first <= second; first += 1) {
        const proof = consistencyPath(first, second, subtree);
        const at = `${first} to ${second}`;
        expect(verifyConsistency(first, second, roots[first]!, roots[second]!, proof), at).toBe(true);
        if (first < second) {
          expect(verifyConsistency(first, second, flipped(roots[first]!), roots[second]!, proof), at).toBe(false);
        }
      }
    }
  });
});
