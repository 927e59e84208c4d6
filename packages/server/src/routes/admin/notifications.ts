import { MESSAGES } from '@signals/protocol';
import { broadcastNotification, retractNotification } from '../../commands/notifications.js';
import { notFound } from '../../errors.js';
import { findNotificationById, findNotificationsForAdmin, listNotificationsForAdmin } from '../../queries/adminNotifications.js';
import { requireCapability } from '../../policies/staff.js';
import type { Handler } from '../types.js';

export const NOTIFICATION_NOT_FOUND = MESSAGES.notificationNotFound;

const adminListNotifications: Handler<'adminListNotifications'> = ({ input, viewer, services }) => listNotificationsForAdmin(services.db, input.query, viewer.language);

const adminCreateNotification: Handler<'adminCreateNotification'> = async ({ input, viewer, services, write }) => {
  // A notification to one member is support's; to everyone, to several or to a segment, a broadcast (issue 46).
  if (input.body.segment || input.body.userIds?.length !== 1) {
    requireCapability(viewer, 'broadcasts');
  }
  const rows = await write((unit) => broadcastNotification(unit, viewer, { broadcast: input.body }));
  return findNotificationsForAdmin(
    services.db,
    rows.map((row) => row.id),
  );
};

const adminDeleteNotification: Handler<'adminDeleteNotification'> = async ({ input, viewer, services, write }) => {
  const notification = await findNotificationById(services.db, input.params.id);
  if (!notification) {
    throw notFound(NOTIFICATION_NOT_FOUND);
  }
  if (notification.userId === null) {
    // Taking back what everyone was told is a broadcast's decision too.
    requireCapability(viewer, 'broadcasts');
  }
  await write((unit) => retractNotification(unit, viewer, { notification }));
  return { ok: true as const };
};

/** The back office handlers for notifications, keyed by route name. */
export const notificationHandlers = { adminListNotifications, adminCreateNotification, adminDeleteNotification };
