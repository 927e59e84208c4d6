import type { Knex } from 'knex';
import { ACTIVE_TICKET_STATUSES, type AdminStats } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { toDate } from '../db/models/index.js';
import { DAY_MS } from '../dates.js';
import { wherePremiumRunning } from '../policies/premium.js';
import { NEW_USER_DAYS, REVENUE_MONTHS, newUsersByDay, revenueByMonth, signalsByTypeAndPlan, startOfDayUtc, startOfMonthUtc } from '../presenters/stats.js';

/**
 * Payment statuses that count as money received. 'active' is a status older
 * data used for completed payments (admin.md section 4); it still counts.
 */
export const REVENUE_STATUSES = ['completed', 'active'] as const;

/** The dashboard's rolling revenue window. */
export const RECENT_REVENUE_DAYS = 30;

const cents = (value: number) => Math.round(value * 100) / 100;

interface RevenueFigures {
  totalRevenue: number;
  revenueThisMonth: number;
  revenueLast30Days: number;
  payingMembers: number;
  averagePerPayingMember: number | null;
}

/**
 * Revenue in dollars (a USDT payment counts 1:1, as its amount is the plan
 * price) over completed payments, in one aggregate query that runs alike on
 * SQLite and PostgreSQL. A payment counts when an admin approved it, or when
 * it was paid for rows from before approvals were recorded (card payments
 * are approved as they are charged).
 *
 * @param db the database.
 * @param now the clock; the calendar month is the server's UTC month.
 */
export async function computeRevenue(db: Db, now: Date): Promise<RevenueFigures> {
  const countedAt = 'coalesce(reviewed_at, created_at)';
  const row = (await db('payments')
    .whereIn('status', [...REVENUE_STATUSES])
    .select(
      db.raw('coalesce(sum(amount), 0) as total'),
      db.raw(`coalesce(sum(case when ${countedAt} >= ? then amount else 0 end), 0) as month`, [startOfMonthUtc(now)]),
      db.raw(`coalesce(sum(case when ${countedAt} >= ? then amount else 0 end), 0) as recent`, [new Date(now.getTime() - RECENT_REVENUE_DAYS * DAY_MS)]),
      db.raw('count(distinct user_id) as payers'),
    )
    .first()) as { total: number | string; month: number | string; recent: number | string; payers: number | string } | undefined;
  // Aggregates of decimal columns come back as strings on PostgreSQL.
  const total = cents(Number(row?.total ?? 0));
  const payingMembers = Number(row?.payers ?? 0);
  return {
    totalRevenue: total,
    revenueThisMonth: cents(Number(row?.month ?? 0)),
    revenueLast30Days: cents(Number(row?.recent ?? 0)),
    payingMembers,
    averagePerPayingMember: payingMembers === 0 ? null : cents(total / payingMembers),
  };
}

async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const row = (await query.count({ count: '*' }).first()) as { count?: number | string } | undefined;
  return Number(row?.count ?? 0);
}

/**
 * The dashboard figures, computed from the database in portable SQL; the
 * chart series are bucketed here in TypeScript over queries bounded to the
 * charts' windows, the same on SQLite and PostgreSQL.
 *
 * @param db the database.
 * @param now the clock.
 */
export async function computeAdminStats(db: Db, now = new Date()): Promise<AdminStats> {
  // Members only: an admin or a banned account is neither a premium nor a free user (issue 40).
  const members = (q: Knex.QueryBuilder) => q.where('isAdmin', false).where('isBanned', false);
  const premiumNow = (q: Knex.QueryBuilder) => wherePremiumRunning(q, now);
  // A draft never activated was never published: it counts nowhere.
  const published = (q: Knex.QueryBuilder) => q.whereNotNull('announcedAt');
  const activeSignal = (q: Knex.QueryBuilder) => q.where('isActive', true).where((w) => w.whereNull('expiresAt').orWhere('expiresAt', '>', now));
  const monthsFrom = startOfMonthUtc(now, REVENUE_MONTHS - 1);
  const daysFrom = startOfDayUtc(now, NEW_USER_DAYS - 1);

  const [totalUsers, premiumUsers, memberCount, totalSignals, activeSignals, openTickets, pendingPayments, revenue, signalGroups, recentPayments, recentUsers] =
    await Promise.all([
      countOf(db('users')),
      countOf(premiumNow(members(db('users')))),
      countOf(members(db('users'))),
      countOf(published(db('signals'))),
      countOf(activeSignal(db('signals'))),
      countOf(db('supportTickets').whereIn('status', [...ACTIVE_TICKET_STATUSES])),
      countOf(db('payments').where('status', 'pending')),
      computeRevenue(db, now),
      published(db('signals')).select('signalType', 'isPremium').count({ count: '*' }).groupBy('signalType', 'isPremium') as Promise<
        { signalType: string; isPremium: boolean | number; count: number | string }[]
      >,
      // Revenue counts when the payment was approved; rows from before reviews were recorded count when paid.
      db('payments')
        .select('amount', 'reviewedAt', 'createdAt')
        .whereIn('status', [...REVENUE_STATUSES])
        .where((w) => w.where('reviewedAt', '>=', monthsFrom).orWhere((o) => o.whereNull('reviewedAt').where('createdAt', '>=', monthsFrom))) as Promise<
        { amount: number | string; reviewedAt: unknown; createdAt: unknown }[]
      >,
      db('users').select('createdAt').where('createdAt', '>=', daysFrom) as Promise<{ createdAt: unknown }[]>,
    ]);

  const groups = signalGroups.map((g) => ({ signalType: g.signalType, isPremium: Boolean(g.isPremium), count: Number(g.count) }));
  const byPlan = (premium: boolean) => groups.filter((g) => g.isPremium === premium).reduce((sum, g) => sum + g.count, 0);
  return {
    totalUsers,
    premiumUsers,
    freeUsers: memberCount - premiumUsers,
    totalSignals,
    activeSignals,
    freeSignals: byPlan(false),
    premiumSignals: byPlan(true),
    ...revenue,
    openTickets,
    pendingPayments,
    revenueByMonth: revenueByMonth(
      recentPayments.map((p) => ({ amount: Number(p.amount), at: toDate(p.reviewedAt ?? p.createdAt) })),
      now,
    ),
    newUsersByDay: newUsersByDay(recentUsers.map((u) => toDate(u.createdAt)), now),
    signalsByTypeAndPlan: signalsByTypeAndPlan(groups),
  };
}
