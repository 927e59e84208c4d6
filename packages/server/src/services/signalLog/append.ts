import { SIGNAL_LOG_EDIT_KIND, SIGNAL_LOG_PUBLICATION_KIND } from '@signals/protocol';
import type { Knex } from 'knex';
import { isSqlite } from '../../db/knex.js';
import type { Signal} from '../../db/models/index.js';
import { SignalLogCommitment, SignalLogLeaf, type SignalEvent } from '../../db/models/index.js';
import { eventLeaf, sealLeaf, signalLeaf, type LeafDraft } from './leaves.js';

/** The PostgreSQL advisory lock that puts appends in one line (any fixed number; this one spells "LOG1"). */
const APPEND_LOCK = 0x4c4f4731;

/**
 * Appends a leaf to the signal log in the caller's transaction, at the next position: the leaf commits or rolls back
 * with what it records, so nothing acknowledged is missing from the log and nothing rolled back is in it. On
 * PostgreSQL the appends of concurrent transactions take turns (a lock held to the commit), so positions have no gap
 * and a reader never sees a later leaf before an earlier one; SQLite has one writer at a time anyway.
 *
 * @returns the leaf's position.
 */
export async function appendLeaf(trx: Knex.Transaction, draft: LeafDraft, now: Date): Promise<number> {
  if (!isSqlite(trx)) {
    await trx.raw('select pg_advisory_xact_lock(?)', [APPEND_LOCK]);
  }
  const last = (await trx('signalLog').max('position as position').first()) as { position: number | string | null } | undefined;
  const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
  const sealed = sealLeaf(draft);
  await SignalLogLeaf.query(trx).insert({
    position,
    leaf: sealed.leaf,
    leafHash: sealed.leafHash,
    kind: draft.kind,
    signalId: draft.signalId,
    eventId: draft.eventId,
    appendedAt: now,
  });
  if (sealed.opening) {
    await SignalLogCommitment.query(trx).insert({ position, signalId: draft.signalId, ...sealed.opening });
  }
  return position;
}

/** A signal's publication (the moment members are told of it): appended, and the signal points at its leaf. */
export async function logPublication(trx: Knex.Transaction, signal: Signal, now: Date, options: { backfilled?: boolean; at?: Date } = {}): Promise<Signal> {
  const position = await appendLeaf(trx, signalLeaf(signal, { kind: SIGNAL_LOG_PUBLICATION_KIND, at: options.at ?? now, backfilled: options.backfilled }), now);
  // Straight through the table, not the model's patch: pointing at the leaf is no edit of the signal (its updatedAt
  // stays), and the row in hand is the row stored, so there is nothing to read back.
  await trx('signals').where('id', signal.id).update({ logIndex: position, loggedAt: now });
  return signal.$clone().$set({ logIndex: position, loggedAt: now });
}

/** An edit of a published signal: a new leaf with the signal as it now stands; nothing earlier is rewritten. */
export async function logEdit(trx: Knex.Transaction, signal: Signal, now: Date): Promise<void> {
  await appendLeaf(trx, signalLeaf(signal, { kind: SIGNAL_LOG_EDIT_KIND, at: now }), now);
}

/** A step of a published signal's life; `signal` as it stands after the step (a closing step's outcome on it). */
export async function logEvent(trx: Knex.Transaction, signal: Signal, event: SignalEvent, now: Date): Promise<SignalEvent> {
  const position = await appendLeaf(trx, eventLeaf(signal, event), now);
  return Object.assign(event, { logIndex: position });
}
