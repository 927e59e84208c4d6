import type { SignalOutcome } from '@signals/protocol';
import { t } from '../../../i18n';
import { formatResult } from '../../../lib/format';
import type { BadgeTone } from '../../../ui';
import { OUTCOME_KEYS } from './signalText';

/** The badge colour of each outcome: a result is green or red, the rest stay quiet. */
export const OUTCOME_TONES: Record<SignalOutcome, BadgeTone> = {
  open: 'accent',
  won: 'profit',
  lost: 'loss',
  breakeven: 'neutral',
  cancelled: 'neutral',
  voided: 'warning',
};

/** An outcome and its result in words, in the language shown: "Won +3.20%", "Cancelled", "Voided". */
export function outcomeSentence(outcome: SignalOutcome, resultPercent: number | null): string {
  const label = t(OUTCOME_KEYS[outcome]);
  return resultPercent === null ? label : `${label} ${formatResult(resultPercent)}`;
}
