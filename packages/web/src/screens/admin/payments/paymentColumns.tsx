import { PAYMENT_METHOD_DETAILS, TXID_PREVIEW_CHARS, type Payment } from '@signals/protocol';
import styled from 'styled-components';
import { Button } from '../../../ui';
import type { Column } from '../../../ui/table';
import { formatAmount, formatDate, truncate } from '../components/format';
import { PaymentStatusBadge } from '../components/StatusBadges';

function methodLabel(payment: Payment): string {
  return payment.paymentMethod === 'card' ? 'Card' : PAYMENT_METHOD_DETAILS[payment.paymentMethod].label;
}

/** The payments table: User, Amount, Transaction ID, Status, Date, Actions. */
export function paymentColumns(onView: (payment: Payment) => void): Column<Payment>[] {
  return [
    {
      key: 'user',
      header: 'User',
      mobile: 'title',
      cell: (p) => (
        <Stack>
          <strong>{p.username}</strong>
          <Muted>User #{p.userId}</Muted>
        </Stack>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      sortKey: 'amount',
      cell: (p) => (
        <Stack>
          <Amount>{formatAmount(p.amount, p.currency)}</Amount>
          {p.paymentMethod === 'card' && <Muted>{methodLabel(p)}</Muted>}
        </Stack>
      ),
    },
    {
      key: 'txid',
      header: 'Transaction ID',
      cell: (p) => <Mono title={p.transactionId}>{truncate(p.transactionId, TXID_PREVIEW_CHARS)}</Mono>,
    },
    { key: 'status', header: 'Status', sortKey: 'status', cell: (p) => <PaymentStatusBadge status={p.status} /> },
    { key: 'date', header: 'Date', sortKey: 'createdAt', cell: (p) => <Nowrap>{formatDate(p.createdAt)}</Nowrap> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      mobile: 'actions',
      cell: (p) => (
        <Button variant="secondary" size="sm" onClick={() => onView(p)} aria-label={`View Details of payment #${p.id}`}>
          View Details
        </Button>
      ),
    },
  ];
}

const Stack = styled.div`
  display: grid;
  gap: 2px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
  font-weight: 400;
`;

const Amount = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Mono = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;
