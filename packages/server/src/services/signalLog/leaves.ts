import { createHash, randomBytes } from 'node:crypto';
import type { SIGNAL_LOG_EDIT_KIND, SIGNAL_LOG_PUBLICATION_KIND } from '@signals/protocol';
import { isClosingEventKind, SIGNAL_DETAIL_FIELDS } from '@signals/protocol';
import type { Signal, SignalEvent } from '../../db/models/index.js';
import { canonicalJson } from './canonicalJson.js';
import { leafHash } from './merkle.js';

/**
 * What one leaf of the signal log says (issue 45), before it is written: the fields anyone may read, and the trade,
 * which a premium signal's leaves commit to instead of showing. The trade of a signal is every field the locked
 * shape hides (the protocol's SIGNAL_DETAIL_FIELDS); an event's is its price and its note, which the timeline
 * withholds as it withholds the trade.
 */
export interface LeafDraft {
  kind: string;
  signalId: number;
  eventId: number | null;
  /** When what it records happened. */
  at: Date;
  fields: Record<string, unknown>;
  trade: Record<string, unknown>;
  /** A premium signal's leaf: the trade is committed (hashed with a salt), shown once the signal has ended and the settings reveal it. */
  committed: boolean;
  /** Appended when the log was first filled, after the fact. */
  backfilled: boolean;
}

/** A leaf as written: its exact text, its hash, and (for a committed trade) what opens the commitment. */
export interface SealedLeaf {
  leaf: string;
  leafHash: string;
  opening: { trade: string; salt: string } | null;
}

const SALT_BYTES = 32;

/** Hex of SHA-256(canonical JSON of the trade ‖ the salt's bytes): what a premium leaf holds instead of its trade. */
export function commitmentOf(trade: string, salt: Buffer): string {
  return createHash('sha256').update(Buffer.from(trade, 'utf8')).update(salt).digest('hex');
}

/** The leaf's canonical text and hash; a committed trade gets a fresh salt. */
export function sealLeaf(draft: LeafDraft): SealedLeaf {
  const trade = canonicalJson(draft.trade);
  const salt = draft.committed ? randomBytes(SALT_BYTES) : null;
  const leaf = canonicalJson({
    ...draft.fields,
    kind: draft.kind,
    signalId: draft.signalId,
    at: draft.at.toISOString(),
    ...(draft.backfilled ? { backfilled: true } : {}),
    ...(salt ? { commitment: commitmentOf(trade, salt) } : { trade: draft.trade }),
  });
  return { leaf, leafHash: leafHash(leaf).toString('hex'), opening: salt ? { trade, salt: salt.toString('hex') } : null };
}

type LoggedSignal = Pick<Signal, 'id' | 'signalType' | 'pair' | 'isPremium' | 'isActive' | 'profitPercentage' | 'expiresAt' | (typeof SIGNAL_DETAIL_FIELDS)[number]>;

/** The trade of a signal as the API gives it. */
function tradeOf(signal: LoggedSignal): Record<string, unknown> {
  return Object.fromEntries(SIGNAL_DETAIL_FIELDS.map((field) => [field, signal[field]]));
}

/** A signal's publication (`signal`) or an edit of it once published (`edited`): the signal as it then stands. */
export function signalLeaf(signal: LoggedSignal, options: { kind: typeof SIGNAL_LOG_PUBLICATION_KIND | typeof SIGNAL_LOG_EDIT_KIND; at: Date; backfilled?: boolean }): LeafDraft {
  return {
    kind: options.kind,
    signalId: signal.id,
    eventId: null,
    at: options.at,
    fields: {
      signalType: signal.signalType,
      pair: signal.pair,
      isPremium: signal.isPremium,
      isActive: signal.isActive,
      profitPercentage: signal.profitPercentage,
      expiresAt: signal.expiresAt?.toISOString() ?? null,
    },
    trade: tradeOf(signal),
    committed: signal.isPremium,
    backfilled: options.backfilled ?? false,
  };
}

/**
 * A step of a signal's life. A closing one (and a voiding) carries the outcome it gave the signal and its result:
 * the record is computed from these alone.
 */
export function eventLeaf(signal: Pick<Signal, 'id' | 'isPremium' | 'outcome'>, event: SignalEvent, options: { backfilled?: boolean } = {}): LeafDraft {
  return {
    kind: event.kind,
    signalId: signal.id,
    eventId: event.id,
    at: event.createdAt,
    fields: { eventId: event.id, resultPercent: event.resultPercent, reason: event.reason, ...(isClosingEventKind(event.kind) ? { outcome: signal.outcome } : {}) },
    trade: { price: event.price, note: event.note },
    committed: signal.isPremium,
    backfilled: options.backfilled ?? false,
  };
}

/**
 * The outcome of a signal that ended before outcomes had events (an old database): appended when the log is first
 * filled, so that the record computed from the leaves counts it as the API does.
 */
export function outcomeLeaf(signal: Pick<Signal, 'id' | 'isPremium' | 'outcome' | 'resultPercent' | 'closeReason' | 'closedAt' | 'exitPrice'>): LeafDraft {
  const kind = signal.outcome === 'cancelled' || signal.outcome === 'voided' ? signal.outcome : 'closed';
  return {
    kind,
    signalId: signal.id,
    eventId: null,
    at: signal.closedAt ?? new Date(),
    fields: { eventId: null, resultPercent: signal.resultPercent, reason: signal.closeReason, outcome: signal.outcome },
    trade: { price: signal.exitPrice, note: null },
    committed: signal.isPremium,
    backfilled: true,
  };
}
