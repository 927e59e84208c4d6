import { SIGNAL_DELIVERY_LOG_SIZE } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { SignalDelivery, SignalSource, type SignalDraftRow } from '../db/models/index.js';

/** The sources of the back office's list, newest first; deleted ones are gone from it. */
export async function listSignalSources(db: Db): Promise<SignalSource[]> {
  return await SignalSource.query(db).whereNull('deletedAt').orderBy('id', 'desc');
}

/** A source by id; a deleted one only when asked (its delivery log stays readable). */
export async function findSignalSource(db: Db, id: number, options: { deleted?: boolean } = {}): Promise<SignalSource | null> {
  const query = SignalSource.query(db).findById(id);
  return (await (options.deleted ? query : query.whereNull('deletedAt'))) ?? null;
}

/** The source a hook URL names; none once it is deleted. */
export async function sourceOfToken(db: Db, token: string): Promise<SignalSource | null> {
  return (await SignalSource.query(db).findOne({ token }).whereNull('deletedAt')) ?? null;
}

/** A source's delivery with this key: the one a duplicate is answered with. */
export async function deliveryOfKey(db: Db, sourceId: number, dedupeKey: string): Promise<SignalDelivery | null> {
  return (await SignalDelivery.query(db).findOne({ sourceId, dedupeKey })) ?? null;
}

/** A source's latest deliveries, newest first. */
export async function latestDeliveries(db: Db, sourceId: number): Promise<SignalDelivery[]> {
  return await SignalDelivery.query(db).where('sourceId', sourceId).orderBy('id', 'desc').limit(SIGNAL_DELIVERY_LOG_SIZE);
}

/** The drafts waiting on the desk, oldest first, each with its source. */
export async function waitingDrafts(db: Db): Promise<Array<{ draft: SignalDraftRow; source: SignalSource }>> {
  const drafts = await SignalDelivery.query(db).where('status', 'draft').orderBy('id', 'asc');
  const sourceIds = [...new Set(drafts.map((draft) => draft.sourceId))];
  const sources = new Map((await SignalSource.query(db).findByIds(sourceIds)).map((source) => [source.id, source]));
  return drafts.flatMap((draft) => {
    const { signalValues } = draft;
    const source = sources.get(draft.sourceId);
    return signalValues && source ? [{ draft: { ...draft, signalValues }, source }] : [];
  });
}
