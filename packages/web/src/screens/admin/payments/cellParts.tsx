import styled from 'styled-components';
import { useT } from '../../../i18n/useT';

/**
 * The pieces the payments screen's two tables (claimed payments, on-chain transfers) build their cells from, so a
 * payer, an amount or a date reads the same in both.
 */

/** Who paid: the username, and the member's number under it. */
export function PayerCell({ username, userId }: { username: string; userId: number }) {
  const t = useT();
  return (
    <CellStack>
      <strong>{username}</strong>
      <CellMuted>{t('adminPayments.userRef', { id: String(userId) })}</CellMuted>
    </CellStack>
  );
}

/** A main line with detail lines under it. */
export const CellStack = styled.div`
  display: grid;
  gap: 2px;
`;

/** A detail line. */
export const CellMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
  font-weight: 400;
`;

/** A sum of money, its figures aligned from row to row. */
export const CellAmount = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** A date that stays on one line. */
export const CellNowrap = styled.span`
  white-space: nowrap;
`;

/** What became of an amount above the price: a refund still owed stands out, days already added read as a detail. */
export const ExcessFlag = styled.span<{ $due: boolean }>`
  max-width: 240px;
  color: ${({ theme, $due }) => ($due ? theme.colors.warning : theme.colors.textMuted)};
  font-size: 12.5px;
  font-weight: ${({ $due }) => ($due ? 600 : 400)};
`;
