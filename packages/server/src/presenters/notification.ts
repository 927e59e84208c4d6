import type { AdminNotification as AdminNotificationDto, Notification as NotificationDto } from '@signals/protocol';
import type { Notification } from '../db/models/index.js';

/** A notification for one reader, with that reader's own read state. */
export function presentNotification(notification: Notification, read: boolean): NotificationDto {
  return {
    id: notification.id,
    userId: notification.userId,
    title: notification.title,
    message: notification.message,
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
