import { MESSAGES, SIGNAL_HOOK_DEDUPE_MS, type SignalValues } from '@signals/protocol';
import { SignalDelivery, SignalEvent, SignalSource, type Signal, type SignalDraftRow, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { conflict, notFound } from '../errors.js';
import { alertStaffOfDraft } from '../services/alerts/staffAlert.js';
import { logEvent } from '../services/signalLog/append.js';
import { currentRequestId } from '../services/requestContext.js';
import type { AlertReading } from '../services/signalHooks/readAlert.js';
import { recordAudit } from './audit.js';
import { createSignal } from './signals.js';

/** A delivery that passed the hook's checks (the source's secret, its clock, its rate), as the hook read it. */
export interface ReceivedDelivery {
  source: SignalSource;
  /** SHA-256 of the sender's `id`, or of the body without one. */
  dedupeKey: string;
  /** What the log keeps of the body: cut at 2 KB, any `secret` field removed. */
  body: string;
  reading: AlertReading;
  now?: Date;
}

/** What became of a delivery; `duplicate` when the same key came in the last 24 hours (the first one is answered). */
export interface DeliveryOutcome {
  delivery: SignalDelivery;
  duplicate: boolean;
}

/**
 * Takes one delivery of a webhook source (issue 44). A key seen in the last 24 hours answers the first delivery and
 * writes nothing; an older one hands its key over. A delivery refused by the reader (a stop on the wrong side, a
 * missing field, an unfilled placeholder) is stored `rejected` with the reason, whatever the source's mode. Otherwise
 * a `publish` source's signal goes out now, through the signal form's own command (the same gate, rooms, alerts and
 * record), as its maker's; a `draft` source's waits on the draft desk, and staff are told.
 *
 * Two copies sent at once both pass the look-up; the key's unique index refuses the second's insert, and the caller
 * answers it as the duplicate it is (hook/signalHook.ts).
 *
 * @param unit the transaction and event recorder.
 * @param actor the source's maker, whose signal a `publish` source's delivery becomes.
 * @param input the source, the delivery's key, what is logged of its body, what the reader made of it, and the clock.
 */
export async function receiveDelivery(unit: UnitOfWork, actor: Pick<User, 'id'>, input: ReceivedDelivery): Promise<DeliveryOutcome> {
  const { source, dedupeKey, body, reading, now = new Date() } = input;
  const seen = await SignalDelivery.query(unit.trx).findOne({ sourceId: source.id, dedupeKey });
  if (seen && now.getTime() - seen.receivedAt.getTime() < SIGNAL_HOOK_DEDUPE_MS) {
    return { delivery: seen, duplicate: true };
  }
  if (seen) {
    await SignalDelivery.query(unit.trx).patch({ dedupeKey: null }).where('id', seen.id);
  }
  await SignalSource.query(unit.trx).patch({ lastDeliveryAt: now }).where('id', source.id);
  const row = { sourceId: source.id, receivedAt: now, dedupeKey, body, decidedBy: null, decidedAt: null };
  if (reading.status === 'refused') {
    const delivery = await SignalDelivery.query(unit.trx).insertAndFetch({ ...row, status: 'rejected', reason: reading.reason, signalValues: null, note: null, signalId: null });
    return { delivery, duplicate: false };
  }
  const { values, note } = reading;
  if (source.mode === 'publish') {
    const signal = await publishValues(unit, actor, { values, note, now });
    const delivery = await SignalDelivery.query(unit.trx).insertAndFetch({ ...row, status: 'published', reason: null, signalValues: values, note, signalId: signal.id, decidedAt: now });
    return { delivery, duplicate: false };
  }
  const delivery = await SignalDelivery.query(unit.trx).insertAndFetch({ ...row, status: 'draft', reason: null, signalValues: values, note, signalId: null });
  unit.record({ type: 'signalDraft.created', draft: { ...delivery, signalValues: values }, source });
  await alertStaffOfDraft(unit, { values, sourceName: source.name, now });
  return { delivery, duplicate: false };
}

/** Publishes through the signal form's command; a sender's note opens the signal's timeline. */
async function publishValues(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { values: SignalValues; note: string | null; now: Date }): Promise<Signal> {
  const { values, note, now } = input;
  const signal = await createSignal(unit, actor, { values, now });
  if (note !== null) {
    // Written with the publication, not as a later step: nobody follows the signal yet, and members get one alert.
    const event = await SignalEvent.query(unit.trx).insertAndFetch({ signalId: signal.id, kind: 'note', price: null, resultPercent: null, note, reason: null, createdBy: actor.id, requestId: currentRequestId(), createdAt: now });
    if (signal.logIndex !== null) {
      await logEvent(unit.trx, signal, event, now);
    }
  }
  return signal;
}

/** A draft of the desk with its source, held for the decision: 404 when there is none, 409 once decided. */
async function heldDraft(unit: UnitOfWork, id: number, now: Date, decidedBy: number, status: 'published' | 'discarded'): Promise<{ draft: SignalDraftRow; source: SignalSource }> {
  const draft = await SignalDelivery.query(unit.trx).findById(id);
  if (!draft?.signalValues) {
    throw notFound(MESSAGES.signalDraftNotFound);
  }
  // Only while still a draft: of two admins deciding at once, the second finds it decided.
  const claimed = await SignalDelivery.query(unit.trx).patch({ status, decidedBy, decidedAt: now }).where({ id, status: 'draft' });
  if (claimed === 0) {
    throw conflict(MESSAGES.signalDraftDecided);
  }
  const source = await SignalSource.query(unit.trx).findById(draft.sourceId).throwIfNotFound();
  return { draft: Object.assign(draft, { signalValues: draft.signalValues }), source };
}

/**
 * An expiry a sender gave (`expiresInMinutes`) counts from publication, not from receipt: a draft published an hour
 * later still runs for as long as the sender asked.
 */
function expiryFromPublication(values: SignalValues, receivedAt: Date, now: Date): SignalValues {
  if (typeof values.expiresAt !== 'string') {
    return values;
  }
  const lead = new Date(values.expiresAt).getTime() - receivedAt.getTime();
  return { ...values, expiresAt: new Date(now.getTime() + lead).toISOString() };
}

/**
 * Publishes a draft from the desk (issue 44): as received, or with the admin's edits (validated as the signal form
 * is, by the route). Goes through the signal form's command: the admin is its author. Audited; open desks drop it.
 *
 * @returns the published signal.
 */
export async function publishDraft(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { id: number; edited?: SignalValues; now?: Date }): Promise<Signal> {
  const { id, edited, now = new Date() } = input;
  const { draft, source } = await heldDraft(unit, id, now, actor.id, 'published');
  const values = edited ?? expiryFromPublication(draft.signalValues, draft.receivedAt, now);
  const signal = await publishValues(unit, actor, { values, note: draft.note, now });
  await SignalDelivery.query(unit.trx).patch({ signalId: signal.id, signalValues: values }).where('id', id);
  await recordAudit(unit, actor, { action: 'signal_draft.publish', entityType: 'signal_delivery', entityId: id, after: { source: source.name, signalId: signal.id, edited: edited !== undefined } });
  unit.record({ type: 'signalDraft.updated', draft: Object.assign(draft, { status: 'published' as const, signalId: signal.id, signalValues: values }), source });
  return signal;
}

/** Sets a draft aside: it is never published. Audited; open desks drop it. */
export async function discardDraft(
  unit: UnitOfWork,
  actor: Pick<User, 'id'>,
  input: { id: number; now?: Date },
): Promise<{ draft: SignalDraftRow; source: SignalSource }> {
  const { id, now = new Date() } = input;
  const { draft, source } = await heldDraft(unit, id, now, actor.id, 'discarded');
  await recordAudit(unit, actor, { action: 'signal_draft.discard', entityType: 'signal_delivery', entityId: id, before: { source: source.name, pair: draft.signalValues.pair } });
  const discarded = Object.assign(draft, { status: 'discarded' as const, decidedBy: actor.id, decidedAt: now });
  unit.record({ type: 'signalDraft.updated', draft: discarded, source });
  return { draft: discarded, source };
}
