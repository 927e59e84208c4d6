import { describe, expect, it } from 'vitest';
import { SETTING_KEYS, SETTINGS } from '@signals/protocol';
import type { SettingValues } from '../services/settings.js';
import { canCancelSubscription, cryptoMethodState, isPremiumLapsed, isPremiumPrice, mayBuyPremium } from './billing.js';

const defaults = Object.fromEntries(SETTING_KEYS.map((key) => [key, SETTINGS[key].defaultValue])) as SettingValues;
const now = new Date('2026-06-01T12:00:00.000Z');
const past = new Date('2026-05-31T12:00:00.000Z');
const future = new Date('2026-06-30T12:00:00.000Z');

describe('cryptoMethodState', () => {
  it.each([
    [{ enable_usdt_payments: 'false', usdt_wallet_address: '0xabc' }, 'usdt', 'disabled'],
    [{ enable_usdt_payments: 'true', usdt_wallet_address: '' }, 'usdt', 'noAddress'],
    [{ enable_usdt_payments: 'true', usdt_wallet_address: '0xabc' }, 'usdt', 'available'],
    [{ enable_usdt_payments: 'true', usdt_wallet_address: '0xabc', btc_wallet_address: '  ' }, 'bitcoin', 'noAddress'],
    [{ enable_usdt_payments: 'true', eth_wallet_address: '0xdef' }, 'ethereum', 'available'],
  ] as const)('%j for %s is %s', (settings, method, state) => {
    expect(cryptoMethodState(method, { ...defaults, ...settings })).toBe(state);
  });
});

describe('isPremiumPrice', () => {
  it('compares to the cent', () => {
    expect(isPremiumPrice(60, 60)).toBe(true);
    expect(isPremiumPrice(60.004, 60)).toBe(true);
    expect(isPremiumPrice(59.99, 60)).toBe(false);
    expect(isPremiumPrice(60.01, 60)).toBe(false);
    expect(isPremiumPrice(0.1 + 0.2, 0.3)).toBe(true);
  });
});

describe('premium state', () => {
  const member = (isPremium: boolean, subscriptionEndDate: Date | null, isBanned = false) => ({ isPremium, subscriptionEndDate, isBanned });

  it.each([
    ['free', member(false, null), { buy: true, cancel: false, lapsed: false }],
    ['premium, running', member(true, future), { buy: false, cancel: true, lapsed: false }],
    ['premium, open-ended', member(true, null), { buy: false, cancel: true, lapsed: false }],
    ['premium, end passed', member(true, past), { buy: true, cancel: false, lapsed: true }],
    ['expired earlier', member(false, past), { buy: true, cancel: false, lapsed: false }],
  ])('%s', (_, user, expected) => {
    expect({ buy: mayBuyPremium(user, now), cancel: canCancelSubscription(user, now), lapsed: isPremiumLapsed(user, now) }).toEqual(expected);
  });
});
