import { RefreshCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PAYMENT_CHANNEL_LABELS, type Payment } from '@signals/protocol';
import { formatUsd } from '../../../lib/format';
import { ButtonLink } from '../../../ui';
import { Notice } from './Notice';

interface PendingPaymentNoticeProps {
  payment: Payment;
  /** Whether to offer the way to the payment page (not on the payment page itself). */
  withStatusLink?: boolean;
  /** Further actions beside the status link. */
  extra?: ReactNode;
}

/** A payment an admin has yet to decide: said the same way on every screen that would otherwise offer to pay. */
export function PendingPaymentNotice({ payment, withStatusLink = true, extra }: PendingPaymentNoticeProps) {
  return (
    <Notice
      tone="info"
      icon={RefreshCwIcon}
      title="Your payment is being reviewed"
      action={
        withStatusLink || extra ? (
          <>
            {withStatusLink && (
              <ButtonLink to="/payment" variant="secondary" size="sm">
                See payment status
              </ButtonLink>
            )}
            {extra}
          </>
        ) : undefined
      }
    >
      An admin is verifying your {formatUsd(payment.amount)} payment ({PAYMENT_CHANNEL_LABELS[payment.paymentMethod]}). Premium unlocks on its own the moment it is approved: no need
      to pay again.
    </Notice>
  );
}
