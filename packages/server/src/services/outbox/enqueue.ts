import type { NotificationCategory, PushMessage } from '@signals/protocol';
import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import { PushSubscription, TelegramLink, User } from '../../db/models/index.js';
import type { UnitOfWork } from '../../db/transaction.js';
import { notSwitchedOff } from '../../db/jsonSwitch.js';
import { quietUntil } from '../alerts/quietHours.js';
import { switchesFor } from '../alerts/wants.js';
import { readSettings } from '../settings.js';
import { serverText } from '../../i18n/serverText.js';
import { headedTelegramHtml } from '../telegram/html.js';
import type { TelegramPayload } from '../telegram/outboxMessages.js';
import { decideDelivery, NOT_SENT_REASONS, type Channel, type ChannelSwitches, type Delivery, type TelegramReach } from './eligibility.js';
import { emailPayloadFor, type EmailAction } from './emailPayload.js';

/**
 * Users are read, and rows written, in slices, so a message to everyone stays within the engines' limits; a
 * rollout writes one slice per transaction with a turn of the event loop between, and 100 keeps each turn short
 * enough for the live channel (bench/push: 500 held the loop up to 153 ms, 100 up to 64 ms).
 */
const USER_SLICE = 100;
const INSERT_SLICE = 100;
/** Long SMS are split by carriers and cost per part; three parts is plenty for an alert. */
const SMS_MAX_CHARS = 459;

/** What one recipient is told. */
export interface MessageText {
  title: string;
  message: string;
}

export interface OutboxRequest {
  /** The channels asked for. */
  email: boolean;
  sms: boolean;
  push?: boolean;
  /** A message from the Telegram bot, to members who linked their account. */
  telegram?: boolean;
  title: string;
  message: string;
  /** The users addressed, or null for every account. */
  userIds: number[] | null;
  /**
   * With `userIds` null, narrows every account to an audience (a segment's members, issue 46): a condition on the
   * users query rather than a list of ids, which would outgrow what an engine binds in one statement.
   */
  among?: (users: QueryBuilder<User, User[]>) => void;
  /** The in-app notification each user's message belongs to, if one was written. */
  notificationIdFor(userId: number, user?: User): number | null;
  /** The preferences' category the message belongs to; an admin's message has none. */
  category?: NotificationCategory;
  /**
   * The text for one recipient when it depends on who they are (a premium signal: the trade or the teaser; any
   * text the server writes: the recipient's language); `title` and `message` otherwise (an admin's message, as written).
   */
  textFor?(user: User): MessageText;
  /** A button under an e-mail's text (a receipt's page), in the recipient's language. */
  emailActionFor?(user: User): EmailAction;
  /** Where a push leads when clicked, and the tag that makes a later push of the same thing replace it. */
  link?: { url: string; tag: string };
  /** Security alerts go at once; anything else waits for the end of the member's quiet hours. */
  urgent?: boolean;
  /**
   * Write only the messages that go: an alert to every member would
   * otherwise leave a row per member who turned the channel off. An admin's
   * message keeps its not-sent rows, so the admin sees who got what and why.
   */
  onlyPending?: boolean;
}

/**
 * Queues e-mail, SMS and push for a notification inside the caller's
 * transaction: one outbox row per addressed user and requested channel,
 * 'pending' when the user is to get it, 'not_sent' with the reason otherwise
 * (the site switch is off, SMS to a non-premium user or one with no phone,
 * push to one with no subscribed browser, a channel the user turned off, for
 * the message's category when it has one, a banned account), so an admin can
 * see who got what and why. A message that is not urgent, to a member in
 * quiet hours, carries `not_before` = the end of them. The delivery worker
 * sends the pending rows that are due after the commit: `outbox.queued`
 * wakes it then, so a message with no bell row (e-mail only, or a member who
 * keeps the category out of the app) goes as soon as one that has.
 *
 * @param unit the transaction of the notification and its event recorder.
 * @param request what to send, to whom, on which channels.
 * @param now the clock, for premium and quiet hours.
 * @returns how many rows were queued as pending.
 */
export async function enqueueMessages(unit: UnitOfWork, request: OutboxRequest, now: Date): Promise<number> {
  let pending = 0;
  let afterId = 0;
  for (;;) {
    const slice = await enqueueSlice(unit.trx, request, afterId, now);
    pending += slice.pending;
    if (slice.lastId === null) {
      break;
    }
    afterId = slice.lastId;
  }
  if (pending > 0) {
    unit.record({ type: 'outbox.queued' });
  }
  return pending;
}

/** One slice of enqueueMessages: the rows of the next USER_SLICE users after `afterId`. */
export interface EnqueuedSlice {
  pending: number;
  /** The last user of the slice, to go on from; null when no user was left. */
  lastId: number | null;
}

/**
 * Queues the messages of the next slice of users (ids above `afterId`), so
 * a message to every member can be written a slice per transaction by the
 * outbox worker (workers/outbox/rolloutSlices.ts) instead of all inside the request that caused it.
 *
 * @param trx the transaction.
 * @param request what to send, to whom, on which channels.
 * @param afterId the last user already done (0 to start).
 * @param now the clock, for premium and quiet hours.
 */
export async function enqueueSlice(trx: Knex.Transaction, request: OutboxRequest, afterId: number, now: Date): Promise<EnqueuedSlice> {
  const plan = await planSlice(trx, request, afterId, now);
  await writeRows(trx, plan.rows);
  return { pending: plan.rows.filter((row) => row.status === 'pending').length, lastId: plan.more ? plan.lastRead : null };
}

/** An outbox row as decided for one member on one channel, not yet written. */
export type PlannedRow = ReturnType<typeof rowFor>;

/** The rows decided for a slice of users, and where the slice ended. */
export interface SlicePlan {
  rows: PlannedRow[];
  /** The last user read, or null when none was. */
  lastRead: number | null;
  /** Whether users may remain after this slice. */
  more: boolean;
}

/**
 * Decides the rows of the next slice of users (ids above `afterId`, and up
 * to `upTo` when given) without writing them: who gets what on which
 * channel, held until when, with the text presented for them.
 *
 * @param db the transaction or the database (a plan only reads).
 * @param request what to send, to whom, on which channels.
 * @param afterId the last user already done (0 to start).
 * @param now the clock, for premium and quiet hours.
 * @param upTo the last user to include, or null for no bound.
 */
export async function planSlice(db: Knex, request: OutboxRequest, afterId: number, now: Date, upTo: number | null = null): Promise<SlicePlan> {
  const channels = (['email', 'sms', 'push', 'telegram'] as const).filter((channel) => request[channel] === true);
  if (channels.length === 0) {
    return { rows: [], lastRead: null, more: false };
  }
  const settings = await readSettings(db);
  const switches = { email: settings.enable_email_notifications === 'true', sms: settings.enable_sms_notifications === 'true' };
  const users = await User.query(db)
    .where('id', '>', afterId)
    .modify((q) => {
      if (upTo !== null) {
        q.where('id', '<=', upTo);
      }
      if (request.userIds) {
        q.whereIn('id', request.userIds);
      } else if (request.among) {
        request.among(q);
      }
      // Push alone reaches only members with a subscribed browser: the rest need not be read, and an alert's
      // rollout on a site where few members subscribed is a few reads, not one per member. An admin's message keeps
      // its not-sent rows for everyone addressed.
      if (channels.length === 1 && channels[0] === 'push' && request.onlyPending) {
        q.whereExists(PushSubscription.query(db).whereColumn('pushSubscriptions.userId', 'users.id'));
        // Nor those who turned push off for the category: a signal few want pushed is not a read of every subscriber.
        // Narrowing only; the rule (wantsAlert, with its defaults) decides for the members read.
        const category = request.category;
        if (category) {
          q.where((wanted) => {
            for (const which of switchesFor(category)) {
              void wanted.orWhere(notSwitchedOff(db, 'notification_preferences', [which, 'push']));
            }
          });
        }
      }
    })
    .orderBy('id')
    .limit(USER_SLICE);
  const withDevice = channels.includes('push') ? await usersWithDevices(db, users) : new Set<number>();
  const telegram = channels.includes('telegram') ? await telegramReachOf(db, users) : new Map<number, TelegramReach>();
  // Decided first, built after: a row left out (onlyPending) never has its text built, which for a signal is the
  // presenter's work per member.
  const rows = users.flatMap((user) =>
    channels
      .map((channel) => [channel, decide(user, channel, switches, now, request.category, withDevice, telegram.get(user.id) ?? null)] as const)
      .filter(([, delivery]) => !request.onlyPending || delivery.status === 'pending')
      // Telegram is a channel only for members who linked it: no row says "not linked" for every other member.
      .filter(([channel, delivery]) => channel !== 'telegram' || delivery.reason !== NOT_SENT_REASONS.telegramNotLinked)
      .map(([channel, delivery]) => rowFor(user, channel, request, delivery, now)),
  );
  return { rows, lastRead: users[users.length - 1]?.id ?? null, more: users.length === USER_SLICE };
}

/** Writes planned rows, a slice per statement (an engine takes only so many bound values in one). */
export async function writeRows(trx: Knex.Transaction, rows: PlannedRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_SLICE) {
    await trx('outbox').insert(rows.slice(i, i + INSERT_SLICE));
  }
}

function decide(
  user: User,
  channel: Channel,
  switches: ChannelSwitches,
  now: Date,
  category: NotificationCategory | undefined,
  withDevice: Set<number>,
  telegram: TelegramReach | null,
): Delivery {
  const delivery = decideDelivery(user, channel, switches, now, category, telegram);
  if (channel === 'push' && delivery.status === 'pending' && !withDevice.has(user.id)) {
    return { ...delivery, status: 'not_sent', reason: NOT_SENT_REASONS.noDevice };
  }
  return delivery;
}

/** Which of these users have at least one subscribed browser. */
async function usersWithDevices(db: Knex, users: User[]): Promise<Set<number>> {
  if (users.length === 0) {
    return new Set();
  }
  const rows = await PushSubscription.query(db)
    .distinct('userId')
    .whereIn(
      'userId',
      users.map((user) => user.id),
    );
  return new Set(rows.map((row) => Number(row.userId)));
}

/** The Telegram chats of these users who linked their account, by user. */
async function telegramReachOf(db: Knex, users: User[]): Promise<Map<number, TelegramReach>> {
  if (users.length === 0) {
    return new Map();
  }
  const links = await TelegramLink.query(db)
    .whereIn(
      'userId',
      users.map((user) => user.id),
    )
    .select('userId', 'chatId', 'blockedAt');
  return new Map(links.map((link) => [link.userId, { chatId: link.chatId, blocked: link.blockedAt !== null }]));
}

/** A Telegram message's payload: its HTML, and a button to what it is about in the app (an address the sender completes). */
function telegramPayloadOf(user: User, request: OutboxRequest): string {
  const payload: TelegramPayload = { html: true, ...(request.link && { buttons: [{ text: serverText(user.language, 'telegram.openApp'), url: request.link.url }] }) };
  return JSON.stringify(payload);
}

function rowFor(user: User, channel: Channel, request: OutboxRequest, delivery: Delivery, now: Date) {
  const { title, message } = request.textFor?.(user) ?? request;
  const notificationId = request.notificationIdFor(user.id, user);
  const smsText = `${title}: ${message}`;
  const held = delivery.status === 'pending' && !request.urgent ? quietUntil(user.quietHours, now) : null;
  const push: PushMessage | null =
    channel === 'push' ? { title, body: message, url: request.link?.url ?? '/notifications', tag: request.link?.tag ?? `notification-${notificationId ?? request.category ?? 'message'}` } : null;
  // An e-mail's layout (its footer, its unsubscribe words) is written when it is sent, in the language its text is in.
  const email = channel === 'email' ? emailPayloadFor(user, request.emailActionFor?.(user)) : null;
  const telegram = channel === 'telegram' ? telegramPayloadOf(user, request) : null;
  return {
    channel,
    userId: user.id,
    notificationId,
    recipient: delivery.recipient,
    subject: channel === 'sms' || channel === 'telegram' ? null : title,
    body: channel === 'sms' ? (smsText.length > SMS_MAX_CHARS ? `${smsText.slice(0, SMS_MAX_CHARS - 1)}…` : smsText) : channel === 'telegram' ? headedTelegramHtml(title, message) : message,
    status: delivery.status,
    reason: delivery.reason,
    attempts: 0,
    createdAt: now,
    notBefore: held,
    category: request.category ?? null,
    payload: push ? JSON.stringify(push) : (telegram ?? email),
  };
}
