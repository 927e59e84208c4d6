import type { Context } from 'koa';
import type { Signal as SignalDto } from '@signals/protocol';
import type { Notices } from '../services/cluster/notices.js';
import type { DomainEvent, EventBus } from '../services/eventBus.js';
import type { Services } from '../services/index.js';

/** Filters are user input: the number of distinct lists kept is bounded. */
const MAX_ENTRIES = 500;

/** Everything a member list's bytes depend on besides the rows themselves. */
export interface SignalListKey {
  /** Which list: all, free only or premium only. */
  tier: 'all' | 'free' | 'premium';
  /** Whether the viewer sees premium detail (admin or active premium): the only thing about the viewer that shapes the list. */
  fullDetail: boolean;
  /** Whether closed signals show their trade to everyone (the reveal setting): a change of it is a different list. */
  revealClosed: boolean;
  /** The parsed query (type, exchange, coin, before, limit). */
  query: Readonly<Record<string, unknown>>;
}

/** One computed list: what to send, and until when it stays true. */
export interface SignalListPage {
  signals: SignalDto[];
  /** The first moment a listed signal's status changes by itself (its expiry), if any. */
  changesAt: Date | null;
}

interface Entry {
  body: Buffer;
  validUntil: number;
}

/**
 * The member signal lists, serialised once per viewer class and query and
 * sent as bytes. A list is the same for every viewer of a class (the
 * presenter reads only whether the viewer sees premium detail), so a free and
 * a premium user never share an entry. Entries go when a signal is written
 * (signal.created, signal.updated, signal.deleted on the event bus), when a
 * listed signal expires (its status changes), and after `maxAgeMs` at most
 * (SIGNAL_LIST_MAX_AGE_MS: the bound for writes the event bus does not carry).
 */
export class SignalListCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Lists being computed, so that the requests that miss together share one
   * computation: under load an expiring list is asked for by hundreds of
   * requests at once, and each computing its own stalled them all for a
   * second (bench/api, p99).
   */
  private readonly computing = new Map<string, Promise<Entry>>();
  /** Bumped by every invalidation, so a list computed across one is not stored. */
  private generation = 0;

  constructor(
    events: EventBus,
    private readonly maxAgeMs: number,
  ) {
    events.subscribe((event) => {
      if (changesSignals(event)) {
        this.clear();
      }
    });
  }

  clear(): void {
    this.entries.clear();
    // A request after a write must not wait for a list computed before it.
    this.computing.clear();
    this.generation += 1;
  }

  /**
   * Answers a list from the cache, or computes, stores and answers it. The
   * response body is set to the serialised bytes as application/json.
   *
   * @returns what the route handler returns: the same bytes, which the router assigns to the body unchanged.
   */
  async answer(ctx: Context, key: SignalListKey, compute: () => Promise<SignalListPage>): Promise<SignalDto[]> {
    const id = cacheKey(key);
    let entry = this.entries.get(id);
    if (!entry || entry.validUntil <= Date.now()) {
      entry = await this.computeOnce(id, compute);
    }
    ctx.type = 'application/json; charset=utf-8';
    // Koa sends a Buffer body as is, with the type set above; the router assigns the handler's result to the body.
    return entry.body as unknown as SignalDto[];
  }

  /** Computes a list and keeps it, before anyone asks (a start, before the port opens). */
  async warm(key: SignalListKey, compute: () => Promise<SignalListPage>): Promise<void> {
    await this.computeOnce(cacheKey(key), compute);
  }

  /** Whether a list is kept and still valid. */
  holds(key: SignalListKey): boolean {
    return (this.entries.get(cacheKey(key))?.validUntil ?? 0) > Date.now();
  }

  /** Computes a list, or joins the computation of it already under way. */
  private computeOnce(id: string, compute: () => Promise<SignalListPage>): Promise<Entry> {
    const pending = this.computing.get(id);
    if (pending) {
      return pending;
    }
    const generation = this.generation;
    const now = Date.now();
    const computed = compute().then((page) => {
      const changesAt = page.changesAt?.getTime() ?? Infinity;
      const entry = { body: Buffer.from(JSON.stringify(page.signals)), validUntil: Math.min(now + this.maxAgeMs, changesAt) };
      if (generation === this.generation) {
        this.store(id, entry);
      }
      return entry;
    });
    const settled = (): void => {
      if (this.computing.get(id) === computed) {
        this.computing.delete(id);
      }
    };
    computed.then(settled, settled);
    this.computing.set(id, computed);
    return computed;
  }

  private store(id: string, entry: Entry): void {
    this.entries.delete(id);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) {
        this.entries.delete(oldest.value);
      }
    }
    this.entries.set(id, entry);
  }
}

/** A stable, unambiguous key: the query's fields in a fixed order, absent ones left out, JSON-encoded (filters are free text). */
function cacheKey({ tier, fullDetail, revealClosed, query }: SignalListKey): string {
  const fields = Object.keys(query)
    .filter((name) => query[name] !== undefined)
    .sort()
    .map((name) => [name, query[name]]);
  return JSON.stringify([tier, fullDetail, revealClosed, fields]);
}

/** Whether an event writes a signal: what every cache of signal figures is cleared by. */
export function changesSignals(event: DomainEvent): boolean {
  return event.type === 'signal.created' || event.type === 'signal.updated' || event.type === 'signal.deleted';
}

/** What a cache of an app is made from: the app's event bus, and its configured bound. */
export type CacheServices = Pick<Services, 'events' | 'config'>;

/** Several processes: a signal written through one clears the lists the others keep, at once rather than after the max age. */
export function shareSignalListChanges(notices: Notices, services: CacheServices): void {
  services.events.subscribe((event) => {
    if (changesSignals(event)) {
      notices.announce('signals');
    }
  });
  notices.listen('signals', () => signalListCacheFor(services).clear());
}

const caches = new WeakMap<EventBus, SignalListCache>();

/** The cache of one app, created on first use and fed by that app's event bus. */
export function signalListCacheFor({ events, config }: CacheServices): SignalListCache {
  let cache = caches.get(events);
  if (!cache) {
    cache = new SignalListCache(events, config.cacheMaxAge.signalListMs);
    caches.set(events, cache);
  }
  return cache;
}

/** The first expiry after `now` among the signals, when a list showing them changes status. */
export function nextStatusChange(signals: ReadonlyArray<{ expiresAt: Date | null; isActive: boolean }>, now: Date): Date | null {
  let next: Date | null = null;
  for (const signal of signals) {
    const { expiresAt } = signal;
    if (signal.isActive && expiresAt && expiresAt.getTime() > now.getTime() && (!next || expiresAt < next)) {
      next = expiresAt;
    }
  }
  return next;
}
