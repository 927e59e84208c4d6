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
});
