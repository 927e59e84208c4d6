import type { AdminStats } from '@signals/protocol';
import { currentLanguage } from '../../../i18n';
import { NUMBER_STYLES } from '../../../i18n/numbers';
import { formatCount } from '../../../lib/format';

/** Premium rate: premium members over all members (staff and banned accounts left out), as a rounded percentage (0 with no members). */
export function premiumRate(stats: Pick<AdminStats, 'premiumUsers' | 'freeUsers'>): number {
  const members = stats.premiumUsers + stats.freeUsers;
  return members === 0 ? 0 : Math.round((stats.premiumUsers / members) * 100);
}

/** The premium rate as the language shown writes a whole percentage: "42%", "42 %". */
export function formatPremiumRate(stats: Pick<AdminStats, 'premiumUsers' | 'freeUsers'>): string {
  return NUMBER_STYLES[currentLanguage()].percent(formatCount(premiumRate(stats)));
}
