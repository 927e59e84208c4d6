import { createHash } from 'node:crypto';

/**
 * The Merkle tree of the signal track-record log, hashed exactly as Certificate Transparency does (RFC 9162 §2.1,
 * the same tree as RFC 6962), so that any CT-style tool or library can check our proofs:
 * - SHA-256 throughout;
 * - a leaf hashes as SHA-256(0x00 ‖ leaf), an interior node as SHA-256(0x01 ‖ left ‖ right): the prefixes keep a
 *   leaf from ever passing for an interior node (second-preimage resistance);
 * - the tree of n leaves splits at k, the largest power of two strictly below n, so the tree only grows to the
 *   right and every earlier tree is a prefix of every later one (that is what consistency proofs prove);
 * - the empty tree's hash is SHA-256 of nothing.
 *
 * Producers (rootOf, inclusionProof, consistencyProof, subtreeRoot) throw a RangeError on a bad index or size: that
 * is a bug in the caller. Verifiers (verifyInclusion, verifyConsistency) take untrusted input and answer false for
 * anything malformed instead of throwing.
 */

/** Bytes in a SHA-256 hash: every leaf hash, node hash, root and proof element. */
export const HASH_BYTES = 32;

const LEAF_PREFIX = Buffer.from([0x00]);
const NODE_PREFIX = Buffer.from([0x01]);

function sha256(...parts: readonly Buffer[]): Buffer {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(part);
  }
  return hash.digest();
}

/** MTH({}): the hash of the empty tree. */
export const EMPTY_ROOT: Buffer = sha256();

/** The hash of one leaf's bytes; a string stands for its UTF-8 bytes. */
export function leafHash(leaf: Buffer | string): Buffer {
  return sha256(LEAF_PREFIX, typeof leaf === 'string' ? Buffer.from(leaf, 'utf8') : leaf);
}

/** The hash of an interior node from its children's hashes. */
export function nodeHash(left: Buffer, right: Buffer): Buffer {
  return sha256(NODE_PREFIX, left, right);
}

/**
 * Gives the hash of the leaves [start, end) of a tree, as a subtree: the proof builders ask for ranges instead of
 * arrays so that a server can answer from stored interior nodes rather than rehashing millions of leaves. Every range
 * asked for is an RFC 9162 subtree: a left one is a whole, aligned power-of-two block (it never changes once full),
 * and only the right edge of the tree can be a partial one.
 */
export type SubtreeHasher = (start: number, end: number) => Buffer;

/** k: the largest power of two strictly smaller than n (n ≥ 2), where the RFC splits a tree of n leaves. */
export function splitPoint(n: number): number {
  if (!Number.isSafeInteger(n) || n < 2) {
    throw new RangeError(`a tree splits only with 2 or more leaves, not ${n}`);
  }
  let k = 1;
  while (k * 2 < n) {
    k *= 2;
  }
  return k;
}

function requireSize(what: string, value: number, min: number, max: number): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${what} must be an integer from ${min} to ${max}, not ${value}`);
  }
}

function hashAt(leafHashes: readonly Buffer[], index: number): Buffer {
  const hash = leafHashes[index];
  if (hash === undefined) {
    throw new RangeError(`no leaf hash at index ${index} of ${leafHashes.length}`);
  }
  return hash;
}

// Recursion over index ranges: no array copies, and the depth is only log2(end - start).
function rangeRoot(leafHashes: readonly Buffer[], start: number, end: number): Buffer {
  const n = end - start;
  if (n === 1) {
    return hashAt(leafHashes, start);
  }
  const k = splitPoint(n);
  return nodeHash(rangeRoot(leafHashes, start, start + k), rangeRoot(leafHashes, start + k, end));
}

/** MTH(D[start:end]): the root of the tree over the leaf hashes [start, end), EMPTY_ROOT for an empty range. */
export function subtreeRoot(leafHashes: readonly Buffer[], start: number, end: number): Buffer {
  requireSize('end', end, 0, leafHashes.length);
  requireSize('start', start, 0, end);
  return start === end ? Buffer.from(EMPTY_ROOT) : rangeRoot(leafHashes, start, end);
}

/** MTH(D[n]): the root of the tree over all the given leaf hashes (EMPTY_ROOT for none). */
export function rootOf(leafHashes: readonly Buffer[]): Buffer {
  return subtreeRoot(leafHashes, 0, leafHashes.length);
}

/** A SubtreeHasher over leaf hashes held in memory. */
export function subtreeHasherOf(leafHashes: readonly Buffer[]): SubtreeHasher {
  return (start, end) => subtreeRoot(leafHashes, start, end);
}

/**
 * PATH(index, D[size]) (RFC 9162 §2.1.3.1), with subtree hashes from `subtree`: the siblings from the leaf up to the
 * root. `size` may be smaller than what `subtree` holds, for a proof against an earlier tree head.
 */
export function inclusionPath(index: number, size: number, subtree: SubtreeHasher): Buffer[] {
  requireSize('tree size', size, 1, Number.MAX_SAFE_INTEGER);
  requireSize('leaf index', index, 0, size - 1);
  // Walk down from the root, noting each sibling; the proof lists them from the bottom up.
  const siblings: Buffer[] = [];
  let start = 0;
  let end = size;
  while (end - start > 1) {
    const middle = start + splitPoint(end - start);
    if (index < middle) {
      siblings.push(subtree(middle, end));
      end = middle;
    } else {
      siblings.push(subtree(start, middle));
      start = middle;
    }
  }
  return siblings.reverse();
}

/** The inclusion proof of leaf `index` in the tree of all the given leaf hashes. */
export function inclusionProof(leafHashes: readonly Buffer[], index: number): Buffer[] {
  return inclusionPath(index, leafHashes.length, subtreeHasherOf(leafHashes));
}

/**
 * PROOF(first, D[second]) (RFC 9162 §2.1.4.1), with subtree hashes from `subtree`: empty when first equals second.
 * `second` may be smaller than what `subtree` holds, to prove between two earlier tree heads.
 */
export function consistencyPath(first: number, second: number, subtree: SubtreeHasher): Buffer[] {
  requireSize('second tree size', second, 1, Number.MAX_SAFE_INTEGER);
  requireSize('first tree size', first, 1, second);
  // SUBPROOF(m, D[start:end], whole) walked down from the root; `whole` stays true while the old tree is the very
  // subtree we stand on's left edge, whose hash the verifier already holds (so it is left out).
  const siblings: Buffer[] = [];
  let start = 0;
  let end = second;
  let whole = true;
  while (first !== end) {
    const middle = start + splitPoint(end - start);
    if (first <= middle) {
      siblings.push(subtree(middle, end));
      end = middle;
    } else {
      siblings.push(subtree(start, middle));
      start = middle;
      whole = false;
    }
  }
  const proof = siblings.reverse();
  return whole ? proof : [subtree(start, end), ...proof];
}

/** The consistency proof from the tree of the first `first` leaf hashes to the tree of all of them. */
export function consistencyProof(leafHashes: readonly Buffer[], first: number): Buffer[] {
  return consistencyPath(first, leafHashes.length, subtreeHasherOf(leafHashes));
}

function isHash(value: unknown): value is Buffer {
  return Buffer.isBuffer(value) && value.length === HASH_BYTES;
}

function isProof(proof: unknown): proof is readonly Buffer[] {
  return Array.isArray(proof) && proof.every(isHash);
}

function isSize(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** LSB(x): whether the lowest bit is set. Arithmetic, not `&`, which would cut sizes to 32 bits. */
function lowBitSet(x: number): boolean {
  return x % 2 === 1;
}

function half(x: number): number {
  return Math.floor(x / 2);
}

/**
 * RFC 9162 §2.1.3.2: whether `proof` shows the leaf with hash `leaf` at `index` in the tree of `treeSize` leaves
 * whose root is `root`. False for anything malformed (index not below the size, hashes that are not 32 bytes, a
 * proof too short or too long), never an exception: the input comes from whoever wants to be believed.
 */
export function verifyInclusion(leaf: Buffer, index: number, treeSize: number, proof: readonly Buffer[], root: Buffer): boolean {
  if (!isSize(index) || !isSize(treeSize) || index >= treeSize || !isHash(leaf) || !isHash(root) || !isProof(proof)) {
    return false;
  }
  let fn = index;
  let sn = treeSize - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) {
      return false; // Longer than the path to the root.
    }
    if (lowBitSet(fn) || fn === sn) {
      r = nodeHash(p, r);
      // A right-edge node with no sibling of its own: climb until we are a right child again (or at the left edge).
      while (!lowBitSet(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      r = nodeHash(r, p);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && r.equals(root);
}

function isPowerOfTwo(x: number): boolean {
  let n = x;
  while (n > 1 && !lowBitSet(n)) {
    n = half(n);
  }
  return n === 1;
}

/**
 * RFC 9162 §2.1.4.2: whether `proof` shows that the tree of `first` leaves with root `firstRoot` is a prefix of the
 * tree of `second` leaves with root `secondRoot`. Equal sizes need an empty proof and equal roots; a first size of 0
 * (which consistencyProof refuses to make) or one above the second is false, as is any malformed proof.
 */
export function verifyConsistency(first: number, second: number, firstRoot: Buffer, secondRoot: Buffer, proof: readonly Buffer[]): boolean {
  if (!isSize(first) || !isSize(second) || first < 1 || first > second) {
    return false;
  }
  if (!isHash(firstRoot) || !isHash(secondRoot) || !isProof(proof)) {
    return false;
  }
  if (first === second) {
    return proof.length === 0 && firstRoot.equals(secondRoot);
  }
  // The old tree is a whole left subtree: its root is the proof's implicit first node.
  const [seed, ...rest] = isPowerOfTwo(first) ? [firstRoot, ...proof] : proof;
  if (proof.length === 0 || seed === undefined) {
    return false;
  }
  let fn = first - 1;
  let sn = second - 1;
  while (lowBitSet(fn)) {
    fn = half(fn);
    sn = half(sn);
  }
  let fr = seed;
  let sr = seed;
  for (const c of rest) {
    if (sn === 0) {
      return false; // Longer than the path to the root.
    }
    if (lowBitSet(fn) || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      while (!lowBitSet(fn) && fn !== 0) {
        fn = half(fn);
        sn = half(sn);
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = half(fn);
    sn = half(sn);
  }
  return sn === 0 && fr.equals(firstRoot) && sr.equals(secondRoot);
}
