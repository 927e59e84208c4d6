import type { TrackRecord } from '@signals/protocol';
import type { TrackRecordCsvRow } from '../presenters/trackRecordCsv.js';
import type { Notices } from '../services/cluster/notices.js';
import type { DomainEvent, EventBus } from '../services/eventBus.js';
import type { SignalDisclosure } from '../policies/signal.js';
import { changesSignals, type CacheServices } from './signalListCache.js';
import type { TrackRecordFilter } from './trackRecord.js';

/** One computed answer and until when it holds. */
export interface Computed<T> {
  value: T;
  /** When the answer turns stale by the clock alone (a listed signal expiring), if ever. */
  changesAt: Date | null;
}

/** What every answer depends on besides the rows: the filter, and what the settings reveal of closed signals. */
export interface TrackRecordKey {
  filter: TrackRecordFilter;
  disclosure: SignalDisclosure;
}

/** Whether an event changes what the track record shows: any signal written, or an outcome recorded. */
export function changesTrackRecord(event: DomainEvent): boolean {
  return changesSignals(event) || event.type === 'signal.outcomeRecorded';
}

/**
 * Answers of one kind (the record, or its CSV), the same for every caller,
 * per key; dropped when a signal changes and after `maxAgeMs` at most
 * (TRACK_RECORD_MAX_AGE_MS: the bound for writes the event bus does not carry).
 * Requests that miss together share one computation, and an answer computed
 * across a change is not kept.
 */
export class TrackRecordAnswers<T> {
  private readonly entries = new Map<string, { value: T; validUntil: number }>();
  private readonly computing = new Map<string, Promise<T>>();
  private generation = 0;

  /** @param maxEntries filters are user input: the number of answers kept is bounded. */
  constructor(
    events: EventBus,
    private readonly maxEntries: number,
    private readonly maxAgeMs: number,
  ) {
    events.subscribe((event) => {
      if (changesTrackRecord(event)) {
        this.clear();
      }
    });
  }

  clear(): void {
    this.entries.clear();
    this.computing.clear();
    this.generation += 1;
  }

  answer(key: TrackRecordKey, compute: () => Promise<Computed<T>>): Promise<T> {
    const id = keyOf(key);
    const entry = this.entries.get(id);
    if (entry && entry.validUntil > Date.now()) {
      return Promise.resolve(entry.value);
    }
    const pending = this.computing.get(id);
    if (pending) {
      return pending;
    }
    const generation = this.generation;
    const startedAt = Date.now();
    const computed = compute().then(({ value, changesAt }) => {
      if (generation === this.generation) {
        this.store(id, { value, validUntil: Math.min(startedAt + this.maxAgeMs, changesAt?.getTime() ?? Infinity) });
      }
      return value;
    });
    const settled = () => {
      if (this.computing.get(id) === computed) {
        this.computing.delete(id);
      }
    };
    computed.then(settled, settled);
    this.computing.set(id, computed);
    return computed;
  }

  private store(id: string, entry: { value: T; validUntil: number }): void {
    this.entries.delete(id);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) {
        this.entries.delete(oldest.value);
      }
    }
    this.entries.set(id, entry);
  }
}

function keyOf({ filter, disclosure }: TrackRecordKey): string {
  return JSON.stringify([disclosure.revealClosed, filter.type ?? null, filter.from ?? null, filter.to ?? null]);
}

/** The sizes kept: the CSV's lines are kept for the unfiltered file only (one per reveal setting); filters pick among them. */
const MAX_RECORDS = 200;
const MAX_CSV_ROW_SETS = 2;

interface TrackRecordCaches {
  records: TrackRecordAnswers<TrackRecord>;
  csvRows: TrackRecordAnswers<TrackRecordCsvRow[]>;
}

const caches = new WeakMap<EventBus, TrackRecordCaches>();

/** The caches of one app, created on first use and fed by that app's event bus. */
export function trackRecordCachesFor({ events, config }: CacheServices): TrackRecordCaches {
  let found = caches.get(events);
  if (!found) {
    const maxAgeMs = config.cacheMaxAge.trackRecordMs;
    found = { records: new TrackRecordAnswers(events, MAX_RECORDS, maxAgeMs), csvRows: new TrackRecordAnswers(events, MAX_CSV_ROW_SETS, maxAgeMs) };
    caches.set(events, found);
  }
  return found;
}

/**
 * Several processes: a signal written or closed through one drops the answers
 * the others keep, at once rather than after the max age (open apps refetch
 * the record when told it changed, from whichever process they reach).
 */
export function shareTrackRecordChanges(notices: Notices, services: CacheServices): void {
  services.events.subscribe((event) => {
    if (changesTrackRecord(event)) {
      notices.announce('track-record');
    }
  });
  notices.listen('track-record', () => {
    const { records, csvRows } = trackRecordCachesFor(services);
    records.clear();
    csvRows.clear();
  });
}
