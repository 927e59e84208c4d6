import type { AdminChainTransfer } from '@signals/protocol';
import type { Translate } from '../../../i18n/useT';
import { formatTokenAmount } from '../../../lib/format';
import { formatDateTime } from '../../../lib/formatDates';
import type { Column } from '../../../ui/table';
import { CellAmount, CellMuted, CellNowrap, CellStack, PayerCell } from './cellParts';
import { ChainTransferStatus } from './ChainTransferStatus';
import { CHANNEL_LABELS } from './channelLabels';
import { TransactionCell } from './TransactionCell';

/**
 * The on-chain transfers table: Member, Amount, Status, Transaction, Seen; built again when the language changes.
 *
 * @param t the translator of the language shown.
 * @param required the confirmations a transfer needs, for the confirming meter.
 */
export function chainTransferColumns(t: Translate, required: number): Column<AdminChainTransfer>[] {
  return [
    { key: 'member', header: t('adminPayments.column.user'), mobile: 'title', cell: (transfer) => <PayerCell username={transfer.username} userId={transfer.userId} /> },
    {
      key: 'amount',
      header: t('adminPayments.column.amount'),
      // The exact amount the chain moved, as its explorer shows it (rounding to cents could hide what is missing), and the token under it as the payments table says it.
      cell: (transfer) => (
        <CellStack>
          <CellAmount>{formatTokenAmount(transfer.amount)}</CellAmount>
          <CellMuted>{t(CHANNEL_LABELS.usdt)}</CellMuted>
        </CellStack>
      ),
    },
    { key: 'status', header: t('adminPayments.column.status'), cell: (transfer) => <ChainTransferStatus transfer={transfer} required={required} /> },
    {
      key: 'transaction',
      header: t('adminPayments.column.transaction'),
      // Deposit addresses take USDT on BEP20 only, so BscScan is where the transfer is checked.
      cell: (transfer) => <TransactionCell transaction={{ paymentMethod: 'usdt', transactionId: transfer.txHash, fromAddress: transfer.fromAddress }} />,
    },
    {
      key: 'seen',
      header: t('adminPayments.chain.column.seen'),
      cell: (transfer) => (
        <CellStack>
          <CellNowrap>{formatDateTime(transfer.seenAt)}</CellNowrap>
          {/* As explorers write block numbers: no thousands separators. */}
          <CellMuted>{t('adminPayments.chain.block', { block: String(transfer.blockNumber) })}</CellMuted>
        </CellStack>
      ),
    },
  ];
}
