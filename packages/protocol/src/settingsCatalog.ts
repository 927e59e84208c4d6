/**
 * The catalogue of system settings (admin.md section 3): key, group, default
 * and description, with no validators, so clients can read defaults without
 * shipping zod. settings.ts pairs each key with its validator.
 */

import type { StaffCapability } from './staffRoles.js';

export const SETTING_GROUPS = ['general', 'notifications', 'payment', 'telegram', 'staff'] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/** Who may change each group (issue 46): the General and Notifications tabs are the admins'; money, Telegram and staff rules the owner's. */
export const SETTING_GROUP_NEEDS = {
  general: 'generalSettings',
  notifications: 'generalSettings',
  payment: 'ownerOnly',
  telegram: 'ownerOnly',
  staff: 'ownerOnly',
} as const satisfies Record<SettingGroup, StaffCapability>;

export interface SettingEntry {
  group: SettingGroup;
  defaultValue: string;
  description: string;
}

export const SETTING_CATALOG = {
  site_name: { group: 'general', defaultValue: 'Crypto Arbitrage Signals', description: 'The name shown in the header and page titles.' },
  site_description: { group: 'general', defaultValue: 'Find profitable crypto arbitrage opportunities', description: 'A one-line description of the service.' },
  admin_email: { group: 'general', defaultValue: 'admin@example.com', description: 'Where the service writes to its administrators.' },
  support_email: { group: 'general', defaultValue: 'support@example.com', description: 'The address users write to for support.' },
  enable_registrations: { group: 'general', defaultValue: 'true', description: 'Whether new accounts can be registered.' },
  reveal_closed_premium_signals: {
    group: 'general',
    defaultValue: 'true',
    description: "Whether a closed premium signal's full trade is shown to every member and visitor: the proof behind the track record.",
  },
  premium_profit_threshold: {
    group: 'general',
    defaultValue: '1.7',
    description: 'Signals with at least this profit are Premium; free ones stay below it. The offer, the signal lists and the help quote this figure.',
  },
  enable_password_reset: { group: 'general', defaultValue: 'true', description: 'Whether users may reset a forgotten password.' },
  enable_email_notifications: { group: 'notifications', defaultValue: 'true', description: 'Whether notifications may be sent by e-mail.' },
  enable_sms_notifications: { group: 'notifications', defaultValue: 'true', description: 'Whether notifications may be sent by SMS (premium users only).' },
  new_signal_notification: { group: 'notifications', defaultValue: 'true', description: 'Whether users are notified when a signal is published.' },
  enable_marketing_emails: { group: 'notifications', defaultValue: 'false', description: 'Whether marketing e-mails may be sent.' },
  admin_notification_email: { group: 'notifications', defaultValue: '', description: 'Where administrator alerts are sent; empty for none.' },
  premium_subscription_price: { group: 'payment', defaultValue: '60', description: 'Monthly premium price in USDT.' },
  usdt_wallet_address: { group: 'payment', defaultValue: '', description: 'The BEP20 address users send USDT to; empty disables USDT payments.' },
  btc_wallet_address: { group: 'payment', defaultValue: '', description: 'The Bitcoin address users send BTC to; empty disables Bitcoin payments.' },
  eth_wallet_address: { group: 'payment', defaultValue: '', description: 'The Ethereum address users send ETH to; empty disables Ethereum payments.' },
  enable_usdt_payments: { group: 'payment', defaultValue: 'true', description: 'Whether users may pay with crypto.' },
  refund_excess_payments: {
    group: 'payment',
    defaultValue: 'false',
    description: "Whether USDT received on chain above the price is kept for a refund, instead of adding days of premium at the plan's daily rate.",
  },
  grace_period_days: {
    group: 'payment',
    defaultValue: '0',
    description: 'Days premium is kept after a period ends, so a late renewal loses nothing; the revenue figures count the member as lapsed meanwhile.',
  },
  telegram_premium_chat_id: {
    group: 'telegram',
    defaultValue: '',
    description: 'The group or channel that comes with premium; the bot must be an administrator there. Empty for none.',
  },
  telegram_public_chat_id: {
    group: 'telegram',
    defaultValue: '',
    description: 'The group or channel everyone may read; premium signals appear there as a teaser until they close. Empty for none.',
  },
  telegram_post_signals: { group: 'telegram', defaultValue: 'true', description: 'Published signals are posted to these chats and edited as they close.' },
  approval_threshold_usd: {
    group: 'staff',
    defaultValue: '0',
    description: 'A manual approval or comped premium worth more than this waits for a second staff member. 0 turns it off.',
  },
  require_staff_2fa: {
    group: 'staff',
    // Off where the server is not in production (NODE_ENV): services/settings reads it as on in production until set.
    defaultValue: 'false',
    description: 'A staff account without two-factor reaches only its setup until it turns it on.',
  },
} as const satisfies Record<string, SettingEntry>;

export type SettingKey = keyof typeof SETTING_CATALOG;
export const SETTING_KEYS = Object.keys(SETTING_CATALOG) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.prototype.hasOwnProperty.call(SETTING_CATALOG, key);
}

export function settingKeysOfGroup(group: SettingGroup): SettingKey[] {
  return SETTING_KEYS.filter((key) => SETTING_CATALOG[key].group === group);
}
