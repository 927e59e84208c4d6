import type { Knex } from 'knex';
import { SignalInput } from '@signals/protocol';
import { shift, userId, type SeedContext } from './context.js';
import { seedSignalHistory } from './signalHistory.js';

type DemoSignal = SignalInput & { ageMinutes: number; lifetimeMinutes: number | null };

/**
 * Sixteen open signals across the three types, free and premium, live and
 * expired, after about four months of ended ones (signalHistory.ts).
 * Each passes the same validation an admin's input does.
 */
const SIGNALS: DemoSignal[] = [
  { pair: 'BTC/USDT', signalType: 'arbitrage', profitPercentage: 1.65, isPremium: false, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 67420.5, sellPrice: 68532, ageMinutes: 12, lifetimeMinutes: 60 },
  { pair: 'ETH/USDT', signalType: 'arbitrage', profitPercentage: 2.01, isPremium: true, buyExchange: 'KuCoin', sellExchange: 'Coinbase', buyPrice: 3512.4, sellPrice: 3583.1, ageMinutes: 25, lifetimeMinutes: 90 },
  { pair: 'SOL/USDT', signalType: 'arbitrage', profitPercentage: 2.52, isPremium: true, buyExchange: 'Bybit', sellExchange: 'OKX', buyPrice: 148.22, sellPrice: 151.95, ageMinutes: 41, lifetimeMinutes: 120 },
  { pair: 'XRP/USDT', signalType: 'arbitrage', profitPercentage: 1.55, isPremium: false, buyExchange: 'Gate.io', sellExchange: 'Binance', buyPrice: 0.612, sellPrice: 0.6215, ageMinutes: 300, lifetimeMinutes: 60 },
  { pair: 'BNB/USDT', signalType: 'arbitrage', profitPercentage: 1.81, isPremium: true, buyExchange: 'OKX', sellExchange: 'Kraken', buyPrice: 584.3, sellPrice: 594.9, ageMinutes: 55, lifetimeMinutes: 180 },
  { pair: 'ADA/USDT', signalType: 'arbitrage', profitPercentage: 1.31, isPremium: false, buyExchange: 'Binance', sellExchange: 'Bitfinex', buyPrice: 0.4512, sellPrice: 0.4571, ageMinutes: 8, lifetimeMinutes: 60 },
  { pair: 'EUR/USD', signalType: 'forex', profitPercentage: 1.2, isPremium: false, direction: 'buy', entryPrice: 1.0842, takeProfit1: 1.088, takeProfit2: 1.0915, stopLoss: 1.0815, ageMinutes: 35, lifetimeMinutes: 240 },
  { pair: 'GBP/JPY', signalType: 'forex', profitPercentage: 2.2, isPremium: true, direction: 'sell', entryPrice: 192.45, takeProfit1: 191.6, takeProfit2: 190.9, stopLoss: 193.1, ageMinutes: 70, lifetimeMinutes: 360 },
  { pair: 'USD/JPY', signalType: 'forex', profitPercentage: 1.4, isPremium: false, direction: 'buy', entryPrice: 151.2, takeProfit1: 151.95, takeProfit2: 152.6, stopLoss: 150.7, ageMinutes: 1500, lifetimeMinutes: 240 },
  { pair: 'AUD/USD', signalType: 'forex', profitPercentage: 1.9, isPremium: true, direction: 'sell', entryPrice: 0.6585, takeProfit1: 0.654, takeProfit2: 0.6505, stopLoss: 0.6615, ageMinutes: 18, lifetimeMinutes: 300 },
  { pair: 'BTC/USDT', signalType: 'futures', profitPercentage: 2.7, isPremium: true, direction: 'long', exchange: 'Binance', leverage: 20, contractType: 'perpetual', entryPrice: 67300, takeProfit1: 68650, takeProfit2: 69800, stopLoss: 66600, ageMinutes: 5, lifetimeMinutes: 120 },
  { pair: 'ETH/USDT', signalType: 'futures', profitPercentage: 2.4, isPremium: true, direction: 'short', exchange: 'Bybit', leverage: 10, contractType: 'perpetual', entryPrice: 3590, takeProfit1: 3480, takeProfit2: 3400, stopLoss: 3660, ageMinutes: 48, lifetimeMinutes: 180 },
  { pair: 'SOL/USDT', signalType: 'futures', profitPercentage: 1.5, isPremium: false, direction: 'long', exchange: 'OKX', leverage: 5, contractType: 'quarterly', entryPrice: 149, takeProfit1: 153, stopLoss: 146, ageMinutes: 90, lifetimeMinutes: 480 },
  { pair: 'DOGE/USDT', signalType: 'futures', profitPercentage: 2.1, isPremium: true, direction: 'short', exchange: 'Binance', leverage: 15, contractType: 'perpetual', entryPrice: 0.1625, takeProfit1: 0.158, stopLoss: 0.165, ageMinutes: 2900, lifetimeMinutes: 120 },
  { pair: 'LINK/USDT', signalType: 'futures', profitPercentage: 1.6, isPremium: false, direction: 'long', exchange: 'Kraken', leverage: 8, contractType: 'perpetual', entryPrice: 14.85, takeProfit1: 15.3, stopLoss: 14.5, ageMinutes: 130, lifetimeMinutes: 360 },
  { pair: 'AVAX/USDT', signalType: 'arbitrage', profitPercentage: 3.1, isPremium: true, isActive: false, buyExchange: 'Kraken', sellExchange: 'Binance', buyPrice: 35.2, sellPrice: 36.29, ageMinutes: 4400, lifetimeMinutes: null },
];

export async function seed(knex: Knex, { now }: SeedContext): Promise<void> {
  const adminId = await userId(knex, 'admin');
  // The ended ones first: they are older, and ids grow with time.
  await seedSignalHistory(knex, now, adminId);
  // Oldest first, so ids grow with time like real publishing.
  const ordered = [...SIGNALS].sort((a, b) => b.ageMinutes - a.ageMinutes);
  const rows = ordered.map(({ ageMinutes, lifetimeMinutes, ...input }) => {
    const signal = SignalInput.parse(input);
    const createdAt = shift(now, -ageMinutes, 'minutes');
    return {
      ...signal,
      createdBy: adminId,
      createdAt,
      updatedAt: createdAt,
      expiresAt: lifetimeMinutes === null ? null : shift(createdAt, lifetimeMinutes, 'minutes'),
      // Published when written (the inactive one was withdrawn since): members were told of each.
      announcedAt: createdAt,
    };
  });
  await knex('signals').insert(rows);
}
