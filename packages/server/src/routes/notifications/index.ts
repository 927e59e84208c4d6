import { readAllNotifications as markAllRead, readNotification as markRead } from '../../commands/notificationReads.js';
import { presentNotification } from '../../presenters/notification.js';
import { countUnreadFor, listNotificationsFor, newestUnreadImportantFor } from '../../queries/notifications.js';
import { bellReaderOf } from '../../services/alerts/bellReader.js';
import type { Handler, Handlers } from '../types.js';

const listNotifications: Handler<'listNotifications'> = async ({ input, viewer, services }) => {
  const rows = await listNotificationsFor(services.db, bellReaderOf(viewer), input.query);
  return rows.map(({ notification, read }) => presentNotification(notification, read, viewer.language));
};

const unreadNotificationCount: Handler<'unreadNotificationCount'> = async ({ viewer, services }) => {
  const reader = bellReaderOf(viewer);
  const [count, important] = await Promise.all([countUnreadFor(services.db, reader), newestUnreadImportantFor(services.db, reader)]);
  return { count, important: important ? presentNotification(important, false, viewer.language) : null };
};

const readNotification: Handler<'readNotification'> = async ({ input, viewer, write }) =>
  presentNotification(await write((unit) => markRead(unit, viewer, { notificationId: input.params.id })), true, viewer.language);

const readAllNotifications: Handler<'readAllNotifications'> = async ({ viewer, write }) => ({
  count: await write((unit) => markAllRead(unit, viewer)),
});

/** The handlers of this area, keyed by route name. */
export const notificationHandlers: Handlers = {
  listNotifications,
  unreadNotificationCount,
  readNotification,
  readAllNotifications,
};
