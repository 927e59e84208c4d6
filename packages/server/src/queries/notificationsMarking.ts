import type { Db } from '../db/knex.js';
import { NotificationRead } from '../db/models/index.js';

/**
 * Marks one notification read for one user. Marking it again changes
 * nothing (the first read time stays), so a double tap or a retry is harmless.
 *
 * @param db the transaction.
 * @param notificationId a notification the caller has checked the user may see.
 * @param userId the reader.
 * @param now when it was read.
 */
export async function markNotificationRead(db: Db, notificationId: number, userId: number, now: Date): Promise<void> {
  await NotificationRead.query(db).insert({ notificationId, userId, readAt: now }).onConflict(['notificationId', 'userId']).ignore();
}

/**
 * Marks every notification the user sees as read, in one statement, so a
 * broadcast sent while the call runs is either marked or stays unread, never
 * half-done. Portable SQL: both SQLite and PostgreSQL accept `on conflict do nothing`.
 *
 * @param db the transaction.
 * @param userId the reader.
 * @param now when they were read.
 */
export async function markAllNotificationsRead(db: Db, userId: number, now: Date): Promise<void> {
  await db.raw(
    `insert into notification_reads (notification_id, user_id, read_at)
     select n.id, ?, ? from notifications n
     where (n.user_id = ? or n.user_id is null)
       and not exists (select 1 from notification_reads r where r.notification_id = n.id and r.user_id = ?)
     on conflict (notification_id, user_id) do nothing`,
    [userId, now, userId, userId],
  );
}
