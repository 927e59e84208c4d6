import { explorerLinks, PAYMENT_CHANNEL_LABELS, TXID_PREVIEW_CHARS, type Payment } from '@signals/protocol';
import styled from 'styled-components';
import { Button } from '../../../ui';
import type { Column } from '../../../ui/table';
import { formatUsd } from '../../../lib/format';
import { shortenMiddle, truncate } from '../components/shorten';
import { PaymentStatusBadge } from '../components/StatusBadges';
import { ExplorerLink } from './ExplorerLink';
import { formatDate } from '../../../lib/formatDates';

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
          <Amount>{formatUsd(p.amount)}</Amount>
          <Muted>{PAYMENT_CHANNEL_LABELS[p.paymentMethod]}</Muted>
        </Stack>
      ),
    },
    { key: 'txid', header: 'Transaction ID', cell: (p) => <TransactionCell payment={p} /> },
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

/** The transaction and the wallet it came from, each linked to the network's explorer so the admin can check the claim on chain. */
function TransactionCell({ payment }: { payment: Payment }) {
  const links = explorerLinks(payment);
  const txid = truncate(payment.transactionId, TXID_PREVIEW_CHARS);
  return (
    <Stack>
      {links ? (
        <ExplorerLink href={links.transaction} explorer={links.name} mono>
          {txid}
        </ExplorerLink>
      ) : (
        <Mono title={payment.transactionId}>{txid}</Mono>
      )}
      {payment.fromAddress && (
        <Muted>
          from{' '}
          {links?.address ? (
            <ExplorerLink href={links.address} explorer={links.name} mono>
              {shortenMiddle(payment.fromAddress)}
            </ExplorerLink>
          ) : (
            <Mono title={payment.fromAddress}>{shortenMiddle(payment.fromAddress)}</Mono>
          )}
        </Muted>
      )}
    </Stack>
  );
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
