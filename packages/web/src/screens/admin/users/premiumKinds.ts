import type { PremiumKind } from '@signals/protocol';
import type { MessageId } from '../../../i18n/messages';

/** How the user list marks premium that was not paid for: Trial, Comped, Grace (paid premium is the plain badge). */
export const PREMIUM_KIND_ADMIN_LABELS: Record<PremiumKind, MessageId> = {
  paid: 'adminPlans.kind.paid',
  trial: 'adminPlans.kind.trial',
  comped: 'adminPlans.kind.comped',
  grace: 'adminPlans.kind.grace',
};
