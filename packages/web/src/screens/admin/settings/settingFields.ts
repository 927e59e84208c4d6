import type { SettingGroup, SettingKey } from '@signals/protocol';
import { t } from '../../../i18n';
import type { MessageId } from '../../../i18n/messages';

export interface SettingField {
  key: SettingKey;
  kind: 'text' | 'email' | 'textarea' | 'switch' | 'price' | 'percent' | 'wallet' | 'days';
  /** An example value: an address or a prefix, written the same in every language. */
  placeholder?: string;
}

export interface SettingTab {
  /** The tab's name. */
  titleId: MessageId;
  /** What the tab's settings are about, said above the form. */
  descriptionId: MessageId;
  /** The form's accessible name ("General settings"). */
  formId: MessageId;
  /** The toast's text once the tab is saved. */
  savedId: MessageId;
  fields: SettingField[];
}

/** A Bitcoin address starts with bc1 (or 1, 3): a prefix, not a word, so no catalogue entry. */
const BITCOIN_ADDRESS_EXAMPLE = 'bc1…';
/** A channel's id as Telegram writes it: a number, the same in every language. */
const TELEGRAM_CHAT_ID_EXAMPLE = '-1001234567890';

/** Each tab's fields, in the order shown; every key of the catalogue appears in exactly one tab. */
export const SETTING_TABS: Record<SettingGroup, SettingTab> = {
  general: {
    titleId: 'adminPayments.settings.tab.general.title',
    descriptionId: 'adminPayments.settings.tab.general.description',
    formId: 'adminPayments.settings.tab.general.form',
    savedId: 'adminPayments.settings.tab.general.saved',
    fields: [
      { key: 'site_name', kind: 'text' },
      { key: 'site_description', kind: 'textarea' },
      { key: 'admin_email', kind: 'email', placeholder: 'admin@example.com' },
      { key: 'support_email', kind: 'email', placeholder: 'support@example.com' },
      { key: 'enable_registrations', kind: 'switch' },
      { key: 'enable_password_reset', kind: 'switch' },
      { key: 'reveal_closed_premium_signals', kind: 'switch' },
      { key: 'premium_profit_threshold', kind: 'percent' },
    ],
  },
  notifications: {
    titleId: 'adminPayments.settings.tab.notifications.title',
    descriptionId: 'adminPayments.settings.tab.notifications.description',
    formId: 'adminPayments.settings.tab.notifications.form',
    savedId: 'adminPayments.settings.tab.notifications.saved',
    fields: [
      { key: 'enable_email_notifications', kind: 'switch' },
      { key: 'enable_sms_notifications', kind: 'switch' },
      { key: 'new_signal_notification', kind: 'switch' },
      { key: 'enable_marketing_emails', kind: 'switch' },
      { key: 'admin_notification_email', kind: 'email', placeholder: 'alerts@example.com' },
    ],
  },
  payment: {
    titleId: 'adminPayments.settings.tab.payment.title',
    descriptionId: 'adminPayments.settings.tab.payment.description',
    formId: 'adminPayments.settings.tab.payment.form',
    savedId: 'adminPayments.settings.tab.payment.saved',
    fields: [
      { key: 'premium_subscription_price', kind: 'price' },
      { key: 'enable_usdt_payments', kind: 'switch' },
      { key: 'refund_excess_payments', kind: 'switch' },
      { key: 'grace_period_days', kind: 'days' },
      { key: 'usdt_wallet_address', kind: 'wallet', placeholder: '0x…' },
      { key: 'btc_wallet_address', kind: 'wallet', placeholder: BITCOIN_ADDRESS_EXAMPLE },
      { key: 'eth_wallet_address', kind: 'wallet', placeholder: '0x…' },
    ],
  },
  telegram: {
    titleId: 'adminPayments.settings.tab.telegram.title',
    descriptionId: 'adminPayments.settings.tab.telegram.description',
    formId: 'adminPayments.settings.tab.telegram.form',
    savedId: 'adminPayments.settings.tab.telegram.saved',
    fields: [
      { key: 'telegram_premium_chat_id', kind: 'text', placeholder: TELEGRAM_CHAT_ID_EXAMPLE },
      { key: 'telegram_public_chat_id', kind: 'text', placeholder: TELEGRAM_CHAT_ID_EXAMPLE },
      { key: 'telegram_post_signals', kind: 'switch' },
    ],
  },
  staff: {
    titleId: 'adminPayments.settings.tab.staff.title',
    descriptionId: 'adminPayments.settings.tab.staff.description',
    formId: 'adminPayments.settings.tab.staff.form',
    savedId: 'adminPayments.settings.tab.staff.saved',
    fields: [
      { key: 'approval_threshold_usd', kind: 'price' },
      { key: 'require_staff_2fa', kind: 'switch' },
    ],
  },
};

/**
 * Each setting's label and the line under it, in the catalogue. The protocol's
 * SETTING_CATALOG carries an English description for the API and the server;
 * the screen says it in the admin's language from these keys instead.
 */
export const SETTING_TEXTS: Record<SettingKey, { labelId: MessageId; hintId: MessageId }> = {
  site_name: { labelId: 'adminPayments.settings.field.siteName.label', hintId: 'adminPayments.settings.field.siteName.hint' },
  site_description: { labelId: 'adminPayments.settings.field.siteDescription.label', hintId: 'adminPayments.settings.field.siteDescription.hint' },
  admin_email: { labelId: 'adminPayments.settings.field.adminEmail.label', hintId: 'adminPayments.settings.field.adminEmail.hint' },
  support_email: { labelId: 'adminPayments.settings.field.supportEmail.label', hintId: 'adminPayments.settings.field.supportEmail.hint' },
  enable_registrations: { labelId: 'adminPayments.settings.field.enableRegistrations.label', hintId: 'adminPayments.settings.field.enableRegistrations.hint' },
  enable_password_reset: { labelId: 'adminPayments.settings.field.enablePasswordReset.label', hintId: 'adminPayments.settings.field.enablePasswordReset.hint' },
  reveal_closed_premium_signals: {
    labelId: 'adminPayments.settings.field.revealClosedPremiumSignals.label',
    hintId: 'adminPayments.settings.field.revealClosedPremiumSignals.hint',
  },
  premium_profit_threshold: { labelId: 'adminPayments.settings.field.premiumProfitThreshold.label', hintId: 'adminPayments.settings.field.premiumProfitThreshold.hint' },
  enable_email_notifications: {
    labelId: 'adminPayments.settings.field.enableEmailNotifications.label',
    hintId: 'adminPayments.settings.field.enableEmailNotifications.hint',
  },
  enable_sms_notifications: { labelId: 'adminPayments.settings.field.enableSmsNotifications.label', hintId: 'adminPayments.settings.field.enableSmsNotifications.hint' },
  new_signal_notification: { labelId: 'adminPayments.settings.field.newSignalNotification.label', hintId: 'adminPayments.settings.field.newSignalNotification.hint' },
  enable_marketing_emails: { labelId: 'adminPayments.settings.field.enableMarketingEmails.label', hintId: 'adminPayments.settings.field.enableMarketingEmails.hint' },
  admin_notification_email: {
    labelId: 'adminPayments.settings.field.adminNotificationEmail.label',
    hintId: 'adminPayments.settings.field.adminNotificationEmail.hint',
  },
  premium_subscription_price: {
    labelId: 'adminPayments.settings.field.premiumSubscriptionPrice.label',
    hintId: 'adminPayments.settings.field.premiumSubscriptionPrice.hint',
  },
  enable_usdt_payments: { labelId: 'adminPayments.settings.field.enableUsdtPayments.label', hintId: 'adminPayments.settings.field.enableUsdtPayments.hint' },
  refund_excess_payments: { labelId: 'adminPayments.settings.field.refundExcessPayments.label', hintId: 'adminPayments.settings.field.refundExcessPayments.hint' },
  grace_period_days: { labelId: 'adminPayments.settings.field.gracePeriodDays.label', hintId: 'adminPayments.settings.field.gracePeriodDays.hint' },
  usdt_wallet_address: { labelId: 'adminPayments.settings.field.usdtWalletAddress.label', hintId: 'adminPayments.settings.field.usdtWalletAddress.hint' },
  btc_wallet_address: { labelId: 'adminPayments.settings.field.btcWalletAddress.label', hintId: 'adminPayments.settings.field.btcWalletAddress.hint' },
  eth_wallet_address: { labelId: 'adminPayments.settings.field.ethWalletAddress.label', hintId: 'adminPayments.settings.field.ethWalletAddress.hint' },
  telegram_premium_chat_id: { labelId: 'adminPayments.settings.field.telegramPremiumChatId.label', hintId: 'adminPayments.settings.field.telegramPremiumChatId.hint' },
  telegram_public_chat_id: { labelId: 'adminPayments.settings.field.telegramPublicChatId.label', hintId: 'adminPayments.settings.field.telegramPublicChatId.hint' },
  telegram_post_signals: { labelId: 'adminPayments.settings.field.telegramPostSignals.label', hintId: 'adminPayments.settings.field.telegramPostSignals.hint' },
  approval_threshold_usd: { labelId: 'adminPayments.settings.field.approvalThresholdUsd.label', hintId: 'adminPayments.settings.field.approvalThresholdUsd.hint' },
  require_staff_2fa: { labelId: 'adminPayments.settings.field.requireStaff2fa.label', hintId: 'adminPayments.settings.field.requireStaff2fa.hint' },
};

/**
 * A setting's label in the language shown now ("Support Email"), for screens
 * outside the settings form that name a setting (the audit log).
 *
 * @param key the setting.
 */
export function settingLabel(key: SettingKey): string {
  return t(SETTING_TEXTS[key].labelId);
}
