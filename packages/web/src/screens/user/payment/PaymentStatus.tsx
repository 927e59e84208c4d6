import { ExternalLinkIcon, RefreshCwIcon } from 'lucide-react';
import { TXID_PREVIEW_CHARS, type DepositProgress, type DepositTransfer, type Payment } from '@signals/protocol';
import styled from 'styled-components';
import { routeUrl } from '../../../api/routeUrl';
import type { MessageId } from '../../../i18n/messages';
import { useT, type Translate } from '../../../i18n/useT';
import { formatTokenAmount, formatUsd, formatUsdt } from '../../../lib/format';
import { paymentExcessNote } from '../../../lib/paymentExcess';
import { formatDateTime } from '../../../lib/formatDates';
import { Badge, ButtonLink, type BadgeTone } from '../../../ui';
import { Notice } from '../common/Notice';
import { CHANNEL_LABELS, CONFIRMATION_TIMES } from './methods';

const statusLabels: Record<Payment['status'], { label: MessageId; tone: BadgeTone }> = {
  pending: { label: 'premium.status.pending', tone: 'warning' },
  // The back office's word only (issue 46): to the payer the server says pending, and this reads the same.
  awaiting_second_approval: { label: 'premium.status.pending', tone: 'warning' },
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

const transferLabels: Record<DepositTransfer['status'], { label: MessageId; tone: BadgeTone }> = {
  seen: { label: 'premium.history.transfer.seen', tone: 'accent' },
  credited: { label: 'premium.history.transfer.credited', tone: 'warning' },
  delayed: { label: 'premium.history.transfer.delayed', tone: 'warning' },
  lapsed: { label: 'premium.history.transfer.lapsed', tone: 'loss' },
};

/**
 * The user's payments, newest first, with their status, any reason for a rejection and what became of an amount above
 * the price; above them, the transfers to their deposit address not yet counted in a payment (a part of the price, one
 * gathering confirmations), so no USDT received goes unmentioned.
 */
export function PaymentHistory({ payments, deposit = null }: { payments: Payment[]; deposit?: DepositProgress | null }) {
  const t = useT();
  const transfers = [...(deposit?.transfers ?? [])].reverse();
  return (
    <List aria-label={t('premium.payment.history.title')}>
      {transfers.map((transfer) => (
        <Row key={transfer.txHash} data-transfer={transfer.txHash}>
          <Line>
            <Amount>{formatUsdt(transfer.amount)}</Amount>
            <Badge $tone={transferLabels[transfer.status].tone}>{t(transferLabels[transfer.status].label)}</Badge>
          </Line>
          <Meta>
            {t(CHANNEL_LABELS.usdt)} · <time dateTime={transfer.seenAt}>{formatDateTime(transfer.seenAt)}</time> · <TransactionId id={transfer.txHash} />
          </Meta>
          <Note>{transferNote(t, transfer, deposit!)}</Note>
        </Row>
      ))}
      {payments.map((payment) => {
        const status = statusLabels[payment.status];
        const excess = paymentExcessNote(t, payment.excess);
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
              <TransactionId id={payment.transactionId} />
            </Meta>
            {excess && <Note>{excess}</Note>}
            {payment.status === 'failed' && payment.rejectReason && <Reason>{t('premium.progress.reason', { reason: payment.rejectReason })}</Reason>}
            {payment.status === 'completed' && (
              <ReceiptLink href={routeUrl('paymentReceipt', { params: { id: payment.id } })} target="_blank" rel="noopener noreferrer" title={t('premium.payment.history.receiptTitle')}>
                {t('premium.payment.history.receipt')}
                <ExternalLinkIcon size={13} aria-hidden />
              </ReceiptLink>
            )}
          </Row>
        );
      })}
    </List>
  );
}

/** Where a transfer not yet counted stands, in a line under it. */
function transferNote(t: Translate, transfer: DepositTransfer, deposit: DepositProgress): string {
  switch (transfer.status) {
    case 'seen':
      return t('premium.history.transfer.seenNote', { confirmations: transfer.confirmations, required: deposit.required });
    case 'credited':
      return deposit.missing === null ? t('premium.history.transfer.creditedNote') : t('premium.history.transfer.partialNote', { missing: formatTokenAmount(deposit.missing) });
    case 'delayed':
      return t('premium.history.transfer.delayedNote');
    case 'lapsed':
      return t('premium.history.transfer.lapsedNote');
  }
}

/** A transaction's id, shortened, whole on hover. */
function TransactionId({ id }: { id: string }) {
  return (
    <code title={id}>
      {id.slice(0, TXID_PREVIEW_CHARS)}
      {id.length > TXID_PREVIEW_CHARS ? '…' : ''}
    </code>
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

const Note = styled.p`
  font-size: 13.5px;
  line-height: 1.45;
`;

const ReceiptLink = styled.a`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: 13.5px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
`;

const Reason = styled.p`
  color: ${({ theme }) => theme.colors.loss};
  font-size: 13.5px;
`;
