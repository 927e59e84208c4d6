/**
 * bench/signalLog, part 2 in-process: the signal log's tree (LogTree, packages/server/dist/services/signalLog/
 * logTree.js, compiled by the server's build) at N leaves, in a process of its own so its memory is the tree's.
 * Forked by run.mjs with --expose-gc; sends its figures over IPC and exits non-zero if a proof does not verify.
 *
 *   node --expose-gc bench/signalLog/tree.mjs <leaves> <proofs>
 *
 * 1. N random 32-byte leaf hashes (generated before the clock starts) appended one at a time: leaves a second, and
 *    what the process's RSS and array buffers grew by for the tree (after gc()).
 * 2. `proofs` inclusion proofs, half at the whole tree's size and half at a random earlier size (a random leaf below
 *    it), and `proofs` consistency proofs (random first < second ≤ N), each timed alone (µs).
 * 3. A sample of them (up to 1,000 of each) verified with merkle.ts's verifyInclusion / verifyConsistency against
 *    the tree's roots, a tampered proof refused, and the tree's root at a size with a ragged right edge checked
 *    against merkle.ts's rootOf over the same leaves: a wrong proof fails the run, loudly.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { quantile } from '../lib/stats.mjs';
import { serverModule } from '../lib/seeding.mjs';

const { LogTree } = await serverModule('services/signalLog/logTree.js');
const { rootOf, verifyConsistency, verifyInclusion } = await serverModule('services/signalLog/merkle.js');

const LEAVES = Number(process.argv[2] ?? 1_000_000);
const PROOFS = Number(process.argv[3] ?? 10_000);
const SAMPLE = Math.min(PROOFS, 1000);
/** Leaves hashed again from scratch by rootOf, to check the tree's root (65,537: one past a power of two). */
const ROOT_CHECK = Math.min(LEAVES, 65_537);

if (!(LEAVES >= 2) || !(PROOFS >= 1)) {
  throw new Error('tree.mjs needs at least 2 leaves and 1 proof');
}
if (typeof globalThis.gc !== 'function') {
  throw new Error('tree.mjs runs with --expose-gc (run.mjs forks it so)');
}

function memory() {
  globalThis.gc();
  globalThis.gc();
  const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, arrayBuffers };
}

const micros = (start) => Number(process.hrtime.bigint() - start) / 1000;
const figures = (sorted) => ({ count: sorted.length, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted[sorted.length - 1] });

const hashes = randomBytes(LEAVES * 32);
const leafAt = (index) => hashes.subarray(index * 32, (index + 1) * 32);
const before = memory();

const tree = new LogTree();
const appendStart = process.hrtime.bigint();
for (let i = 0; i < LEAVES; i += 1) {
  tree.append(leafAt(i));
}
const appendUs = micros(appendStart);
const after = memory();
if (tree.size !== LEAVES) {
  throw new Error(`The tree holds ${tree.size} leaves, not ${LEAVES}`);
}

// Every proof's sizes drawn before the clock starts.
const inclusionAsks = Array.from({ length: PROOFS }, (_, i) => {
  const size = i % 2 === 0 ? LEAVES : randomInt(1, LEAVES + 1);
  return { index: randomInt(0, size), size };
});
const consistencyAsks = Array.from({ length: PROOFS }, () => {
  const second = randomInt(2, LEAVES + 1);
  return { first: randomInt(1, second), second };
});

// A few untimed calls first, so the timed ones are not the compiler's warm-up.
for (let i = 0; i < 200; i += 1) {
  tree.inclusion(randomInt(0, LEAVES), LEAVES);
  const second = randomInt(2, LEAVES + 1);
  tree.consistency(randomInt(1, second), second);
}

const inclusionFull = [];
const inclusionEarlier = [];
const inclusionProofs = new Array(PROOFS);
for (let i = 0; i < PROOFS; i += 1) {
  const { index, size } = inclusionAsks[i];
  const start = process.hrtime.bigint();
  inclusionProofs[i] = tree.inclusion(index, size);
  (i % 2 === 0 ? inclusionFull : inclusionEarlier).push(micros(start));
}
const consistency = [];
const consistencyProofs = new Array(PROOFS);
for (let i = 0; i < PROOFS; i += 1) {
  const { first, second } = consistencyAsks[i];
  const start = process.hrtime.bigint();
  consistencyProofs[i] = tree.consistency(first, second);
  consistency.push(micros(start));
}
const roots = [];
for (let i = 0; i < Math.min(PROOFS, 1000); i += 1) {
  const size = randomInt(1, LEAVES + 1);
  const start = process.hrtime.bigint();
  tree.root(size);
  roots.push(micros(start));
}

// Verified by the verifier a client uses, against roots from the tree: a wrong proof fails the run.
const step = PROOFS / SAMPLE;
let verified = 0;
for (let k = 0; k < SAMPLE; k += 1) {
  const i = Math.floor(k * step);
  const { index, size } = inclusionAsks[i];
  if (!verifyInclusion(Buffer.from(leafAt(index)), index, size, inclusionProofs[i], tree.root(size))) {
    throw new Error(`The inclusion proof of leaf ${index} in the tree of ${size} does not verify`);
  }
  const { first, second } = consistencyAsks[i];
  if (!verifyConsistency(first, second, tree.root(first), tree.root(second), consistencyProofs[i])) {
    throw new Error(`The consistency proof from ${first} to ${second} does not verify`);
  }
  verified += 1;
}
// The verifier is not a yes-machine: a proof with one byte changed is refused.
const tampered = inclusionProofs[0].map((hash) => Buffer.from(hash));
if (tampered.length > 0) {
  tampered[0][0] ^= 1;
  const { index, size } = inclusionAsks[0];
  if (verifyInclusion(Buffer.from(leafAt(index)), index, size, tampered, tree.root(size))) {
    throw new Error('A tampered inclusion proof verified');
  }
}
// The tree's root against a plain recomputation over the same leaves (RFC 9162's MTH), at a ragged size.
const prefix = Array.from({ length: ROOT_CHECK }, (_, i) => Buffer.from(leafAt(i)));
if (!rootOf(prefix).equals(tree.root(ROOT_CHECK))) {
  throw new Error(`The tree's root at ${ROOT_CHECK} leaves differs from rootOf over the same leaves`);
}

const sorted = (values) => values.sort((a, b) => a - b);
process.send(
  {
    leaves: LEAVES,
    appendMs: appendUs / 1000,
    leavesPerSecond: LEAVES / (appendUs / 1e6),
    memory: { before, after },
    inclusionFull: figures(sorted(inclusionFull)),
    inclusionEarlier: figures(sorted(inclusionEarlier)),
    consistency: figures(sorted(consistency)),
    root: figures(sorted(roots)),
    proofLength: { inclusion: inclusionProofs[0].length, consistency: consistencyProofs[0].length },
    verified,
    rootChecked: ROOT_CHECK,
  },
  () => process.exit(0),
);
