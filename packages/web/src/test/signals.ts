import type { FullSignal, LockedSignal, SignalDraft } from '@signals/protocol';

const at = '2026-01-05T10:00:00.000Z';

/** A signal as a viewer with the right to its detail receives it: a futures trade on Binance. */
export function fullSignal(patch: Partial<FullSignal> & { id: number }): FullSignal {
  return {
    pair: 'BTC/USDT',
    signalType: 'futures',
    profitPercentage: 2.5,
    isPremium: false,
    isActive: true,
    status: 'active',
    createdAt: at,
    updatedAt: at,
    expiresAt: null,
    outcome: 'open',
    resultPercent: null,
    closedAt: null,
    closeReason: null,
    logIndex: null,
    loggedAt: null,
    locked: false,
    buyExchange: null,
    sellExchange: null,
    buyPrice: null,
    sellPrice: null,
    entryPrice: 60000,
    takeProfit1: 61000,
    takeProfit2: null,
    stopLoss: 59000,
    direction: 'long',
    exchange: 'Binance',
    leverage: 10,
    contractType: 'perpetual',
    exitPrice: null,
    ...patch,
  };
}

/** A premium signal as a viewer without premium receives it: the teaser, no trade. */
export function lockedSignal(patch: Partial<LockedSignal> & { id: number }): LockedSignal {
  return {
    pair: 'BTC/USDT',
    signalType: 'futures',
    profitPercentage: 3.1,
    isPremium: true,
    isActive: true,
    status: 'active',
    createdAt: at,
    updatedAt: at,
    expiresAt: null,
    outcome: 'open',
    resultPercent: null,
    closedAt: null,
    closeReason: null,
    logIndex: null,
    loggedAt: null,
    locked: true,
    ...patch,
  };
}

/** A futures delivery from a webhook source waiting on the draft desk (issue 44). */
export function signalDraft(patch: Partial<SignalDraft> & { id: number }): SignalDraft {
  return {
    source: { id: 3, name: 'TradingView BTC' },
    receivedAt: at,
    status: 'draft',
    values: {
      pair: 'BTC/USDT',
      signalType: 'futures',
      profitPercentage: 3.13,
      isPremium: true,
      buyExchange: null,
      sellExchange: null,
      buyPrice: null,
      sellPrice: null,
      entryPrice: 64000,
      takeProfit1: 66000,
      takeProfit2: null,
      stopLoss: 62500,
      direction: 'long',
      exchange: 'Binance',
      leverage: 10,
      contractType: 'perpetual',
    },
    note: null,
    signalId: null,
    ...patch,
  };
}
