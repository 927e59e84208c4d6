import { RefreshCwIcon } from 'lucide-react';
import { MESSAGES, PAYMENT_CHANNEL_LABELS, PAYMENT_METHOD_DETAILS, TXID_PREVIEW_CHARS, type Payment } from '@signals/protocol';
import styled from 'styled-components';
import { formatUsd } from '../../../lib/format';
import { formatDateTime } from '../../../lib/formatDates';
import { Badge, ButtonLink, type BadgeTone } from '../../../ui';
import { Notice } from '../common/Notice';

const statusLabels: Record<Payment['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Being processed', tone: 'warning' },
  completed: { label: 'Approved', tone: 'profit' },
  failed: { label: 'Rejected', tone: 'loss' },
};


/** Where one payment stands, said plainly; follows approval or rejection live. */
export function PaymentProgress({ payment }: { payment: Payment }) {
  if (payment.status === 'completed') {
    return (
      <Notice
        tone="success"
        title="Payment approved: Premium is active"
        live
        action={
          <>
            <ButtonLink to="/signals" size="sm">
              See premium signals
            </ButtonLink>
            <ButtonLink to="/premium" variant="secondary" size="sm">
              Your plan
            </ButtonLink>
          </>
        }
      >
        Every premium signal is unlocked now. Thank you!
      </Notice>
    );
  }
  if (payment.status === 'failed') {
    return (
      <Notice
        tone="danger"
        title="Payment rejected"
        live
        action={
          <ButtonLink to="/settings/support" variant="secondary" size="sm">
            Get Support
          </ButtonLink>
        }
      >
        {payment.rejectReason ? `Reason: ${payment.rejectReason}` : 'An admin could not verify this payment.'}
      </Notice>
    );
  }
  const confirmation = payment.paymentMethod === 'card' ? '' : PAYMENT_METHOD_DETAILS[payment.paymentMethod].confirmation;
  return (
    <Notice tone="info" icon={RefreshCwIcon} title="Payment being processed" live>
      We received your {formatUsd(payment.amount)} payment ({PAYMENT_CHANNEL_LABELS[payment.paymentMethod]}). An admin verifies it by hand. {confirmation} Premium unlocks
      on this page automatically, without signing out; you can also leave and come back. {MESSAGES.paymentAwaitingReview}: you can send another
      once it has been approved or rejected.
    </Notice>
  );
}

/** The user's payments, newest first, with their status and any reason for a rejection. */
export function PaymentHistory({ payments }: { payments: Payment[] }) {
  return (
    <List aria-label="Your payments">
      {payments.map((payment) => {
        const status = statusLabels[payment.status];
        return (
          <Row key={payment.id} data-payment-id={payment.id}>
            <Line>
              <Amount>
                {formatUsd(payment.amount)}
              </Amount>
              <Badge $tone={status.tone}>{status.label}</Badge>
            </Line>
            <Meta>
              {PAYMENT_CHANNEL_LABELS[payment.paymentMethod]} · <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt)}</time> ·{' '}
              <code title={payment.transactionId}>
                {payment.transactionId.slice(0, TXID_PREVIEW_CHARS)}
                {payment.transactionId.length > TXID_PREVIEW_CHARS ? '…' : ''}
              </code>
            </Meta>
            {payment.status === 'failed' && payment.rejectReason && <Reason>Reason: {payment.rejectReason}</Reason>}
          </Row>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 14px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
    padding-bottom: 0;
  }
`;

const Line = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
`;

const Amount = styled.span`
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;

  code {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 12px;
  }
`;

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.loss};
  font-size: 13.5px;
`;
