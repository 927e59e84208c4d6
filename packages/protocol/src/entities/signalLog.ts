import { z } from 'zod';
import { queryInt } from '../requests/fields.js';
import { textRef } from '../text.js';

/**
 * The signal log (issue 45): every publication, edit and outcome event of a signal, appended as a leaf of one
 * append-only Merkle tree hashed as Certificate Transparency's (RFC 9162 §2.1), with heads signed in Ed25519. Anyone
 * can check a head's signature, rebuild its root from the entries, check that each head extends the one before, and
 * open the commitments of premium signals once they are revealed.
 */

/** The prefix of the ASCII string a head's signature covers: `signals-log:v1:{treeSize}:{rootHash}:{timestamp}`. */
export const SIGNAL_LOG_HEAD_CONTEXT = 'signals-log:v1';

/** The string a head's Ed25519 signature covers. */
export function signalLogHeadMessage(head: { treeSize: number; rootHash: string; timestamp: number }): string {
  return `${SIGNAL_LOG_HEAD_CONTEXT}:${head.treeSize}:${head.rootHash}:${head.timestamp}`;
}

/** The most entries one call of `.../log/entries` answers: a longer range is answered in part (ask again from where it ended). */
export const SIGNAL_LOG_ENTRIES_MAX = 1000;
/** The most past heads `.../log/heads` lists at once. */
export const SIGNAL_LOG_HEADS_MAX = 100;
/** A new head is signed within this long of an append. */
export const SIGNAL_LOG_HEAD_DELAY_MS = 5_000;
/** How often the signed head is posted to the public Telegram chat, where one is configured. */
export const SIGNAL_LOG_WITNESS_INTERVAL_MS = 60 * 60 * 1000;

/** The `kind` of a leaf: a publication, an edit of a published signal, or one of its events' kinds. */
export const SIGNAL_LOG_PUBLICATION_KIND = 'signal';
export const SIGNAL_LOG_EDIT_KIND = 'edited';

const Hex32 = z.string().regex(/^[0-9a-f]{64}$/);

/** The log's public key: base64 of the raw 32 bytes of an Ed25519 key. */
export const SignalLogKey = z.object({ publicKey: z.string(), algorithm: z.literal('Ed25519') });
export type SignalLogKey = z.infer<typeof SignalLogKey>;

/** Where a head was posted for the world to see, outside our own database. */
export const SignalLogWitness = z.object({
  /** `telegram`: the public chat. */
  channel: z.literal('telegram'),
  /** The chat as configured (an @name or an id). */
  chat: z.string(),
  messageId: z.number().int(),
  /** A link to the post where the chat is public (t.me); null otherwise. */
  url: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});
export type SignalLogWitness = z.infer<typeof SignalLogWitness>;

/** A signed tree head. */
export const SignalLogHead = z.object({
  treeSize: z.number().int().nonnegative(),
  /** Hex of the tree's root hash (SHA-256 of nothing for the empty tree). */
  rootHash: Hex32,
  /** Milliseconds since the epoch. */
  timestamp: z.number().int().nonnegative(),
  /** Base64 of the Ed25519 signature over `signals-log:v1:{treeSize}:{rootHash}:{timestamp}`. */
  signature: z.string(),
});
export type SignalLogHead = z.infer<typeof SignalLogHead>;

/** A past head as the list gives it: where it was witnessed, if it was. */
export const SignalLogHeadListed = SignalLogHead.extend({ witnessed: z.array(SignalLogWitness) });
export type SignalLogHeadListed = z.infer<typeof SignalLogHeadListed>;

/** The trade behind a commitment and the salt, published once the signal has ended and the settings reveal it. */
export const SignalLogReveal = z.object({
  /** The committed object (canonical JSON of it ‖ the salt's 32 bytes hashes to the leaf's `commitment`). */
  trade: z.record(z.string(), z.unknown()),
  /** Hex of the 32 random bytes. */
  salt: Hex32,
});
export type SignalLogReveal = z.infer<typeof SignalLogReveal>;

export const SignalLogEntry = z.object({
  index: z.number().int().nonnegative(),
  /** The exact UTF-8 text that was hashed: canonical JSON (keys sorted, no spaces). */
  leaf: z.string(),
  /** Hex of SHA-256(0x00 ‖ leaf). */
  leafHash: Hex32,
  reveal: SignalLogReveal.optional(),
});
export type SignalLogEntry = z.infer<typeof SignalLogEntry>;

export const SignalLogProof = z.object({
  index: z.number().int().nonnegative(),
  treeSize: z.number().int().positive(),
  /** RFC 9162 §2.1.3 inclusion proof, from the leaf up, hex. */
  auditPath: z.array(Hex32),
});
export type SignalLogProof = z.infer<typeof SignalLogProof>;

export const SignalLogConsistency = z.object({
  first: z.number().int().positive(),
  second: z.number().int().positive(),
  /** RFC 9162 §2.1.4 consistency proof, hex. */
  proof: z.array(Hex32),
});
export type SignalLogConsistency = z.infer<typeof SignalLogConsistency>;

const MAX_INDEX = Number.MAX_SAFE_INTEGER;

/** `[start, end)`: `end` is left out (a range of entries as the tree counts them). */
export const SignalLogEntriesQuery = z
  .object({ start: queryInt(0, MAX_INDEX, 'start'), end: queryInt(1, MAX_INDEX, 'end') })
  .refine((q) => q.end > q.start, { path: ['end'], message: textRef('validation.query.notAbove', { name: 'end', other: 'start' }) });
export type SignalLogEntriesQuery = z.input<typeof SignalLogEntriesQuery>;

export const SignalLogProofQuery = z
  .object({ index: queryInt(0, MAX_INDEX, 'index'), treeSize: queryInt(1, MAX_INDEX, 'treeSize') })
  .refine((q) => q.treeSize > q.index, { path: ['treeSize'], message: textRef('validation.query.notAbove', { name: 'treeSize', other: 'index' }) });
export type SignalLogProofQuery = z.input<typeof SignalLogProofQuery>;

export const SignalLogConsistencyQuery = z
  .object({ first: queryInt(1, MAX_INDEX, 'first'), second: queryInt(1, MAX_INDEX, 'second') })
  .refine((q) => q.second >= q.first, { path: ['second'], message: textRef('validation.query.belowOther', { name: 'second', other: 'first' }) });
export type SignalLogConsistencyQuery = z.input<typeof SignalLogConsistencyQuery>;

export const SignalLogHeadsQuery = z.object({ limit: queryInt(1, SIGNAL_LOG_HEADS_MAX, 'limit').optional() });
export type SignalLogHeadsQuery = z.input<typeof SignalLogHeadsQuery>;
