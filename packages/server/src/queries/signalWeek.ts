import { SIGNAL_TYPES, SIGNAL_WEEK_DAYS, type SignalType, type SignalWeek } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import type { EventBus } from '../services/eventBus.js';
import { changesSignals } from './signalListCache.js';
import { DAY_MS } from '../dates.js';

/**
 * How long the figures are served before they are counted again. A write
 * through this process clears them at once; the bound covers the window
 * sliding on and writes through another process.
 */
const MAX_AGE_MS = 30_000;

interface Group {
  signalType: string;
  isPremium: boolean | number;
  count: number | string;
  profit: number | string | null;
}

type Figures = SignalWeek['byType'][SignalType];

/** Count, premium count and mean stated profit (2 decimals) of some groups. */
function figuresOf(groups: Group[]): Figures {
  let count = 0;
  let premium = 0;
  let profit = 0;
  for (const group of groups) {
    // Aggregates come back as strings on PostgreSQL, booleans as 0/1 on SQLite.
    const n = Number(group.count);
    count += n;
    premium += group.isPremium ? n : 0;
    profit += Number(group.profit ?? 0);
  }
  return { count, premium, averageTargetProfit: count === 0 ? null : Math.round((profit / count) * 100) / 100 };
}

/**
 * What was published in the last SIGNAL_WEEK_DAYS days: counts in all, of
 * premium and per type, and the mean profit the signals state as their
 * target. One grouped query, the same on SQLite and PostgreSQL. Inactive and
 * expired signals count: they were published; the figures describe what the
 * service sent, not how the trades ended.
 *
 * @param db the database.
 * @param now the end of the window.
 */
export async function summarizeSignalWeek(db: Db, now: Date): Promise<SignalWeek> {
  const since = new Date(now.getTime() - SIGNAL_WEEK_DAYS * DAY_MS);
  const groups = await db('signals')
    .select('signalType', 'isPremium')
    .count({ count: '*' })
    .sum({ profit: 'profitPercentage' })
    .where('createdAt', '>=', since)
    // Published: a draft never announced was not sent (issue 38).
    .whereNotNull('announcedAt')
    .groupBy<Group[]>('signalType', 'isPremium');
  const byType = Object.fromEntries(SIGNAL_TYPES.map((type) => [type, figuresOf(groups.filter((g) => g.signalType === type))])) as SignalWeek['byType'];
  return { since: since.toISOString(), days: SIGNAL_WEEK_DAYS, ...figuresOf(groups), byType };
}

/** The figures of one app, counted at most once per MAX_AGE_MS and again after any signal is written. */
class SignalWeekCache {
  private cached: { week: SignalWeek; until: number } | null = null;
  private computing: Promise<SignalWeek> | null = null;
  /** Bumped by every write, so figures counted across one are not kept. */
  private generation = 0;

  constructor(events: EventBus) {
    events.subscribe((event) => {
      if (changesSignals(event)) {
        this.cached = null;
        this.computing = null;
        this.generation += 1;
      }
    });
  }

  /** The cached figures, or one count shared by the requests that miss together. */
  answer(db: Db): Promise<SignalWeek> {
    if (this.cached && this.cached.until > Date.now()) {
      return Promise.resolve(this.cached.week);
    }
    if (!this.computing) {
      const generation = this.generation;
      const computing = summarizeSignalWeek(db, new Date()).then((week) => {
        if (generation === this.generation) {
          this.cached = { week, until: Date.now() + MAX_AGE_MS };
        }
        return week;
      });
      const settled = () => {
        if (this.computing === computing) {
          this.computing = null;
        }
      };
      computing.then(settled, settled);
      this.computing = computing;
    }
    return this.computing;
  }
}

const caches = new WeakMap<EventBus, SignalWeekCache>();

/** The cache of one app, created on first use and fed by that app's event bus. */
export function signalWeekCacheFor(events: EventBus): SignalWeekCache {
  let cache = caches.get(events);
  if (!cache) {
    cache = new SignalWeekCache(events);
    caches.set(events, cache);
  }
  return cache;
}
