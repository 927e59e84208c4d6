import { PREMIUM_PERIOD_DAYS } from '@signals/protocol';

/**
 * Two-person money (issue 46): whether a manual credit worth `worthUsd` needs a second staff member, under the
 * `approval_threshold_usd` setting (0, or anything not a positive number, is off). Strictly above: a claim of exactly
 * the threshold goes through on one approval.
 */
export function needsSecondApproval(worthUsd: number, thresholdSetting: string): boolean {
  const threshold = Number(thresholdSetting);
  return Number.isFinite(threshold) && threshold > 0 && worthUsd > threshold;
}

/** What comped days are worth: the monthly plan's daily rate (a month counted as PREMIUM_PERIOD_DAYS), to the cent. */
export function compWorthUsd(days: number, monthlyPriceUsd: number): number {
  return Math.round((days * monthlyPriceUsd * 100) / PREMIUM_PERIOD_DAYS) / 100;
}
