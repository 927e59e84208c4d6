#!/usr/bin/env node
// Checks a signals site's public track record against its signal log (issue 45), trusting nothing but the log's
// Ed25519 key. Standalone on purpose: anyone can read it, copy it and run it with a bare Node 20 (no install, no import
// from the project), so the check does not depend on the code it checks.
//
//   node scripts/verify-record.mjs <site URL> [--state <file>] [--key <publicKey>]
//
// --key pins the log's public key (base64 of its raw 32 bytes, as the operator publishes it outside the site: the
// README, the public chat): without it the key is taken from the site on the first run and held to on later ones.
//
// It checks the signed head, rebuilds the Merkle root from every entry (RFC 9162 §2.1 hashing), proves the new head
// extends the one verified on the last run (kept in the state file), checks the inclusion proof of the last leaf,
// opens every revealed premium commitment, and recomputes the track record's figures from the leaves alone.
//
// Exit status: 0 all verified; 1 a mismatch (printed with the entry index where there is one); 2 a usage, network or
// HTTP error (nothing could be concluded).
import { createHash, createPublicKey, verify } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const USAGE = 'Usage: node scripts/verify-record.mjs <site URL> [--state <file>] [--key <publicKey>]';
// The raw 32-byte Ed25519 key wrapped in its fixed SubjectPublicKeyInfo prefix (RFC 8410), so node:crypto can load it.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');
const HEAD_CONTEXT = 'signals-log:v1';
const HEX32 = /^[0-9a-f]{64}$/;
const REQUEST_TIMEOUT_MS = 30_000;
// A head is signed within 5 s of an append: a record that moved ahead of the head is waited for this long.
const HEAD_DELAY_MS = 6_000;
const HEAD_POLL_MS = 500;
// Tries of the whole check when the log grows while it runs (a busy site), before a figure mismatch is believed.
const ATTEMPTS = 3;

const SIGNAL_TYPES = ['arbitrage', 'forex', 'futures'];
const PUBLICATION = 'signal';
const EDIT = 'edited';
const STEP_KINDS = new Set(['tp1_hit', 'stop_moved', 'note']);
const CLOSING_KINDS = new Set(['tp2_hit', 'stop_hit', 'closed', 'cancelled', 'voided']);
const CLOSED_OUTCOMES = new Set(['won', 'lost', 'breakeven']);
// What outcome each closing kind may give: a cancel cancels, a void voids, the others end with a result.
const OUTCOMES_OF_KIND = { tp2_hit: CLOSED_OUTCOMES, stop_hit: CLOSED_OUTCOMES, closed: CLOSED_OUTCOMES, cancelled: new Set(['cancelled']), voided: new Set(['voided']) };

/** The log or the record says something its own evidence does not back: exit 1. */
class Mismatch extends Error {
  constructor(message, index = null) {
    super(index === null ? message : `entry ${index}: ${message}`);
    this.index = index;
  }
}

/** Nothing could be concluded (bad arguments, the site unreachable or answering an error): exit 2. */
class CannotCheck extends Error {}

// ---- Arguments and the state file ----

function parseArguments(argv) {
  let site = null;
  let state = null;
  let pinnedKey = null;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--key') {
      pinnedKey = argv[i + 1];
      if (!pinnedKey || Buffer.from(pinnedKey, 'base64').length !== 32) {
        throw new CannotCheck(`--key needs the log's public key: base64 of its 32 raw bytes.\n${USAGE}`);
      }
      i += 1;
    } else if (arg === '--state') {
      state = argv[i + 1];
      if (!state) {
        throw new CannotCheck(`--state needs a file name.\n${USAGE}`);
      }
      i += 1;
    } else if (arg === '--help' || arg === '-h') {
      throw new CannotCheck(USAGE);
    } else if (arg.startsWith('-') || site !== null) {
      throw new CannotCheck(`Unexpected argument "${arg}".\n${USAGE}`);
    } else {
      site = arg;
    }
  }
  if (site === null) {
    throw new CannotCheck(USAGE);
  }
  let url;
  try {
    url = new URL(site);
  } catch {
    throw new CannotCheck(`"${site}" is not a URL (try http://127.0.0.1:3000).\n${USAGE}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CannotCheck(`"${site}" is not an http(s) URL.\n${USAGE}`);
  }
  return { site: url, statePath: state ?? defaultStatePath(url), pinnedKey };
}

/** ~/.config/signals-verify-record/<host>_<port>.json: one remembered head per site. */
function defaultStatePath(url) {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const host = url.hostname.replace(/[^A-Za-z0-9.-]/g, '_');
  return path.join(os.homedir(), '.config', 'signals-verify-record', `${host}_${port}.json`);
}

function readState(statePath) {
  let text;
  try {
    text = fs.readFileSync(statePath, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') {
      return null;
    }
    throw new CannotCheck(`Cannot read the state file ${statePath}: ${error.message}`);
  }
  try {
    const state = JSON.parse(text);
    checkHeadShape(state, 'the saved head');
    if (typeof state.publicKey !== 'string') {
      throw new Error('no publicKey');
    }
    return state;
  } catch (error) {
    throw new CannotCheck(`The state file ${statePath} is not one this verifier wrote (${error.message}): remove it to start afresh, or pass --state <another file>.`);
  }
}

/** Written to a temporary file and renamed: an interrupted run never leaves half a state behind. */
function writeState(statePath, state) {
  try {
    fs.mkdirSync(path.dirname(statePath), { recursive: true });
    const temporary = `${statePath}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`);
    fs.renameSync(temporary, statePath);
  } catch (error) {
    throw new CannotCheck(`Verified, but cannot save the head to ${statePath}: ${error.message}`);
  }
}

// ---- HTTP ----

function apiUrl(site, route, query = {}) {
  const base = site.href.endsWith('/') ? site.href : `${site.href}/`;
  const url = new URL(`api/${route}`, base);
  for (const [name, value] of Object.entries(query)) {
    url.searchParams.set(name, String(value));
  }
  return url;
}

async function getJson(site, route, query) {
  const url = apiUrl(site, route, query);
  let response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    const cause = error.cause?.code ?? error.cause?.message ?? error.message;
    throw new CannotCheck(`Cannot reach ${url.href}: ${cause}`);
  }
  const text = await response.text().catch((error) => {
    throw new CannotCheck(`The answer of ${url.href} broke off: ${error.message}`);
  });
  if (!response.ok) {
    throw new CannotCheck(`${url.href} answered HTTP ${response.status}${messageOf(text)}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new CannotCheck(`${url.href} did not answer JSON: is ${site.href} a signals site?`);
  }
}

function messageOf(text) {
  try {
    const body = JSON.parse(text);
    return typeof body?.message === 'string' ? `: ${body.message}` : '';
  } catch {
    return '';
  }
}

// ---- Hashing (RFC 9162 §2.1) ----

function sha256(...parts) {
  const hash = createHash('sha256');
  for (const part of parts) {
    hash.update(part);
  }
  return hash.digest();
}

const leafHashOf = (leaf) => sha256(Buffer.from([0x00]), Buffer.from(leaf, 'utf8'));
const nodeHash = (left, right) => sha256(Buffer.from([0x01]), left, right);

/**
 * The root of a tree built one leaf at a time, holding only the perfect subtrees of its left edge (log2 n hashes):
 * their sizes are the binary digits of n, which is exactly how RFC 9162 splits a tree (at the largest power of two
 * below n), so folding them from the right gives MTH.
 */
class TreeBuilder {
  constructor() {
    this.size = 0;
    this.subtrees = [];
  }

  append(hash) {
    let node = { size: 1, hash };
    while (this.subtrees.length > 0 && this.subtrees.at(-1).size === node.size) {
      const left = this.subtrees.pop();
      node = { size: left.size * 2, hash: nodeHash(left.hash, node.hash) };
    }
    this.subtrees.push(node);
    this.size += 1;
  }

  root() {
    if (this.subtrees.length === 0) {
      return sha256();
    }
    return this.subtrees.reduceRight((right, left) => ({ hash: nodeHash(left.hash, right.hash) })).hash;
  }
}

const lowBitSet = (x) => x % 2 === 1;
const half = (x) => Math.floor(x / 2);

/** RFC 9162 §2.1.3.2: whether `proof` puts the leaf hash `leaf` at `index` in the tree of `size` leaves with `root`. */
function verifyInclusion(leaf, index, size, proof, root) {
  if (index >= size) {
    return false;
  }
  let fn = index;
  let sn = size - 1;
  let r = leaf;
  for (const p of proof) {
    if (sn === 0) {
      return false;
    }
    if (lowBitSet(fn) || fn === sn) {
      r = nodeHash(p, r);
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

function isPowerOfTwo(x) {
  let n = x;
  while (n > 1 && !lowBitSet(n)) {
    n = half(n);
  }
  return n === 1;
}

/** RFC 9162 §2.1.4.2: whether `proof` shows the tree (first, firstRoot) is a prefix of the tree (second, secondRoot). */
function verifyConsistency(first, second, firstRoot, secondRoot, proof) {
  if (first < 1 || first > second) {
    return false;
  }
  if (first === second) {
    return proof.length === 0 && firstRoot.equals(secondRoot);
  }
  if (proof.length === 0) {
    return false;
  }
  // A power-of-two old tree is a whole left subtree: its root is the proof's implicit first node.
  const [seed, ...rest] = isPowerOfTwo(first) ? [firstRoot, ...proof] : proof;
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
      return false;
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

function hashesOf(list, what) {
  if (!Array.isArray(list) || !list.every((hash) => typeof hash === 'string' && HEX32.test(hash))) {
    throw new Mismatch(`${what} is not a list of 32-byte hex hashes`);
  }
  return list.map((hash) => Buffer.from(hash, 'hex'));
}

// ---- Canonical JSON (RFC 8785 for the values JSON.parse gives) ----

/** Keys sorted by UTF-16 code units (the default sort), no whitespace, numbers and strings as JSON.stringify writes them. */
function canonicalJson(value) {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new TypeError(`canonical JSON cannot hold ${value}`);
    }
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) {
    return `[${value.map(canonicalJson).join(',')}]`;
  }
  const keys = Object.keys(value).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
}

// ---- The head ----

function checkHeadShape(head, what) {
  const ok =
    head !== null &&
    typeof head === 'object' &&
    Number.isSafeInteger(head.treeSize) &&
    head.treeSize >= 0 &&
    typeof head.rootHash === 'string' &&
    HEX32.test(head.rootHash) &&
    Number.isSafeInteger(head.timestamp) &&
    typeof head.signature === 'string';
  if (!ok) {
    throw new Mismatch(`${what} is malformed (it needs treeSize, rootHash as 64 hex digits, timestamp and signature)`);
  }
}

function publicKeyOf(answer) {
  const raw = typeof answer?.publicKey === 'string' ? Buffer.from(answer.publicKey, 'base64') : Buffer.alloc(0);
  if (answer?.algorithm !== 'Ed25519' || raw.length !== 32) {
    throw new Mismatch('the log key is not a 32-byte Ed25519 key in base64');
  }
  return createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
}

function signatureHolds(key, message, signature) {
  try {
    return verify(null, message, key, Buffer.from(signature, 'base64'));
  } catch {
    // A signature of the wrong length throws instead of answering false: it is no valid signature either way.
    return false;
  }
}

function verifyHeadSignature(key, head) {
  const message = Buffer.from(`${HEAD_CONTEXT}:${head.treeSize}:${head.rootHash}:${head.timestamp}`, 'ascii');
  if (!signatureHolds(key, message, head.signature)) {
    throw new Mismatch(`the signature of the head (tree size ${head.treeSize}, root ${head.rootHash}) does not verify with the log's key`);
  }
}

async function fetchSignedHead(site) {
  const keyAnswer = await getJson(site, 'track-record/log/key');
  const key = publicKeyOf(keyAnswer);
  const head = await getJson(site, 'track-record/log/head');
  checkHeadShape(head, 'the head');
  verifyHeadSignature(key, head);
  return { publicKey: keyAnswer.publicKey, head };
}

// ---- Against the head verified last time ----

/** Proves the new head extends the saved one; says how, for the report. */
async function checkAgainstSaved(site, saved, publicKey, head) {
  if (saved === null) {
    return 'first run: no earlier head saved';
  }
  if (saved.publicKey !== publicKey) {
    throw new Mismatch(`the log's key changed since the head verified before (was ${saved.publicKey}, now ${publicKey})`);
  }
  if (head.treeSize < saved.treeSize) {
    throw new Mismatch(`the log shrank: the head verified before had ${saved.treeSize} leaves, this one ${head.treeSize}`);
  }
  if (head.treeSize === saved.treeSize) {
    if (head.rootHash !== saved.rootHash) {
      throw new Mismatch(`the log was rewritten: at tree size ${head.treeSize} the root was ${saved.rootHash} before and is ${head.rootHash} now`);
    }
    return `same tree as the head verified before (size ${head.treeSize})`;
  }
  if (saved.treeSize === 0) {
    // Every tree extends the empty one; RFC 9162 has no proof from size 0.
    return `extends the empty tree verified before (size 0 → ${head.treeSize})`;
  }
  const answer = await getJson(site, 'track-record/log/consistency', { first: saved.treeSize, second: head.treeSize });
  const proof = hashesOf(answer?.proof, 'the consistency proof');
  if (!verifyConsistency(saved.treeSize, head.treeSize, Buffer.from(saved.rootHash, 'hex'), Buffer.from(head.rootHash, 'hex'), proof)) {
    throw new Mismatch(`the consistency proof from the head verified before (size ${saved.treeSize}) to this one (size ${head.treeSize}) does not verify: the log was rewritten`);
  }
  return `consistent with the head verified before (size ${saved.treeSize} → ${head.treeSize})`;
}

// ---- The entries ----

/** Every entry [0, size), page by page: the server answers at most a page per call and says nothing of the rest. */
async function* entriesOf(site, size) {
  let next = 0;
  while (next < size) {
    const page = await getJson(site, 'track-record/log/entries', { start: next, end: size });
    if (!Array.isArray(page) || page.length === 0) {
      throw new Mismatch(`the log answered no entries from ${next} though the head holds ${size}`, next);
    }
    for (const entry of page) {
      if (next >= size) {
        throw new Mismatch(`an entry beyond the head's tree size ${size} was answered`, next);
      }
      if (entry?.index !== next) {
        throw new Mismatch(`expected the entry at index ${next}, got one at ${JSON.stringify(entry?.index)}`, next);
      }
      yield entry;
      next += 1;
    }
  }
}

function checkLeafHash(entry) {
  if (typeof entry.leaf !== 'string' || typeof entry.leafHash !== 'string' || !HEX32.test(entry.leafHash)) {
    throw new Mismatch('the entry has no leaf text or no 64-hex leafHash', entry.index);
  }
  const hash = leafHashOf(entry.leaf);
  if (hash.toString('hex') !== entry.leafHash) {
    throw new Mismatch(`the leaf does not hash to its leafHash (SHA-256(0x00 ‖ leaf) is ${hash.toString('hex')}, the log says ${entry.leafHash})`, entry.index);
  }
  return hash;
}

function parseLeaf(entry) {
  let leaf;
  try {
    leaf = JSON.parse(entry.leaf);
  } catch {
    throw new Mismatch('the leaf is not JSON', entry.index);
  }
  if (leaf === null || typeof leaf !== 'object' || Array.isArray(leaf)) {
    throw new Mismatch('the leaf is not a JSON object', entry.index);
  }
  // The same fields in another spelling would hash differently: a leaf is only checkable in its one canonical form.
  if (canonicalJson(leaf) !== entry.leaf) {
    throw new Mismatch('the leaf is not in canonical JSON (keys sorted, no whitespace)', entry.index);
  }
  return leaf;
}

/** A reveal opens the leaf's commitment: SHA-256(canonical JSON of the trade ‖ the salt's 32 bytes). */
function checkReveal(entry, leaf) {
  const { reveal } = entry;
  if (typeof leaf.commitment !== 'string') {
    throw new Mismatch('the entry carries a reveal but its leaf has no commitment', entry.index);
  }
  if (reveal === null || typeof reveal !== 'object' || reveal.trade === null || typeof reveal.trade !== 'object' || typeof reveal.salt !== 'string' || !HEX32.test(reveal.salt)) {
    throw new Mismatch('the reveal is malformed (it needs a trade object and a 64-hex salt)', entry.index);
  }
  const opened = sha256(Buffer.from(canonicalJson(reveal.trade), 'utf8'), Buffer.from(reveal.salt, 'hex')).toString('hex');
  if (opened !== leaf.commitment) {
    throw new Mismatch(`the revealed trade and salt do not open the leaf's commitment (they hash to ${opened}, the leaf commits to ${leaf.commitment})`, entry.index);
  }
}

// ---- The record, from the leaves alone ----

/** Each published signal's type (latest publication or edit) and how it ended (its closing leaf), by signal id. */
class RecordFromLeaves {
  constructor() {
    this.signals = new Map();
    this.kinds = { publications: 0, edits: 0, events: 0 };
  }

  add(index, leaf) {
    if (!Number.isSafeInteger(leaf.signalId)) {
      throw new Mismatch('the leaf has no signalId', index);
    }
    if (typeof leaf.at !== 'string' || Number.isNaN(Date.parse(leaf.at))) {
      throw new Mismatch('the leaf has no valid `at` time', index);
    }
    if (leaf.kind === PUBLICATION) {
      this.publish(index, leaf);
    } else if (leaf.kind === EDIT) {
      this.publishedBefore(index, leaf).type = this.typeOf(index, leaf);
      this.kinds.edits += 1;
    } else if (STEP_KINDS.has(leaf.kind)) {
      this.openBefore(index, leaf);
      this.kinds.events += 1;
    } else if (CLOSING_KINDS.has(leaf.kind)) {
      this.close(index, leaf);
      this.kinds.events += 1;
    } else {
      throw new Mismatch(`the leaf's kind ${JSON.stringify(leaf.kind)} is none this verifier knows`, index);
    }
  }

  publish(index, leaf) {
    const earlier = this.signals.get(leaf.signalId);
    if (earlier) {
      throw new Mismatch(`signal ${leaf.signalId} is published a second time (first at entry ${earlier.publishedAt})`, index);
    }
    this.signals.set(leaf.signalId, { publishedAt: index, type: this.typeOf(index, leaf), outcome: 'open', resultPercent: null, closedAt: null, closedIndex: null });
    this.kinds.publications += 1;
  }

  typeOf(index, leaf) {
    if (!SIGNAL_TYPES.includes(leaf.signalType)) {
      throw new Mismatch(`the leaf's signalType ${JSON.stringify(leaf.signalType)} is not one of ${SIGNAL_TYPES.join(', ')}`, index);
    }
    return leaf.signalType;
  }

  publishedBefore(index, leaf) {
    const signal = this.signals.get(leaf.signalId);
    if (!signal) {
      throw new Mismatch(`a ${leaf.kind} of signal ${leaf.signalId}, which no earlier entry publishes`, index);
    }
    return signal;
  }

  openBefore(index, leaf) {
    const signal = this.publishedBefore(index, leaf);
    if (signal.closedIndex !== null) {
      throw new Mismatch(`a ${leaf.kind} of signal ${leaf.signalId}, which entry ${signal.closedIndex} already ended`, index);
    }
    return signal;
  }

  close(index, leaf) {
    const signal = this.openBefore(index, leaf);
    if (!OUTCOMES_OF_KIND[leaf.kind].has(leaf.outcome)) {
      throw new Mismatch(`a ${leaf.kind} cannot end signal ${leaf.signalId} as ${JSON.stringify(leaf.outcome)}`, index);
    }
    if (CLOSED_OUTCOMES.has(leaf.outcome)) {
      if (typeof leaf.resultPercent !== 'number' || !Number.isFinite(leaf.resultPercent)) {
        throw new Mismatch(`signal ${leaf.signalId} ends ${leaf.outcome} without a resultPercent`, index);
      }
      const expected = outcomeOfResult(leaf.resultPercent);
      if (expected !== leaf.outcome) {
        throw new Mismatch(`signal ${leaf.signalId} ends ${leaf.outcome} with a result of ${leaf.resultPercent} %, which is ${expected}`, index);
      }
    }
    Object.assign(signal, { outcome: leaf.outcome, resultPercent: leaf.resultPercent, closedAt: leaf.at, closedIndex: index });
  }

  /** The figures as GET /api/track-record gives them (unfiltered), exact (before rounding). */
  figures() {
    const all = [...this.signals.values()];
    const byType = Object.fromEntries(SIGNAL_TYPES.map((type) => [type, figuresOf(all.filter((signal) => signal.type === type))]));
    return { ...figuresOf(all), byType, byMonth: monthsOf(all) };
  }
}

/** Rounds a percentage as the server stores and shows results: to 2 decimals, and never -0. */
function roundPercent(value) {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}

function outcomeOfResult(resultPercent) {
  const rounded = roundPercent(resultPercent);
  return rounded > 0 ? 'won' : rounded < 0 ? 'lost' : 'breakeven';
}

const sum = (values) => values.reduce((total, value) => total + value, 0);
const countOf = (signals, outcome) => signals.filter((signal) => signal.outcome === outcome).length;

function figuresOf(signals) {
  const closed = signals.filter((signal) => CLOSED_OUTCOMES.has(signal.outcome));
  const results = closed.map((signal) => signal.resultPercent);
  const won = countOf(signals, 'won');
  return {
    total: signals.length,
    closed: closed.length,
    won,
    lost: countOf(signals, 'lost'),
    breakeven: countOf(signals, 'breakeven'),
    cancelled: countOf(signals, 'cancelled'),
    voided: countOf(signals, 'voided'),
    awaiting: countOf(signals, 'open'),
    winRate: closed.length === 0 ? null : percent((won / closed.length) * 100),
    averageResultPercent: closed.length === 0 ? null : percent(sum(results) / closed.length),
    cumulativeResultPercent: percent(sum(results)),
    bestResultPercent: closed.length === 0 ? null : percent(Math.max(...results)),
    worstResultPercent: closed.length === 0 ? null : percent(Math.min(...results)),
  };
}

/** Closed signals by the UTC month of their closing leaf, oldest first. */
function monthsOf(signals) {
  const months = new Map();
  for (const signal of signals.filter((s) => CLOSED_OUTCOMES.has(s.outcome))) {
    const month = new Date(signal.closedAt).toISOString().slice(0, 7);
    const figures = months.get(month) ?? { month, closed: 0, won: 0, lost: 0, results: [] };
    figures.closed += 1;
    figures.won += signal.outcome === 'won' ? 1 : 0;
    figures.lost += signal.outcome === 'lost' ? 1 : 0;
    figures.results.push(signal.resultPercent);
    months.set(month, figures);
  }
  return [...months.values()]
    .sort((a, b) => (a.month < b.month ? -1 : 1))
    .map(({ results, ...figures }) => ({ ...figures, resultPercent: percent(sum(results)) }));
}

/** An exact percentage, kept apart from counts so the comparison knows to round it. */
function percent(value) {
  return { exact: value };
}

/**
 * Whether the server's rounded figure is ours. The server adds in SQL in an order of its own, so its sum may differ
 * from ours in the last bits; that changes the rounding only when the value sits on a half-cent, where either neighbour
 * is accepted.
 */
function samePercent(exact, reported) {
  if (typeof reported !== 'number') {
    return false;
  }
  const slack = 1e-9 * Math.max(1, Math.abs(exact));
  return [exact, exact - slack, exact + slack].some((value) => roundPercent(value) === reported);
}

function describe(value) {
  return value !== null && typeof value === 'object' && 'exact' in value ? String(roundPercent(value.exact)) : JSON.stringify(value);
}

/** The first figure where the server's record and the leaves' differ, as `name: server vs leaves`, or null. */
function firstDifference(fromLeaves, reported, name) {
  if (fromLeaves !== null && typeof fromLeaves === 'object' && 'exact' in fromLeaves) {
    return samePercent(fromLeaves.exact, reported) ? null : `${name}: the track record says ${JSON.stringify(reported)}, the log gives ${describe(fromLeaves)}`;
  }
  if (Array.isArray(fromLeaves)) {
    if (!Array.isArray(reported)) {
      return `${name}: the track record has no list here`;
    }
    for (let i = 0; i < Math.max(fromLeaves.length, reported.length); i += 1) {
      const label = `${name}[${fromLeaves[i]?.month ?? reported[i]?.month ?? i}]`;
      if (i >= fromLeaves.length) {
        return `${label}: the track record lists ${JSON.stringify(reported[i])}, the log has no such closing`;
      }
      if (i >= reported.length) {
        return `${label}: the track record leaves out what the log gives (${JSON.stringify(plain(fromLeaves[i]))})`;
      }
      const difference = firstDifference(fromLeaves[i], reported[i], label);
      if (difference) {
        return difference;
      }
    }
    return null;
  }
  if (fromLeaves !== null && typeof fromLeaves === 'object') {
    if (reported === null || typeof reported !== 'object') {
      return `${name}: missing from the track record`;
    }
    for (const [key, value] of Object.entries(fromLeaves)) {
      const difference = firstDifference(value, reported[key], name ? `${name}.${key}` : key);
      if (difference) {
        return difference;
      }
    }
    return null;
  }
  return fromLeaves === reported ? null : `${name}: the track record says ${JSON.stringify(reported)}, the log gives ${JSON.stringify(fromLeaves)}`;
}

/** Figures with their percentages rounded, for a message. */
function plain(figures) {
  return JSON.parse(JSON.stringify(figures, (_key, value) => (value !== null && typeof value === 'object' && 'exact' in value ? roundPercent(value.exact) : value)));
}

// ---- One run ----

async function verifyOnce(site, saved, pinnedKey) {
  const { publicKey, head } = await fetchSignedHead(site);
  if (pinnedKey !== null && Buffer.from(pinnedKey, 'base64').toString('base64') !== Buffer.from(publicKey, 'base64').toString('base64')) {
    throw new Mismatch(`the site signs with the key ${publicKey}, not the key given with --key (${pinnedKey})`);
  }
  const history = await checkAgainstSaved(site, saved, publicKey, head);

  const tree = new TreeBuilder();
  const record = new RecordFromLeaves();
  let reveals = 0;
  let lastLeafHash = null;
  for await (const entry of entriesOf(site, head.treeSize)) {
    lastLeafHash = checkLeafHash(entry);
    const leaf = parseLeaf(entry);
    if (entry.reveal !== undefined) {
      checkReveal(entry, leaf);
      reveals += 1;
    }
    record.add(entry.index, leaf);
    tree.append(lastLeafHash);
  }
  const root = tree.root().toString('hex');
  if (root !== head.rootHash) {
    throw new Mismatch(`the ${head.treeSize} entries rebuild the root ${root}, but the signed head says ${head.rootHash}`);
  }
  const inclusion = await checkLastLeafInclusion(site, head, lastLeafHash);
  const figures = record.figures();
  const difference = firstDifference(figures, await getJson(site, 'track-record'), '');
  return { publicKey, pinned: pinnedKey !== null, head, history, inclusion, reveals, record, figures, difference };
}

/** The proof endpoint, checked once: the last leaf is in the tree the head signs. */
async function checkLastLeafInclusion(site, head, lastLeafHash) {
  if (head.treeSize === 0) {
    return 'none (the log is empty)';
  }
  const index = head.treeSize - 1;
  const answer = await getJson(site, 'track-record/log/proof', { index, treeSize: head.treeSize });
  const proof = hashesOf(answer?.auditPath, 'the inclusion proof');
  if (!verifyInclusion(lastLeafHash, index, head.treeSize, proof, Buffer.from(head.rootHash, 'hex'))) {
    throw new Mismatch(`the inclusion proof of the last leaf in the tree of ${head.treeSize} does not verify against the signed root`, index);
  }
  return `leaf ${index} proven in the tree of ${head.treeSize}`;
}

/** Polls the head for a while: whether one larger than `size` is signed (the record ran ahead of the head). */
async function headGrewBeyond(site, size) {
  const deadline = Date.now() + HEAD_DELAY_MS;
  for (;;) {
    const head = await getJson(site, 'track-record/log/head');
    if (Number.isSafeInteger(head?.treeSize) && head.treeSize > size) {
      return true;
    }
    if (Date.now() >= deadline) {
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, HEAD_POLL_MS));
  }
}

/**
 * The whole check. The record is read live while the head lags its appends by a few seconds, so on a busy site the two
 * may differ by what was just published: then, once a newer head is signed, everything is checked again against it.
 */
async function verifySite(site, saved, pinnedKey) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await verifyOnce(site, saved, pinnedKey);
    if (result.difference === null) {
      return result;
    }
    if (attempt >= ATTEMPTS || !(await headGrewBeyond(site, result.head.treeSize))) {
      throw new Mismatch(`the track record does not match the log (tree size ${result.head.treeSize}): ${result.difference}`);
    }
    console.info(`The log grew while it was being verified (past size ${result.head.treeSize}): verifying again.`);
  }
}

const counted = (count, noun) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function report(site, statePath, result) {
  const { head, record, figures } = result;
  const total = plain(figures);
  const signals = record.signals.size;
  const leaves = head.treeSize;
  console.info(`OK ${site.href}: ${leaves} leaves, ${signals} signals, ${result.reveals} reveals checked, tree size ${head.treeSize}, root ${head.rootHash}`);
  console.info(`  head:        signed ${new Date(head.timestamp).toISOString()}, signature valid with the key ${result.publicKey}${result.pinned ? ' (pinned with --key)' : ''}`);
  console.info(`  leaves:      ${counted(record.kinds.publications, 'publication')}, ${counted(record.kinds.edits, 'edit')}, ${counted(record.kinds.events, 'event')}; every leafHash and the root rebuilt`);
  console.info(`  reveals:     ${result.reveals} premium commitments opened`);
  console.info(`  inclusion:   ${result.inclusion}`);
  console.info(`  consistency: ${result.history}`);
  console.info(
    `  record:      ${total.total} signals: ${total.closed} closed (${total.won} won, ${total.lost} lost, ${total.breakeven} breakeven), ` +
      `${total.cancelled} cancelled, ${total.voided} voided, ${total.awaiting} awaiting; win rate ${total.winRate ?? '-'} %, ` +
      `cumulative ${total.cumulativeResultPercent} %; ${total.byMonth.length} months; equal to /api/track-record`,
  );
  console.info(`  state:       head saved to ${statePath}`);
}

async function main(argv) {
  const { site, statePath, pinnedKey } = parseArguments(argv);
  const saved = readState(statePath);
  const result = await verifySite(site, saved, pinnedKey);
  writeState(statePath, { site: site.href, publicKey: result.publicKey, ...result.head, verifiedAt: new Date().toISOString() });
  report(site, statePath, result);
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error) => {
    if (error instanceof Mismatch) {
      console.error(`MISMATCH: ${error.message}`);
      process.exit(1);
    }
    if (error instanceof CannotCheck) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(`Could not verify: ${error?.stack ?? error}`);
    process.exit(2);
  },
);
