import { BaseModel } from './BaseModel.js';

/**
 * A leaf of the signal log (issue 45): append-only, the database refuses to change or remove one. `position` is the
 * leaf's index in the Merkle tree, from 0 with no gap.
 */
export class SignalLogLeaf extends BaseModel {
  static override tableName = 'signal_log';
  static override idColumn = 'position';
  static override timestampColumns = ['appendedAt'];

  position!: number;
  /** The exact text hashed: canonical JSON. */
  leaf!: string;
  /** Hex of SHA-256(0x00 ‖ leaf). */
  leafHash!: string;
  /** `signal`, `edited`, or the event's kind. */
  kind!: string;
  signalId!: number;
  eventId!: number | null;
  appendedAt!: Date;
}

/** What a premium leaf written while its signal was open commits to: the trade and the salt, revealed once it has ended. */
export class SignalLogCommitment extends BaseModel {
  static override tableName = 'signal_log_commitments';
  static override idColumn = 'position';

  position!: number;
  signalId!: number;
  /** The canonical JSON of the committed trade. */
  trade!: string;
  /** Hex of the 32 random bytes. */
  salt!: string;
}

/** A signed tree head: one per tree size. */
export class SignalLogHeadRow extends BaseModel {
  static override tableName = 'signal_log_heads';
  static override idColumn = 'treeSize';
  // Milliseconds since the epoch overflow an integer column: a bigint, which PostgreSQL hands back as text.
  static override numberColumns = ['timestamp'];

  treeSize!: number;
  rootHash!: string;
  timestamp!: number;
  signature!: string;
}

/** Where a head was posted outside our database: queued at `at`, posted once it has a message id. */
export class SignalLogWitnessRow extends BaseModel {
  static override tableName = 'signal_log_witnesses';
  static override timestampColumns = ['at', 'postedAt'];
  static override numberColumns = ['messageId'];

  id!: number;
  treeSize!: number;
  channel!: 'telegram';
  chat!: string;
  at!: Date;
  messageId!: number | null;
  url!: string | null;
  postedAt!: Date | null;
}
