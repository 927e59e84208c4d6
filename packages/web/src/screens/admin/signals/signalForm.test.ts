import { SignalInput } from '@signals/protocol';
import { describe, expect, it } from 'vitest';
import { arbitrageProfitOf, fieldsForType, signalValues } from './signalForm';

describe('the signal form', () => {
  it('shows an arbitrage profit as the spread its prices give, the figure the server stores', () => {
    expect(arbitrageProfitOf(6.512, 6.665)).toBe(2.35);
    const stored = SignalInput.parse({ pair: 'XRP/USDT', signalType: 'arbitrage', buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 6.512, sellPrice: 6.665 });
    expect(stored.profitPercentage).toBe(arbitrageProfitOf(6.512, 6.665));
  });

  it('shows no profit until both prices are there and selling is above buying', () => {
    expect(arbitrageProfitOf(null, 6.665)).toBeNull();
    expect(arbitrageProfitOf(6.512, undefined)).toBeNull();
    expect(arbitrageProfitOf(6.665, 6.512)).toBeNull();
    expect(arbitrageProfitOf(0, 1)).toBeNull();
    expect(arbitrageProfitOf(Number.NaN, 1)).toBeNull();
  });

  it('drops a typed profit when the type becomes arbitrage, and leaves an edited arbitrage profit to the prices', () => {
    expect(fieldsForType('arbitrage')).toHaveProperty('profitPercentage', undefined);
    expect(fieldsForType('forex')).not.toHaveProperty('profitPercentage');
    const now = new Date().toISOString();
    const base = {
      id: 1,
      pair: 'XRP/USDT',
      isPremium: false,
      isActive: true,
      status: 'active',
      createdAt: now,
      updatedAt: now,
      expiresAt: null,
      locked: false,
      buyExchange: 'Binance',
      sellExchange: 'Kraken',
      buyPrice: 6.512,
      sellPrice: 6.665,
      entryPrice: null,
      takeProfit1: null,
      takeProfit2: null,
      stopLoss: null,
      direction: null,
      exchange: null,
      leverage: null,
      contractType: null,
      exitPrice: null,
      outcome: 'open',
      resultPercent: null,
      closedAt: null,
      closeReason: null,
      logIndex: null,
      loggedAt: null,
    } as const;
    expect(signalValues({ ...base, signalType: 'arbitrage', profitPercentage: 2.9 }).profitPercentage).toBeUndefined();
    expect(signalValues({ ...base, signalType: 'forex', profitPercentage: 1.4 }).profitPercentage).toBe(1.4);
  });
});
