import type { Payment } from '@signals/protocol';
import type { Translate } from '../../../i18n/useT';
import { Button } from '../../../ui';
import type { Column } from '../../../ui/table';
import { formatUsd } from '../../../lib/format';
import { paymentExcessNote } from '../../../lib/paymentExcess';
import { PaymentStatusBadge } from '../components/StatusBadges';
import { formatDate } from '../../../lib/formatDates';
import { CellAmount, CellMuted, CellNowrap, CellStack, ExcessFlag, PayerCell } from './cellParts';
import { CHANNEL_LABELS } from './channelLabels';
import { TransactionCell } from './TransactionCell';

/** The payments table: User, Amount, Transaction ID, Status, Date, Actions; built again when the language changes. */
export function paymentColumns(t: Translate, onView: (payment: Payment) => void): Column<Payment>[] {
  return [
    {
      key: 'user',
      header: t('adminPayments.column.user'),
      mobile: 'title',
      cell: (p) => <PayerCell username={p.username} userId={p.userId} />,
    },
    {
      key: 'amount',
      header: t('adminPayments.column.amount'),
      sortKey: 'amount',
      cell: (p) => (
        <CellStack>
          <CellAmount>{formatUsd(p.amount)}</CellAmount>
          <CellMuted>{t(CHANNEL_LABELS[p.paymentMethod])}</CellMuted>
          {p.excess && <ExcessFlag $due={p.excess.handling === 'refund_due'}>{paymentExcessNote(t, p.excess)}</ExcessFlag>}
        </CellStack>
      ),
    },
    { key: 'txid', header: t('adminPayments.column.transaction'), cell: (p) => <TransactionCell transaction={p} /> },
    { key: 'status', header: t('adminPayments.column.status'), sortKey: 'status', cell: (p) => <PaymentStatusBadge status={p.status} /> },
    { key: 'date', header: t('adminPayments.column.date'), sortKey: 'createdAt', cell: (p) => <CellNowrap>{formatDate(p.createdAt)}</CellNowrap> },
    {
      key: 'actions',
      header: t('adminPayments.column.actions'),
      align: 'right',
      mobile: 'actions',
      cell: (p) => (
        <Button variant="secondary" size="sm" onClick={() => onView(p)} aria-label={t('adminPayments.viewDetailsOf', { id: String(p.id) })}>
          {t('adminPayments.viewDetails')}
        </Button>
      ),
    },
  ];
}
