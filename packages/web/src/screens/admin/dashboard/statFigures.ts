import type { AdminStats } from '@signals/protocol';
import { currentLanguage } from '../../../i18n';
import { NUMBER_STYLES } from '../../../i18n/numbers';
import { formatCount } from '../../../lib/format';

/** Premium rate: premium users over all users, as a rounded percentage (0 with no users). */
export function premiumRate(stats: Pick<AdminStats, 'premiumUsers' | 'totalUsers'>): number {
  return stats.totalUsers === 0 ? 0 : Math.round((stats.premiumUsers / stats.totalUsers) * 100);
}

/** The premium rate as the language shown writes a whole percentage: "42%", "42 %". */
export function formatPremiumRate(stats: Pick<AdminStats, 'premiumUsers' | 'totalUsers'>): string {
  return NUMBER_STYLES[currentLanguage()].percent(formatCount(premiumRate(stats)));
}
