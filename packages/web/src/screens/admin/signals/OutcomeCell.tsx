import { HourglassIcon } from 'lucide-react';
import type { FullSignal } from '@signals/protocol';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import { isAwaitingOutcome } from '../../../stores/admin/signals';
import { Badge } from '../../../ui';
import { formatResult } from '../../../lib/format';
import { OUTCOME_TONES } from './outcomeText';
import { OUTCOME_KEYS } from './signalText';

/** A signal's outcome badge and result; an open signal that no longer runs is marked as owed an outcome. */
export function OutcomeCell({ signal }: { signal: FullSignal }) {
  const t = useT();
  if (isAwaitingOutcome(signal)) {
    return (
      <Badge $tone="warning" title={t('adminSignals.outcome.awaitingHint')}>
        <HourglassIcon size={13} />
        {t('adminSignals.outcome.awaiting')}
      </Badge>
    );
  }
  return (
    <Inline>
      <Badge $tone={OUTCOME_TONES[signal.outcome]}>{t(OUTCOME_KEYS[signal.outcome])}</Badge>
      {signal.resultPercent !== null && <Result $tone={signal.resultPercent > 0 ? 'profit' : signal.resultPercent < 0 ? 'loss' : 'flat'}>{formatResult(signal.resultPercent)}</Result>}
    </Inline>
  );
}

const Inline = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  white-space: nowrap;
`;

const Result = styled.span<{ $tone: 'profit' | 'loss' | 'flat' }>`
  color: ${({ theme, $tone }) => ($tone === 'profit' ? theme.colors.profit : $tone === 'loss' ? theme.colors.loss : theme.colors.textMuted)};
  font-size: 13px;
  font-weight: 650;
  font-variant-numeric: tabular-nums;
`;
