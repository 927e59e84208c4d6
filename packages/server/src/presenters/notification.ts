import type { AdminNotification as AdminNotificationDto, LanguageCode, Notification as NotificationDto } from '@signals/protocol';
import type { Notification } from '../db/models/index.js';

/**
 * A notification for one reader, with that reader's own read state, in their language where the
 * row has its words in every language (an alert to a whole readership); otherwise as written.
 */
export function presentNotification(notification: Notification, read: boolean, language: LanguageCode): NotificationDto {
  const words = notification.translations?.[language];
  return {
    id: notification.id,
    userId: notification.userId,
    title: words?.title ?? notification.title,
    message: words?.message ?? notification.message,
    type: notification.type,
    isImportant: notification.isImportant,
    read,
    createdAt: notification.createdAt.toISOString(),
  };
}

/** A notification as the back office lists it: who it went to and how many have read it. */
export function presentAdminNotification(notification: Notification, extra: { recipientUsername: string | null; readCount: number }): AdminNotificationDto {
  return {
    id: notification.id,
    userId: notification.userId,
    title: notification.title,
    message: notification.message,
    type: notification.type,
    isImportant: notification.isImportant,
    createdAt: notification.createdAt.toISOString(),
    recipientUsername: extra.recipientUsername,
    readCount: extra.readCount,
  };
}
