import { inTransaction } from '../../db/transaction.js';
import { notFound } from '../../errors.js';
import { presentNotification } from '../../presenters/notification.js';
import { countUnreadFor, findNotificationFor, listNotificationsFor } from '../../queries/notifications.js';
import { markAllNotificationsRead, markNotificationRead } from '../../queries/notificationsMarking.js';
import type { Handler, Handlers } from '../types.js';

/** Another user's personal notification answers the same as a missing one, so ids reveal nothing. */
const NOTIFICATION_NOT_FOUND = 'Notification not found';

const listNotifications: Handler<'listNotifications'> = async ({ input, viewer, services }) => {
  const rows = await listNotificationsFor(services.db, viewer.id, input.query);
  return rows.map(({ notification, read }) => presentNotification(notification, read));
};

const unreadNotificationCount: Handler<'unreadNotificationCount'> = async ({ viewer, services }) => ({
  count: await countUnreadFor(services.db, viewer.id),
});

const readNotification: Handler<'readNotification'> = async ({ input, viewer, services }) =>
  inTransaction(services.db, services.events, async ({ trx }) => {
    const notification = await findNotificationFor(trx, viewer.id, input.params.id);
    if (!notification) {
      throw notFound(NOTIFICATION_NOT_FOUND);
    }
    await markNotificationRead(trx, notification.id, viewer.id, new Date());
    return presentNotification(notification, true);
  });

const readAllNotifications: Handler<'readAllNotifications'> = async ({ viewer, services }) =>
  inTransaction(services.db, services.events, async ({ trx }) => {
    await markAllNotificationsRead(trx, viewer.id, new Date());
    return { count: await countUnreadFor(trx, viewer.id) };
  });

/** The handlers of this area, keyed by route name. */
export const notificationHandlers: Handlers = {
  listNotifications,
  unreadNotificationCount,
  readNotification,
  readAllNotifications,
};
