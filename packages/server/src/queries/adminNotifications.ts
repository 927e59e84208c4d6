import type { Knex } from 'knex';
import type { AdminNotification as AdminNotificationDto, LanguageCode, Page, RouteParsed } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { Notification } from '../db/models/index.js';
import { presentAdminNotification } from '../presenters/notification.js';
import { fetchPage, whereAnyContains } from './adminPaging.js';

export type AdminNotificationQuery = RouteParsed<'adminListNotifications'>['query'];

/** A notification row with the recipient's username and how many have read it, as the list query selects them. */
type ListedNotification = Notification & { recipientUsername?: string | null; readCount?: number | string };

/** Notifications with the recipient's username (none for everyone) and their read count. */
function notificationsWithReaders(db: Knex) {
  const readCount = db('notificationReads').count('*').where('notificationReads.notificationId', db.ref('notifications.id')).as('readCount');
  return Notification.query(db)
    .select('notifications.*', 'users.username as recipientUsername', readCount)
    .leftJoin('users', 'users.id', 'notifications.userId');
}

/**
 * Presents a listed row for the back office.
 *
 * @param row a row selected with its recipient and read count.
 */
export function presentListedNotification(row: Notification, language: LanguageCode | null = null): AdminNotificationDto {
  const listed = row as ListedNotification;
  return presentAdminNotification(row, { recipientUsername: listed.recipientUsername ?? null, readCount: Number(listed.readCount ?? 0) }, language);
}

/**
 * The sent notifications: searched in title and message, filtered by type and
 * by recipient (one user or everyone), newest first, paged.
 *
 * @param db the database.
 * @param query the parsed list query.
 */
export function listNotificationsForAdmin(db: Db, query: AdminNotificationQuery, language: LanguageCode): Promise<Page<AdminNotificationDto>> {
  const builder = notificationsWithReaders(db);
  whereAnyContains(builder, ['notifications.title', 'notifications.message'], query.search);
  if (query.type) {
    builder.where('notifications.type', query.type);
  }
  if (query.recipient === 'individual') {
    builder.whereNotNull('notifications.userId');
  } else if (query.recipient === 'everyone') {
    builder.whereNull('notifications.userId');
  }
  const order = query.order ?? 'desc';
  builder.orderBy('notifications.createdAt', order).orderBy('notifications.id', order);
  return fetchPage(builder, query, (row) => presentListedNotification(row, language));
}

const FIND_SLICE = 500;

/**
 * Some notifications by id, presented for the back office, in the order given.
 *
 * @param db the database.
 * @param ids the notifications.
 */
export async function findNotificationsForAdmin(db: Db, ids: number[]): Promise<AdminNotificationDto[]> {
  const byId = new Map<number, Notification>();
  // A slice at a time: a segment's broadcast (issue 46) may write more rows than an engine binds in one statement.
  for (let i = 0; i < ids.length; i += FIND_SLICE) {
    for (const row of await notificationsWithReaders(db).whereIn('notifications.id', ids.slice(i, i + FIND_SLICE))) {
      byId.set(row.id, row);
    }
  }
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentListedNotification(row)] : [];
  });
}

/** One notification row by id, for the back office to retract. */
export async function findNotificationById(db: Db, id: number): Promise<Notification | undefined> {
  return Notification.query(db).findById(id);
}
