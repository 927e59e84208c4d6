import type { PremiumKind, User } from '@signals/protocol';
import type { MessageId } from '../../../i18n/messages';

/** The premium a member holds now: its kind, and the day it ends (for grace, the day the grace ends). */
export interface PremiumPeriod {
  kind: PremiumKind;
  /** When premium goes: the period's end, or the grace's end while in grace; null if the server gave none. */
  endsAt: string | null;
}

/**
 * The member's premium period as the screens say it; null without premium. A member the server calls premium
 * without a kind (an answer from before kinds) holds a paid period.
 */
export function premiumPeriod(user: Pick<User, 'isPremium' | 'premiumKind' | 'subscriptionEndDate' | 'graceEndsAt'>): PremiumPeriod | null {
  if (!user.isPremium) {
    return null;
  }
  const kind = user.premiumKind ?? 'paid';
  return { kind, endsAt: kind === 'grace' ? (user.graceEndsAt ?? user.subscriptionEndDate) : user.subscriptionEndDate };
}

/** The kind's name: Paid, Trial, Comped, Grace. */
export const PREMIUM_KIND_LABELS: Record<PremiumKind, MessageId> = {
  paid: 'plans.kind.paid',
  trial: 'plans.kind.trial',
  comped: 'plans.kind.comped',
  grace: 'plans.kind.grace',
};

/** "Premium until {date}", in the words of its kind; grace says it is kept and asks for a renewal. */
export const PREMIUM_UNTIL: Record<PremiumKind, MessageId> = {
  paid: 'plans.until.paid',
  trial: 'plans.until.trial',
  comped: 'plans.until.comped',
  grace: 'plans.until.grace',
};
