import { SIGNAL_OUTCOME_LABELS, type SignalOutcome } from '@signals/protocol';
import { formatResult } from '../../../lib/format';
import type { BadgeTone } from '../../../ui';

/** The badge colour of each outcome: a result is green or red, the rest stay quiet. */
export const OUTCOME_TONES: Record<SignalOutcome, BadgeTone> = {
  open: 'accent',
  won: 'profit',
  lost: 'loss',
  breakeven: 'neutral',
  cancelled: 'neutral',
};

/** An outcome and its result in words: "Won +3.20%", "Cancelled". */
export function outcomeSentence(outcome: SignalOutcome, resultPercent: number | null): string {
  const label = SIGNAL_OUTCOME_LABELS[outcome];
  return resultPercent === null ? label : `${label} ${formatResult(resultPercent)}`;
}
