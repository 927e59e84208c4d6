import type { Knex } from 'knex';
import { MESSAGES } from '@signals/protocol';
import { NotificationRead, type Notification, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { notFound } from '../errors.js';
import { countUnreadFor, findNotificationFor, visibleTo } from '../queries/notifications.js';
import { bellReaderOf } from '../services/alerts/bellReader.js';

/** Another user's personal notification answers the same as a missing one, so ids reveal nothing. */
export const NOTIFICATION_NOT_FOUND = MESSAGES.notificationNotFound;

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
export async function readNotification(unit: UnitOfWork, reader: User, input: { notificationId: number; now?: Date }): Promise<Notification> {
  const notification = await findNotificationFor(unit.trx, bellReaderOf(reader, input.now), input.notificationId);
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
export async function readAllNotifications(unit: UnitOfWork, reader: User, input: { now?: Date } = {}): Promise<number> {
  const { trx } = unit;
  const bell = bellReaderOf(reader, input.now);
  // The bell's own visibility, so what is marked is exactly what the member sees.
  const unread = trx('notifications')
    .select('notifications.id', trx.raw('?', [bell.id]), trx.raw('?', [input.now ?? new Date()]))
    .where(visibleTo(bell))
    .whereNotExists(function (this: Knex.QueryBuilder) {
      this.select(trx.raw('1')).from('notificationReads as r').whereRaw('?? = ??', ['r.notificationId', 'notifications.id']).where('r.userId', bell.id);
    })
    .toSQL();
  await trx.raw(`insert into notification_reads (notification_id, user_id, read_at) ${unread.sql} on conflict (notification_id, user_id) do nothing`, [...unread.bindings]);
  return countUnreadFor(trx, bell);
}
