import { HIGH_PROFIT_THRESHOLD, type NotificationCategory, type NotificationChannel } from '@signals/protocol';

export const CATEGORY_LABELS: Record<NotificationCategory, { label: string; description: string }> = {
  newSignals: { label: 'New signals', description: 'Every signal as it is published.' },
  highProfitSignals: { label: 'High-profit signals', description: `Signals with a profit over ${HIGH_PROFIT_THRESHOLD}%.` },
  premiumContent: { label: 'Premium content', description: 'Premium analysis, new features and offers.' },
  accountUpdates: { label: 'Account updates', description: 'Payments, your subscription, support replies and security.' },
};

export const CHANNEL_LABELS: Record<NotificationChannel, string> = { app: 'In-app', push: 'Push', email: 'Email', sms: 'SMS' };
