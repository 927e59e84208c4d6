import type { Knex } from 'knex';
import {
  roundPercent,
  SIGNAL_TYPES,
  TRACK_RECORD_RECENT_COUNT,
  type SignalOutcome,
  type SignalType,
  type TrackRecord,
  type TrackRecordFigures,
  type TrackRecordMonth,
  type TrackRecordQuery,
} from '@signals/protocol';
import type { z } from 'zod';
import type { Db } from '../db/knex.js';
import { Signal, SignalLogCommitment } from '../db/models/index.js';
import type { SignalDisclosure } from '../policies/signal.js';
import { presentSignal, PRESENTED_COLUMNS, type PresentableSignal } from '../presenters/signal.js';
import { nextStatusChange } from './signalListCache.js';
import { utcMonthOf } from './utcMonth.js';
import { DAY_MS } from '../dates.js';

/** The track record's filters as the route parsed them. */
export type TrackRecordFilter = z.output<typeof TrackRecordQuery>;

/** The outcomes every rate is taken over: cancelled and voided signals are counted apart, open ones await theirs. */
const CLOSED_OUTCOMES = ['won', 'lost', 'breakeven'] as const satisfies readonly SignalOutcome[];

// Fixed words of this module, never input: written into the SQL as literals so the same statement serves both dialects.
const IS_CLOSED = `outcome in (${CLOSED_OUTCOMES.map((o) => `'${o}'`).join(', ')})`;
const FIGURE_COLUMNS = [
  'count(*) as total',
  `sum(case when ${IS_CLOSED} then 1 else 0 end) as closed`,
  ...(['won', 'lost', 'breakeven', 'cancelled', 'voided'] as const).map((outcome) => `sum(case when outcome = '${outcome}' then 1 else 0 end) as ${outcome}`),
  "sum(case when outcome = 'open' then 1 else 0 end) as awaiting",
  `avg(case when ${IS_CLOSED} then result_percent end) as average`,
  `sum(case when ${IS_CLOSED} then result_percent end) as cumulative`,
  `max(case when ${IS_CLOSED} then result_percent end) as best`,
  `min(case when ${IS_CLOSED} then result_percent end) as worst`,
];

/** Aggregates as the drivers return them: PostgreSQL sends bigint and numeric as strings, an empty set null. */
type Aggregate = number | string | null;
type FigureRow = Record<'total' | 'closed' | 'won' | 'lost' | 'breakeven' | 'cancelled' | 'voided' | 'awaiting' | 'average' | 'cumulative' | 'best' | 'worst', Aggregate>;

const count = (value: Aggregate) => Number(value ?? 0);
const percentOrNull = (value: Aggregate) => (value === null ? null : roundPercent(Number(value)));

/** The filter's publication window: from the start of `from` to the end of `to`, UTC (either end open when absent). */
function publicationWindow(filter: TrackRecordFilter): { since: Date | null; until: Date | null } {
  return {
    since: filter.from ? new Date(`${filter.from}T00:00:00.000Z`) : null,
    until: filter.to ? new Date(Date.parse(`${filter.to}T00:00:00.000Z`) + DAY_MS) : null,
  };
}

/**
 * Narrows a query to the signals the filter scopes: published (announced to
 * members: a draft never shown is no part of the record, issue 38), in its
 * publication window (created_at), and of `type`.
 */
function inScope<Q extends Knex.QueryBuilder>(query: Q, filter: TrackRecordFilter): Q {
  const { since, until } = publicationWindow(filter);
  void query.whereNotNull('announcedAt');
  if (filter.type) {
    void query.where('signalType', filter.type);
  }
  if (since) {
    void query.where('createdAt', '>=', since);
  }
  if (until) {
    void query.where('createdAt', '<', until);
  }
  return query;
}

/** The same scope as `inScope`, asked of one signal already read. */
export function isInScope(signal: { signalType: SignalType; createdAt: Date }, filter: TrackRecordFilter): boolean {
  const { since, until } = publicationWindow(filter);
  const at = signal.createdAt.getTime();
  return (!filter.type || signal.signalType === filter.type) && (!since || at >= since.getTime()) && (!until || at < until.getTime());
}

function figuresOf(row: FigureRow | undefined): TrackRecordFigures {
  const closed = count(row?.closed ?? null);
  const won = count(row?.won ?? null);
  return {
    total: count(row?.total ?? null),
    closed,
    won,
    lost: count(row?.lost ?? null),
    breakeven: count(row?.breakeven ?? null),
    cancelled: count(row?.cancelled ?? null),
    voided: count(row?.voided ?? null),
    awaiting: count(row?.awaiting ?? null),
    winRate: closed === 0 ? null : roundPercent((won / closed) * 100),
    averageResultPercent: percentOrNull(row?.average ?? null),
    cumulativeResultPercent: roundPercent(count(row?.cumulative ?? null)),
    bestResultPercent: percentOrNull(row?.best ?? null),
    worstResultPercent: percentOrNull(row?.worst ?? null),
  };
}

const figureColumns = (db: Db) => FIGURE_COLUMNS.map((column) => db.raw(column));

async function totals(db: Db, filter: TrackRecordFilter): Promise<TrackRecordFigures> {
  const row = (await inScope(db('signals'), filter).select(figureColumns(db)).first()) as FigureRow | undefined;
  return figuresOf(row);
}

async function byType(db: Db, filter: TrackRecordFilter): Promise<TrackRecord['byType']> {
  const rows = await inScope(db('signals'), filter)
    .select('signalType', ...figureColumns(db))
    .groupBy<Array<FigureRow & { signalType: SignalType }>>('signalType');
  // Every type answers, with zeros when none is in scope.
  return Object.fromEntries(SIGNAL_TYPES.map((type) => [type, figuresOf(rows.find((row) => row.signalType === type))])) as TrackRecord['byType'];
}

async function byMonth(db: Db, filter: TrackRecordFilter): Promise<TrackRecordMonth[]> {
  const rows = (await inScope(db('signals'), filter)
    .whereIn('outcome', CLOSED_OUTCOMES)
    .whereNotNull('closedAt')
    .select(
      db.raw('? as month', [utcMonthOf(db, 'closed_at')]),
      db.raw('count(*) as closed'),
      db.raw("sum(case when outcome = 'won' then 1 else 0 end) as won"),
      db.raw("sum(case when outcome = 'lost' then 1 else 0 end) as lost"),
      db.raw('sum(result_percent) as result'),
    )
    .groupBy('month')
    .orderBy('month')) as Array<{ month: string; closed: Aggregate; won: Aggregate; lost: Aggregate; result: Aggregate }>;
  return rows.map((row) => ({ month: row.month, closed: count(row.closed), won: count(row.won), lost: count(row.lost), resultPercent: roundPercent(count(row.result)) }));
}

/**
 * Ended signals (cancelled and voided ones included) are those with a close: the closing
 * event writes closed_at with the outcome, so this reads the closed_at index
 * in order, with no sort (SQLite picks the outcome index and sorts otherwise).
 */
const ended = (query: Knex.QueryBuilder): Knex.QueryBuilder => query.whereNotNull('closedAt');

/** The latest ended signals in scope, newest closing first. */
async function recentlyEnded(db: Db, filter: TrackRecordFilter): Promise<Signal[]> {
  const ids = ended(inScope(db('signals'), filter)).orderBy('closedAt', 'desc').orderBy('id', 'desc').limit(TRACK_RECORD_RECENT_COUNT).select('id');
  return Signal.query(db).whereIn('id', ids).orderBy('closedAt', 'desc').orderBy('id', 'desc');
}

/**
 * The track record of the signals the filter scopes, computed in SQL: one
 * query per figure family (totals, per type, per closing month, the latest
 * ended signals), the same statements on SQLite and PostgreSQL. `recent` is
 * presented for a visitor (the answer is the same for everyone), so the
 * policy decides what of each trade shows.
 *
 * @param db the database.
 * @param filter type and publication window.
 * @param now the clock of the answer.
 * @param disclosure what the settings reveal of closed signals.
 */
export async function computeTrackRecord(db: Db, filter: TrackRecordFilter, now: Date, disclosure: SignalDisclosure): Promise<{ record: TrackRecord; changesAt: Date | null }> {
  const [all, types, months, recent] = await Promise.all([totals(db, filter), byType(db, filter), byMonth(db, filter), recentlyEnded(db, filter)]);
  const record = { ...all, byType: types, byMonth: months, recent: recent.map((signal) => presentSignal(signal, null, now, disclosure)), asOf: now.toISOString() };
  // A listed signal's status turns to expired by the clock alone: the answer holds until then.
  return { record, changesAt: nextStatusChange(recent, now) };
}

/**
 * What the CSV reads of an ended signal: what `presentSignal` needs, since the CSV shows a signal as it presents it to
 * a visitor, and the salt of its publication's commitment in the signal log (issue 45; null for a free signal).
 */
export type EndedSignal = PresentableSignal & { publicationSalt?: string | null };

/** Every ended published signal, cancelled and voided ones included, oldest closing first: the rows behind the record (the CSV picks its filter's among them). */
export async function listEndedSignals(db: Db): Promise<EndedSignal[]> {
  const salt = SignalLogCommitment.query(db).select('salt').whereColumn('signalLogCommitments.position', 'signals.logIndex').limit(1);
  return Signal.query(db)
    .select([...PRESENTED_COLUMNS, salt.as('publicationSalt')])
    .whereIn('id', ended(inScope(db('signals'), {})).select('id'))
    .orderBy('closedAt', 'asc')
    .orderBy('id', 'asc');
}
