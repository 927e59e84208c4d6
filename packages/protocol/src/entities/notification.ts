import { z } from 'zod';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES } from '../constants.js';
import { textRef } from '../text.js';
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
/**
 * The bell as a member's app opens it: how many are unread, and the newest unread message from the team marked
 * important, which the app shows as a banner until it is read.
 */
export const BellState = UnreadCount.extend({ important: Notification.nullable() });
export type BellState = z.infer<typeof BellState>;

const ChannelToggles = z.strictObject({ app: z.boolean(), push: z.boolean(), email: z.boolean(), sms: z.boolean(), telegram: z.boolean() });
/** A category's channels as a client saves them: one written before Telegram was a channel leaves it as it was. */
const SavedChannelToggles = ChannelToggles.extend({ telegram: z.boolean().optional() });

/** A time of day as the settings screen's time inputs give it, with its messages (references) when missing and when malformed. */
const TimeOfDay = (required: string, malformed: string) => z.string({ error: required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, malformed);

/** Whether the runtime knows this IANA time zone (Intl throws a RangeError for one it does not). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * A member's quiet hours: from `start` to `end` (wall-clock HH:MM in
 * `timeZone`), possibly across midnight. Signal and premium-content alerts on
 * push, e-mail, SMS and Telegram wait until the end; the bell and security alerts never wait.
 */
export const QuietHours = z
  .strictObject({
    start: TimeOfDay(textRef('validation.quietHours.startRequired'), textRef('validation.quietHours.startFormat')),
    end: TimeOfDay(textRef('validation.quietHours.endRequired'), textRef('validation.quietHours.endFormat')),
    timeZone: z
      .string({ error: textRef('validation.quietHours.timeZoneRequired') })
      .max(64, textRef('validation.quietHours.timeZoneTooLong'))
      .refine(isTimeZone, textRef('validation.quietHours.timeZoneInvalid')),
  })
  .refine((hours) => hours.start !== hours.end, { path: ['end'], message: textRef('validation.quietHours.sameStartEnd') });
export type QuietHours = z.infer<typeof QuietHours>;

/**
 * A member's quiet hours as the API reads and writes them, beside the
 * per-category channels (their own endpoint, so the stored channel choices
 * and every client of them stay as they were): null for none.
 */
export const QuietHoursSetting = z.strictObject({ quietHours: QuietHours.nullable() });
export type QuietHoursSetting = z.infer<typeof QuietHoursSetting>;

/** Per-category delivery channels (user-side.md, notification settings). */
export const NotificationPreferences = z.strictObject(
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, ChannelToggles])) as Record<
    (typeof NOTIFICATION_CATEGORIES)[number],
    typeof ChannelToggles
  >,
);
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** The channels per category as a client saves them (Telegram may be left out: it keeps its saved or default value). */
export const SavedNotificationPreferences = z.strictObject(
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((c) => [c, SavedChannelToggles])) as Record<(typeof NOTIFICATION_CATEGORIES)[number], typeof SavedChannelToggles>,
);
export type SavedNotificationPreferences = z.infer<typeof SavedNotificationPreferences>;

/**
 * The defaults of the spec: app everywhere; e-mail except premium content; SMS for premium on new and high-profit signals.
 * Push follows the app (it reaches only browsers the member subscribed, by tapping the settings switch), and so does
 * Telegram (it reaches only a member who linked their account, which is asking for it).
 */
export function defaultNotificationPreferences(isPremium: boolean): NotificationPreferences {
  return {
    newSignals: { app: true, push: true, email: true, sms: isPremium, telegram: true },
    highProfitSignals: { app: true, push: true, email: true, sms: isPremium, telegram: true },
    premiumContent: { app: true, push: true, email: false, sms: false, telegram: true },
    accountUpdates: { app: true, push: true, email: true, sms: false, telegram: true },
  };
}
