import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { Field } from '../../../ui';
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
  const t = useT();
  return (
    <Field label={t('adminSignals.spread.label')} hint={t('adminSignals.spread.hint')} error={error}>
      {(control) => (
        // No aria-invalid: an <output> is a status, a role that state does not apply to; the error still describes it.
        <Value id={control.id} aria-describedby={control['aria-describedby']} $empty={spread === null}>
          {spread === null ? t('adminSignals.spread.empty') : formatPercent(spread)}
        </Value>
      )}
    </Field>
  );
}

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
