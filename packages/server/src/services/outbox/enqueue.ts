import type { NotificationCategory } from '@signals/protocol';
import type { Knex } from 'knex';
import { User } from '../../db/models/index.js';
import { readSettings } from '../settings.js';
import { decideDelivery, type Channel } from './eligibility.js';

/** Users are read, and rows written, in slices, so a message to everyone stays within the engines' limits. */
const USER_SLICE = 500;
const INSERT_SLICE = 100;
/** Long SMS are split by carriers and cost per part; three parts is plenty for an alert. */
const SMS_MAX_CHARS = 459;

export interface OutboxRequest {
  /** The channels the admin asked for. */
  email: boolean;
  sms: boolean;
  title: string;
  message: string;
  /** The users addressed, or null for every account. */
  userIds: number[] | null;
  /** The in-app notification each user's message belongs to, if one was written. */
  notificationIdFor(userId: number): number | null;
  /** The preferences' category the message belongs to; an admin's message has none. */
  category?: NotificationCategory;
}

/**
 * Queues e-mail and SMS for a notification inside the caller's transaction:
 * one outbox row per addressed user and requested channel, 'pending' when the
 * user is to get it, 'not_sent' with the reason otherwise (the site switch is
 * off, SMS to a non-premium user or one with no phone, a channel the user
 * turned off, for the message's category when it has one, a banned account),
 * so an admin can see who got what and why.
 * The delivery worker sends the pending rows after the commit.
 *
 * @param trx the transaction of the notification.
 * @param request what to send, to whom, on which channels.
 * @param now the clock, for premium.
 * @returns how many rows were queued as pending.
 */
export async function enqueueMessages(trx: Knex.Transaction, request: OutboxRequest, now: Date): Promise<number> {
  const channels = (['email', 'sms'] as const).filter((channel) => request[channel]);
  if (channels.length === 0) {
    return 0;
  }
  const settings = await readSettings(trx);
  const switches = { email: settings.enable_email_notifications === 'true', sms: settings.enable_sms_notifications === 'true' };
  let pending = 0;
  let afterId = 0;
  for (;;) {
    const users = await User.query(trx)
      .where('id', '>', afterId)
      .modify((q) => {
        if (request.userIds) {
          q.whereIn('id', request.userIds);
        }
      })
      .orderBy('id')
      .limit(USER_SLICE);
    const rows = users.flatMap((user) => channels.map((channel) => rowFor(user, channel, request, switches, now)));
    for (let i = 0; i < rows.length; i += INSERT_SLICE) {
      await trx('outbox').insert(rows.slice(i, i + INSERT_SLICE));
    }
    pending += rows.filter((row) => row.status === 'pending').length;
    if (users.length < USER_SLICE) {
      return pending;
    }
    afterId = users[users.length - 1]?.id ?? afterId;
  }
}

function rowFor(user: User, channel: Channel, request: OutboxRequest, switches: { email: boolean; sms: boolean }, now: Date) {
  const delivery = decideDelivery(user, channel, switches, now, request.category);
  const smsText = `${request.title}: ${request.message}`;
  return {
    channel,
    userId: user.id,
    notificationId: request.notificationIdFor(user.id),
    recipient: delivery.recipient,
    subject: channel === 'email' ? request.title : null,
    body: channel === 'email' ? request.message : smsText.length > SMS_MAX_CHARS ? `${smsText.slice(0, SMS_MAX_CHARS - 1)}…` : smsText,
    status: delivery.status,
    reason: delivery.reason,
    attempts: 0,
    createdAt: now,
  };
}
