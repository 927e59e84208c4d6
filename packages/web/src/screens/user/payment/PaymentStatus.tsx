import { RefreshCwIcon } from 'lucide-react';
import { TXID_PREVIEW_CHARS, type Payment } from '@signals/protocol';
import styled from 'styled-components';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { formatUsd } from '../../../lib/format';
import { formatDateTime } from '../../../lib/formatDates';
import { Badge, ButtonLink, type BadgeTone } from '../../../ui';
import { Notice } from '../common/Notice';
import { CHANNEL_LABELS, CONFIRMATION_TIMES } from './methods';

const statusLabels: Record<Payment['status'], { label: MessageId; tone: BadgeTone }> = {
  pending: { label: 'premium.status.pending', tone: 'warning' },
  completed: { label: 'premium.status.completed', tone: 'profit' },
  failed: { label: 'premium.status.failed', tone: 'loss' },
};

/** Where one payment stands, said plainly; follows approval or rejection live. */
export function PaymentProgress({ payment }: { payment: Payment }) {
  const t = useT();
  if (payment.status === 'completed') {
    return (
      <Notice
        tone="success"
        title={t('premium.progress.approved.title')}
        live
        action={
          <>
            <ButtonLink to="/signals" size="sm">
              {t('premium.progress.seeSignals')}
            </ButtonLink>
            <ButtonLink to="/premium" variant="secondary" size="sm">
              {t('premium.progress.yourPlan')}
            </ButtonLink>
          </>
        }
      >
        {t('premium.progress.approved.text')}
      </Notice>
    );
  }
  if (payment.status === 'failed') {
    return (
      <Notice
        tone="danger"
        title={t('premium.progress.rejected.title')}
        live
        action={
          <ButtonLink to="/settings/support" variant="secondary" size="sm">
            {t('premium.payment.support')}
          </ButtonLink>
        }
      >
        {payment.rejectReason ? t('premium.progress.reason', { reason: payment.rejectReason }) : t('premium.progress.rejected.noReason')}
      </Notice>
    );
  }
  const confirmation = payment.paymentMethod === 'card' ? '' : t(CONFIRMATION_TIMES[payment.paymentMethod]);
  return (
    <Notice tone="info" icon={RefreshCwIcon} title={t('premium.progress.pending.title')} live>
      {t('premium.progress.pending.text', { amount: formatUsd(payment.amount), channel: t(CHANNEL_LABELS[payment.paymentMethod]), confirmation })}
    </Notice>
  );
}

/** The user's payments, newest first, with their status and any reason for a rejection. */
export function PaymentHistory({ payments }: { payments: Payment[] }) {
  const t = useT();
  return (
    <List aria-label={t('premium.payment.history.title')}>
      {payments.map((payment) => {
        const status = statusLabels[payment.status];
        return (
          <Row key={payment.id} data-payment-id={payment.id}>
            <Line>
              <Amount>
                {formatUsd(payment.amount)}
              </Amount>
              <Badge $tone={status.tone}>{t(status.label)}</Badge>
            </Line>
            <Meta>
              {t(CHANNEL_LABELS[payment.paymentMethod])} · <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt)}</time> ·{' '}
              <code title={payment.transactionId}>
                {payment.transactionId.slice(0, TXID_PREVIEW_CHARS)}
                {payment.transactionId.length > TXID_PREVIEW_CHARS ? '…' : ''}
              </code>
            </Meta>
            {payment.status === 'failed' && payment.rejectReason && <Reason>{t('premium.progress.reason', { reason: payment.rejectReason })}</Reason>}
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
