import type { SettingGroup, SettingKey } from '@signals/protocol';

export interface SettingField {
  key: SettingKey;
  label: string;
  kind: 'text' | 'email' | 'textarea' | 'switch' | 'price' | 'wallet';
  placeholder?: string;
}

/** Each tab's fields, in the order shown; every key of the catalogue appears in exactly one tab. */
export const SETTING_TABS: Record<SettingGroup, { title: string; description: string; fields: SettingField[] }> = {
  general: {
    title: 'General',
    description: 'The site name and description shown to users, contact addresses, sign-up, and what the track record reveals.',
    fields: [
      { key: 'site_name', label: 'Site Name', kind: 'text' },
      { key: 'site_description', label: 'Site Description', kind: 'textarea' },
      { key: 'admin_email', label: 'Admin Email', kind: 'email', placeholder: 'admin@example.com' },
      { key: 'support_email', label: 'Support Email', kind: 'email', placeholder: 'support@example.com' },
      { key: 'enable_registrations', label: 'Enable Registrations', kind: 'switch' },
      { key: 'enable_password_reset', label: 'Enable Password Reset', kind: 'switch' },
      { key: 'reveal_closed_premium_signals', label: 'Reveal Closed Premium Signals', kind: 'switch' },
    ],
  },
  notifications: {
    title: 'Notifications',
    description: 'Which channels the service may use to reach users and admins.',
    fields: [
      { key: 'enable_email_notifications', label: 'Email Notifications', kind: 'switch' },
      { key: 'enable_sms_notifications', label: 'SMS Notifications', kind: 'switch' },
      { key: 'new_signal_notification', label: 'New Signal Notifications', kind: 'switch' },
      { key: 'enable_marketing_emails', label: 'Marketing Emails', kind: 'switch' },
      { key: 'admin_notification_email', label: 'Admin Notification Email', kind: 'email', placeholder: 'alerts@example.com' },
    ],
  },
  payment: {
    title: 'Payment',
    description: 'The premium price and where users send crypto payments.',
    fields: [
      { key: 'premium_subscription_price', label: 'Premium Subscription Price (USDT per month)', kind: 'price' },
      { key: 'enable_usdt_payments', label: 'Enable Crypto Payments', kind: 'switch' },
      { key: 'usdt_wallet_address', label: 'USDT Wallet Address (BEP20)', kind: 'wallet', placeholder: '0x…' },
      { key: 'btc_wallet_address', label: 'Bitcoin Wallet Address', kind: 'wallet', placeholder: 'bc1…' },
      { key: 'eth_wallet_address', label: 'Ethereum Wallet Address', kind: 'wallet', placeholder: '0x…' },
    ],
  },
};
