import { PAYMENT_METHODS, RECEIVING_ADDRESS_SETTINGS, receivingWalletState, type PaymentMethod, type SettingKey } from '@signals/protocol';
import type { User } from '../db/models/index.js';
import type { SettingValues } from '../services/settings.js';
import { hasActivePremium, premiumPeriodOf } from './premium.js';

type PremiumState = Pick<User, 'isPremium' | 'subscriptionEndDate' | 'isBanned'>;

/** Whether a crypto method can take payment claims now, and if not, why. */
export type CryptoMethodState = 'available' | 'disabled' | 'noAddress' | 'invalidAddress' | 'onChain';

/**
 * Whether members may claim a payment with this crypto method: crypto
 * payments must be on, USDT must not be paid on chain (each member then pays
 * their own deposit address, which the chain watcher credits: a claim could
 * only race it for a transfer's hash), and the admin must have set an
 * address of that network to send to (a demo burn address counts: the
 * screens warn that nothing may be sent, and production refuses to start
 * with one).
 *
 * @param method the method the member chose.
 * @param settings the current system settings.
 * @param usdtOnChain whether on-chain USDT payments are on (PAYMENT_XPUB and CHAIN_RPC_URL, or the demo's chain).
 * @returns available, disabled (crypto off), onChain, noAddress or invalidAddress.
 */
export function cryptoMethodState(method: PaymentMethod, settings: SettingValues, usdtOnChain: boolean): CryptoMethodState {
  if (settings.enable_usdt_payments !== 'true') {
    return 'disabled';
  }
  if (method === 'usdt' && usdtOnChain) {
    return 'onChain';
  }
  const wallet = receivingWalletState(method, receivingAddress(method, settings));
  return wallet === 'missing' ? 'noAddress' : wallet === 'invalid' ? 'invalidAddress' : 'available';
}

/**
 * The receiving-address settings that hold a well-known burn address (the
 * demo data's). Production must not run with any: payments sent there are lost.
 *
 * @param settings the settings, or just the ones being saved.
 * @returns the keys, in the order of the payment methods.
 */
export function demoWalletSettings(settings: Partial<Record<SettingKey, string>>): SettingKey[] {
  return PAYMENT_METHODS.map((method) => RECEIVING_ADDRESS_SETTINGS[method]).filter((key, index) => {
    const value = settings[key];
    return value !== undefined && receivingWalletState(PAYMENT_METHODS[index]!, value) === 'demo';
  });
}

/**
 * Where members send this method's payments (empty when not configured).
 *
 * @param method the crypto method.
 * @param settings the current system settings.
 * @returns the receiving address, trimmed.
 */
export function receivingAddress(method: PaymentMethod, settings: SettingValues): string {
  return settings[RECEIVING_ADDRESS_SETTINGS[method]].trim();
}

/**
 * Whether an amount is exactly the price, compared in cents so 60 and 60.00 agree.
 *
 * @param amount what the member says they sent (USD or USDT).
 * @param price the premium price.
 * @returns true when they match to the cent.
 */
export function isPremiumPrice(amount: number, price: number): boolean {
  return Math.round(amount * 100) === Math.round(price * 100);
}

/**
 * Whether there is a subscription to cancel: only active premium can be.
 *
 * @param user the member.
 * @param now the clock, for tests.
 * @returns true while the user holds premium.
 */
export function canCancelSubscription(user: PremiumState, now: Date = new Date()): boolean {
  return hasActivePremium(user, now);
}

/**
 * Whether the premium flag is still set although the paid period is over
 * (the sweep has not run yet): the expirer should end it now.
 *
 * @param user the user as loaded.
 * @param now the clock, for tests.
 * @returns true when premium has lapsed.
 */
export function isPremiumLapsed(user: Pick<User, 'isPremium' | 'subscriptionEndDate'>, now: Date = new Date()): boolean {
  return premiumPeriodOf(user, now).lapsed;
}

/** Transfers to one deposit address add up to one payment within this long of the first (issue 22). */
export const DEPOSITS_ADD_UP_WITHIN_MS = 24 * 60 * 60 * 1000;
