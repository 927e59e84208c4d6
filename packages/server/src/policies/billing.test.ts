import { describe, expect, it } from 'vitest';
import { SETTING_KEYS, SETTINGS } from '@signals/protocol';
import type { SettingValues } from '../services/settings.js';
import { canCancelSubscription, cryptoMethodState, demoWalletSettings, isPremiumLapsed, isPremiumPrice } from './billing.js';

const defaults = Object.fromEntries(SETTING_KEYS.map((key) => [key, SETTINGS[key].defaultValue])) as SettingValues;
const now = new Date('2026-06-01T12:00:00.000Z');
const past = new Date('2026-05-31T12:00:00.000Z');
const future = new Date('2026-06-30T12:00:00.000Z');

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('cryptoMethodState', () => {
  it.each([
    [{ enable_usdt_payments: 'false', usdt_wallet_address: EVM }, 'usdt', 'disabled'],
    [{ enable_usdt_payments: 'true', usdt_wallet_address: '' }, 'usdt', 'noAddress'],
    [{ enable_usdt_payments: 'true', usdt_wallet_address: EVM }, 'usdt', 'available'],
    [{ enable_usdt_payments: 'true', usdt_wallet_address: EVM, btc_wallet_address: '  ' }, 'bitcoin', 'noAddress'],
    [{ enable_usdt_payments: 'true', eth_wallet_address: EVM }, 'ethereum', 'available'],
    // The demo data's burn address takes (demo) payments; production refuses to start with it.
    [{ enable_usdt_payments: 'true', usdt_wallet_address: '0x000000000000000000000000000000000000dEaD' }, 'usdt', 'available'],
    // Not an address of the network (stored before addresses were checked, or a Bitcoin address on BEP20): closed.
    [{ enable_usdt_payments: 'true', usdt_wallet_address: '0xabc' }, 'usdt', 'invalidAddress'],
    [{ enable_usdt_payments: 'true', usdt_wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }, 'usdt', 'invalidAddress'],
    [{ enable_usdt_payments: 'true', btc_wallet_address: EVM }, 'bitcoin', 'invalidAddress'],
  ] as const)('%j for %s is %s', (settings, method, state) => {
    expect(cryptoMethodState(method, { ...defaults, ...settings }, false)).toBe(state);
  });

  it('takes no USDT claim where USDT is paid on chain (the watcher credits it), and still Bitcoin and Ethereum ones', () => {
    const settings = { ...defaults, enable_usdt_payments: 'true', usdt_wallet_address: EVM, eth_wallet_address: EVM };
    expect(cryptoMethodState('usdt', settings, true)).toBe('onChain');
    expect(cryptoMethodState('ethereum', settings, true)).toBe('available');
    // Crypto off says so first, on chain or not.
    expect(cryptoMethodState('usdt', { ...settings, enable_usdt_payments: 'false' }, true)).toBe('disabled');
  });
});

describe('demoWalletSettings', () => {
  it('names the receiving-address settings that hold a burn address, in any letter case', () => {
    expect(
      demoWalletSettings({
        usdt_wallet_address: '0x000000000000000000000000000000000000DEAD',
        eth_wallet_address: EVM,
        btc_wallet_address: '1BitcoinEaterAddressDontSendf59kuE',
      }),
    ).toEqual(['usdt_wallet_address', 'btc_wallet_address']);
    expect(demoWalletSettings({ site_name: 'x', usdt_wallet_address: '' })).toEqual([]);
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
    ['free', member(false, null), { cancel: false, lapsed: false }],
    ['premium, running', member(true, future), { cancel: true, lapsed: false }],
    ['premium, open-ended', member(true, null), { cancel: true, lapsed: false }],
    ['premium, end passed', member(true, past), { cancel: false, lapsed: true }],
    ['expired earlier', member(false, past), { cancel: false, lapsed: false }],
  ])('%s', (_, user, expected) => {
    expect({ cancel: canCancelSubscription(user, now), lapsed: isPremiumLapsed(user, now) }).toEqual(expected);
  });
});
