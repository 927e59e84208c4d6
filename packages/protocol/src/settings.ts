import { z } from 'zod';
import { isWalletAddress } from './chain/walletAddresses.js';
import type { PaymentMethod } from './constants.js';
import { SETTING_CATALOG, type SettingEntry, type SettingKey } from './settingsCatalog.js';

export { SETTING_GROUPS, SETTING_KEYS, isSettingKey, settingKeysOfGroup, type SettingGroup, type SettingKey } from './settingsCatalog.js';

/**
 * The validator of each system setting. The server accepts the catalogue's
 * keys only and validates each value with its schema here.
 */

const booleanString = z.enum(['true', 'false'], { error: 'Must be true or false' });
const requiredEmail = z.email({ error: 'Must be a valid email' });
const optionalEmail = z.union([z.literal(''), z.email({ error: 'Must be a valid email' })], { error: 'Must be a valid email' });
const plainText = (max: number) => z.string({ error: 'Must be text' }).max(max, `Must be at most ${max} characters`);
/** A receiving address in its network's format, or empty (the method is off until one is set). */
const receivingAddress = (method: PaymentMethod, message: string) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(128, 'Must be at most 128 characters')
    .refine((value) => value === '' || isWalletAddress(method, value), `${message} (or leave it empty to turn these payments off)`);

const VALIDATORS = {
  site_name: z.string({ error: 'Site name is required' }).trim().min(1, 'Site name is required').max(80, 'Must be at most 80 characters'),
  site_description: plainText(300),
  admin_email: requiredEmail,
  support_email: requiredEmail,
  enable_registrations: booleanString,
  reveal_closed_premium_signals: booleanString,
  enable_password_reset: booleanString,
  enable_email_notifications: booleanString,
  enable_sms_notifications: booleanString,
  new_signal_notification: booleanString,
  enable_marketing_emails: booleanString,
  admin_notification_email: optionalEmail,
  premium_subscription_price: z
      .string({ error: 'Price must be a positive number' })
      .trim()
      .regex(/^\d{1,6}(\.\d{1,2})?$/, 'Price must be a positive number with at most 2 decimals')
      .refine((v) => Number(v) > 0, 'Price must be a positive number'),
  usdt_wallet_address: receivingAddress('usdt', 'A BEP20 receiving address is 0x followed by 40 hexadecimal characters'),
  btc_wallet_address: receivingAddress('bitcoin', 'A Bitcoin receiving address starts with 1, 3 or bc1'),
  eth_wallet_address: receivingAddress('ethereum', 'An Ethereum receiving address is 0x followed by 40 hexadecimal characters'),
  enable_usdt_payments: booleanString,
} as const satisfies Record<SettingKey, z.ZodType<string>>;

/** Each setting's catalogue entry with its validator. */
export const SETTINGS = Object.fromEntries(
  (Object.keys(SETTING_CATALOG) as SettingKey[]).map((key) => [key, { ...SETTING_CATALOG[key], value: VALIDATORS[key] }]),
) as { [K in SettingKey]: SettingEntry & { value: (typeof VALIDATORS)[K] } };
