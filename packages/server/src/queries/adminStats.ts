import type { Knex } from 'knex';
import { ACTIVE_TICKET_STATUSES, type AdminStats } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { toDate } from '../db/models/index.js';
import { NEW_USER_DAYS, REVENUE_MONTHS, newUsersByDay, revenueByMonth, signalsByTypeAndPlan, startOfDayUtc, startOfMonthUtc } from '../presenters/stats.js';

/**
 * Payment statuses that count as money received. 'active' is a status older
 * data used for completed payments (admin.md section 4); it still counts.
 */
export const REVENUE_STATUSES = ['completed', 'active'] as const;

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
  const premiumNow = (q: Knex.QueryBuilder) =>
    q.where('isPremium', true).where('isBanned', false).where((w) => w.whereNull('subscriptionEndDate').orWhere('subscriptionEndDate', '>', now));
  const activeSignal = (q: Knex.QueryBuilder) => q.where('isActive', true).where((w) => w.whereNull('expiresAt').orWhere('expiresAt', '>', now));
  const monthsFrom = startOfMonthUtc(now, REVENUE_MONTHS - 1);
  const daysFrom = startOfDayUtc(now, NEW_USER_DAYS - 1);

  const [totalUsers, premiumUsers, totalSignals, activeSignals, openTickets, pendingPayments, revenueRow, signalGroups, recentPayments, recentUsers] =
    await Promise.all([
      countOf(db('users')),
      countOf(premiumNow(db('users'))),
      countOf(db('signals')),
      countOf(activeSignal(db('signals'))),
      countOf(db('supportTickets').whereIn('status', [...ACTIVE_TICKET_STATUSES])),
      countOf(db('payments').where('status', 'pending')),
      db('payments').whereIn('status', [...REVENUE_STATUSES]).sum({ total: 'amount' }).first() as Promise<{ total: number | string | null } | undefined>,
      db('signals').select('signalType', 'isPremium').count({ count: '*' }).groupBy('signalType', 'isPremium') as Promise<
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
    totalSignals,
    activeSignals,
    freeSignals: byPlan(false),
    premiumSignals: byPlan(true),
    totalRevenue: Math.round(Number(revenueRow?.total ?? 0) * 100) / 100,
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
