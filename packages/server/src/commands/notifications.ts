import { textRef, type ParsedSegment, type QuietHours, type RouteParsed } from '@signals/protocol';
import { formatMinute } from '../dates.js';
import { Notification, User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { badRequest } from '../errors.js';
import { accountText, alertAccount } from '../services/alerts/accountAlert.js';
import { describeBrowser } from '../services/alerts/browserName.js';
import { enqueueMessages } from '../services/outbox/enqueue.js';
import { warrantsNewSignInAlert } from '../policies/account.js';
import { segmentMemberIds, whereInSegment } from '../queries/segment.js';
import { recordAudit } from './audit.js';

export type Broadcast = RouteParsed<'adminCreateNotification'>['body'];

export const NO_CHANNEL = textRef('errors.noDeliveryChannel');

/** The 400 for recipients that are not accounts, naming them. */
function unknownRecipients(ids: number[]) {
  const named = ids.join(', ');
  return badRequest(textRef('errors.unknownUsers', { count: ids.length, ids: named }), [{ path: 'userIds', message: textRef('errors.noUserWithId', { ids: named }) }]);
}

/**
 * Sends a notification, in the unit's transaction: in the app one row per recipient
 * (or one row with no user for everyone, which every account reads), and
 * push, e-mail or SMS through the outbox, delivered after the commit. Recipients
 * must all be real users (400 naming the unknown ids). Each row is audited
 * and announced as `notification.created`. A segment (issue 46) addresses
 * exactly its members at this instant (queries/segment.ts, as the users list
 * counts them), with one audit entry for the whole of it.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the validated request (`userIds` null means everyone, unless a segment is given), and the clock (now by default).
 * @returns the in-app rows written (none when only e-mail or SMS was asked for).
 */
export async function broadcastNotification(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { broadcast: Broadcast; now?: Date }): Promise<Notification[]> {
  const { broadcast, now = new Date() } = input;
  const { trx, record } = unit;
  if (!broadcast.sendInApp && !broadcast.sendEmail && !broadcast.sendSms && !broadcast.sendPush) {
    throw badRequest(NO_CHANNEL, [{ path: 'sendInApp', message: NO_CHANNEL }]);
  }
  if (broadcast.segment) {
    return sendToSegment(unit, actor, { broadcast, segment: broadcast.segment, now });
  }
  const userIds = broadcast.userIds;
  if (userIds) {
    const found = new Set((await User.query(trx).select('id').whereIn('id', userIds)).map((user) => user.id));
    const unknown = userIds.filter((id) => !found.has(id));
    if (unknown.length > 0) {
      throw unknownRecipients(unknown);
    }
  }
  const notifications: Notification[] = [];
  if (broadcast.sendInApp) {
    // One row per recipient (SQLite takes no multi-row insert with returning): at most 1000, by the request schema.
    for (const userId of userIds ?? [null]) {
      const notification = await Notification.query(trx).insertAndFetch(inAppRow(broadcast, actor, userId, now));
      notifications.push(notification);
      await recordAudit(unit, actor, { action: 'notification.create', entityType: 'notification', entityId: notification.id, after: { ...auditView(notification), ...channelsAsked(broadcast) } });
      record({ type: 'notification.created', notification });
    }
  }
  const byUser = new Map(notifications.map((n) => [n.userId, n.id]));
  await queueChannels(unit, broadcast, { userIds }, (userId) => byUser.get(userIds ? userId : null) ?? null, now);
  if (notifications.length === 0) {
    // E-mail or SMS only: the audit still says who sent what to whom.
    await recordAudit(unit, actor, {
      action: 'notification.send',
      entityType: 'notification',
      entityId: null,
      after: { title: broadcast.title, message: broadcast.message, userIds, ...channelsAsked(broadcast) },
    });
  }
  return notifications;
}

/** A broadcast's in-app row for one recipient (null: every member). */
function inAppRow(broadcast: Broadcast, actor: Pick<User, 'id'>, userId: number | null, now: Date) {
  return { userId, title: broadcast.title, message: broadcast.message, type: broadcast.type, isImportant: broadcast.isImportant, createdBy: actor.id, createdAt: now };
}

/** The broadcast's e-mail, SMS and push to its audience, each linked to the in-app row its recipient got. */
async function queueChannels(
  unit: UnitOfWork,
  broadcast: Broadcast,
  audience: Pick<Parameters<typeof enqueueMessages>[1], 'userIds' | 'among'>,
  notificationIdFor: (userId: number) => number | null,
  now: Date,
): Promise<void> {
  await enqueueMessages(
    unit,
    { email: broadcast.sendEmail, sms: broadcast.sendSms, push: broadcast.sendPush, title: broadcast.title, message: broadcast.message, ...audience, notificationIdFor },
    now,
  );
}

/** How many in-app rows a segment's broadcast writes per statement: well within what either engine binds. */
const SEGMENT_INSERT_SLICE = 200;

/**
 * A broadcast to the members of a segment: their ids read once, the in-app rows written a slice per statement (a
 * segment may hold every member), the other channels queued for the same members (the same condition, at the same
 * instant, in the same transaction), and one audit entry naming the segment and how many it reached.
 */
async function sendToSegment(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { broadcast: Broadcast; segment: ParsedSegment; now: Date }): Promise<Notification[]> {
  const { broadcast, segment, now } = input;
  const { trx, record } = unit;
  const members = await segmentMemberIds(trx, segment, now);
  const notifications: Notification[] = [];
  if (broadcast.sendInApp) {
    for (let i = 0; i < members.length; i += SEGMENT_INSERT_SLICE) {
      const rows = members.slice(i, i + SEGMENT_INSERT_SLICE).map((userId) => inAppRow(broadcast, actor, userId, now));
      const inserted = (await trx('notifications').insert(rows).returning('*')) as Array<Record<string, unknown>>;
      for (const row of inserted) {
        const notification = Notification.fromDatabaseJson(row);
        notifications.push(notification);
        record({ type: 'notification.created', notification });
      }
    }
  }
  const byUser = new Map(notifications.map((n) => [n.userId, n.id]));
  await queueChannels(unit, broadcast, { userIds: null, among: (users) => void whereInSegment(users, segment, now) }, (userId) => byUser.get(userId) ?? null, now);
  await recordAudit(unit, actor, {
    action: 'notification.segment',
    entityType: 'notification',
    entityId: null,
    after: { title: broadcast.title, message: broadcast.message, type: broadcast.type, segment, recipients: members.length, ...channelsAsked(broadcast) },
  });
  return notifications;
}

/**
 * Deletes a notification, for its recipient or for everyone; their read
 * marks go with it. Records `notification.deleted`.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the notification as loaded.
 */
export async function retractNotification(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { notification: Notification }): Promise<void> {
  const { notification } = input;
  await Notification.query(unit.trx).deleteById(notification.id);
  await recordAudit(unit, actor, { action: 'notification.delete', entityType: 'notification', entityId: notification.id, before: auditView(notification) });
  unit.record({ type: 'notification.deleted', id: notification.id, userId: notification.userId });
}

/** The channels beside the app an admin asked for, as the audit keeps them. */
function channelsAsked(broadcast: Broadcast) {
  return { email: broadcast.sendEmail, sms: broadcast.sendSms, push: broadcast.sendPush };
}

function auditView(notification: Notification) {
  return { userId: notification.userId, title: notification.title, message: notification.message, type: notification.type, isImportant: notification.isImportant };
}

/**
 * Sets or clears a member's quiet hours (validated by the protocol: times as
 * HH:MM, a time zone the runtime knows, start and end apart).
 *
 * @param unit the transaction.
 * @param member the member.
 * @param input the quiet hours, or null for none.
 * @returns the member as saved.
 */
export async function setQuietHours(unit: UnitOfWork, member: Pick<User, 'id'>, input: { quietHours: QuietHours | null }): Promise<User> {
  return User.query(unit.trx).patchAndFetchById(member.id, { quietHours: input.quietHours }).throwIfNotFound();
}

/**
 * Tells a member their account was signed in to from a browser it had not
 * been used from (no device cookie of theirs): a security alert, sent at
 * once, so someone else holding the password is noticed, whether or not the
 * sign-in passed through two-factor. The account's very first browser is not
 * told of (policies/account.ts `warrantsNewSignInAlert`); each sign-in from
 * a new browser is remembered on the account. The bell hears of every one;
 * e-mail, push and SMS only while the hour's allowance lasts (`outside`,
 * counted by the caller: services/alerts/newSignInAlertThrottle.ts).
 *
 * @param unit the transaction.
 * @param member the member who signed in.
 * @param input the browser's User-Agent (named in the text as "Chrome on Android"), whether the alert may go beyond the bell, and the clock.
 * @returns the bell row, if one was written.
 */
export async function noticeNewSignIn(unit: UnitOfWork, member: User, input: { userAgent: string; outside: boolean; now?: Date }): Promise<Notification | null> {
  const now = input.now ?? new Date();
  await User.query(unit.trx).patch({ newDeviceSignInAt: now }).where('id', member.id);
  if (!warrantsNewSignInAlert(member)) {
    return null;
  }
  return alertAccount(unit, member, {
    kind: 'newSignIn',
    text: accountText('alerts.account.newSignInTitle', 'alerts.account.newSignInMessage', (language) => ({
      time: formatMinute(now, language),
      browser: describeBrowser(input.userAgent, language),
    })),
    outside: input.outside,
    now,
  });
}
