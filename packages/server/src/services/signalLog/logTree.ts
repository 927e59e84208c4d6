import { consistencyPath, EMPTY_ROOT, HASH_BYTES, inclusionPath, nodeHash, splitPoint } from './merkle.js';

/** Hashes of 32 bytes held end to end in one growing buffer: a million leaves take 32 MB, not a million objects. */
class HashColumn {
  private bytes = Buffer.alloc(HASH_BYTES * 1024);
  length = 0;

  push(hash: Buffer): void {
    if ((this.length + 1) * HASH_BYTES > this.bytes.length) {
      const grown = Buffer.alloc(this.bytes.length * 2);
      this.bytes.copy(grown);
      this.bytes = grown;
    }
    hash.copy(this.bytes, this.length * HASH_BYTES);
    this.length += 1;
  }

  /** A view of the hash at `index` (not a copy: the caller hashes or copies it, never writes to it). */
  at(index: number): Buffer {
    return this.bytes.subarray(index * HASH_BYTES, (index + 1) * HASH_BYTES);
  }
}

function isPowerOfTwo(n: number): boolean {
  return n > 0 && Number.isInteger(Math.log2(n));
}

/**
 * The signal log's Merkle tree (RFC 9162) in memory, grown one leaf hash at a time. Every whole, aligned block of 2^h
 * leaves keeps its root (level h), computed once when the block fills: a block never changes after that, since the
 * tree only grows to the right. Any subtree a proof asks for is then a look-up, or (on the right edge) a few of them
 * joined, so a root or a proof at a million leaves costs some forty hashes instead of a million.
 */
export class LogTree {
  private readonly levels: HashColumn[] = [new HashColumn()];

  /** The leaves held. */
  get size(): number {
    return this.levels[0]!.length;
  }

  append(leafHash: Buffer): void {
    this.levels[0]!.push(leafHash);
    // Like a binary counter's carry: each block this leaf completes gets its root on the level above.
    let level = 0;
    let index = this.size - 1;
    while (index % 2 === 1) {
      const column = this.levels[level]!;
      const parent = nodeHash(column.at(index - 1), column.at(index));
      level += 1;
      (this.levels[level] ??= new HashColumn()).push(parent);
      index = (index - 1) / 2;
    }
  }

  /** MTH(D[start:end]) for a range the tree holds. */
  readonly subtree = (start: number, end: number): Buffer => {
    if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end > this.size || start > end) {
      throw new RangeError(`leaves [${start}, ${end}) are not in a tree of ${this.size}`);
    }
    const n = end - start;
    if (n === 0) {
      return Buffer.from(EMPTY_ROOT);
    }
    if (isPowerOfTwo(n) && start % n === 0) {
      return this.levels[Math.log2(n)]!.at(start / n);
    }
    const k = splitPoint(n);
    return nodeHash(this.subtree(start, start + k), this.subtree(start + k, end));
  };

  private requireHeld(size: number): void {
    if (size > this.size) {
      throw new RangeError(`a tree of ${size} leaves is past the ${this.size} held`);
    }
  }

  /** The root of the tree of the first `size` leaves. */
  root(size: number = this.size): Buffer {
    return this.subtree(0, size);
  }

  /** The inclusion proof of leaf `index` in the tree of the first `size` leaves. */
  inclusion(index: number, size: number): Buffer[] {
    this.requireHeld(size);
    return inclusionPath(index, size, this.subtree);
  }

  /** The consistency proof from the tree of `first` leaves to the tree of `second`. */
  consistency(first: number, second: number): Buffer[] {
    this.requireHeld(second);
    return consistencyPath(first, second, this.subtree);
  }
}
