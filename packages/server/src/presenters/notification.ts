import type { AdminNotification as AdminNotificationDto, LanguageCode, Notification as NotificationDto } from '@signals/protocol';
import type { Notification } from '../db/models/index.js';

/**
 * A notification for one reader, with that reader's own read state, in their language where the
 * row has its words in every language (an alert to a whole readership); otherwise as written.
 */
export function presentNotification(notification: Notification, read: boolean, language: LanguageCode): NotificationDto {
  return {
    id: notification.id,
    userId: notification.userId,
    ...wordsOf(notification, language),
    type: notification.type,
    isImportant: notification.isImportant,
    read,
    createdAt: notification.createdAt.toISOString(),
  };
}

/**
 * A notification as the back office lists it: who it went to and how many have read it; a system
 * alert in the admin's language (`language`), an admin's message as written.
 */
export function presentAdminNotification(
  notification: Notification,
  extra: { recipientUsername: string | null; readCount: number },
  language: LanguageCode | null = null,
): AdminNotificationDto {
  return {
    id: notification.id,
    userId: notification.userId,
    ...wordsOf(notification, language),
    type: notification.type,
    isImportant: notification.isImportant,
    createdAt: notification.createdAt.toISOString(),
    recipientUsername: extra.recipientUsername,
    readCount: extra.readCount,
  };
}

/** A row's title and message in a language it keeps words for (an alert to a whole readership), else as written. */
function wordsOf(notification: Notification, language: LanguageCode | null): { title: string; message: string } {
  const words = language ? notification.translations?.[language] : undefined;
  return { title: words?.title ?? notification.title, message: words?.message ?? notification.message };
}
