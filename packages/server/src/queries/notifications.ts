import type { Knex } from 'knex';
import type { Db } from '../db/knex.js';
import { Notification } from '../db/models/index.js';

/** The newest notifications a page shows when the client does not ask for a size. */
export const NOTIFICATION_PAGE_DEFAULT = 50;

/** A notification with the reading user's own read state. */
export interface NotificationForReader {
  notification: Notification;
  read: boolean;
}

export interface NotificationPageOptions {
  /** Cursor: only notifications with a smaller id (ids grow with time). */
  before?: number;
  limit?: number;
}

/** The rows a user sees: their own and those sent to everyone (no user), older ones included. */
function visibleTo(userId: number) {
  return (q: Knex.QueryBuilder) => q.where('notifications.userId', userId).orWhereNull('notifications.userId');
}

/** Joins this user's read marks only: another user having read a broadcast says nothing about this one. */
function joinReadsOf(userId: number) {
  return function (this: Knex.JoinClause) {
    this.on('notificationReads.notificationId', '=', 'notifications.id').andOnVal('notificationReads.userId', '=', userId);
  };
}

/**
 * One page of a user's notifications, newest first, each with the user's own read state.
 *
 * @param db the database.
 * @param userId the reader.
 * @param options cursor and page size.
 */
export async function listNotificationsFor(db: Db, userId: number, options: NotificationPageOptions = {}): Promise<NotificationForReader[]> {
  const query = Notification.query(db)
    .select('notifications.*', 'notificationReads.readAt as readAt')
    .leftJoin('notificationReads', joinReadsOf(userId))
    .where(visibleTo(userId))
    .orderBy('notifications.id', 'desc')
    .limit(options.limit ?? NOTIFICATION_PAGE_DEFAULT);
  if (options.before !== undefined) {
    query.where('notifications.id', '<', options.before);
  }
  const rows = (await query) as Array<Notification & { readAt?: unknown }>;
  return rows.map((row) => {
    const read = row.readAt !== null && row.readAt !== undefined;
    delete row.readAt;
    return { notification: row, read };
  });
}

/**
 * How many of the notifications a user sees they have not read: the bell's badge.
 *
 * @param db the database or a transaction.
 * @param userId the reader.
 */
export async function countUnreadFor(db: Db, userId: number): Promise<number> {
  const row = (await db('notifications')
    .leftJoin('notificationReads', joinReadsOf(userId))
    .where(visibleTo(userId))
    .whereNull('notificationReads.notificationId')
    .count({ count: '*' })
    .first()) as { count: number | string } | undefined;
  // Aggregates come back as strings on PostgreSQL.
  return Number(row?.count ?? 0);
}

/**
 * A notification the user may see, or undefined: another user's personal
 * notification is as absent as one that does not exist.
 *
 * @param db the database or a transaction.
 * @param userId the reader.
 * @param id the notification.
 */
export async function findNotificationFor(db: Db, userId: number, id: number): Promise<Notification | undefined> {
  return Notification.query(db).findById(id).where(visibleTo(userId));
}
