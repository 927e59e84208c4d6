import { z } from 'zod';
import {
  ADMIN_PAGE_MAX,
  ADMIN_SIGNAL_OUTCOME_FILTERS,
  RECORDABLE_SIGNAL_EVENT_KINDS,
  SIGNAL_REASON_MAX,
  CONTRACT_TYPES,
  FOREX_DIRECTIONS,
  FUTURES_DIRECTIONS,
  SIGNAL_PAGE_MAX,
  SIGNAL_STATUSES,
  SIGNAL_TYPES,
} from '../constants.js';
import { agreesWithSpread, arbitrageSpread, spreadMismatchMessage } from '../arbitrage.js';
import { Timestamp } from '../entities/common.js';
import { textRef } from '../text.js';
import { optionalPositiveNumber, positiveNumber, queryInt, requiredText } from './fields.js';

/** Filters and cursor of the user signal lists; `before` is the id of the last signal already shown. */
export const SignalListQuery = z.object({
  type: z.enum(SIGNAL_TYPES, { error: textRef('validation.query.signalType', { name: 'type' }) }).optional(),
  /** Matches the futures exchange or either leg of an arbitrage, case-insensitively. */
  exchange: z.string().trim().min(1).max(40, textRef('validation.query.tooLong', { name: 'exchange' })).optional(),
  /** Matches a coin inside the pair (BTC matches BTC/USDT and ETH/BTC). */
  coin: z
    .string()
    .trim()
    .min(1)
    .max(20, textRef('validation.query.tooLong', { name: 'coin' }))
    .regex(/^[A-Za-z0-9]+$/, textRef('validation.query.lettersAndDigits', { name: 'coin' }))
    .optional(),
  /** `open`: only signals still running ("Active only"), none that has ended. */
  outcome: z.enum(['open'], { error: textRef('validation.common.oneOf', { name: 'outcome', values: 'open' }) }).optional(),
  before: queryInt(1, Number.MAX_SAFE_INTEGER, 'before').optional(),
  limit: queryInt(1, SIGNAL_PAGE_MAX, 'limit').optional(),
});
export type SignalListQuery = z.input<typeof SignalListQuery>;

export const ADMIN_SIGNAL_SORTS = ['createdAt', 'profitPercentage', 'pair', 'expiresAt'] as const;

export const AdminSignalListQuery = z.object({
  search: z.string().trim().max(100, textRef('validation.query.tooLong', { name: 'search' })).optional(),
  type: z.enum(SIGNAL_TYPES).optional(),
  plan: z.enum(['free', 'premium']).optional(),
  status: z.enum(SIGNAL_STATUSES).optional(),
  /** `awaiting`: open, and expired or withdrawn (an outcome is due). */
  outcome: z.enum(ADMIN_SIGNAL_OUTCOME_FILTERS, { error: textRef('validation.common.oneOf', { name: 'outcome', values: ADMIN_SIGNAL_OUTCOME_FILTERS.join(', ') }) }).optional(),
  sort: z.enum(ADMIN_SIGNAL_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  page: queryInt(1, 1_000_000, 'page').optional(),
  pageSize: queryInt(1, ADMIN_PAGE_MAX, 'pageSize').optional(),
});
export type AdminSignalListQuery = z.input<typeof AdminSignalListQuery>;

const REQUIRED_FIELDS_MESSAGE = textRef('validation.signal.requiredFields');
const exchangeName = z
  .string()
  .trim()
  .max(40, textRef('validation.common.tooLong', { max: 40 }))
  .nullish()
  .transform((v) => (v ? v : null));
const NOT_BOOLEAN = textRef('validation.common.notBoolean');

/**
 * A signal as an admin writes it (admin.md sections 3 and 5). Each type has its
 * own required fields; fields of the other types are cleared, and stop-loss and
 * targets must sit on the right side of the entry for the direction. An
 * arbitrage's profit is the spread of its prices (arbitrage.ts): derived here,
 * so the server stores and the form shows the same figure.
 */
export const SignalInput = z
  .object({
    pair: z
      .string({ error: textRef('validation.signal.pairRequired') })
      .trim()
      .min(3, textRef('validation.signal.pairRequired'))
      .max(20, textRef('validation.signal.pairTooLong', { max: 20 }))
      .regex(/^([A-Za-z0-9]+([/-][A-Za-z0-9]+)?)?$/, textRef('validation.signal.pairFormat'))
      .transform((v) => v.toUpperCase()),
    signalType: z.enum(SIGNAL_TYPES, { error: textRef('validation.signal.typeRequired') }).default('arbitrage'),
    /** Required for forex and futures; for arbitrage it is the spread of the prices, so it may be left out (and must agree when sent). */
    profitPercentage: positiveNumber(textRef('validation.signal.profitPositive'))
      .max(1000, textRef('validation.signal.profitTooLarge', { max: 1000 }))
      .nullish(),
    isPremium: z.boolean({ error: NOT_BOOLEAN }).default(false),
    isActive: z.boolean({ error: NOT_BOOLEAN }).default(true),
    /** ISO date-time; null means it never expires; absent on create means one hour ahead. */
    expiresAt: Timestamp.nullish(),
    buyExchange: exchangeName,
    sellExchange: exchangeName,
    buyPrice: optionalPositiveNumber(textRef('validation.signal.buyPricePositive')),
    sellPrice: optionalPositiveNumber(textRef('validation.signal.sellPricePositive')),
    entryPrice: optionalPositiveNumber(textRef('validation.signal.entryPricePositive')),
    takeProfit1: optionalPositiveNumber(textRef('validation.signal.takeProfit1Positive')),
    takeProfit2: optionalPositiveNumber(textRef('validation.signal.takeProfit2Positive')),
    stopLoss: optionalPositiveNumber(textRef('validation.signal.stopLossPositive')),
    direction: z
      .enum([...FOREX_DIRECTIONS, ...FUTURES_DIRECTIONS], { error: textRef('validation.signal.directionRequired') })
      .nullish()
      .transform((v) => v ?? null),
    exchange: exchangeName,
    leverage: z
      .number({ error: textRef('validation.signal.leveragePositive') })
      .int(textRef('validation.signal.leverageWhole'))
      .positive(textRef('validation.signal.leveragePositive'))
      .max(200, textRef('validation.signal.leverageTooLarge', { max: 200 }))
      .nullish()
      .transform((v) => v ?? null),
    contractType: z
      .enum(CONTRACT_TYPES, { error: textRef('validation.signal.contractType') })
      .nullish()
      .transform((v) => v ?? null),
  })
  .transform((s) => clearOtherTypes(s))
  .superRefine((s, ctx) => {
    if (s.signalType !== 'arbitrage' && (s.profitPercentage === null || s.profitPercentage === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['profitPercentage'], message: textRef('validation.signal.profitPositive') });
    }
    const missing = requiredFieldsOf(s).filter((field) => s[field] === null);
    for (const field of missing) {
      ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED_FIELDS_MESSAGE });
    }
    if (missing.length > 0) {
      return;
    }
    if (s.signalType === 'arbitrage') {
      checkArbitrage(s, ctx);
    } else {
      checkDirection(s, ctx);
      checkSides(s, ctx);
    }
  })
  // Reached only without issues: an arbitrage has both prices, any other type its stated profit.
  .transform(({ profitPercentage, ...s }) => ({
    ...s,
    profitPercentage: s.signalType === 'arbitrage' && s.buyPrice !== null && s.sellPrice !== null ? arbitrageSpread(s.buyPrice, s.sellPrice) : (profitPercentage ?? 0),
  }));
export type SignalInput = z.input<typeof SignalInput>;
export type SignalValues = z.output<typeof SignalInput>;

type Draft = {
  signalType: (typeof SIGNAL_TYPES)[number];
  profitPercentage?: number | null;
  buyExchange: string | null;
  sellExchange: string | null;
  buyPrice: number | null;
  sellPrice: number | null;
  entryPrice: number | null;
  takeProfit1: number | null;
  takeProfit2: number | null;
  stopLoss: number | null;
  direction: string | null;
  exchange: string | null;
  leverage: number | null;
  contractType: string | null;
};

function clearOtherTypes<T extends Draft>(s: T): T {
  if (s.signalType === 'arbitrage') {
    return { ...s, entryPrice: null, takeProfit1: null, takeProfit2: null, stopLoss: null, direction: null, exchange: null, leverage: null, contractType: null };
  }
  const withoutArbitrage = { ...s, buyExchange: null, sellExchange: null, buyPrice: null, sellPrice: null };
  if (s.signalType === 'forex') {
    return { ...withoutArbitrage, exchange: null, leverage: null, contractType: null, direction: s.direction ?? 'buy' };
  }
  return { ...withoutArbitrage, contractType: s.contractType ?? 'perpetual' };
}

function requiredFieldsOf(s: Draft): (keyof Draft)[] {
  switch (s.signalType) {
    case 'arbitrage':
      return ['buyExchange', 'sellExchange', 'buyPrice', 'sellPrice'];
    case 'forex':
      return ['entryPrice', 'takeProfit1', 'stopLoss'];
    case 'futures':
      return ['direction', 'exchange', 'leverage'];
  }
}

function checkArbitrage(s: Draft, ctx: z.RefinementCtx) {
  if (s.buyExchange?.toLowerCase() === s.sellExchange?.toLowerCase()) {
    ctx.addIssue({ code: 'custom', path: ['sellExchange'], message: textRef('validation.signal.sameExchanges') });
  }
  if (s.buyPrice === null || s.sellPrice === null) {
    return;
  }
  if (s.sellPrice <= s.buyPrice) {
    ctx.addIssue({ code: 'custom', path: ['sellPrice'], message: textRef('validation.signal.sellBelowBuy') });
    return;
  }
  // The profit of an arbitrage is its spread: a stated one that says otherwise is refused, naming the field.
  const spread = arbitrageSpread(s.buyPrice, s.sellPrice);
  if (s.profitPercentage !== null && s.profitPercentage !== undefined && !agreesWithSpread(s.profitPercentage, spread)) {
    ctx.addIssue({ code: 'custom', path: ['profitPercentage'], message: spreadMismatchMessage(spread) });
  }
}

function checkDirection(s: Draft, ctx: z.RefinementCtx) {
  const allowed: readonly string[] = s.signalType === 'forex' ? FOREX_DIRECTIONS : FUTURES_DIRECTIONS;
  if (s.direction !== null && !allowed.includes(s.direction)) {
    ctx.addIssue({ code: 'custom', path: ['direction'], message: textRef('validation.signal.directionForType', { type: s.signalType }) });
  }
}

/**
 * Long and buy trades profit when the price rises: stop below the entry, targets above; short and sell the other way round.
 * The messages say which side, by the direction (`validation.signal.*Side`).
 */
function checkSides(s: Draft, ctx: z.RefinementCtx) {
  if (s.entryPrice === null || s.direction === null) {
    return;
  }
  const entry = s.entryPrice;
  const rising = s.direction === 'buy' || s.direction === 'long';
  const beyond = (price: number) => (rising ? price > entry : price < entry);
  const direction = { direction: s.direction };
  if (s.stopLoss !== null && (beyond(s.stopLoss) || s.stopLoss === entry)) {
    ctx.addIssue({ code: 'custom', path: ['stopLoss'], message: textRef('validation.signal.stopLossSide', direction) });
  }
  if (s.takeProfit1 !== null && !beyond(s.takeProfit1)) {
    ctx.addIssue({ code: 'custom', path: ['takeProfit1'], message: textRef('validation.signal.takeProfit1Side', direction) });
  }
  if (s.takeProfit2 !== null) {
    const first = s.takeProfit1 ?? entry;
    const further = rising ? s.takeProfit2 >= first : s.takeProfit2 <= first;
    if (!beyond(s.takeProfit2) || !further) {
      ctx.addIssue({ code: 'custom', path: ['takeProfit2'], message: textRef('validation.signal.takeProfit2Side', direction) });
    }
  }
}

/**
 * What the server says when an event does not fit the signal it is for
 * (checked against the stored signal, naming the field), so the back
 * office's form can say the same before sending: references to the
 * validation catalogue (validation.signalEvent.*).
 */
export const SIGNAL_EVENT_MESSAGES = {
  exitPriceRequired: textRef('validation.signalEvent.exitPriceRequired'),
  spreadRequired: textRef('validation.signalEvent.spreadRequired'),
  resultFromExit: textRef('validation.signalEvent.resultFromExit'),
  noPriceOnArbitrageClose: textRef('validation.signalEvent.noPriceOnArbitrageClose'),
  resultRequired: textRef('validation.signalEvent.resultRequired'),
  noExitWithoutEntry: textRef('validation.signalEvent.noExitWithoutEntry'),
  resultOnlyOnClose: textRef('validation.signalEvent.resultOnlyOnClose'),
  cancelledHasNoResult: textRef('validation.signalEvent.cancelledHasNoResult'),
} as const;

/** A reason for ending a signal without a result, as the admin writes it: trimmed text, at most SIGNAL_REASON_MAX characters. */
function signalReason() {
  return z
    .string({ error: textRef('validation.signalEvent.reasonNotText') })
    .trim()
    .max(SIGNAL_REASON_MAX, textRef('validation.signalEvent.reasonTooLong', { max: SIGNAL_REASON_MAX }));
}

/**
 * The delete of the back office's confirmation dialog (issue 38): a signal
 * members were told of is voided, not erased, so the admin says why; the
 * reason is shown publicly in its timeline and in the track record. A signal
 * never announced is deleted for good, the reason kept in the audit log.
 */
export const SignalRemovalRequest = z.object({
  reason: requiredText(textRef('validation.signalEvent.voidReasonRequired'), SIGNAL_REASON_MAX),
});
export type SignalRemovalRequest = z.input<typeof SignalRemovalRequest>;
export type SignalRemovalValues = z.output<typeof SignalRemovalRequest>;

/**
 * A step of a signal's life as an admin records it (issue 17). What depends
 * on the signal itself (a futures or forex close needs `price`, the exit; an
 * arbitrage close needs `resultPercent`, the realised spread) is checked by
 * the server against the stored signal, naming the field as here.
 */
export const SignalEventRequest = z
  .object({
    kind: z.enum(RECORDABLE_SIGNAL_EVENT_KINDS, { error: textRef('validation.common.oneOf', { name: 'kind', values: RECORDABLE_SIGNAL_EVENT_KINDS.join(', ') }) }),
    price: optionalPositiveNumber(textRef('validation.signalEvent.pricePositive')),
    resultPercent: z
      .number({ error: textRef('validation.signalEvent.resultNotNumber') })
      .min(-100, textRef('validation.signalEvent.resultTooSmall', { min: -100 }))
      .max(1000, textRef('validation.signalEvent.resultTooLarge', { max: 1000 }))
      .nullish()
      .transform((v) => (v === undefined || v === null ? null : Math.round(v * 100) / 100)),
    note: z
      .string({ error: textRef('validation.signalEvent.noteNotText') })
      .trim()
      .max(500, textRef('validation.signalEvent.noteTooLong', { max: 500 }))
      .nullish()
      .transform((v) => (v ? v : null)),
    /** Why the signal is cancelled: required with `cancelled` and shown publicly (issue 38), unlike a note; refused on any other kind. */
    reason: signalReason().nullish().transform((v) => (v ? v : null)),
  })
  .superRefine((event, ctx) => {
    if (event.kind === 'note' && event.note === null) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: textRef('validation.signalEvent.noteRequired') });
    }
    if (event.kind === 'cancelled' && event.reason === null) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: textRef('validation.signalEvent.reasonRequired') });
    }
    if (event.kind !== 'cancelled' && event.reason !== null) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: textRef('validation.signalEvent.reasonOnlyOnCancel') });
    }
    if (event.kind === 'stop_moved' && event.price === null) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: textRef('validation.signalEvent.stopPriceRequired') });
    }
  });
export type SignalEventRequest = z.input<typeof SignalEventRequest>;
export type SignalEventValues = z.output<typeof SignalEventRequest>;

const day = (name: string) => z.iso.date({ error: textRef('validation.query.notDate', { name }) });

/** The track record's filters: a type, and a window of publication days (UTC, both ends included). */
export const TrackRecordQuery = z
  .object({
    type: z.enum(SIGNAL_TYPES, { error: textRef('validation.query.signalType', { name: 'type' }) }).optional(),
    from: day('from').optional(),
    to: day('to').optional(),
  })
  // Said as a reader would say it (the form shows it under "To"), not in the query's field names.
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: textRef('validation.query.endBeforeStart') });
export type TrackRecordQuery = z.input<typeof TrackRecordQuery>;
