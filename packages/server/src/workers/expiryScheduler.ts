import { EXPIRY_BATCH, expireSubscriptions } from '../commands/subscriptions.js';
import type { Db } from '../db/knex.js';
import { User } from '../db/models/index.js';
import { inTransaction } from '../db/transaction.js';
import { remindEndingSubscriptions } from '../services/alerts/subscriptionReminders.js';
import type { EventBus } from '../services/eventBus.js';
import type { JobLock } from '../services/cluster/jobLock.js';
import type { Logger } from '../services/logger.js';

/** Wakes this long after an end date, so the end date has surely passed on the database's clock too. */
const GRACE_MS = 20;
/** A sweep's hold on the job across processes; it lapses on its own if the holder dies mid-sweep. */
const SWEEP_LOCK_MS = 60 * 1000;

/** What the expiry runs need of the app. */
export interface ExpiryServices {
  db: Db;
  events: EventBus;
}

export interface ExpiryScheduler {
  /** No more sweeps; resolves once a sweep under way has finished. */
  stop(): Promise<void>;
}

/**
 * The periodic sweep: expires every due user, a batch per transaction (the
 * scheduler opens each unit, as no request does), reminds those whose
 * premium ends within three days, and publishes the events after each
 * commit. Tests call it instead of waiting.
 *
 * @param services the database and the event bus.
 * @param now the clock, for tests.
 * @returns how many users lost premium.
 */
export async function sweepExpiredSubscriptions(services: ExpiryServices, now: Date = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await inTransaction(services.db, services.events, (unit) => expireSubscriptions(unit, null, { now, limit: EXPIRY_BATCH }));
    total += expired.length;
    if (expired.length < EXPIRY_BATCH) {
      break;
    }
  }
  // Who is three days from the end is told so, once per period, on the same rounds.
  await inTransaction(services.db, services.events, (unit) => remindEndingSubscriptions(unit, { now }));
  return total;
}

/** The earliest end date still to come among premium members, or null. */
async function nextEndDate(services: ExpiryServices): Promise<number | null> {
  const row = (await User.query(services.db)
    .where('isPremium', true)
    .where('subscriptionEndDate', '>', new Date())
    .min('subscriptionEndDate as next')
    .first()) as unknown as { next: Date | string | number | null } | undefined;
  if (!row?.next) {
    return null;
  }
  return new Date(row.next).getTime();
}

/**
 * Ends premium at its end date, for members who are not making requests
 * too, so their sockets leave the premium room on time (a sweep every
 * minute left them there for up to a minute). After each sweep a timer is
 * set for the next end date, at most `intervalMs` away; a grant (any
 * `user.updated` that changes premium) looks again, since it may bring an
 * earlier end date. With several processes each keeps its own timer, and
 * the first to wake takes the sweep's lock: the others skip that sweep.
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
    const next = await nextEndDate(services);
    arm(next === null ? Number.POSITIVE_INFINITY : next + GRACE_MS);
  };
  /** One sweep or look-ahead at a time; a failure is logged and the next one tries again. */
  const serially = (work: () => Promise<void>) => {
    chain = chain.then(work).catch((error: unknown) => {
      logger.error({ err: error }, 'Expiring subscriptions failed');
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
