import { SIGNAL_OUTCOME_LABELS, type SignalOutcome } from '@signals/protocol';
import type { BadgeTone } from '../../../ui';

/** The badge colour of each outcome: a result is green or red, the rest stay quiet. */
export const OUTCOME_TONES: Record<SignalOutcome, BadgeTone> = {
  open: 'accent',
  won: 'profit',
  lost: 'loss',
  breakeven: 'neutral',
  cancelled: 'neutral',
};

/**
 * A result in percent as the back office prints it, as the member screens do:
 * signed, two decimals, "+3.20%", "-1.10%", "0.00%".
 *
 * @param value the percentage.
 * @param decimals two for results; one for the leveraged figure beside it.
 */
export function formatResultPercent(value: number, decimals = 2): string {
  const text = value.toFixed(decimals);
  const zero = Number(text) === 0;
  return `${value > 0 && !zero ? '+' : ''}${zero ? (0).toFixed(decimals) : text}%`;
}

/** What a futures trade made on the margin, beside its result, in the app's "10x" form: "(10x: +32.0%)". */
export function formatLeveraged(leverage: number, leveragedPercent: number): string {
  return `(${leverage}x: ${formatResultPercent(leveragedPercent, 1)})`;
}

/** An outcome and its result in words: "Won +3.20%", "Cancelled". */
export function outcomeSentence(outcome: SignalOutcome, resultPercent: number | null): string {
  const label = SIGNAL_OUTCOME_LABELS[outcome];
  return resultPercent === null ? label : `${label} ${formatResultPercent(resultPercent)}`;
}
