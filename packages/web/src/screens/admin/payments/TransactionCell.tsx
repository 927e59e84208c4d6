import { Trans } from '../../../i18n/Trans';
import { explorerLinks, TXID_PREVIEW_CHARS } from '@signals/protocol';
import styled from 'styled-components';
import { shortenMiddle, truncate } from '../components/shorten';
import { CellMuted, CellStack } from './cellParts';
import { ExplorerLink } from './ExplorerLink';

/** What the cell shows: a claimed payment or a transfer seen on chain, as `explorerLinks` takes them. */
type Transaction = Parameters<typeof explorerLinks>[0];

/**
 * A transaction and the wallet it came from, each linked to the network's explorer so the admin can check it on
 * chain; the payments table and the on-chain transfers both show them so.
 */
export function TransactionCell({ transaction }: { transaction: Transaction }) {
  const links = explorerLinks(transaction);
  const txid = truncate(transaction.transactionId, TXID_PREVIEW_CHARS);
  return (
    <CellStack>
      {links ? (
        <ExplorerLink href={links.transaction} explorer={links.name} mono>
          {txid}
        </ExplorerLink>
      ) : (
        <Mono title={transaction.transactionId}>{txid}</Mono>
      )}
      {transaction.fromAddress && (
        <CellMuted>
          <Trans
            id="adminPayments.fromAddress"
            values={{ address: shortenMiddle(transaction.fromAddress) }}
            components={{
              0: links?.address ? <ExplorerLink href={links.address} explorer={links.name} mono /> : <Mono title={transaction.fromAddress} />,
            }}
          />
        </CellMuted>
      )}
    </CellStack>
  );
}

const Mono = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
