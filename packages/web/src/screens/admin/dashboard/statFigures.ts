import type { AdminStats } from '@signals/protocol';

/** Premium rate: premium users over all users, as a rounded percentage (0 with no users). */
export function premiumRate(stats: Pick<AdminStats, 'premiumUsers' | 'totalUsers'>): number {
  return stats.totalUsers === 0 ? 0 : Math.round((stats.premiumUsers / stats.totalUsers) * 100);
}
