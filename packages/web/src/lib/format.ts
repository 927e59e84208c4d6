import { leveragedResultPercent, PAYMENT_METHOD_DETAILS, PROFIT_BADGE, type SignalType } from '@signals/protocol';
import { formatDistance, formatDistanceToNow } from 'date-fns';
import { currentLanguage } from '../i18n';
import { dateLocale } from '../i18n/dateLocale';
import { NUMBER_STYLES, withSeparators } from '../i18n/numbers';

/**
 * Every number and date the trader's screens print, in one place, so a price
 * or a profit reads the same on the home screen, the list and the detail,
 * written the way the language shown writes them (separators, the percent
 * sign's place, the words of "5 minutes ago").
 */

export type ProfitTier = 'high' | 'medium' | 'low';
/** A moment as the API sends it (ISO text), as epoch milliseconds, or as a Date. */
export type DateInput = string | number | Date;

/**
 * A profit percentage with one decimal, as the spec shows it.
 *
 * @param value the percentage (2.52 means 2.52 %).
 * @returns for example "2.5%".
 */
export function formatProfit(value: number): string {
  return percent(groupedFixed(value, 1));
}

/**
 * A signal's result (issue 17): signed, with two decimals, as results are
 * stored. A gain carries its "+", so a result never reads as a target.
 *
 * @param value the result in percent of the entry (3.2 means 3.2 %).
 * @returns for example "+3.20%", "-1.10%" or "0.00%".
 */
export function formatResult(value: number): string {
  const text = groupedFixed(value, 2);
  return percent(value > 0 && /[1-9]/.test(text) ? `+${text}` : text);
}

/**
 * What a futures result came to on the margin, beside the unleveraged one:
 * the leverage in the app's "10x" form, then the result times it, to one decimal.
 *
 * @param value the unleveraged result in percent.
 * @param leverage the signal's leverage.
 * @returns for example "10x: +32.0%".
 */
export function formatLeveragedResult(value: number, leverage: number): string {
  const leveraged = leveragedResultPercent(value, leverage);
  const text = groupedFixed(leveraged, 1);
  return `${leverage}x: ${percent(leveraged > 0 && /[1-9]/.test(text) ? `+${text}` : text)}`;
}

/**
 * A share such as a win rate: one decimal, no sign ("58.3%").
 *
 * @param value the percentage.
 */
export function formatRate(value: number): string {
  return percent(groupedFixed(value, 1));
}

/**
 * A share rounded to a whole percent, no sign ("17%"): a plan's saving, a churn rate at a glance.
 *
 * @param value the percentage.
 */
export function formatWholePercent(value: number): string {
  return percent(groupedFixed(value, 0));
}

/** A formatted number followed by the percent sign, where the language shown puts it. */
function percent(number: string): string {
  return NUMBER_STYLES[currentLanguage()].percent(number);
}

/**
 * Which colour a profit badge takes: high at 2 and above, medium at 1.5 and above, else low.
 *
 * @param value the percentage.
 */
export function profitTier(value: number): ProfitTier {
  if (value >= PROFIT_BADGE.high) {
    return 'high';
  }
  return value >= PROFIT_BADGE.medium ? 'medium' : 'low';
}

/**
 * How many decimals a price of this signal shows: forex 4, or 3 for a yen
 * pair, as forex desks quote them (USD/JPY 151.200, EUR/USD 1.0842); crypto 0
 * when the pair contains BTC, 2 when it contains ETH, else 4.
 *
 * @param signal the type and pair of the signal the price belongs to.
 */
export function priceDecimals(signal: { signalType: SignalType; pair: string }): number {
  const pair = signal.pair.toUpperCase();
  if (signal.signalType === 'forex') {
    return pair.includes('JPY') ? 3 : 4;
  }
  if (pair.includes('BTC')) {
    return 0;
  }
  return pair.includes('ETH') ? 2 : 4;
}

/**
 * A number with a fixed count of decimals and the separators of the language
 * shown (i18n/numbers.ts: a table, not Intl.NumberFormat, for the same reason).
 */
function groupedFixed(value: number, decimals: number): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  const sign = value < 0 && /[1-9]/.test(whole + (fraction ?? '')) ? '-' : '';
  return `${sign}${writtenDigits(whole, fraction)}`;
}

/** Whole and fraction digits with the shown language's separators. */
function writtenDigits(whole: string, fraction: string | undefined): string {
  return withSeparators(whole, fraction, currentLanguage());
}

/**
 * A token amount the chain moved, exactly as the server counted it ("12.345678", decimal text from the token's
 * units), in the shown language's separators ("12,345678" in German): never through a float, never rounded to cents,
 * so what an underpayment lacks reads to the last unit, as a block explorer shows it.
 *
 * @param text a non-negative decimal, as the API sends token amounts.
 */
export function formatTokenAmount(text: string): string {
  const [whole = '0', fraction] = text.split('.');
  return writtenDigits(whole, fraction);
}

/** USDT the chain moved, exact, with the token's name ("30 USDT", "12,5 USDT" in German). */
export function formatUsdt(text: string): string {
  return `${formatTokenAmount(text)} ${PAYMENT_METHOD_DETAILS.usdt.currency}`;
}

/**
 * How many decimals a price of a signal is written with: the pair's, and at least 4 below 1, so a quote in BTC
 * (ETH/BTC at 0.05) never prints as "0".
 */
export function priceDecimalsOf(value: number, signal: { signalType: SignalType; pair: string }): number {
  return Math.abs(value) < 1 ? Math.max(4, priceDecimals(signal)) : priceDecimals(signal);
}

/**
 * A price with the decimals of its signal (priceDecimalsOf) and thousands separators.
 *
 * @param value the price, or null when the signal has none.
 * @param signal the type and pair of the signal.
 * @returns the text, or an em dash for no price.
 */
export function formatPrice(value: number | null | undefined, signal: { signalType: SignalType; pair: string }): string {
  if (value === null || value === undefined) {
    return '—';
  }
  return groupedFixed(value, priceDecimalsOf(value, signal));
}

/**
 * Money, the one way every screen prints it: US dollars with two decimals and
 * thousands separators, "$1,250.00". Payments, revenue and airdrop values are
 * all dollars; a payment made in USDT counts 1:1 (PAYMENT_CURRENCIES), and
 * what it was paid with is said beside it (PAYMENT_CHANNEL_LABELS), never as
 * the amount's unit.
 *
 * @param value the amount in USD.
 */
export function formatUsd(value: number): string {
  const language = currentLanguage();
  if (language !== 'en') {
    return usdFormat(language).format(value);
  }
  const text = groupedFixed(value, 2);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** Other languages place and name the dollar their own way ("1.250,00 $", "1 250,00 $US"): Intl's, one formatter a language. */
const usdFormats = new Map<string, Intl.NumberFormat>();
function usdFormat(language: string): Intl.NumberFormat {
  let format = usdFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
    usdFormats.set(language, format);
  }
  return format;
}

/**
 * The plan's price as a bare number beside the unit the screen names: "$60/month",
 * "60 USDT", "enter 60 as the amount". A different purpose from formatUsd: this is
 * the figure a member sends or types, so a whole price has no decimals and no
 * thousands separators ("59.99" otherwise), and the caller says the currency.
 *
 * @param value the price.
 */
export function formatPlanPrice(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/**
 * A whole number with the shown language's thousands separators ("1,234"): list totals,
 * dashboard counters, pagination ranges.
 *
 * @param value the count.
 */
export function formatCount(value: number): string {
  return groupedFixed(value, 0);
}

/**
 * How long ago (or until) a moment is, in words: "5 minutes ago", "in 3 days".
 * For moments that may lie ahead (an airdrop's end); for something that has
 * happened, `formatAgo`.
 *
 * @param date an ISO timestamp, epoch milliseconds or a Date.
 * @param now the clock; defaults to the current time.
 */
export function formatRelative(date: DateInput, now: DateInput = Date.now()): string {
  // formatDistanceToNow with an explicit clock, so a screen that ticks once a minute stays in step.
  return formatDistance(new Date(date), new Date(now), { addSuffix: true, locale: dateLocale() });
}

/**
 * How long ago something happened: "5 minutes ago". The server's clock and
 * this device's differ by seconds (sometimes more), so a signal published a
 * moment ago can carry a time a little ahead of the device's: it reads
 * "less than a minute ago", never "in less than a minute".
 *
 * @param date when it happened.
 * @param now the clock; defaults to the current time.
 */
export function formatAgo(date: DateInput, now: DateInput = Date.now()): string {
  const at = new Date(date).getTime();
  const clock = new Date(now).getTime();
  return formatDistance(Math.min(at, clock), clock, { addSuffix: true, locale: dateLocale() });
}

/**
 * The time left until an expiry, in words: "about 1 hour".
 *
 * @param expiresAt the expiry.
 */
export function formatTimeLeft(expiresAt: DateInput): string {
  return formatDistanceToNow(new Date(expiresAt), { locale: dateLocale() });
}
