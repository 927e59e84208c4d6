import { textRef } from './text.js';

/**
 * The arithmetic of an arbitrage signal, in one place: the admin form shows
 * it as prices are typed and the request schema applies it, so the profit a
 * member reads is always what the two prices give.
 */

/**
 * The spread of an arbitrage: what buying at `buyPrice` and selling at
 * `sellPrice` earns, in percent of the buy price, to 2 decimals
 * (buy 6.512, sell 6.665: 2.35).
 *
 * @param buyPrice the price on the exchange bought on; above zero.
 * @param sellPrice the price on the exchange sold on.
 */
export function arbitrageSpread(buyPrice: number, sellPrice: number): number {
  return Math.round(((sellPrice - buyPrice) / buyPrice) * 100 * 100) / 100;
}

/**
 * How far a profit stated with an arbitrage signal may sit from its spread,
 * in hundredths of a percent: members see profits to one decimal, so a
 * stated 2.4 for a spread of 2.35 is rounding, a stated 2.9 a contradiction.
 */
const STATED_PROFIT_SLACK_HUNDREDTHS = 5;

/**
 * Whether a profit stated with an arbitrage signal is its spread, give or
 * take the rounding of the one decimal members see.
 *
 * @param stated the profit percentage a client sent.
 * @param spread the spread of the prices (arbitrageSpread).
 */
export function agreesWithSpread(stated: number, spread: number): boolean {
  // Compared in whole hundredths: 2.4 - 2.35 is 0.04999… in binary floating point.
  return Math.round(Math.abs(stated - spread) * 100) <= STATED_PROFIT_SLACK_HUNDREDTHS;
}

/** The answer to a stated profit that contradicts the prices: a reference to the validation catalogue, with the spread to 2 decimals. */
export function spreadMismatchMessage(spread: number): string {
  return textRef('validation.signal.spreadMismatch', { spread: Math.round(spread * 100) / 100 });
}
