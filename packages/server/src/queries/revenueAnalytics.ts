import type { Knex } from 'knex';
import type { RevenueAnalytics } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { toDate } from '../db/models/index.js';
import { DAY_MS } from '../dates.js';
import { recentMonthWindows, resolveRevenueRange, type MonthWindow, type RevenueRange } from './revenueRange.js';

/*
 * The revenue figures (README, "Revenue figures"), ChartMogul's definitions over the `subscriptions` rows: one row per
 * premium period (paid, trial or comped), chained end to start on renewal; a cancelled period ends at its cancellation,
 * one cancelled before it began ends where it starts (it never ran). Grace is no row: a member in grace has lapsed.
 *
 * Everything that grows with the tables is aggregated in SQL, by the month windows of the range (a CASE over bound
 * instants, so SQLite's epoch milliseconds and PostgreSQL's timestamptz are read alike); TypeScript only assembles.
 * Raw fragments name columns in snake_case (Knex's case mapping applies to the builder only).
 */

/**
 * A paid period's MRR: its price per month (null for a trial or a comped period counted in days: no months, no MRR),
 * in floating point (SQLite keeps a whole amount as an integer, which would
 * divide as one; PostgreSQL's exact decimals cost more than they are worth in a sum rounded to cents).
 */
const mrrOf = (t: string) => `cast(${t}.amount as double precision) / nullif(${t}.months, 0)`;
/** A paid period that ran at all. */
const paid = (t: string) => `${t}.kind = 'paid' and ${t}.end_date > ${t}.start_date`;
/**
 * Counting in MRR at the instant just before a boundary (two bindings: the boundary twice), so the MRR at a month's
 * end counts a period ending on the next month's first. A period counts from `mrr_from`: its start, or for a paid
 * period bought during a trial or a comped period, its payment (the member converted then).
 */
const runningBefore = (t: string) => `${t}.mrr_from < ? and ${t}.end_date >= ?`;
/**
 * Row `p` is a paid period of `r`'s member that began before `r` (ties by id). Written as a range on the start plus a
 * filter, so the member's periods in order (the member index) are what the engine searches, not every period of a kind.
 */
const EARLIER = `p.user_id = r.user_id and p.kind = 'paid' and p.start_date <= r.start_date and p.id <> r.id and p.end_date > p.start_date and (p.start_date < r.start_date or p.id < r.id)`;

const cents = (value: number) => Math.round(value * 100) / 100;
const ratio = (value: number) => Math.round(value * 10_000) / 10_000;

/** The index of the window a timestamp column falls in, as SQL with its bindings (the windows' ends, in order). */
function windowOf(column: string, windows: readonly MonthWindow[]): [string, Date[]] {
  return [`case ${windows.map((_, i) => `when ${column} < ? then ${i}`).join(' ')} end`, windows.map((w) => w.end)];
}

const spanOf = (windows: readonly MonthWindow[]) => ({ start: windows[0]!.start, end: windows[windows.length - 1]!.end });

interface Flow {
  usd: number;
  members: number;
}

/** Per window, what a query grouped by `bucket` returned, zero where it returned nothing. */
function byWindow<R extends { bucket: number | string | null }>(windows: readonly MonthWindow[], rows: R[], read: (row: R) => Flow): Flow[] {
  const flows = windows.map(() => ({ usd: 0, members: 0 }));
  for (const row of rows) {
    if (row.bucket !== null && flows[Number(row.bucket)]) {
      flows[Number(row.bucket)] = read(row);
    }
  }
  return flows;
}

/** The MRR running just before each instant. */
async function mrrAt(db: Db, instants: readonly Date[]): Promise<number[]> {
  const times = instants.map((t) => t.getTime());
  const row = (await db('subscriptions as s')
    .select(instants.map((t, i) => db.raw(`coalesce(sum(case when ${runningBefore('s')} then ${mrrOf('s')} else 0 end), 0) as m${i}`, [t, t])))
    .whereRaw(paid('s'))
    // Only the end bounds the scan (a period that starts after the last instant adds 0): one range of the (kind, end) index.
    .where('s.endDate', '>=', new Date(Math.min(...times)))
    .first()) as Record<string, number | string | null> | undefined;
  return instants.map((_, i) => Number(row?.[`m${i}`] ?? 0));
}

/** MRR churned per window: paid periods that ended in it with no paid period of the member running on from their end. */
async function churnBy(db: Db, windows: readonly MonthWindow[]): Promise<Flow[]> {
  const { start, end } = spanOf(windows);
  const [bucket, bindings] = windowOf('r.end_date', windows);
  const rows = (await db('subscriptions as r')
    .select(db.raw(`${bucket} as bucket`, bindings), db.raw(`sum(${mrrOf('r')}) as usd`), db.raw('count(distinct r.user_id) as members'))
    .groupBy('bucket')
    .whereRaw(paid('r'))
    .where('r.endDate', '>=', start)
    .where('r.endDate', '<', end)
    // `p.end_date >= start` follows from the rest; said as a constant, it lets PostgreSQL hash only the periods that reach the range.
    .whereNotExists((q) =>
      q.select(db.raw('1')).from('subscriptions as p').whereRaw("p.user_id = r.user_id and p.kind = 'paid' and p.id <> r.id and p.start_date <= r.end_date and p.end_date > r.end_date and p.end_date >= ?", [start]),
    )) as Array<{ bucket: number | string | null; usd: number | string; members: number | string }>;
  return byWindow(windows, rows, (row) => ({ usd: Number(row.usd), members: Number(row.members) }));
}

/**
 * Paid periods per window that began with no paid period of the member running (the first of an unbroken stretch):
 * a new member's first period or a return after a lapse. Returns are these less the new members' first periods.
 */
async function stretchStartsBy(db: Db, windows: readonly MonthWindow[]): Promise<Flow[]> {
  const { start, end } = spanOf(windows);
  const [bucket, bindings] = windowOf('r.start_date', windows);
  const rows = (await db('subscriptions as r')
    .select(db.raw(`${bucket} as bucket`, bindings), db.raw(`sum(${mrrOf('r')}) as usd`), db.raw('count(distinct r.user_id) as members'))
    .groupBy('bucket')
    .whereRaw(paid('r'))
    .where('r.startDate', '>=', start)
    .where('r.startDate', '<', end)
    // `p.end_date >= start` follows from the rest; said as a constant, it lets PostgreSQL hash only the periods that reach the range.
    .whereNotExists((q) => q.select(db.raw('1')).from('subscriptions as p').whereRaw(`${EARLIER} and p.end_date >= r.start_date and p.end_date >= ?`, [start]))) as Array<{ bucket: number | string | null; usd: number | string; members: number | string }>;
  return byWindow(windows, rows, (row) => ({ usd: Number(row.usd), members: Number(row.members) }));
}

interface Cohort extends Flow {
  /** Members holding a running paid period at the end of each window of the range. */
  retained: number[];
}

/**
 * New members per window (their first paid period began in it) with the MRR of that period, and how many of them held
 * a running paid period at the end of each window. Each member's first paid period is one aggregate over the member
 * index (materialized, and narrowed to the range, before it meets the members' periods again).
 */
async function newMembersBy(db: Db, windows: readonly MonthWindow[]): Promise<Cohort[]> {
  const { start, end } = spanOf(windows);
  // `f.kind || ''`: no index searches by kind here, so SQLite reads the member index in member order and groups
  // without sorting (PostgreSQL reads the table whole either way).
  const firsts = db('subscriptions as f')
    .select('f.userId', db.raw('min(f.start_date) as first_start'))
    .whereRaw("f.kind || '' = 'paid' and f.end_date > f.start_date")
    .groupBy('f.userId')
    .havingRaw('min(f.start_date) >= ? and min(f.start_date) < ?', [start, end]);
  const held = windows.map((w, i) => db.raw(`max(case when ${runningBefore('q')} then 1 else 0 end) as h${i}`, [w.end, w.end]));
  const members = db('n')
    .select('n.firstStart', db.raw(`max(case when q.start_date = n.first_start then ${mrrOf('q')} end) as mrr`), ...held)
    // A left join (each member has their first period anyway) keeps SQLite's order: the members, then each one's
    // periods by the member index.
    .joinRaw(`left join subscriptions q on q.user_id = n.user_id and ${paid('q')}`)
    .groupBy('n.userId', 'n.firstStart');
  const [bucket, bindings] = windowOf('m.first_start', windows);
  const query = db
    .withMaterialized('n', firsts)
    .from(members.as('m'))
    .select(db.raw(`${bucket} as bucket`, bindings), db.raw('count(*) as members'), db.raw('sum(m.mrr) as usd'), ...windows.map((_, i) => db.raw(`sum(m.h${i}) as h${i}`)))
    .groupBy('bucket');
  const rows = (await query) as Array<Record<string, number | string | null> & { bucket: number | string | null }>;
  const cohorts: Cohort[] = windows.map(() => ({ usd: 0, members: 0, retained: windows.map(() => 0) }));
  for (const row of rows) {
    const cohort = cohorts[Number(row.bucket)];
    if (row.bucket !== null && cohort) {
      Object.assign(cohort, { usd: Number(row.usd), members: Number(row.members), retained: windows.map((_, i) => Number(row[`h${i}`] ?? 0)) });
    }
  }
  return cohorts;
}

/** Now: the MRR and the members of each kind of period running. */
async function runningNow(db: Db, now: Date): Promise<Record<'paid' | 'trial' | 'comped', Flow>> {
  // Counting now (see runningBefore): a trial or a comped period counts from its start, a converted one's payment from then.
  const running = 's.mrr_from < ?';
  const rows = (await db('subscriptions as s')
    .groupBy('s.kind')
    .select('s.kind', db.raw(`count(distinct case when ${running} then s.user_id end) as members`, [now]), db.raw(`sum(case when ${running} then ${mrrOf('s')} else 0 end) as usd`, [now]))
    // The kinds named and only the end bounding the scan (the start is a filter above): each kind is one short range of the (kind, end) index.
    .whereIn('s.kind', ['paid', 'trial', 'comped'])
    .where('s.endDate', '>=', now)) as Array<{ kind: string; members: number | string; usd: number | string | null }>;
  // A member counts once: one who paid during a trial or a comped period is a subscriber from the payment on, no
  // longer trialing or comped. Asked of the few free periods running, apart: in the query above SQLite would check
  // every paid row too.
  const converted = (await db('subscriptions as s')
    .groupBy('s.kind')
    .select('s.kind', db.raw('count(distinct s.user_id) as members'))
    .whereIn('s.kind', ['trial', 'comped'])
    .where('s.endDate', '>=', now)
    .where('s.mrrFrom', '<', now)
    .whereExists(db('subscriptions as p').select(db.raw('1')).whereRaw(`p.user_id = s.user_id and ${paid('p')} and p.mrr_from < ? and p.end_date >= ?`, [now, now]))) as Array<{
    kind: string;
    members: number | string;
  }>;
  const of = (kind: string): Flow => {
    const row = rows.find((r) => r.kind === kind);
    const paidAlready = Number(converted.find((r) => r.kind === kind)?.members ?? 0);
    return { members: Number(row?.members ?? 0) - paidAlready, usd: Number(row?.usd ?? 0) };
  };
  return { paid: of('paid'), trial: of('trial'), comped: of('comped') };
}

/** How many days after a trial's end a first payment still counts as its conversion. */
export const TRIAL_CONVERSION_DAYS = 7;

/** Trials that ended in the range, over those followed by a paid period that began within a week of their end; null for none. */
async function trialConversion(db: Db, range: RevenueRange): Promise<number | null> {
  const trials = (await db('subscriptions as t')
    .groupBy('t.id', 't.endDate')
    .select('t.id', 't.endDate', db.raw('min(p.start_date) as first_paid'))
    .joinRaw(`left join subscriptions p on p.user_id = t.user_id and ${paid('p')} and p.start_date >= t.start_date`)
    .where('t.kind', 'trial')
    .whereRaw('t.end_date > t.start_date')
    .where('t.endDate', '>=', range.start)
    .where('t.endDate', '<', range.end)) as Array<{ id: number; endDate: unknown; firstPaid: unknown }>;
  if (trials.length === 0) {
    return null;
  }
  const converted = trials.filter((t) => t.firstPaid !== null && toDate(t.firstPaid).getTime() <= toDate(t.endDate).getTime() + TRIAL_CONVERSION_DAYS * DAY_MS);
  return ratio(converted.length / trials.length);
}

async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const row = (await query.count({ count: '*' }).first()) as { count?: number | string } | undefined;
  return Number(row?.count ?? 0);
}

/**
 * The payment funnel of the range: the quotes asked in it and how many of those were paid (so the second step never
 * outgrows the first), the claims waiting now, and the median minutes from a claim to its approval by an admin.
 */
async function funnelOf(db: Db, range: RevenueRange): Promise<RevenueAnalytics['funnel']> {
  const quotesOfRange = () => db('paymentQuotes').where('createdAt', '>=', range.start).where('createdAt', '<', range.end);
  const [quotes, paidCount, claimsPending, approvals] = await Promise.all([
    countOf(quotesOfRange()),
    countOf(quotesOfRange().where('status', 'settled')),
    countOf(db('payments').where('status', 'pending')),
    // Two timestamps a row: the difference is taken here, as the dialects subtract timestamps differently.
    db('payments')
      .select('createdAt', 'reviewedAt')
      .where('status', 'completed')
      .whereNot('paymentMethod', 'card')
      .whereNotNull('reviewedBy')
      .where('reviewedAt', '>=', range.start)
      .where('reviewedAt', '<', range.end) as Promise<Array<{ createdAt: unknown; reviewedAt: unknown }>>,
  ]);
  const minutes = approvals.map((a) => (toDate(a.reviewedAt).getTime() - toDate(a.createdAt).getTime()) / 60_000).sort((a, b) => a - b);
  const middle = Math.floor(minutes.length / 2);
  const median = minutes.length === 0 ? null : minutes.length % 2 === 1 ? minutes[middle]! : (minutes[middle - 1]! + minutes[middle]!) / 2;
  return { quotes, paid: paidCount, claimsPending, medianApprovalMinutes: median === null ? null : Math.round(median * 10) / 10 };
}

/** The average of the months' gross MRR churn rates (churned over MRR at the month's start), months that began with no MRR left out. */
function averageChurnRate(startMrr: readonly number[], churned: readonly Flow[]): number {
  const rates = churned.flatMap((flow, i) => (startMrr[i]! > 0 ? [flow.usd / startMrr[i]!] : []));
  return rates.length === 0 ? 0 : rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
}

const boundariesOf = (windows: readonly MonthWindow[]) => [windows[0]!.start, ...windows.map((w) => w.end)];

/**
 * The revenue figures of the back office's Analytics screen.
 *
 * @param db the database.
 * @param query the days of the range (see resolveRevenueRange); the default is this month and the five before.
 * @param now the clock.
 */
export async function computeRevenueAnalytics(db: Db, query: { from?: string | undefined; to?: string | undefined }, now: Date = new Date()): Promise<RevenueAnalytics> {
  const range = resolveRevenueRange(query, now);
  const { windows } = range;
  const recent = recentMonthWindows(now);
  const recentIsRange = JSON.stringify(recent) === JSON.stringify(windows);

  const [mrr, churned, stretchStarts, cohorts, current, trialConversionRate, funnel, recentMrr, recentChurn] = await Promise.all([
    mrrAt(db, boundariesOf(windows)),
    churnBy(db, windows),
    stretchStartsBy(db, windows),
    newMembersBy(db, windows),
    runningNow(db, now),
    trialConversion(db, range),
    funnelOf(db, range),
    recentIsRange ? null : mrrAt(db, boundariesOf(recent)),
    recentIsRange ? null : churnBy(db, recent),
  ]);

  const startMrr = mrr.slice(0, windows.length);
  // A stretch that did not start with a member's first paid period is a return.
  const reactivated = stretchStarts.map((flow, i) => Math.max(0, flow.usd - cohorts[i]!.usd));
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const startTotal = sum(startMrr);
  const churnTotal = sum(churned.map((flow) => flow.usd));
  const reactivatedTotal = sum(reactivated);
  const arpa = current.paid.members === 0 ? 0 : current.paid.usd / current.paid.members;
  const churnRate = averageChurnRate(recentMrr ?? startMrr, recentChurn ?? churned);

  return {
    from: range.from,
    to: range.to,
    mrrUsd: cents(current.paid.usd),
    activeSubscribers: current.paid.members,
    trialing: current.trial.members,
    comped: current.comped.members,
    arpaUsd: cents(arpa),
    grossMrrChurnRate: startTotal > 0 ? ratio(churnTotal / startTotal) : 0,
    netMrrChurnRate: startTotal > 0 ? ratio((churnTotal - reactivatedTotal) / startTotal) : 0,
    ltvUsd: churnRate > 0 ? cents(arpa / churnRate) : null,
    trialConversionRate,
    byMonth: windows.map((w, i) => ({
      month: w.month,
      mrrUsd: cents(mrr[i + 1]!),
      newUsd: cents(cohorts[i]!.usd),
      churnedUsd: cents(churned[i]!.usd),
      reactivatedUsd: cents(reactivated[i]!),
      newSubscribers: cohorts[i]!.members,
      churnedSubscribers: churned[i]!.members,
    })),
    cohorts: windows.map((w, i) => ({ cohort: w.month, size: cohorts[i]!.members, retained: cohorts[i]!.retained.slice(i) })),
    funnel,
  };
}
