import { arbitrageSpread, DEFAULT_SIGNAL_EXPIRY_MS, textRef, type FullSignal, type SignalDraft, type SignalInput, type SignalType } from '@signals/protocol';
import { format } from 'date-fns';
import type { DefaultValues } from 'react-hook-form';

/** The schema's message for a missing type-specific field (a reference the form fields put into words). */
export const REQUIRED_FIELDS_MESSAGE = textRef('validation.signal.requiredFields');

/** The detail fields each type owns; the others are cleared when the type changes. */
const TYPE_FIELDS = {
  arbitrage: ['buyExchange', 'sellExchange', 'buyPrice', 'sellPrice'],
  forex: ['entryPrice', 'takeProfit1', 'takeProfit2', 'stopLoss', 'direction'],
  futures: ['exchange', 'direction', 'leverage', 'contractType', 'entryPrice', 'takeProfit1', 'takeProfit2', 'stopLoss'],
} as const satisfies Record<SignalType, readonly (keyof SignalInput)[]>;

export type DetailField = (typeof TYPE_FIELDS)[SignalType][number];
const ALL_DETAIL_FIELDS = [...new Set(Object.values(TYPE_FIELDS).flat())] as DetailField[];

/** What to set when the type becomes `type`: other types' fields emptied, sensible defaults for the new one. */
export function fieldsForType(type: SignalType): Partial<SignalInput> {
  const own: readonly DetailField[] = TYPE_FIELDS[type];
  const cleared = Object.fromEntries(ALL_DETAIL_FIELDS.filter((field) => !own.includes(field)).map((field) => [field, null]));
  if (type === 'forex') {
    return { ...cleared, direction: 'buy' };
  }
  if (type === 'futures') {
    return { ...cleared, direction: 'long', contractType: 'perpetual' };
  }
  // An arbitrage's profit is the spread of its prices: a profit typed for another type must not travel with it.
  return { ...cleared, profitPercentage: undefined };
}

/**
 * The profit an arbitrage form shows as its prices are typed: the protocol's
 * spread, the figure the server will store; null until both prices are there
 * and the sell price is above the buy price.
 */
export function arbitrageProfitOf(buyPrice: unknown, sellPrice: unknown): number | null {
  if (typeof buyPrice !== 'number' || typeof sellPrice !== 'number' || !Number.isFinite(buyPrice) || !Number.isFinite(sellPrice)) {
    return null;
  }
  return buyPrice > 0 && sellPrice > buyPrice ? arbitrageSpread(buyPrice, sellPrice) : null;
}

/** A new signal: arbitrage, free, active, expiring one hour from now. */
export function newSignalValues(now = Date.now()): DefaultValues<SignalInput> {
  return {
    pair: '',
    signalType: 'arbitrage',
    isPremium: false,
    isActive: true,
    expiresAt: new Date(now + DEFAULT_SIGNAL_EXPIRY_MS).toISOString(),
    buyExchange: '',
    sellExchange: '',
    buyPrice: null,
    sellPrice: null,
    entryPrice: null,
    takeProfit1: null,
    takeProfit2: null,
    stopLoss: null,
    direction: null,
    exchange: '',
    leverage: null,
    contractType: null,
  };
}

/** An existing signal as the form edits it; an arbitrage's profit is left to its prices. */
export function signalValues(signal: FullSignal): SignalInput {
  return {
    pair: signal.pair,
    signalType: signal.signalType,
    profitPercentage: signal.signalType === 'arbitrage' ? undefined : signal.profitPercentage,
    isPremium: signal.isPremium,
    isActive: signal.isActive,
    expiresAt: signal.expiresAt,
    buyExchange: signal.buyExchange ?? '',
    sellExchange: signal.sellExchange ?? '',
    buyPrice: signal.buyPrice,
    sellPrice: signal.sellPrice,
    entryPrice: signal.entryPrice,
    takeProfit1: signal.takeProfit1,
    takeProfit2: signal.takeProfit2,
    stopLoss: signal.stopLoss,
    direction: signal.direction,
    exchange: signal.exchange ?? '',
    leverage: signal.leverage,
    contractType: signal.contractType,
  };
}

/**
 * When a draft would expire if published now: as the server publishes it as received, a sender's expiry counts from
 * publication (the same lead after it as after receipt); none given, one hour; null, never.
 */
export function draftExpiry(draft: Pick<SignalDraft, 'values' | 'receivedAt'>, now = Date.now()): string | null {
  const { expiresAt } = draft.values;
  if (expiresAt === undefined) {
    return new Date(now + DEFAULT_SIGNAL_EXPIRY_MS).toISOString();
  }
  return expiresAt === null ? null : new Date(now + (Date.parse(expiresAt) - Date.parse(draft.receivedAt))).toISOString();
}

/** A draft from a webhook source as the form edits it before publishing: active, its expiry counted from now. */
export function draftFormValues(draft: Pick<SignalDraft, 'values' | 'receivedAt'>, now = Date.now()): SignalInput {
  const { values } = draft;
  return {
    pair: values.pair,
    signalType: values.signalType,
    profitPercentage: values.signalType === 'arbitrage' ? undefined : values.profitPercentage,
    isPremium: values.isPremium,
    isActive: true,
    expiresAt: draftExpiry(draft, now),
    buyExchange: values.buyExchange ?? '',
    sellExchange: values.sellExchange ?? '',
    buyPrice: values.buyPrice,
    sellPrice: values.sellPrice,
    entryPrice: values.entryPrice,
    takeProfit1: values.takeProfit1,
    takeProfit2: values.takeProfit2,
    stopLoss: values.stopLoss,
    direction: values.direction,
    exchange: values.exchange ?? '',
    leverage: values.leverage,
    contractType: values.contractType,
  };
}

/** A number input's text as the schema wants it: empty means none. */
export function numberOrNull(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) {
    return null;
  }
  return Number(value);
}

/** For a required number: empty stays undefined, so the schema's "is required" message shows. */
export function numberOrUndefined(value: unknown): number | undefined {
  return value === '' || value === null || value === undefined ? undefined : Number(value);
}

/** ISO time to the value of a datetime-local input (local time, minutes). */
export function toLocalInput(iso: string | null | undefined): string {
  return iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : '';
}

/** A datetime-local input's value to ISO; empty means it never expires. */
export function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}
