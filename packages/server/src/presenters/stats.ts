import { SIGNAL_TYPES, type AdminStats, type SignalType } from '@signals/protocol';
import { DAY_MS } from '../dates.js';

/** How many months the revenue chart covers, and days the sign-up chart. */
export const REVENUE_MONTHS = 12;
export const NEW_USER_DAYS = 30;

/** The first instant (UTC) of the month `monthsBack` months before `now`'s month. */
export function startOfMonthUtc(now: Date, monthsBack = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
}

/** The first instant (UTC) of the day `daysBack` days before `now`'s day. */
export function startOfDayUtc(now: Date, daysBack = 0): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - daysBack * DAY_MS);
}

const monthKey = (date: Date) => date.toISOString().slice(0, 7);
const dayKey = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Revenue per month for the last `REVENUE_MONTHS` months including this one,
 * oldest first, months without payments as zero.
 *
 * @param payments amounts with the moment each counted as revenue.
 * @param now the clock.
 */
export function revenueByMonth(payments: { amount: number; at: Date }[], now: Date): AdminStats['revenueByMonth'] {
  const buckets = new Map<string, number>();
  for (let back = REVENUE_MONTHS - 1; back >= 0; back -= 1) {
    buckets.set(monthKey(startOfMonthUtc(now, back)), 0);
  }
  for (const payment of payments) {
    const key = monthKey(payment.at);
    const current = buckets.get(key);
    if (current !== undefined) {
      buckets.set(key, current + payment.amount);
    }
  }
  // Sums of decimals drift (0.1 + 0.2); money is shown to the cent.
  return [...buckets].map(([month, revenue]) => ({ month, revenue: Math.round(revenue * 100) / 100 }));
}

/**
 * Sign-ups per UTC day for the last `NEW_USER_DAYS` days including today,
 * oldest first, days without sign-ups as zero.
 *
 * @param createdAt when each user signed up.
 * @param now the clock.
 */
export function newUsersByDay(createdAt: Date[], now: Date): AdminStats['newUsersByDay'] {
  const buckets = new Map<string, number>();
  for (let back = NEW_USER_DAYS - 1; back >= 0; back -= 1) {
    buckets.set(dayKey(startOfDayUtc(now, back)), 0);
  }
  for (const date of createdAt) {
    const key = dayKey(date);
    const current = buckets.get(key);
    if (current !== undefined) {
      buckets.set(key, current + 1);
    }
  }
  return [...buckets].map(([date, count]) => ({ date, count }));
}

/**
 * Signal counts per type and plan, every type present even with no signals.
 *
 * @param groups counts as grouped by the database.
 */
export function signalsByTypeAndPlan(groups: { signalType: string; isPremium: boolean; count: number }[]): AdminStats['signalsByTypeAndPlan'] {
  return SIGNAL_TYPES.map((signalType: SignalType) => {
    const of = (premium: boolean) => groups.filter((g) => g.signalType === signalType && g.isPremium === premium).reduce((sum, g) => sum + g.count, 0);
    return { signalType, free: of(false), premium: of(true) };
  });
}
