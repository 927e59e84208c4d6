import { NotificationRead, type Notification, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { notFound } from '../errors.js';
import { countUnreadFor, findNotificationFor } from '../queries/notifications.js';

/** Another user's personal notification answers the same as a missing one, so ids reveal nothing. */
export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/**
 * Marks one notification the reader may see as read. Marking it again
 * changes nothing (the first read time stays), so a double tap or a retry is
 * harmless. Someone else's personal notification is missing (404).
 *
 * @param unit the transaction.
 * @param reader the member reading.
 * @param input the notification from the path, and when it was read (now by default).
 * @returns the notification.
 */
export async function readNotification(unit: UnitOfWork, reader: Pick<User, 'id'>, input: { notificationId: number; now?: Date }): Promise<Notification> {
  const notification = await findNotificationFor(unit.trx, reader.id, input.notificationId);
  if (!notification) {
    throw notFound(NOTIFICATION_NOT_FOUND);
  }
  await NotificationRead.query(unit.trx)
    .insert({ notificationId: notification.id, userId: reader.id, readAt: input.now ?? new Date() })
    .onConflict(['notificationId', 'userId'])
    .ignore();
  return notification;
}

/**
 * Marks every notification the reader sees as read, in one statement, so a
 * broadcast sent while the call runs is either marked or stays unread, never
 * half-done. Portable SQL: both SQLite and PostgreSQL accept `on conflict do nothing`.
 *
 * @param unit the transaction.
 * @param reader the member reading.
 * @param input when they were read (now by default).
 * @returns how many stay unread (none, unless one arrived meanwhile).
 */
export async function readAllNotifications(unit: UnitOfWork, reader: Pick<User, 'id'>, input: { now?: Date } = {}): Promise<number> {
  const userId = reader.id;
  await unit.trx.raw(
    `insert into notification_reads (notification_id, user_id, read_at)
     select n.id, ?, ? from notifications n
     where (n.user_id = ? or n.user_id is null)
       and not exists (select 1 from notification_reads r where r.notification_id = n.id and r.user_id = ?)
     on conflict (notification_id, user_id) do nothing`,
    [userId, input.now ?? new Date(), userId, userId],
  );
  return countUnreadFor(unit.trx, userId);
}
