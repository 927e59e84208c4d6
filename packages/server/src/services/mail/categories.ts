import type { NotificationCategory } from '@signals/protocol';

/** How e-mails name a preference category (the settings screen's words, in lower case). */
export const CATEGORY_NAMES: Record<NotificationCategory, string> = {
  newSignals: 'new signals',
  highProfitSignals: 'high-profit signals',
  premiumContent: 'premium content',
  accountUpdates: 'account updates',
};
