import type { Knex } from 'knex';
import { outcomeOfResult, roundPercent, SignalInput, tradeResultPercent, type SignalEventKind, type SignalValues } from '@signals/protocol';
import { shift } from './context.js';

/**
 * About four months of signals that have ended, so the track record, the
 * Performance screen's monthly curve and the timelines are full on first
 * start: wins and losses in realistic proportions (22 won, 10 lost, 2
 * breakeven, 2 cancelled), each with the events an admin would have recorded.
 */

/** A market as the desk trades it: the levels are offsets from the entry, in percent (the sign follows the direction). */
interface Market {
  input: Omit<SignalInput, 'entryPrice' | 'takeProfit1' | 'takeProfit2' | 'stopLoss' | 'profitPercentage'>;
  entry?: number;
  tp1?: number;
  tp2?: number;
  stop?: number;
}

const MARKETS = {
  btcLong: { input: { pair: 'BTC/USDT', signalType: 'futures', direction: 'long', exchange: 'Binance', leverage: 10, contractType: 'perpetual' }, entry: 64200, tp1: 1.6, tp2: 3.2, stop: 1.4 },
  ethShort: { input: { pair: 'ETH/USDT', signalType: 'futures', direction: 'short', exchange: 'Bybit', leverage: 8, contractType: 'perpetual' }, entry: 3420, tp1: 1.8, tp2: 3.5, stop: 1.5 },
  solLong: { input: { pair: 'SOL/USDT', signalType: 'futures', direction: 'long', exchange: 'OKX', leverage: 5, contractType: 'quarterly' }, entry: 142.5, tp1: 2.2, tp2: 4.4, stop: 1.9 },
  eurUsd: { input: { pair: 'EUR/USD', signalType: 'forex', direction: 'buy' }, entry: 1.0835, tp1: 0.35, tp2: 0.7, stop: 0.3 },
  gbpJpy: { input: { pair: 'GBP/JPY', signalType: 'forex', direction: 'sell' }, entry: 191.8, tp1: 0.45, tp2: 0.9, stop: 0.4 },
  audUsd: { input: { pair: 'AUD/USD', signalType: 'forex', direction: 'buy' }, entry: 0.6612, tp1: 0.4, tp2: 0.8, stop: 0.35 },
  btcArb: { input: { pair: 'BTC/USDT', signalType: 'arbitrage', buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 64120, sellPrice: 65080 } },
  ethArb: { input: { pair: 'ETH/USDT', signalType: 'arbitrage', buyExchange: 'KuCoin', sellExchange: 'Coinbase', buyPrice: 3398.2, sellPrice: 3461.5 } },
  xrpArb: { input: { pair: 'XRP/USDT', signalType: 'arbitrage', buyExchange: 'Gate.io', sellExchange: 'Binance', buyPrice: 0.5984, sellPrice: 0.6088 } },
} satisfies Record<string, Market>;

/**
 * How a trade went: `tp2` ran to the second target; `tp1` hit the first, the
 * stop went to the entry and the rest was closed by hand at `exit` (percent
 * from the entry); `stop` was stopped out; `even` hit the first target and
 * came back to the moved stop; `cancel` was called off before the entry
 * filled. An arbitrage `spread` realised that many percent (negative when a
 * leg moved first).
 */
type Plan = { tp2: true } | { tp1: number } | { stop: true } | { even: true } | { cancel: string } | { spread: number };

interface PastSignal {
  market: keyof typeof MARKETS;
  daysAgo: number;
  isPremium: boolean;
  plan: Plan;
}

// Oldest first: ids grow with time like real publishing.
const HISTORY: PastSignal[] = [
  { market: 'btcLong', daysAgo: 122, isPremium: true, plan: { tp2: true } },
  { market: 'eurUsd', daysAgo: 119, isPremium: false, plan: { tp1: 0.5 } },
  { market: 'btcArb', daysAgo: 117, isPremium: false, plan: { spread: 1.21 } },
  { market: 'ethShort', daysAgo: 114, isPremium: true, plan: { stop: true } },
  { market: 'gbpJpy', daysAgo: 111, isPremium: true, plan: { tp2: true } },
  { market: 'solLong', daysAgo: 107, isPremium: false, plan: { stop: true } },
  { market: 'ethArb', daysAgo: 104, isPremium: true, plan: { spread: 1.58 } },
  { market: 'audUsd', daysAgo: 100, isPremium: false, plan: { cancel: 'Entry never filled before the RBA statement' } },
  { market: 'btcLong', daysAgo: 96, isPremium: true, plan: { tp1: 2.3 } },
  { market: 'eurUsd', daysAgo: 92, isPremium: true, plan: { stop: true } },
  { market: 'xrpArb', daysAgo: 89, isPremium: false, plan: { spread: -0.42 } },
  { market: 'ethShort', daysAgo: 85, isPremium: true, plan: { tp2: true } },
  { market: 'gbpJpy', daysAgo: 81, isPremium: false, plan: { even: true } },
  { market: 'solLong', daysAgo: 78, isPremium: true, plan: { tp2: true } },
  { market: 'btcArb', daysAgo: 74, isPremium: true, plan: { spread: 1.07 } },
  { market: 'audUsd', daysAgo: 70, isPremium: true, plan: { stop: true } },
  { market: 'btcLong', daysAgo: 66, isPremium: false, plan: { tp1: 2.1 } },
  { market: 'eurUsd', daysAgo: 62, isPremium: false, plan: { tp2: true } },
  { market: 'ethShort', daysAgo: 58, isPremium: true, plan: { stop: true } },
  { market: 'ethArb', daysAgo: 55, isPremium: false, plan: { spread: 1.33 } },
  { market: 'gbpJpy', daysAgo: 51, isPremium: true, plan: { tp1: 0.6 } },
  { market: 'solLong', daysAgo: 47, isPremium: true, plan: { stop: true } },
  { market: 'btcLong', daysAgo: 43, isPremium: true, plan: { tp2: true } },
  { market: 'audUsd', daysAgo: 40, isPremium: false, plan: { tp2: true } },
  { market: 'xrpArb', daysAgo: 36, isPremium: true, plan: { spread: 1.12 } },
  { market: 'ethShort', daysAgo: 32, isPremium: false, plan: { tp1: 2.4 } },
  { market: 'eurUsd', daysAgo: 29, isPremium: true, plan: { even: true } },
  { market: 'btcLong', daysAgo: 26, isPremium: true, plan: { stop: true } },
  { market: 'solLong', daysAgo: 22, isPremium: false, plan: { tp2: true } },
  { market: 'gbpJpy', daysAgo: 19, isPremium: true, plan: { stop: true } },
  { market: 'btcArb', daysAgo: 16, isPremium: true, plan: { spread: 1.41 } },
  { market: 'ethShort', daysAgo: 13, isPremium: true, plan: { tp2: true } },
  { market: 'audUsd', daysAgo: 10, isPremium: false, plan: { stop: true } },
  { market: 'ethArb', daysAgo: 8, isPremium: false, plan: { cancel: 'Withdrawals suspended on Coinbase' } },
  { market: 'btcLong', daysAgo: 6, isPremium: true, plan: { tp1: 2.6 } },
  { market: 'eurUsd', daysAgo: 4, isPremium: false, plan: { tp2: true } },
];

/** Five significant digits: prices read like quotes whatever their size. */
const price = (value: number) => Number(value.toPrecision(5));

interface Step {
  kind: SignalEventKind;
  afterHours: number;
  price?: number;
  resultPercent?: number;
  note?: string;
  /** Why it was cancelled: public, on the signal and its event (issue 38). */
  reason?: string;
}

/** The signal as the admin wrote it: levels placed from the market's offsets, drifting a little with time so the trades differ. */
function signalOf(past: PastSignal): SignalValues {
  const market: Market = MARKETS[past.market];
  if (market.entry === undefined || market.tp1 === undefined || market.tp2 === undefined || market.stop === undefined) {
    return SignalInput.parse({ ...market.input, isPremium: past.isPremium });
  }
  const rising = market.input.direction === 'long' || market.input.direction === 'buy';
  const entry = price(market.entry * (1 + ((past.daysAgo % 7) - 3) / 100));
  const level = (offset: number) => price(entry * (1 + ((rising ? 1 : -1) * offset) / 100));
  return SignalInput.parse({
    ...market.input,
    isPremium: past.isPremium,
    entryPrice: entry,
    takeProfit1: level(market.tp1),
    takeProfit2: level(market.tp2),
    stopLoss: level(-market.stop),
    profitPercentage: market.tp2,
  });
}

/** The events the admin recorded, in order; the last one ends the signal. */
function stepsOf(signal: SignalValues, plan: Plan): Step[] {
  if ('cancel' in plan) {
    return [{ kind: 'cancelled', afterHours: 3, reason: plan.cancel }];
  }
  if ('spread' in plan) {
    return [
      { kind: 'note', afterHours: 0.2, note: 'Both legs filled' },
      { kind: 'closed', afterHours: 0.5, resultPercent: plan.spread, note: plan.spread < 0 ? 'The sell leg moved before it filled' : undefined },
    ];
  }
  const entry = signal.entryPrice!;
  const tp1 = signal.takeProfit1!;
  const tp2 = signal.takeProfit2!;
  const stop = signal.stopLoss!;
  const rising = signal.direction === 'long' || signal.direction === 'buy';
  const firstTarget: Step[] = [
    { kind: 'tp1_hit', afterHours: 5, price: tp1 },
    { kind: 'stop_moved', afterHours: 5.5, price: entry, note: 'Stop to the entry: the rest of the trade is free' },
  ];
  if ('tp2' in plan) {
    return [...firstTarget, { kind: 'tp2_hit', afterHours: 19, price: tp2 }];
  }
  if ('tp1' in plan) {
    const exit = price(entry * (1 + ((rising ? 1 : -1) * plan.tp1) / 100));
    return [...firstTarget, { kind: 'closed', afterHours: 14, price: exit, note: 'Closed by hand ahead of the weekend' }];
  }
  if ('even' in plan) {
    return [...firstTarget, { kind: 'stop_hit', afterHours: 11, price: entry }];
  }
  return [{ kind: 'stop_hit', afterHours: 7, price: stop }];
}

/** The closing result: the realised spread of an arbitrage, else the move from the entry to the exit. */
function resultOf(signal: SignalValues, closing: Step): number | null {
  if (closing.kind === 'cancelled') {
    return null;
  }
  if (closing.resultPercent !== undefined) {
    return roundPercent(closing.resultPercent);
  }
  return tradeResultPercent({ direction: signal.direction!, entryPrice: signal.entryPrice! }, closing.price!);
}

/**
 * Inserts the ended demo signals and their events.
 *
 * @param knex the seeding transaction.
 * @param now the moment the seeding runs.
 * @param adminId the admin who published them and recorded their events.
 */
export async function seedSignalHistory(knex: Knex, now: Date, adminId: number): Promise<void> {
  for (const past of HISTORY) {
    const signal = signalOf(past);
    const createdAt = shift(shift(now, -past.daysAgo, 'days'), (past.daysAgo % 5) * 2, 'hours');
    const steps = stepsOf(signal, past.plan);
    const closing = steps[steps.length - 1]!;
    const closedAt = shift(createdAt, closing.afterHours * 60, 'minutes');
    const resultPercent = resultOf(signal, closing);
    const [row] = await knex('signals')
      .insert({
        ...signal,
        createdBy: adminId,
        createdAt,
        updatedAt: closedAt,
        expiresAt: shift(createdAt, 1, 'days'),
        outcome: resultPercent === null ? 'cancelled' : outcomeOfResult(resultPercent),
        resultPercent,
        exitPrice: signal.signalType === 'arbitrage' ? null : (closing.price ?? null),
        closedAt,
        closeReason: closing.reason ?? null,
        // Published when written: members were told of it (the record counts announced signals only).
        announcedAt: createdAt,
      })
      .returning<Array<{ id: number } | number>>('id');
    // PostgreSQL answers rows, SQLite's driver the bare id.
    const signalId = typeof row === 'object' ? row.id : row;
    await knex('signalEvents').insert(
      steps.map((step) => ({
        signalId,
        kind: step.kind,
        price: step.price ?? null,
        resultPercent: step === closing ? resultPercent : null,
        note: step.note ?? null,
        reason: step.reason ?? null,
        createdBy: adminId,
        createdAt: shift(createdAt, step.afterHours * 60, 'minutes'),
      })),
    );
  }
}
