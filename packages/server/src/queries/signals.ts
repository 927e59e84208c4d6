import { MESSAGES, SIGNAL_EXCHANGE_FIELDS, SIGNAL_PAGE_DEFAULT, SIGNAL_TYPES, type SignalCounts, type SignalType } from '@signals/protocol';
import type { QueryBuilder } from 'objection';
import type { Db } from '../db/knex.js';
import { Signal } from '../db/models/index.js';
import { notFound } from '../errors.js';
import { LIKE_ESCAPE, containsPattern, likeEscape } from './signalsLike.js';

/** Which tier a list shows; absent means both. */
export type SignalTierFilter = 'free' | 'premium';

export interface SignalListOptions {
  /** Only free or only premium signals. */
  tier?: SignalTierFilter;
  type?: SignalType;
  /** Part of the futures exchange or of either arbitrage leg, any letter case. */
  exchange?: string;
  /** A coin that is one side of the pair. */
  coin?: string;
  /** `open`: running signals only. */
  outcome?: 'open';
  /** Cursor: only signals with a smaller id (ids grow with time). */
  before?: number;
  limit?: number;
  /**
   * Whether the viewer sees premium detail. When not, an exchange filter
   * leaves premium signals out: otherwise whether a locked row matched would
   * tell which exchanges it trades on.
   */
  premiumDetailVisible: boolean;
  /** Whether the settings reveal closed signals: then a closed premium signal is shown in full, and may match an exchange. */
  revealClosed: boolean;
}

/**
 * One page of signals, newest first, for the member lists: published ones,
 * voided ones left out.
 *
 * @param db the database.
 * @param options filters, cursor and what the viewer may see.
 * @returns stored signals; the caller presents them for its viewer.
 */
export async function listSignals(db: Db, options: SignalListOptions): Promise<Signal[]> {
  const query = Signal.query(db)
    // A draft is in no member list until announced; a voided signal left them (issue 38): it stays reachable by id,
    // in its timeline and in the track record.
    .whereNotNull('announcedAt')
    .whereNot('outcome', 'voided')
    .orderBy('id', 'desc')
    .limit(options.limit ?? SIGNAL_PAGE_DEFAULT);
  if (options.tier) {
    query.where('isPremium', options.tier === 'premium');
  }
  if (options.type) {
    query.where('signalType', options.type);
  }
  if (options.before !== undefined) {
    query.where('id', '<', options.before);
  }
  if (options.exchange) {
    whereExchangeContains(query, options.exchange);
    // signalMatches (protocol) applies the same rule to a live signal: a locked one never matches an exchange.
    if (!options.premiumDetailVisible) {
      query.where((q) => {
        q.where('isPremium', false);
        if (options.revealClosed) {
          q.orWhere('outcome', '<>', 'open');
        }
      });
    }
  }
  if (options.coin) {
    wherePairHasCoin(query, options.coin);
  }
  if (options.outcome) {
    query.where('outcome', options.outcome);
  }
  return query;
}

/**
 * One signal by id, whatever its state: the caller decides what the viewer may see of it.
 * Every route that names a signal loads it here, so an unknown id is one 404 everywhere.
 *
 * @throws HttpError 404 `Signal not found` when there is none.
 */
export async function loadSignal(db: Db, id: number): Promise<Signal> {
  const signal = await Signal.query(db).findById(id);
  if (!signal) {
    throw notFound(MESSAGES.signalNotFound);
  }
  return signal;
}

/**
 * How many signals are live right now (active and not expired), per type and in all.
 *
 * @param db the database.
 * @param now the clock of the request: a signal expiring at this instant no longer counts.
 */
export async function countLiveSignals(db: Db, now: Date): Promise<SignalCounts> {
  const rows = await db('signals')
    .select('signalType')
    .count({ count: '*' })
    .where('isActive', true)
    .where((q) => q.whereNull('expiresAt').orWhere('expiresAt', '>', now))
    .groupBy<Array<{ signalType: string; count: number | string }>>('signalType');
  const counts: SignalCounts = { all: 0, arbitrage: 0, forex: 0, futures: 0 };
  for (const row of rows) {
    // Aggregates come back as strings on PostgreSQL.
    const count = Number(row.count);
    if ((SIGNAL_TYPES as readonly string[]).includes(row.signalType)) {
      counts[row.signalType as SignalType] = count;
    }
    counts.all += count;
  }
  return counts;
}

/** The columns of the protocol's exchange fields (the detail fields that say where a signal trades). */
const EXCHANGE_COLUMNS = SIGNAL_EXCHANGE_FIELDS.map((field) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`));

function whereExchangeContains(query: QueryBuilder<Signal, Signal[]>, exchange: string): void {
  const pattern = containsPattern(exchange);
  // Raw SQL names the snake_case columns; lower() on both sides behaves the same on SQLite and PostgreSQL.
  query.where((q) => {
    for (const column of EXCHANGE_COLUMNS) {
      q.orWhereRaw(`lower(${column}) like ? escape ?`, [pattern, LIKE_ESCAPE]);
    }
  });
}

/** BTC matches BTC/USDT, ETH/BTC and BTC-USD, never WBTC/USDT: the coin must be a whole side of the pair. */
function wherePairHasCoin(query: QueryBuilder<Signal, Signal[]>, coin: string): void {
  const upper = coin.toUpperCase();
  const escaped = likeEscape(upper);
  query.where((q) => {
    q.whereRaw('upper(pair) = ?', [upper]);
    for (const pattern of [`${escaped}/%`, `%/${escaped}`, `${escaped}-%`, `%-${escaped}`]) {
      q.orWhereRaw('upper(pair) like ? escape ?', [pattern, LIKE_ESCAPE]);
    }
  });
}
