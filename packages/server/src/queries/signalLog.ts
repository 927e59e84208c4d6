import { SIGNAL_LOG_ENTRIES_MAX, SIGNAL_LOG_HEADS_MAX, type SignalLogEntry, type SignalLogHeadListed, type SignalLogWitness } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { Signal, SignalLogCommitment, SignalLogHeadRow, SignalLogLeaf, SignalLogWitnessRow } from '../db/models/index.js';
import { canSeeSignalDetail, type SignalDisclosure } from '../policies/signal.js';
import { headOf, type SignalLogKeeper } from '../services/signalLog/keeper.js';

/**
 * The leaves [start, end) of the signal log (at most SIGNAL_LOG_ENTRIES_MAX), each with its reveal where the signal
 * has ended and the settings show an ended signal's trade to a visitor: the same rule as the signal itself
 * (policies/signal.ts), so a commitment opens exactly when the trade it hides is shown anyway.
 */
export async function readLogEntries(db: Db, keeper: SignalLogKeeper, range: { start: number; end: number }, now: Date, disclosure: SignalDisclosure): Promise<SignalLogEntry[]> {
  const tree = await keeper.holding(range.start + 1);
  const end = Math.min(range.end, tree.size, range.start + SIGNAL_LOG_ENTRIES_MAX);
  const leaves = await SignalLogLeaf.query(db).where('position', '>=', range.start).where('position', '<', end).orderBy('position');
  const commitments = await SignalLogCommitment.query(db).where('position', '>=', range.start).where('position', '<', end);
  const signalIds = [...new Set(commitments.map((commitment) => commitment.signalId))];
  const signals = signalIds.length === 0 ? [] : await Signal.query(db).select('id', 'isPremium', 'outcome').whereIn('id', signalIds);
  const revealed = new Set(signals.filter((signal) => canSeeSignalDetail(signal, null, now, disclosure)).map((signal) => signal.id));
  const openings = new Map(commitments.filter((commitment) => revealed.has(commitment.signalId)).map((commitment) => [commitment.position, commitment]));
  return leaves.map((row) => {
    const opening = openings.get(row.position);
    const entry: SignalLogEntry = { index: row.position, leaf: row.leaf, leafHash: row.leafHash };
    return opening ? { ...entry, reveal: { trade: JSON.parse(opening.trade) as Record<string, unknown>, salt: opening.salt } } : entry;
  });
}

function witnessOf(row: SignalLogWitnessRow): SignalLogWitness {
  return { channel: row.channel, chat: row.chat, messageId: row.messageId!, url: row.url, at: row.postedAt!.toISOString() };
}

/** Past heads, newest first, each with where it was witnessed. */
export async function listLogHeads(db: Db, limit: number = SIGNAL_LOG_HEADS_MAX): Promise<SignalLogHeadListed[]> {
  const heads = await SignalLogHeadRow.query(db).orderBy('treeSize', 'desc').limit(limit);
  const witnesses =
    heads.length === 0
      ? []
      : await SignalLogWitnessRow.query(db)
          .whereIn(
            'treeSize',
            heads.map((head) => head.treeSize),
          )
          // Posted ones only: one still queued is no witness yet.
          .whereNotNull('postedAt')
          .orderBy('id');
  return heads.map((head) => ({ ...headOf(head), witnessed: witnesses.filter((witness) => witness.treeSize === head.treeSize).map(witnessOf) }));
}

/** The inclusion proof of leaf `index` in the tree of `treeSize` leaves, hex. */
export async function readInclusionProof(keeper: SignalLogKeeper, index: number, treeSize: number): Promise<string[]> {
  const tree = await keeper.holding(treeSize);
  return tree.inclusion(index, treeSize).map((hash) => hash.toString('hex'));
}

/** The consistency proof between two tree sizes, hex. */
export async function readConsistencyProof(keeper: SignalLogKeeper, first: number, second: number): Promise<string[]> {
  const tree = await keeper.holding(second);
  return tree.consistency(first, second).map((hash) => hash.toString('hex'));
}
