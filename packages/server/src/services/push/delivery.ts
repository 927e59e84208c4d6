import { PushMessage, type NotificationCategory } from '@signals/protocol';
import type { Db } from '../../db/knex.js';
import { PushSubscription, type OutboxMessage } from '../../db/models/index.js';
import type { PushJob } from './encryption.js';
import type { PushOutcome, PushSender } from './sender.js';
import { slices } from '../slices.js';

/** Subscription ids per statement when the push service's answers are written. */
const IDS_PER_STATEMENT = 500;

/** What the outbox worker does with a push row after one attempt. */
export type PushAttempt =
  | { status: 'sent' }
  | { status: 'not_sent'; reason: string }
  | { status: 'failed'; reason: string; retryAfterMs: number | null };

export const PUSH_NOT_SENT_REASONS = {
  noSubscription: 'The member has no push subscription (no browser subscribed)',
  allGone: 'Every browser the member subscribed has unsubscribed (the push service answered 404 or 410)',
  noPayload: 'The message carries no push payload (a PushMessage)',
} as const;

/** What delivering a push needs of its row: whose it is, what it says, which category (for its urgency). */
export type PushRow = Pick<OutboxMessage, 'id' | 'userId' | 'payload' | 'category'>;

/** Signals are worth minutes: a push service holds one an hour at most for a browser that is offline; other messages a day. */
const SIGNAL_TTL_SECONDS = 60 * 60;
const OTHER_TTL_SECONDS = 24 * 60 * 60;
const SIGNAL_CATEGORIES: ReadonlySet<string> = new Set<NotificationCategory>(['newSignals', 'highProfitSignals', 'premiumContent']);

/**
 * Delivers the outbox's push rows (one per member) to every browser the
 * member subscribed, read now, so a device added after the row was written
 * gets it too. A browser the push service no longer knows is forgotten; the
 * row is sent when every device took it (or went away), tried again when one
 * failed (the devices that took it get it again: the same tag replaces the
 * shown notification, so the member sees it once).
 *
 * @param db the database.
 * @param sender the Web Push sender.
 * @param rows claimed push rows (or a rollout's pushes, numbered for the answer).
 * @param subject the VAPID subject.
 * @param beforeWriting awaited once the push service has answered, before the subscriptions are written (the outbox
 *   lets the live channel finish first).
 * @returns each row's outcome, by row id.
 */
export async function deliverPushRows(
  db: Db,
  sender: PushSender,
  rows: PushRow[],
  subject: string,
  beforeWriting: () => Promise<void> = () => Promise.resolve(),
): Promise<Map<number, PushAttempt>> {
  const attempts = new Map<number, PushAttempt>();
  const userIds = [...new Set(rows.flatMap((row) => (row.userId === null ? [] : [row.userId])))];
  const subscriptions = userIds.length > 0 ? await PushSubscription.query(db).whereIn('userId', userIds).orderBy('id') : [];
  const byUser = groupBy(subscriptions, (subscription) => subscription.userId);

  const jobs: PushJob[] = [];
  const owners: Array<{ rowId: number; subscription: PushSubscription }> = [];
  for (const row of rows) {
    const devices = row.userId === null ? [] : (byUser.get(row.userId) ?? []);
    const message = row.payload ? parsedMessage(row.payload) : null;
    if (!row.payload || !message) {
      attempts.set(row.id, { status: 'not_sent', reason: PUSH_NOT_SENT_REASONS.noPayload });
      continue;
    }
    if (devices.length === 0) {
      attempts.set(row.id, { status: 'not_sent', reason: PUSH_NOT_SENT_REASONS.noSubscription });
      continue;
    }
    const signal = row.category !== null && SIGNAL_CATEGORIES.has(row.category);
    for (const subscription of devices) {
      jobs.push({
        endpoint: subscription.endpoint,
        p256dh: subscription.p256dh,
        auth: subscription.auth,
        payload: row.payload,
        ttlSeconds: signal ? SIGNAL_TTL_SECONDS : OTHER_TTL_SECONDS,
        urgency: signal ? 'high' : 'normal',
        topic: message.tag,
      });
      owners.push({ rowId: row.id, subscription });
    }
  }

  const outcomes = await sender.send(jobs, subject);
  const perRow = groupBy(
    outcomes.map((outcome, index) => ({ outcome, rowId: owners[index]!.rowId })),
    (entry) => entry.rowId,
  );
  for (const [rowId, entries] of perRow) {
    attempts.set(rowId, attemptOf(entries.map((entry) => entry.outcome)));
  }
  await beforeWriting();
  await forget(db, owners, outcomes);
  return attempts;
}

function parsedMessage(payload: string): PushMessage | null {
  try {
    const parsed = PushMessage.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function attemptOf(outcomes: PushOutcome[]): PushAttempt {
  const failed = outcomes.filter((outcome) => outcome.status === 'failed');
  if (failed.length > 0) {
    const retryAfters = failed.flatMap((outcome) => (outcome.retryAfterMs === null ? [] : [outcome.retryAfterMs]));
    return { status: 'failed', reason: failed[0]!.reason, retryAfterMs: retryAfters.length > 0 ? Math.max(...retryAfters) : null };
  }
  if (outcomes.some((outcome) => outcome.status === 'sent')) {
    return { status: 'sent' };
  }
  const refused = outcomes.find((outcome) => outcome.status === 'refused');
  return { status: 'not_sent', reason: refused ? refused.reason : PUSH_NOT_SENT_REASONS.allGone };
}

/** Subscriptions the push service no longer knows are removed; the ones that took a push are marked used. */
async function forget(db: Db, owners: Array<{ subscription: PushSubscription }>, outcomes: PushOutcome[]): Promise<void> {
  const gone = new Set<number>();
  const used = new Set<number>();
  outcomes.forEach((outcome, index) => {
    const id = owners[index]!.subscription.id;
    if (outcome.status === 'gone') {
      gone.add(id);
    } else if (outcome.status === 'sent') {
      used.add(id);
    }
  });
  // In slices: an engine takes only so many bound values in one statement.
  for (const slice of slices([...gone], IDS_PER_STATEMENT)) {
    await PushSubscription.query(db).whereIn('id', slice).delete();
  }
  const now = new Date();
  for (const slice of slices([...used], IDS_PER_STATEMENT)) {
    await PushSubscription.query(db).whereIn('id', slice).patch({ lastUsedAt: now });
  }
}

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) {
      group.push(item);
    } else {
      groups.set(k, [item]);
    }
  }
  return groups;
}
