import { describe, expect, it } from 'vitest';
import { FullSignal, LockedSignal, SIGNAL_DETAIL_FIELDS, SIGNAL_TYPES, Signal as SignalSchema, type SignalType } from '@signals/protocol';
import type { PartialModelObject } from 'objection';
import { Signal } from '../db/models/index.js';
import { GRID_NOW as NOW, GRID_VIEWERS, SIGNAL_GRID } from '../../test/support/signalGrid.js';
import { presentFullSignal, presentSignal, signalStatus } from './signal.js';

const HOUR_MS = 60 * 60 * 1000;
const REVEALED = { revealClosed: true };
const HIDDEN = { revealClosed: false };

/** A stored signal of each type with every detail column its type uses filled in. */
function storedSignal(signalType: SignalType, isPremium: boolean, overrides: PartialModelObject<Signal> = {}): Signal {
  const detail = {
    arbitrage: { buyExchange: 'KuCoin', sellExchange: 'Coinbase', buyPrice: 3512.4, sellPrice: 3583.1 },
    forex: { direction: 'sell', entryPrice: 192.45, takeProfit1: 191.6, takeProfit2: 190.9, stopLoss: 193.1 },
    futures: { exchange: 'Bybit', direction: 'short', leverage: 20, contractType: 'quarterly', entryPrice: 150, takeProfit1: 140, takeProfit2: 130, stopLoss: 155 },
  }[signalType];
  return Signal.fromJson({
    id: 7,
    pair: 'ETH/USDT',
    signalType,
    profitPercentage: 2.4,
    isPremium,
    isActive: true,
    buyExchange: null,
    sellExchange: null,
    buyPrice: null,
    sellPrice: null,
    entryPrice: null,
    takeProfit1: null,
    takeProfit2: null,
    stopLoss: null,
    direction: null,
    exchange: null,
    leverage: null,
    contractType: null,
    createdBy: null,
    outcome: 'open',
    resultPercent: null,
    exitPrice: null,
    closedAt: null,
    closeReason: null,
    announcedAt: new Date(NOW.getTime() - HOUR_MS),
    logIndex: 12,
    loggedAt: new Date(NOW.getTime() - HOUR_MS),
    createdAt: new Date(NOW.getTime() - HOUR_MS),
    updatedAt: new Date(NOW.getTime() - HOUR_MS / 2),
    expiresAt: new Date(NOW.getTime() + HOUR_MS),
    ...detail,
    ...overrides,
  });
}

describe('presentSignal over the grid of signal tier x viewer', () => {
  for (const signalType of SIGNAL_TYPES) {
    it.each(SIGNAL_GRID)(`a %s ${signalType} signal for a %s viewer is full: %s`, (tier, viewer, seesDetail) => {
      const signal = storedSignal(signalType, tier === 'premium');
      const presented = presentSignal(signal, GRID_VIEWERS[viewer], NOW, REVEALED);

      expect(presented.locked).toBe(!seesDetail);
      expect(SignalSchema.parse(presented)).toEqual(presented);
      if (presented.locked) {
        // Absent, not null: the key itself must not reach the client.
        expect(Object.keys(presented).filter((key) => (SIGNAL_DETAIL_FIELDS as readonly string[]).includes(key))).toEqual([]);
        expect(LockedSignal.parse(presented)).toEqual(presented);
        expect(() => FullSignal.parse(presented)).toThrow();
      } else {
        expect(FullSignal.parse(presented)).toEqual(presented);
        for (const field of SIGNAL_DETAIL_FIELDS) {
          expect(presented[field], field).toBe(signal[field]);
        }
      }
    });
  }

  it('keeps the teaser a locked viewer needs for the list: pair, type, profit, tier, times and status', () => {
    const presented = presentSignal(storedSignal('futures', true), GRID_VIEWERS.free, NOW, REVEALED);
    expect(presented).toEqual({
      id: 7,
      pair: 'ETH/USDT',
      signalType: 'futures',
      profitPercentage: 2.4,
      isPremium: true,
      isActive: true,
      status: 'active',
      createdAt: '2026-03-01T11:00:00.000Z',
      updatedAt: '2026-03-01T11:30:00.000Z',
      expiresAt: '2026-03-01T13:00:00.000Z',
      outcome: 'open',
      resultPercent: null,
      closedAt: null,
      closeReason: null,
      // Where its publication is in the signal log (issue 45): public, so anyone can look the commitment up.
      logIndex: 12,
      loggedAt: '2026-03-01T11:00:00.000Z',
      locked: true,
    });
  });

  it('shows a closed premium signal in full, exit included, to a free member while the settings reveal it, and locked otherwise', () => {
    const closed = storedSignal('futures', true, { outcome: 'won', resultPercent: 6.67, exitPrice: 140, closedAt: NOW });
    const revealed = presentSignal(closed, GRID_VIEWERS.free, NOW, REVEALED);
    expect(FullSignal.parse(revealed)).toMatchObject({ locked: false, exitPrice: 140, entryPrice: 150, outcome: 'won', resultPercent: 6.67, closedAt: NOW.toISOString() });
    const hidden = presentSignal(closed, GRID_VIEWERS.free, NOW, HIDDEN);
    // The outcome and result are the record's, shown to all; the trade behind them stays locked.
    expect(LockedSignal.parse(hidden)).toMatchObject({ locked: true, outcome: 'won', resultPercent: 6.67 });
    expect(JSON.stringify(hidden)).not.toContain('140');
  });

  it('leaves no detail value anywhere in the serialised locked shape', () => {
    const text = JSON.stringify(presentSignal(storedSignal('arbitrage', true), GRID_VIEWERS.expiredPremium, NOW, REVEALED));
    for (const secret of ['KuCoin', 'Coinbase', '3512.4', '3583.1']) {
      expect(text).not.toContain(secret);
    }
  });

  it('gives admins the full shape through presentFullSignal whatever the tier', () => {
    expect(FullSignal.parse(presentFullSignal(storedSignal('forex', true), NOW)).stopLoss).toBe(193.1);
  });
});

describe('signalStatus', () => {
  it('is active until the expiry, expired from the expiry on, and active forever without one', () => {
    expect(signalStatus({ isActive: true, expiresAt: new Date(NOW.getTime() + 1) }, NOW)).toBe('active');
    expect(signalStatus({ isActive: true, expiresAt: NOW }, NOW)).toBe('expired');
    expect(signalStatus({ isActive: true, expiresAt: new Date(NOW.getTime() - HOUR_MS) }, NOW)).toBe('expired');
    expect(signalStatus({ isActive: true, expiresAt: null }, NOW)).toBe('active');
  });

  it('is inactive for a withdrawn signal, expired or not', () => {
    expect(signalStatus({ isActive: false, expiresAt: new Date(NOW.getTime() + HOUR_MS) }, NOW)).toBe('inactive');
    expect(signalStatus({ isActive: false, expiresAt: new Date(NOW.getTime() - HOUR_MS) }, NOW)).toBe('inactive');
  });

  it('is what presentSignal reports, locked or not', () => {
    const expired = storedSignal('arbitrage', true, { expiresAt: new Date(NOW.getTime() - HOUR_MS) });
    expect(presentSignal(expired, GRID_VIEWERS.free, NOW, REVEALED).status).toBe('expired');
    expect(presentSignal(expired, GRID_VIEWERS.premium, NOW, REVEALED).status).toBe('expired');
    const withdrawn = storedSignal('forex', false, { isActive: false });
    expect(presentSignal(withdrawn, GRID_VIEWERS.free, NOW, REVEALED).status).toBe('inactive');
  });
});
