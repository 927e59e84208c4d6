import { isSettingKey, SETTINGS, SETTING_KEYS, type ProviderStatus, type PublicSettings, type SettingKey } from '@signals/protocol';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import { SystemSetting } from '../db/models/index.js';
import { premiumChatOf } from './telegram/premiumChat.js';

export type SettingValues = Record<SettingKey, string>;

/**
 * Inserts any setting of the catalogue the database does not have yet, with its default. In production staff must use
 * two-factor from the first start (issue 46); elsewhere (a demo, a laptop) the rule starts off.
 */
export async function ensureDefaultSettings(db: Db, { production }: { production: boolean }): Promise<void> {
  const existing = new Set((await SystemSetting.query(db).select('key')).map((row) => row.key));
  const missing = SETTING_KEYS.filter((key) => !existing.has(key));
  if (missing.length === 0) {
    return;
  }
  const now = new Date();
  await db('systemSettings').insert(
    missing.map((key) => ({ key, value: key === 'require_staff_2fa' && production ? 'true' : SETTINGS[key].defaultValue, description: SETTINGS[key].description, group: SETTINGS[key].group, updatedAt: now })),
  );
}

/** Every known setting's current value; unknown keys in the table are ignored. */
export async function readSettings(db: Db): Promise<SettingValues> {
  const values = Object.fromEntries(SETTING_KEYS.map((key) => [key, SETTINGS[key].defaultValue])) as SettingValues;
  for (const row of await SystemSetting.query(db).select('key', 'value')) {
    if (isSettingKey(row.key)) {
      values[row.key] = row.value;
    }
  }
  return values;
}

/** Which outside providers the configuration has, whatever the back office's switches say. */
export function configuredProviders(config: Config): ProviderStatus {
  return { email: config.smtpUrl !== null, sms: config.twilio !== null, card: config.stripeSecretKey !== null, chain: config.chainPayments !== null };
}

/** What the user side may know of the settings. */
export function presentPublicSettings(values: SettingValues, config: Config): PublicSettings {
  const address = (value: string) => (value.trim() ? value.trim() : null);
  const providers = configuredProviders(config);
  const email = providers.email && values.enable_email_notifications === 'true';
  return {
    siteName: values.site_name,
    siteDescription: values.site_description,
    supportEmail: values.support_email,
    enableRegistrations: values.enable_registrations === 'true',
    premiumPrice: Number(values.premium_subscription_price),
    premiumProfitThreshold: Number(values.premium_profit_threshold),
    enableCryptoPayments: values.enable_usdt_payments === 'true',
    walletAddresses: {
      // Beside on-chain payments each member pays their own deposit address: the service's wallet is not offered, as a
      // transfer to it could be neither credited by the watcher nor claimed (issue 40).
      usdt: providers.chain ? null : address(values.usdt_wallet_address),
      bitcoin: address(values.btc_wallet_address),
      ethereum: address(values.eth_wallet_address),
    },
    cardPaymentsEnabled: providers.card,
    chainPaymentsEnabled: providers.chain,
    demoChainEnabled: config.demoChain !== null,
    revealClosedPremiumSignals: values.reveal_closed_premium_signals === 'true',
    // Telegram reaches only members who linked their account; the bot's token is the whole switch.
    deliveryChannels: { push: true, email, sms: providers.sms && values.enable_sms_notifications === 'true', telegram: config.telegram !== null },
    passwordResetAvailable: email && values.enable_password_reset === 'true',
    telegramPremiumChat: config.telegram !== null && premiumChatOf(values) !== null,
  };
}
