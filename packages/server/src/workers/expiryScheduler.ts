import { advancePremiumKinds } from '../commands/periodKinds.js';
import { EXPIRY_BATCH, expireSubscriptions } from '../commands/subscriptions.js';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import { Subscription, User } from '../db/models/index.js';
import { inTransaction } from '../db/transaction.js';
import { remindEndingSubscriptions } from '../services/alerts/subscriptionReminders.js';
import type { EventBus } from '../services/eventBus.js';
import type { JobLock } from '../services/cluster/jobLock.js';
import type { Logger } from '../services/logger.js';

/** Wakes this long after a boundary, so it has surely passed on the database's clock too. */
const SETTLE_MS = 20;
/** A sweep's hold on the job across processes; it lapses on its own if the holder dies mid-sweep. */
const SWEEP_LOCK_MS = 60 * 1000;
/** A sweep stops after this many batches of a step; the next sweep goes on. */
const MAX_BATCHES = 50;

/** What the subscription sweep needs of the app. */
export interface ExpiryServices {
  db: Db;
  events: EventBus;
  /** The site's address, for the renewal links in reminders. */
  config: Pick<Config, 'publicUrl'>;
}

export interface ExpiryScheduler {
  /** No more sweeps; resolves once a sweep under way has finished. */
  stop(): Promise<void>;
}

/**
 * The subscription sweep, a batch per transaction (the scheduler opens each
 * unit, as no request does), events published after each commit: moves
 * members on to the kind of a period that has begun (a paid period after a
 * trial), ends premium whose period and grace are over (telling the member,
 * unless the grace's start did), and sends the reminders due (7, 3 and 1 day
 * before the end, and the grace's start), each once per end date across
 * processes and restarts. Tests call it with their own clock instead of waiting.
 *
 * @param services the database, the event bus and the site's address.
 * @param now the clock, for tests.
 * @returns how many users lost premium.
 */
export async function sweepExpiredSubscriptions(services: ExpiryServices, now: Date = new Date()): Promise<number> {
  const { db, events } = services;
  const { publicUrl } = services.config;
  let afterUserId: number | null = 0;
  for (let batch = 0; afterUserId !== null && batch < MAX_BATCHES; batch += 1) {
    const from: number = afterUserId;
    afterUserId = (await inTransaction(db, events, (unit) => advancePremiumKinds(unit, null, { now, afterUserId: from }))).lastUserId;
  }
  let total = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const expired = await inTransaction(db, events, (unit) => expireSubscriptions(unit, null, { publicUrl, now, limit: EXPIRY_BATCH }));
    total += expired.length;
    if (expired.length < EXPIRY_BATCH) {
      break;
    }
  }
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const { reminded, more } = await inTransaction(db, events, (unit) => remindEndingSubscriptions(unit, { now, publicUrl }));
    if (!more || reminded === 0) {
      break;
    }
  }
  return total;
}

/**
 * The next instant the sweep has work at, or null: the earliest end of a
 * period (the expiry, or the grace's start and its reminder), end of a grace,
 * or start of a period chained after another (its kind takes over).
 */
export async function nextBoundary(services: ExpiryServices, now: Date): Promise<number | null> {
  const { db } = services;
  const earliest = async (rows: PromiseLike<unknown>): Promise<number | null> => {
    const row = (await rows) as { next: Date | string | number | null } | undefined;
    return row?.next ? new Date(row.next).getTime() : null;
  };
  const instants = await Promise.all([
    earliest(User.query(db).where('isPremium', true).where('subscriptionEndDate', '>', now).min('subscriptionEndDate as next').first()),
    earliest(User.query(db).where('isPremium', true).where('graceEndDate', '>', now).min('graceEndDate as next').first()),
    earliest(Subscription.query(db).where('status', 'active').where('startDate', '>', now).min('startDate as next').first()),
  ]);
  const known = instants.filter((at): at is number => at !== null && Number.isFinite(at));
  return known.length > 0 ? Math.min(...known) : null;
}

/**
 * Runs the subscription sweep on time, for members who are not making
 * requests too: premium ends at the end of its grace, so their sockets
 * leave the premium room on time; grace starts at the period's end; a
 * chained period's kind takes over at its start. After each sweep a timer
 * is set for the next such boundary, at most `intervalMs` away
 * (SUBSCRIPTION_SWEEP_SECONDS), which also bounds how late a reminder goes;
 * a grant (any `user.updated` that changes premium) looks again, since it
 * may bring an earlier boundary. With several processes each keeps its own
 * timer, and the first to wake takes the sweep's lock: the others skip that
 * sweep (and were one to run anyway, each reminder still goes once).
 */
export function scheduleExpiry(services: ExpiryServices & { jobs: JobLock }, logger: Logger, intervalMs: number): ExpiryScheduler {
  let timer: NodeJS.Timeout | null = null;
  let dueAt = Number.POSITIVE_INFINITY;
  let stopped = false;
  let chain = Promise.resolve();

  const arm = (at: number) => {
    if (stopped) {
      return;
    }
    const when = Math.min(at, Date.now() + intervalMs);
    if (timer && when >= dueAt) {
      return;
    }
    if (timer) {
      clearTimeout(timer);
    }
    dueAt = when;
    timer = setTimeout(() => {
      timer = null;
      dueAt = Number.POSITIVE_INFINITY;
      serially(async () => {
        await services.jobs.run('expiry-sweep', SWEEP_LOCK_MS, async () => {
          await sweepExpiredSubscriptions(services);
        });
        await lookAhead();
      });
    }, Math.max(0, when - Date.now()));
    timer.unref();
  };
  const lookAhead = async () => {
    const next = await nextBoundary(services, new Date());
    arm(next === null ? Number.POSITIVE_INFINITY : next + SETTLE_MS);
  };
  /** One sweep or look-ahead at a time; a failure is logged and the next one tries again. */
  const serially = (work: () => Promise<void>) => {
    chain = chain.then(work).catch((error: unknown) => {
      logger.error({ err: error }, 'The subscription sweep failed');
      arm(Number.POSITIVE_INFINITY);
    });
  };

  const unsubscribe = services.events.subscribe((event) => {
    if (event.type === 'user.updated' && event.premiumChanged && event.user.isPremium) {
      serially(lookAhead);
    }
  });
  arm(Number.POSITIVE_INFINITY);
  serially(lookAhead);

  return {
    async stop() {
      stopped = true;
      unsubscribe();
      if (timer) {
        clearTimeout(timer);
      }
      await chain;
    },
  };
}
