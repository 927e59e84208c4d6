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
  splitPoint,
  subtreeHasherOf,
  subtreeRoot,
  verifyConsistency,
  verifyInclusion,
} from './merkle.js';
import { flipped, toHex } from '../../../test/support/merkleReference.js';

const hex = (text: string): Buffer => Buffer.from(text, 'hex');

// ---- Published vectors ----
// The RFC 6962 test data shared by Google's certificate-transparency implementations, copied from
// github.com/transparency-dev/merkle, file proof/verify_test.go (leaves, roots, inclusionProofs, consistencyProofs;
// its leaf numbers are 1-based, ours are 0-based indexes) and rfc6962/rfc6962_test.go (the hasher cases).
const LEAVES = ['', '00', '10', '2021', '3031', '40414243', '5051525354555657', '606162636465666768696a6b6c6d6e6f'].map(hex);

/** ROOTS[n - 1] is the root of the tree of the first n leaves. */
const ROOTS = [
  '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
  'fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125',
  'aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77',
  'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
  '4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4',
  '76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef',
  'ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c',
  '5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328',
].map(hex);

const PUBLISHED_INCLUSION = [
  {
    index: 0,
    size: 8,
    proof: [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  },
  {
    index: 5,
    size: 8,
    proof: [
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  },
  { index: 2, size: 3, proof: ['fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125'] },
  {
    index: 1,
    size: 5,
    proof: [
      '6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    ],
  },
];

const PUBLISHED_CONSISTENCY = [
  { first: 1, second: 1, proof: [] },
  {
    first: 1,
    second: 8,
    proof: [
      '96a296d224f285c67bee93c30f8a309157f0daa35dc5b87e410b78630a09cfc7',
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      '6b47aaf29ee3c2af9af889bc1fb9254dabd31177f16232dd6aab035ca39bf6e4',
    ],
  },
  {
    first: 6,
    second: 8,
    proof: [
      '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
      'ca854ea128ed050b41b35ffc1b87b8eb2bde461e9e3b5596ece6b9d5975a0ae0',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  },
  {
    first: 2,
    second: 5,
    proof: [
      '5f083f0a1a33ca076a95279832580db3e0ef4584bdff1f54c8a360f50de3031e',
      'bc1a0643b12e4d2d7c77918f44e0f4f79a838b6cf9ec5b5c283e1f4d88599e6b',
    ],
  },
  {
    first: 6,
    second: 7,
    proof: [
      '0ebc5d3437fbe2db158b9f126a1d118e308181031d0a949f8dededebc558ef6a',
      'b08693ec2e721597130641e8211e7eedccb4c26413963eee6c1e2ed16ffb1a5f',
      'd37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7',
    ],
  },
];

// Which subtrees make up a proof, from transparency-dev/merkle proof/proof_test.go (TestInclusion, TestConsistency:
// node ids such as "b h j i" with rehash(i, j) into l), written here as leaf ranges [start, end).
type Ranges = readonly (readonly [number, number])[];
const INCLUSION_SHAPES: readonly { size: number; index: number; ranges: Ranges }[] = [
  { size: 1, index: 0, ranges: [] },
  { size: 2, index: 0, ranges: [[1, 2]] },
  { size: 2, index: 1, ranges: [[0, 1]] },
  { size: 3, index: 1, ranges: [[0, 1], [2, 3]] },
  { size: 7, index: 0, ranges: [[1, 2], [2, 4], [4, 7]] },
  { size: 7, index: 1, ranges: [[0, 1], [2, 4], [4, 7]] },
  { size: 7, index: 2, ranges: [[3, 4], [0, 2], [4, 7]] },
  { size: 7, index: 3, ranges: [[2, 3], [0, 2], [4, 7]] },
  { size: 7, index: 4, ranges: [[5, 6], [6, 7], [0, 4]] },
  { size: 7, index: 5, ranges: [[4, 5], [6, 7], [0, 4]] },
  { size: 7, index: 6, ranges: [[4, 6], [0, 4]] },
  { size: 4, index: 2, ranges: [[3, 4], [0, 2]] },
  { size: 5, index: 3, ranges: [[2, 3], [0, 2], [4, 5]] },
  { size: 6, index: 3, ranges: [[2, 3], [0, 2], [4, 6]] },
  { size: 6, index: 4, ranges: [[5, 6], [0, 4]] },
];
const CONSISTENCY_SHAPES: readonly { first: number; second: number; ranges: Ranges }[] = [
  { first: 1, second: 2, ranges: [[1, 2]] },
  { first: 1, second: 4, ranges: [[1, 2], [2, 4]] },
  { first: 1, second: 6, ranges: [[1, 2], [2, 4], [4, 6]] },
  { first: 2, second: 3, ranges: [[2, 3]] },
  { first: 2, second: 8, ranges: [[2, 4], [4, 8]] },
  { first: 3, second: 7, ranges: [[2, 3], [3, 4], [0, 2], [4, 7]] },
  { first: 4, second: 7, ranges: [[4, 7]] },
  { first: 5, second: 7, ranges: [[4, 5], [5, 6], [6, 7], [0, 4]] },
  { first: 6, second: 7, ranges: [[4, 6], [6, 7], [0, 4]] },
  { first: 7, second: 8, ranges: [[6, 7], [7, 8], [4, 6], [0, 4]] },
  { first: 2, second: 4, ranges: [[2, 4]] },
  { first: 3, second: 5, ranges: [[2, 3], [3, 4], [0, 2], [4, 5]] },
  { first: 3, second: 6, ranges: [[2, 3], [3, 4], [0, 2], [4, 6]] },
  { first: 4, second: 6, ranges: [[4, 6]] },
  { first: 1, second: 7, ranges: [[1, 2], [2, 4], [4, 7]] },
];

const LEAF_HASHES = LEAVES.map((leaf) => leafHash(leaf));

function rootAt(size: number): Buffer {
  const root = ROOTS[size - 1];
  if (root === undefined) {
    throw new Error(`no published root for size ${size}`);
  }
  return root;
}


/** Copies of `proof`, each with one element's bit flipped. */
function eachFlipped(proof: readonly Buffer[]): Buffer[][] {
  return proof.map((_, i) => proof.map((hash, j) => (i === j ? flipped(hash) : hash)));
}

/** The proof one element short and one element long at either end (with the hashes a forger might try). */
function wrongLengths(proof: readonly Buffer[], extra: Buffer): Buffer[][] {
  const variants = [
    [...proof, extra],
    [extra, ...proof],
  ];
  if (proof.length > 0) {
    variants.push(proof.slice(0, -1), proof.slice(1));
  }
  return variants;
}

describe('the Merkle tree hashes (RFC 9162 §2.1)', () => {
  it('hashes as the published RFC 6962 hasher cases', () => {
    expect(EMPTY_ROOT.toString('hex')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(rootOf([]).toString('hex')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(leafHash(Buffer.alloc(0)).toString('hex')).toBe('6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d');
    expect(leafHash('L123456').toString('hex')).toBe('395aa064aa4c29f7010acfe3f25db9485bbd4b91897b6ad7ad547639252b4d56');
    expect(leafHash(Buffer.from('L123456'))).toEqual(leafHash('L123456'));
    expect(nodeHash(Buffer.from('N123'), Buffer.from('N456')).toString('hex')).toBe(
      'aa217fe888e47007fa15edab33c2b492a722cb106c64667fc2b044444de66bbb',
    );
  });

  it('gives the published root for every tree size 1 to 8', () => {
    for (let size = 1; size <= 8; size += 1) {
      expect(rootOf(LEAF_HASHES.slice(0, size)).toString('hex'), `size ${size}`).toBe(rootAt(size).toString('hex'));
      expect(subtreeRoot(LEAF_HASHES, 0, size).toString('hex'), `size ${size}`).toBe(rootAt(size).toString('hex'));
    }
  });

  it('splits n leaves at the largest power of two below n', () => {
    expect([2, 3, 4, 5, 8, 9, 1024, 1025].map(splitPoint)).toEqual([1, 2, 2, 4, 4, 8, 512, 1024]);
    expect(() => splitPoint(1)).toThrow(RangeError);
  });

  it('refuses ranges outside the leaves with a RangeError', () => {
    expect(subtreeRoot(LEAF_HASHES, 3, 3)).toEqual(EMPTY_ROOT);
    expect(() => subtreeRoot(LEAF_HASHES, 0, 9)).toThrow(RangeError);
    expect(() => subtreeRoot(LEAF_HASHES, 5, 4)).toThrow(RangeError);
    expect(() => subtreeRoot(LEAF_HASHES, -1, 4)).toThrow(RangeError);
    expect(() => subtreeRoot(LEAF_HASHES, 0.5, 4)).toThrow(RangeError);
  });
});

describe('inclusion proofs (RFC 9162 §2.1.3)', () => {
  it('match the published proofs', () => {
    for (const { index, size, proof } of PUBLISHED_INCLUSION) {
      expect(toHex(inclusionProof(LEAF_HASHES.slice(0, size), index)), `${index} in ${size}`).toEqual(proof);
    }
  });

  it('are made of the published subtrees', () => {
    for (const { size, index, ranges } of INCLUSION_SHAPES) {
      const expected = ranges.map(([start, end]) => rootOf(LEAF_HASHES.slice(start, end)));
      expect(toHex(inclusionProof(LEAF_HASHES.slice(0, size), index)), `${index} in ${size}`).toEqual(toHex(expected));
    }
  });

  it('verify for every leaf of every tree of 1 to 8 leaves, and fail once anything is altered', () => {
    for (let size = 1; size <= 8; size += 1) {
      const root = rootAt(size);
      for (let index = 0; index < size; index += 1) {
        const leaf = LEAF_HASHES[index] ?? EMPTY_ROOT;
        const proof = inclusionProof(LEAF_HASHES.slice(0, size), index);
        const at = `${index} in ${size}`;
        expect(verifyInclusion(leaf, index, size, proof, root), at).toBe(true);
        expect(verifyInclusion(flipped(leaf), index, size, proof, root), `${at}, leaf`).toBe(false);
        expect(verifyInclusion(leaf, index, size, proof, flipped(root)), `${at}, root`).toBe(false);
        for (const wrong of eachFlipped(proof)) {
          expect(verifyInclusion(leaf, index, size, wrong, root), `${at}, proof element`).toBe(false);
        }
        for (const wrongIndex of [index - 1, index + 1, index ^ 2, size]) {
          expect(verifyInclusion(leaf, wrongIndex, size, proof, root), `${at}, index ${wrongIndex}`).toBe(false);
        }
        for (const wrong of wrongLengths(proof, root)) {
          expect(verifyInclusion(leaf, index, size, wrong, root), `${at}, ${wrong.length} elements`).toBe(false);
        }
      }
    }
  });

  it('fail for the published proofs given the wrong tree size', () => {
    for (const { index, size, proof } of PUBLISHED_INCLUSION) {
      const leaf = LEAF_HASHES[index] ?? EMPTY_ROOT;
      for (const wrongSize of [size * 2, Math.floor(size / 2)]) {
        expect(verifyInclusion(leaf, index, wrongSize, proof.map(hex), rootAt(size)), `${index} in ${wrongSize}`).toBe(false);
      }
    }
  });

  it('answer false, never throw, for malformed input', () => {
    const leaf = LEAF_HASHES[0] ?? EMPTY_ROOT;
    const proof = inclusionProof(LEAF_HASHES, 0);
    const root = rootAt(8);
    expect(verifyInclusion(leaf, 0, 0, [], EMPTY_ROOT)).toBe(false);
    expect(verifyInclusion(leaf, -1, 8, proof, root)).toBe(false);
    expect(verifyInclusion(leaf, 0.5, 8, proof, root)).toBe(false);
    expect(verifyInclusion(leaf, Number.NaN, 8, proof, root)).toBe(false);
    expect(verifyInclusion(leaf, 0, Number.POSITIVE_INFINITY, proof, root)).toBe(false);
    expect(verifyInclusion(leaf.subarray(1), 0, 8, proof, root)).toBe(false);
    expect(verifyInclusion(leaf, 0, 8, proof, root.subarray(1))).toBe(false);
    expect(verifyInclusion(leaf, 0, 8, [...proof.slice(0, 2), Buffer.alloc(0)], root)).toBe(false);
    expect(verifyInclusion(leaf, 0, 1, [], leaf)).toBe(true);
  });

  it('refuse an index outside the tree with a RangeError', () => {
    expect(() => inclusionProof([], 0)).toThrow(RangeError);
    expect(() => inclusionProof(LEAF_HASHES, 8)).toThrow(RangeError);
    expect(() => inclusionProof(LEAF_HASHES, -1)).toThrow(RangeError);
    expect(() => inclusionProof(LEAF_HASHES, 1.5)).toThrow(RangeError);
    expect(() => inclusionPath(0, 9, subtreeHasherOf(LEAF_HASHES))).toThrow(RangeError);
  });
});

describe('consistency proofs (RFC 9162 §2.1.4)', () => {
  it('match the published proofs', () => {
    for (const { first, second, proof } of PUBLISHED_CONSISTENCY) {
      expect(toHex(consistencyProof(LEAF_HASHES.slice(0, second), first)), `${first} to ${second}`).toEqual(proof);
    }
  });

  it('are made of the published subtrees', () => {
    for (const { first, second, ranges } of CONSISTENCY_SHAPES) {
      const expected = ranges.map(([start, end]) => rootOf(LEAF_HASHES.slice(start, end)));
      expect(toHex(consistencyProof(LEAF_HASHES.slice(0, second), first)), `${first} to ${second}`).toEqual(toHex(expected));
    }
  });

  it('verify between every pair of sizes 1 ≤ m ≤ n ≤ 8, and fail once anything is altered', () => {
    for (let second = 1; second <= 8; second += 1) {
      for (let first = 1; first <= second; first += 1) {
        const [root1, root2] = [rootAt(first), rootAt(second)];
        const proof = consistencyProof(LEAF_HASHES.slice(0, second), first);
        const at = `${first} to ${second}`;
        expect(verifyConsistency(first, second, root1, root2, proof), at).toBe(true);
        expect(verifyConsistency(first, second, flipped(root1), root2, proof), `${at}, first root`).toBe(false);
        expect(verifyConsistency(first, second, root1, flipped(root2), proof), `${at}, second root`).toBe(false);
        for (const wrong of eachFlipped(proof)) {
          expect(verifyConsistency(first, second, root1, root2, wrong), `${at}, proof element`).toBe(false);
        }
        for (const wrong of wrongLengths(proof, root2)) {
          expect(verifyConsistency(first, second, root1, root2, wrong), `${at}, ${wrong.length} elements`).toBe(false);
        }
        if (first < second) {
          expect(verifyConsistency(first, second, root2, root1, proof), `${at}, swapped roots`).toBe(false);
          expect(verifyConsistency(second, first, root2, root1, proof), `${at}, swapped sizes`).toBe(false);
        }
      }
    }
  });

  it('fail for the published proofs given wrong sizes', () => {
    for (const { first, second, proof } of PUBLISHED_CONSISTENCY.filter((vector) => vector.proof.length > 0)) {
      const hashes = proof.map(hex);
      const [root1, root2] = [rootAt(first), rootAt(second)];
      const wrongSizes = [
        [first - 1, second],
        [first + 1, second],
        [first ^ 2, second],
        [first, second * 2],
        [first, Math.floor(second / 2)],
      ];
      for (const [m, n] of wrongSizes) {
        expect(verifyConsistency(m ?? 0, n ?? 0, root1, root2, hashes), `${m} to ${n}`).toBe(false);
      }
    }
  });

  it('answer false, never throw, for malformed input', () => {
    const proof = consistencyProof(LEAF_HASHES, 3);
    const [root1, root2] = [rootAt(3), rootAt(8)];
    expect(verifyConsistency(3, 8, root1, root2, [])).toBe(false);
    expect(verifyConsistency(0, 8, EMPTY_ROOT, root2, [])).toBe(false);
    expect(verifyConsistency(0, 0, EMPTY_ROOT, EMPTY_ROOT, [])).toBe(false);
    expect(verifyConsistency(-3, 8, root1, root2, proof)).toBe(false);
    expect(verifyConsistency(3.5, 8, root1, root2, proof)).toBe(false);
    expect(verifyConsistency(3, Number.NaN, root1, root2, proof)).toBe(false);
    expect(verifyConsistency(3, 8, root1.subarray(2), root2, proof)).toBe(false);
    expect(verifyConsistency(3, 8, root1, root2, [...proof.slice(1), Buffer.alloc(33)])).toBe(false);
    expect(verifyConsistency(8, 8, root2, root2, [root2])).toBe(false);
    expect(verifyConsistency(8, 8, root2, root1, [])).toBe(false);
  });

  it('refuse a first size of 0 or above the tree with a RangeError', () => {
    expect(consistencyProof(LEAF_HASHES, 8)).toEqual([]);
    expect(() => consistencyProof(LEAF_HASHES, 0)).toThrow(RangeError);
    expect(() => consistencyProof(LEAF_HASHES, 9)).toThrow(RangeError);
    expect(() => consistencyProof(LEAF_HASHES, 2.5)).toThrow(RangeError);
    expect(() => consistencyProof([], 0)).toThrow(RangeError);
    expect(() => consistencyPath(2, 9, subtreeHasherOf(LEAF_HASHES))).toThrow(RangeError);
  });
});
