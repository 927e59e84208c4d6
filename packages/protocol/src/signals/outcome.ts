import type { SignalDirection, SignalOutcome, SignalType } from '../constants.js';
import { CLOSING_SIGNAL_EVENT_KINDS, type SignalEventKind } from '../constants.js';

/**
 * The arithmetic of a signal's result (issue 17), zod-free so the server
 * stores, the back office previews and the screens show the same figures.
 * Results are percentages of the entry, unleveraged, to 2 decimals.
 */

const round2 = (value: number) => {
  const rounded = Math.round(value * 100) / 100;
  // -0 prints as "-0.00"; a breakeven is 0.
  return rounded === 0 ? 0 : rounded;
};

/** Long and buy trades gain when the price rises; short and sell when it falls. */
export function isRisingDirection(direction: SignalDirection): boolean {
  return direction === 'long' || direction === 'buy';
}

/**
 * The result of a futures or forex trade closed at `exit`: (exit - entry) /
 * entry x 100 for a long or buy, (entry - exit) / entry x 100 for a short or sell.
 */
export function tradeResultPercent(trade: { direction: SignalDirection; entryPrice: number }, exit: number): number {
  const move = isRisingDirection(trade.direction) ? exit - trade.entryPrice : trade.entryPrice - exit;
  return round2((move / trade.entryPrice) * 100);
}

/** What a futures trade made on the margin: the unleveraged result times the leverage (the UI shows both). */
export function leveragedResultPercent(resultPercent: number, leverage: number | null): number {
  return round2(resultPercent * (leverage ?? 1));
}

/** The outcome a closing result stands for: won above zero, lost below, breakeven at zero (after rounding). */
export function outcomeOfResult(resultPercent: number): Exclude<SignalOutcome, 'open' | 'cancelled' | 'voided'> {
  const rounded = round2(resultPercent);
  return rounded > 0 ? 'won' : rounded < 0 ? 'lost' : 'breakeven';
}

/** Whether an event kind ends the signal: a closing step an admin records, or the voiding a delete writes. */
export function isClosingEventKind(kind: SignalEventKind): boolean {
  return kind === 'voided' || (CLOSING_SIGNAL_EVENT_KINDS as readonly string[]).includes(kind);
}

/** The outcomes counted apart from every rate, average and sum: the signal ended without a result. */
export function isEndedWithoutResult(outcome: SignalOutcome): outcome is 'cancelled' | 'voided' {
  return outcome === 'cancelled' || outcome === 'voided';
}

/**
 * How a closing event states its result: futures and forex by the exit price
 * (the result follows from the entry), arbitrage by the realised spread. A
 * futures signal may be published without an entry price: with nothing to
 * compute from, it closes with its result in percent, like an arbitrage.
 */
export function closingResultField(signal: { signalType: SignalType; entryPrice: number | null }): 'price' | 'resultPercent' {
  return signal.signalType === 'arbitrage' || signal.entryPrice === null ? 'resultPercent' : 'price';
}

/** Rounds a percentage as results are stored and shown. */
export const roundPercent = round2;
