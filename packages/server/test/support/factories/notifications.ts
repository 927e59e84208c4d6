import type { PartialModelObject } from 'objection';
import type { Db } from '../../../src/db/knex.js';
import { Notification, NotificationRead } from '../../../src/db/models/index.js';
import { uniqueName } from './users.js';

/** Inserts a notification; `userId: null` (the default) sends it to everyone. */
export async function buildNotification(db: Db, overrides: PartialModelObject<Notification> = {}): Promise<Notification> {
  return Notification.query(db).insertAndFetch({
    userId: null,
    title: uniqueName('Title '),
    message: 'Something happened that you may want to know about.',
    type: 'general',
    isImportant: false,
    ...overrides,
  });
}

/** Records that a user has read a notification. */
export async function markRead(db: Db, notificationId: number, userId: number): Promise<void> {
  await NotificationRead.query(db).insert({ notificationId, userId, readAt: new Date() });
}
