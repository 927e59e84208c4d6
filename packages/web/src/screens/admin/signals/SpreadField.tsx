import { useId } from 'react';
import styled from 'styled-components';
import { useReadable, useT } from '../../../i18n/useT';
import { formatPercent } from './signalText';

interface SpreadFieldProps {
  /** The spread the prices give (arbitrageProfitOf), or null until they give one. */
  spread: number | null;
  /** A server message on profitPercentage, should one ever come back. */
  error?: string;
}

/**
 * An arbitrage's profit in the signal form: not an input but the figure the
 * prices give, updated as they are typed (an <output>, announced politely),
 * the same figure the server stores.
 */
export function SpreadField({ spread, error }: SpreadFieldProps) {
  const id = useId();
  const t = useT();
  const readable = useReadable();
  return (
    <Wrapper>
      <Label htmlFor={id}>{t('adminSignals.spread.label')}</Label>
      <Value id={id} aria-describedby={`${id}-hint`} $empty={spread === null}>
        {spread === null ? t('adminSignals.spread.empty') : formatPercent(spread)}
      </Value>
      <Hint id={`${id}-hint`}>{t('adminSignals.spread.hint')}</Hint>
      {error && <ErrorText role="alert">{readable(error)}</ErrorText>}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Label = styled.label`
  font-size: 13px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Value = styled.output<{ $empty: boolean }>`
  display: flex;
  align-items: center;
  height: 46px;
  padding: 0 14px;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $empty }) => ($empty ? theme.colors.textSubtle : theme.colors.profit)};
  font-size: 15px;
  font-weight: ${({ $empty }) => ($empty ? 400 : 700)};
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12.5px;
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.loss};
  font-size: 12.5px;
  font-weight: 550;
`;
