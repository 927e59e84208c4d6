import type { AdminChainTransfer } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatTokenAmount } from '../../../lib/format';
import { formatDateTime } from '../../../lib/formatDates';
import { Badge } from '../../../ui';
import { Meter } from '../../../ui/Meter';
import { CellMuted } from './cellParts';

interface ChainTransferStatusProps {
  transfer: AdminChainTransfer;
  /** Confirmations a transfer needs (the watcher's `required`). */
  required: number;
}

/**
 * Where a transfer to a deposit address stands: gathering confirmations (with
 * a meter), credited to a payment, credited but short of the price (what is
 * missing, and once past the 24 hours transfers add up in, that an admin must
 * settle it), taken back by a reorg before it was credited, or confirmed but
 * not credited because writing the credit failed (why, and when it is tried again).
 */
export function ChainTransferStatus({ transfer, required }: ChainTransferStatusProps) {
  const t = useT();
  switch (transfer.status) {
    case 'seen':
      return (
        <Confirming>
          <StatusBadge $tone="accent">{t('adminPayments.chain.status.confirming', { confirmations: transfer.confirmations, required })}</StatusBadge>
          <Meter value={transfer.confirmations} max={required} label={t('adminPayments.chain.status.confirmations')} />
        </Confirming>
      );
    case 'dropped':
      return <StatusBadge $tone="neutral">{t('adminPayments.chain.status.dropped')}</StatusBadge>;
    case 'failed':
      return (
        <Underpaid>
          <StatusBadge $tone="loss">{t('adminPayments.chain.status.failed', { attempts: transfer.attempts })}</StatusBadge>
          <Lapsed>{transfer.error}</Lapsed>
          {transfer.retryAt && <CellMuted>{t('adminPayments.chain.status.retrying', { at: formatDateTime(transfer.retryAt) })}</CellMuted>}
        </Underpaid>
      );
    case 'credited':
      if (transfer.paymentId !== null) {
        return <StatusBadge $tone="profit">{t('adminPayments.chain.status.credited', { id: String(transfer.paymentId) })}</StatusBadge>;
      }
      if (transfer.missing === null) {
        return <StatusBadge $tone="profit">{t('adminPayments.chain.status.creditedAlone')}</StatusBadge>;
      }
      return (
        <Underpaid>
          <StatusBadge $tone={transfer.lapsed ? 'loss' : 'warning'}>{t('adminPayments.chain.status.underpaid', { missing: formatTokenAmount(transfer.missing) })}</StatusBadge>
          {transfer.lapsed && <Lapsed>{t('adminPayments.chain.status.lapsed')}</Lapsed>}
        </Underpaid>
      );
  }
}

/** A status badge that may wrap: "Underpaid: 22.654322 USDT missing" is wider than a phone card's value in some languages. */
const StatusBadge = styled(Badge)`
  height: auto;
  min-height: 22px;
  padding-block: 3px;
  /* A pill on one line, a rounded tag on two. */
  border-radius: 11px;
  line-height: 1.35;
  white-space: normal;
`;

const Confirming = styled.div`
  display: grid;
  gap: 6px;
  /* A small meter: a width of its own inside a phone card's right-aligned value, and no wider than a glance needs. */
  width: 160px;
  max-width: 100%;
  justify-items: start;

  > [role='progressbar'] {
    justify-self: stretch;
  }
`;

const Underpaid = styled.div`
  display: grid;
  gap: 4px;
  justify-items: start;
`;

const Lapsed = styled(CellMuted)`
  color: ${({ theme }) => theme.colors.loss};
  font-weight: 600;
`;
