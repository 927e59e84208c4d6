import type { NotificationCategory, NotificationChannel } from '@signals/protocol';
import type { MessageId } from '../../../i18n/messages';

/**
 * Each category's name and line (message ids, translated where shown). The high-profit line
 * takes `{ threshold: HIGH_PROFIT_THRESHOLD }`.
 */
export const CATEGORY_LABELS: Record<NotificationCategory, { label: MessageId; description: MessageId }> = {
  newSignals: { label: 'settings.category.newSignals', description: 'settings.category.newSignals.description' },
  highProfitSignals: { label: 'settings.category.highProfitSignals', description: 'settings.category.highProfitSignals.description' },
  premiumContent: { label: 'settings.category.premiumContent', description: 'settings.category.premiumContent.description' },
  accountUpdates: { label: 'settings.category.accountUpdates', description: 'settings.category.accountUpdates.description' },
};

export const CHANNEL_LABELS: Record<NotificationChannel, MessageId> = {
  app: 'settings.channel.app',
  push: 'settings.channel.push',
  email: 'settings.channel.email',
  sms: 'settings.channel.sms',
  telegram: 'settings.channel.telegram',
};
