import type { Signal } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { formatLeveragedResult, formatResult } from '../../../lib/format';
import { visuallyHidden } from '../../../ui/visuallyHidden';

interface SignalResultProps {
  signal: Signal;
  /** `stacked`: the leveraged figure on a line below (cards); `inline`: in brackets after it (headers, lists). */
  layout?: 'stacked' | 'inline';
}

/** The leverage a result is multiplied by on screen: futures only, and only when the viewer may see the trade. */
function leverageOf(signal: Signal): number | null {
  return !signal.locked && signal.signalType === 'futures' && signal.leverage ? signal.leverage : null;
}

/**
 * A closed signal's result, unleveraged (percent of the entry), and for a
 * futures trade also what it made on the margin. Nothing while the signal is
 * open or when it was cancelled (no result).
 */
export function SignalResult({ signal, layout = 'stacked' }: SignalResultProps) {
  const t = useT();
  if (signal.resultPercent === null) {
    return null;
  }
  const value = signal.resultPercent;
  const leverage = leverageOf(signal);
  return (
    <Figure $layout={layout} data-result={value}>
      {/* A card's figure sits where the target was and its badge says how it ended; a line of text names it. */}
      {layout === 'inline' && <Label>{t('ui.signal.result')} </Label>}
      <Main $sign={Math.sign(value)}>
        {layout === 'stacked' && <Hidden>{t('ui.signal.result')} </Hidden>}
        {formatResult(value)}
      </Main>
      {leverage !== null && <Leveraged>{layout === 'inline' ? ` (${formatLeveragedResult(value, leverage)})` : formatLeveragedResult(value, leverage)}</Leveraged>}
    </Figure>
  );
}

const Figure = styled.span<{ $layout: 'stacked' | 'inline' }>`
  display: inline-flex;
  flex-direction: ${({ $layout }) => ($layout === 'stacked' ? 'column' : 'row')};
  align-items: ${({ $layout }) => ($layout === 'stacked' ? 'flex-end' : 'baseline')};
  gap: ${({ $layout }) => ($layout === 'stacked' ? '1px' : '0')};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Main = styled.span<{ $sign: number }>`
  color: ${({ theme, $sign }) => ($sign > 0 ? theme.colors.profit : $sign < 0 ? theme.colors.loss : theme.colors.textMuted)};
  font-size: 15px;
  font-weight: 750;
`;

const Leveraged = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 12px;
  font-weight: 600;
  white-space: pre;
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 500;
  white-space: pre;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;
