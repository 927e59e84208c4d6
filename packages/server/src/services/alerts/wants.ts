import type { NotificationCategory, NotificationPreferences } from '@signals/protocol';
import { NOTIFICATION_CATEGORIES } from '@signals/protocol';

/** A channel a member chooses per category. */
export type AlertChannel = 'app' | 'push' | 'email' | 'sms' | 'telegram';

/**
 * Whether a member wants an alert of a category on a channel. A high-profit
 * signal is a new signal too: a member who keeps new signals on a channel
 * hears of it there, as one who keeps only high-profit signals on does; only
 * turning both off silences it. Every other category is its own switch.
 *
 * @param preferences the member's channels in force (policies/account.ts effectiveNotificationPreferences).
 * @param category the alert's category.
 * @param channel the channel.
 */
export function wantsAlert(preferences: NotificationPreferences, category: NotificationCategory, channel: AlertChannel): boolean {
  return switchesFor(category).some((which) => preferences[which][channel]);
}

/**
 * The categories whose switches decide whether a member wants an alert of
 * `category` (any one of them on is enough): a high-profit signal is a new
 * signal too.
 */
export function switchesFor(category: NotificationCategory): NotificationCategory[] {
  return category === 'highProfitSignals' ? ['highProfitSignals', 'newSignals'] : [category];
}

/**
 * The categories whose alerts a member sees in the bell: the read side of
 * `wantsAlert` for the app channel, so the list, the unread count and the
 * live push agree.
 *
 * @param preferences the member's channels in force.
 */
export function bellCategories(preferences: NotificationPreferences): NotificationCategory[] {
  return NOTIFICATION_CATEGORIES.filter((category) => wantsAlert(preferences, category, 'app'));
}
