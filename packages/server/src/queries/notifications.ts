import type { Knex } from 'knex';
import type { Db } from '../db/knex.js';
import { Notification } from '../db/models/index.js';
import type { BellReader } from '../services/alerts/bellReader.js';

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

/**
 * The rows a member sees: their own, and those with no user addressed to
 * their readership (everyone, or a signal alert's 'premium' or 'members'
 * text), older ones included; of those with a category, only the categories
 * they keep in the app, so turning one off empties the bell of it too.
 */
export function visibleTo(reader: BellReader) {
  return (q: Knex.QueryBuilder): void => {
    q.where((mine) => {
      mine.where('notifications.userId', reader.id).orWhere((shared) => {
        shared.whereNull('notifications.userId').where((readership) => {
          readership.whereNull('notifications.audience').orWhere('notifications.audience', reader.audience);
        });
      });
    }).where((kept) => {
      kept.whereNull('notifications.category').orWhereIn('notifications.category', reader.categories);
    });
  };
}

/** Joins this user's read marks only: another user having read a broadcast says nothing about this one. */
function joinReadsOf(userId: number) {
  return function (this: Knex.JoinClause) {
    this.on('notificationReads.notificationId', '=', 'notifications.id').andOnVal('notificationReads.userId', '=', userId);
  };
}

/**
 * One page of a member's notifications, newest first, each with their own read state.
 *
 * @param db the database.
 * @param reader the member reading (services/alerts/bellReader.ts).
 * @param options cursor and page size.
 */
export async function listNotificationsFor(db: Db, reader: BellReader, options: NotificationPageOptions = {}): Promise<NotificationForReader[]> {
  const query = Notification.query(db)
    .select('notifications.*', 'notificationReads.readAt as readAt')
    .leftJoin('notificationReads', joinReadsOf(reader.id))
    .where(visibleTo(reader))
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
 * How many of the notifications a member sees they have not read: the bell's badge.
 *
 * @param db the database or a transaction.
 * @param reader the member reading.
 */
export async function countUnreadFor(db: Db, reader: BellReader): Promise<number> {
  const row = (await db('notifications')
    .leftJoin('notificationReads', joinReadsOf(reader.id))
    .where(visibleTo(reader))
    .whereNull('notificationReads.notificationId')
    .count({ count: '*' })
    .first()) as { count: number | string } | undefined;
  // Aggregates come back as strings on PostgreSQL.
  return Number(row?.count ?? 0);
}

/**
 * The newest message from the team marked important (an admin's, in no alert category) that the member has not read,
 * or undefined: the banner the app shows until it is read. Security alerts are marked important too, and stand out in
 * the bell and go by every channel, but a new browser's sign-in is no reason to cover every screen.
 *
 * @param db the database or a transaction.
 * @param reader the member reading.
 */
export async function newestUnreadImportantFor(db: Db, reader: BellReader): Promise<Notification | undefined> {
  return Notification.query(db)
    .select('notifications.*')
    .leftJoin('notificationReads', joinReadsOf(reader.id))
    .where(visibleTo(reader))
    .where('notifications.isImportant', true)
    .whereNull('notifications.category')
    .whereNotNull('notifications.createdBy')
    .whereNull('notificationReads.notificationId')
    .orderBy('notifications.id', 'desc')
    .first();
}

/**
 * A notification the member may see, or undefined: another user's personal
 * notification (or the other readership's text of a signal) is as absent as
 * one that does not exist.
 *
 * @param db the database or a transaction.
 * @param reader the member reading.
 * @param id the notification.
 */
export async function findNotificationFor(db: Db, reader: BellReader, id: number): Promise<Notification | undefined> {
  return Notification.query(db).findById(id).where(visibleTo(reader));
}
