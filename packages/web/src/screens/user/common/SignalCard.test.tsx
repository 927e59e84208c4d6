import { describe, expect, it } from 'vitest';
import { render, textOf } from '../../../test/render';
import { fullSignal, lockedSignal } from '../../../test/signals';
import { SignalCard } from './SignalCard';

const card = async (...args: Parameters<typeof SignalCard>) => (await render(<SignalCard {...args[0]} />)).querySelector('a');

describe('a signal card', () => {
  it('an open signal shows its target and its status, and no outcome', async () => {
    const text = textOf(await card({ signal: fullSignal({ id: 1, profitPercentage: 2.5 }) }));
    expect(text).toContain('2.5%');
    expect(text).toContain('Active');
    expect(text).not.toMatch(/Won|Lost|Breakeven|Cancelled|Result/);
  });

  it('a won futures trade shows Won, its result and what it made at its leverage', async () => {
    const signal = fullSignal({ id: 2, outcome: 'won', resultPercent: 3.2, leverage: 10, closedAt: '2026-01-06T10:00:00.000Z', status: 'expired' });
    const text = textOf(await card({ signal }));
    expect(text).toContain('Won');
    expect(text).toContain('Result +3.20%');
    expect(text).toContain('10x: +32.0%');
    expect(text).not.toContain('Expired');
  });

  it('a lost forex trade shows Lost and a negative result, with no leverage', async () => {
    const signal = fullSignal({ id: 3, signalType: 'forex', pair: 'EUR/USD', leverage: null, outcome: 'lost', resultPercent: -1.1, closedAt: '2026-01-06T10:00:00.000Z' });
    const text = textOf(await card({ signal }));
    expect(text).toContain('Lost');
    expect(text).toContain('-1.10%');
    expect(text).not.toContain('x:');
  });

  it('a locked premium signal that closed shows its outcome and result, still without the trade', async () => {
    const signal = lockedSignal({ id: 4, outcome: 'breakeven', resultPercent: 0, closedAt: '2026-01-06T10:00:00.000Z' });
    const text = textOf(await card({ signal }));
    expect(text).toContain('Breakeven');
    expect(text).toContain('0.00%');
    expect(text).toContain('Premium details locked');
  });

  it('a cancelled signal says so and keeps its target: it has no result', async () => {
    const signal = fullSignal({ id: 5, outcome: 'cancelled', resultPercent: null, closedAt: '2026-01-06T10:00:00.000Z', profitPercentage: 1.8 });
    const text = textOf(await card({ signal }));
    expect(text).toContain('Cancelled');
    expect(text).toContain('1.8%');
    expect(text).not.toContain('Result');
  });

  it('an unlocked trade shows the prices to act on: entry, targets and stop; an arbitrage its buy and sell (issue 40)', async () => {
    const futures = await card({ signal: fullSignal({ id: 6, direction: 'short', leverage: 7, exchange: 'Bitget', entryPrice: 2400, takeProfit1: 2350, takeProfit2: 2300, stopLoss: 2440 }) });
    const levels = (element: Element | null) =>
      Array.from(element?.querySelectorAll('dl[aria-label="Levels"] > div') ?? []).map((level) => `${textOf(level.querySelector('dt'))} ${textOf(level.querySelector('dd'))}`);
    expect(levels(futures)).toEqual(['Entry 2,400', 'TP1 2,350', 'TP2 2,300', 'Stop 2,440']);
    // A yen pair in its own precision.
    const forex = await card({ signal: fullSignal({ id: 7, signalType: 'forex', pair: 'USD/JPY', leverage: null, exchange: null, entryPrice: 151.2, takeProfit1: 151.8, takeProfit2: null, stopLoss: 150.9 }) });
    expect(levels(forex)).toEqual(['Entry 151.200', 'TP1 151.800', 'Stop 150.900']);
    const arbitrage = await card({ signal: fullSignal({ id: 8, signalType: 'arbitrage', pair: 'XRP/USDT', buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 1.25, sellPrice: 1.265, entryPrice: null, takeProfit1: null, stopLoss: null }) });
    expect(levels(arbitrage)).toEqual(['Buy 1.2500', 'Sell 1.2650']);
    // Locked: no prices in the page at all.
    expect(levels(await card({ signal: lockedSignal({ id: 9 }) }))).toEqual([]);
  });
});
