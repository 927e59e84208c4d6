import { z } from 'zod';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES } from '../constants.js';
import { Id, Timestamp } from './common.js';

/** A notification as its reader sees it: `read` is that reader's own state. */
export const Notification = z.object({
  id: Id,
  /** Null when the notification was sent to everyone. */
  userId: Id.nullable(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  isImportant: z.boolean(),
  read: z.boolean(),
  createdAt: Timestamp,
});
export type Notification = z.infer<typeof Notification>;

/** A notification as the back office lists it. */
export const AdminNotification = Notification.omit({ read: true }).extend({
  recipientUsername: z.string().nullable(),
  readCount: z.number().int().nonnegative(),
});
export type AdminNotification = z.infer<typeof AdminNotification>;

export const UnreadCount = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof UnreadCount>;

const ChannelToggles = z.strictObject({ app: z.boolean(), push: z.boolean(), email: z.boolean(), sms: z.boolean() });

/** Per-category delivery channels (user-side.md, notification settings). */
export const NotificationPreferences = z.strictObject(
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, ChannelToggles])) as Record<
    (typeof NOTIFICATION_CATEGORIES)[number],
    typeof ChannelToggles
  >,
);
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/**
 * The defaults of the spec: app everywhere; e-mail except premium content; SMS for premium on new and high-profit signals.
 * Push follows the app (it reaches only browsers the member subscribed, by tapping the settings switch).
 */
export function defaultNotificationPreferences(isPremium: boolean): NotificationPreferences {
  return {
    newSignals: { app: true, push: true, email: true, sms: isPremium },
    highProfitSignals: { app: true, push: true, email: true, sms: isPremium },
    premiumContent: { app: true, push: true, email: false, sms: false },
    accountUpdates: { app: true, push: true, email: true, sms: false },
  };
}
