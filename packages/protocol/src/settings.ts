import { z } from 'zod';
import { isWalletAddress } from './chain/walletAddresses.js';
import type { PaymentMethod } from './constants.js';
import { SETTING_CATALOG, type SettingEntry, type SettingKey } from './settingsCatalog.js';
import { textRef } from './text.js';

export { SETTING_GROUPS, SETTING_KEYS, isSettingKey, settingKeysOfGroup, type SettingGroup, type SettingKey } from './settingsCatalog.js';

/**
 * The validator of each system setting. The server accepts the catalogue's
 * keys only and validates each value with its schema here.
 */

const NOT_TEXT = textRef('validation.common.notText');
const INVALID_EMAIL = textRef('validation.email.mustBeValid');
const booleanString = z.enum(['true', 'false'], { error: textRef('validation.common.notBoolean') });
const requiredEmail = z.email({ error: INVALID_EMAIL });
const optionalEmail = z.union([z.literal(''), z.email({ error: INVALID_EMAIL })], { error: INVALID_EMAIL });
const plainText = (max: number) => z.string({ error: NOT_TEXT }).max(max, textRef('validation.common.tooLong', { max }));
/** A receiving address in its network's format, or empty (the method is off until one is set); `message` is a reference. */
const receivingAddress = (method: PaymentMethod, message: string) =>
  z
    .string({ error: NOT_TEXT })
    .trim()
    .max(128, textRef('validation.common.tooLong', { max: 128 }))
    .refine((value) => value === '' || isWalletAddress(method, value), message);

/** A Telegram group's or channel's id (negative: a positive one is a person's private chat), or empty for none. */
const telegramChatId = z
  .string({ error: textRef('validation.settings.telegramChatId') })
  .trim()
  .regex(/^(-\d{5,19})?$/, textRef('validation.settings.telegramChatId'));

const VALIDATORS = {
  site_name: z
    .string({ error: textRef('validation.settings.siteNameRequired') })
    .trim()
    .min(1, textRef('validation.settings.siteNameRequired'))
    .max(80, textRef('validation.common.tooLong', { max: 80 })),
  site_description: plainText(300),
  admin_email: requiredEmail,
  support_email: requiredEmail,
  enable_registrations: booleanString,
  reveal_closed_premium_signals: booleanString,
  premium_profit_threshold: z
    .string({ error: textRef('validation.settings.profitThreshold') })
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2})?$/, textRef('validation.settings.profitThreshold'))
    .refine((v) => Number(v) > 0, textRef('validation.settings.profitThreshold')),
  enable_password_reset: booleanString,
  enable_email_notifications: booleanString,
  enable_sms_notifications: booleanString,
  new_signal_notification: booleanString,
  enable_marketing_emails: booleanString,
  admin_notification_email: optionalEmail,
  premium_subscription_price: z
      .string({ error: textRef('validation.settings.pricePositive') })
      .trim()
      .regex(/^\d{1,6}(\.\d{1,2})?$/, textRef('validation.settings.priceDecimals'))
      .refine((v) => Number(v) > 0, textRef('validation.settings.pricePositive')),
  usdt_wallet_address: receivingAddress('usdt', textRef('validation.settings.receivingAddressUsdt')),
  btc_wallet_address: receivingAddress('bitcoin', textRef('validation.settings.receivingAddressBitcoin')),
  eth_wallet_address: receivingAddress('ethereum', textRef('validation.settings.receivingAddressEthereum')),
  enable_usdt_payments: booleanString,
  refund_excess_payments: booleanString,
  grace_period_days: z
    .string({ error: textRef('validation.settings.graceDays') })
    .trim()
    .regex(/^\d{1,2}$/, textRef('validation.settings.graceDays'))
    .refine((v) => Number(v) <= 30, textRef('validation.settings.graceDays')),
  telegram_premium_chat_id: telegramChatId,
  telegram_public_chat_id: telegramChatId,
  telegram_post_signals: booleanString,
  approval_threshold_usd: z
    .string({ error: textRef('validation.settings.approvalThreshold') })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, textRef('validation.settings.approvalThreshold')),
  require_staff_2fa: booleanString,
} as const satisfies Record<SettingKey, z.ZodType<string>>;

/** Each setting's catalogue entry with its validator. */
export const SETTINGS = Object.fromEntries(
  (Object.keys(SETTING_CATALOG) as SettingKey[]).map((key) => [key, { ...SETTING_CATALOG[key], value: VALIDATORS[key] }]),
) as { [K in SettingKey]: SettingEntry & { value: (typeof VALIDATORS)[K] } };
