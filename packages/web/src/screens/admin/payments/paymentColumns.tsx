import { Trans } from '@lingui/react';
import { explorerLinks, TXID_PREVIEW_CHARS, type Payment } from '@signals/protocol';
import styled from 'styled-components';
import type { Translate } from '../../../i18n/useT';
import { Button } from '../../../ui';
import type { Column } from '../../../ui/table';
import { formatUsd } from '../../../lib/format';
import { shortenMiddle, truncate } from '../components/shorten';
import { PaymentStatusBadge } from '../components/StatusBadges';
import { ExplorerLink } from './ExplorerLink';
import { formatDate } from '../../../lib/formatDates';
import { CHANNEL_LABELS } from './channelLabels';


/** The payments table: User, Amount, Transaction ID, Status, Date, Actions; built again when the language changes. */
export function paymentColumns(t: Translate, onView: (payment: Payment) => void): Column<Payment>[] {
  return [
    {
      key: 'user',
      header: t('adminPayments.column.user'),
      mobile: 'title',
      cell: (p) => (
        <Stack>
          <strong>{p.username}</strong>
          <Muted>{t('adminPayments.userRef', { id: String(p.userId) })}</Muted>
        </Stack>
      ),
    },
    {
      key: 'amount',
      header: t('adminPayments.column.amount'),
      sortKey: 'amount',
      cell: (p) => (
        <Stack>
          <Amount>{formatUsd(p.amount)}</Amount>
          <Muted>{t(CHANNEL_LABELS[p.paymentMethod])}</Muted>
        </Stack>
      ),
    },
    { key: 'txid', header: t('adminPayments.column.transaction'), cell: (p) => <TransactionCell payment={p} /> },
    { key: 'status', header: t('adminPayments.column.status'), sortKey: 'status', cell: (p) => <PaymentStatusBadge status={p.status} /> },
    { key: 'date', header: t('adminPayments.column.date'), sortKey: 'createdAt', cell: (p) => <Nowrap>{formatDate(p.createdAt)}</Nowrap> },
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
          <Trans
            id="adminPayments.fromAddress"
            values={{ address: shortenMiddle(payment.fromAddress) }}
            components={{
              0: links?.address ? <ExplorerLink href={links.address} explorer={links.name} mono /> : <Mono title={payment.fromAddress} />,
            }}
          />
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
