import type { CancellationReason } from '@signals/protocol';
import type { MessageId } from '../../../i18n/messages';

/** Each cancellation reason as the back office names it. */
export const CANCEL_REASON_ADMIN_LABELS: Record<CancellationReason, MessageId> = {
  too_expensive: 'adminPlans.reason.too_expensive',
  not_useful: 'adminPlans.reason.not_useful',
  found_alternative: 'adminPlans.reason.found_alternative',
  technical_issues: 'adminPlans.reason.technical_issues',
  temporary: 'adminPlans.reason.temporary',
  other: 'adminPlans.reason.other',
};
