import type { LanguageCode, Signal, SignalEventKind } from '@signals/protocol';
import { formatFigure, serverText } from '../i18n/serverText.js';

/** A step of an open signal as its followers are told of it: what happened, at which price, with which note. */
export interface SignalStep {
  kind: SignalEventKind;
  price: number | null;
  note: string | null;
}

/**
 * The notification a follower gets when an open signal takes a step short of its close (a target hit, the stop
 * moved, a note), in their language. The price and the note are the trade, as on the timeline: in the text only for
 * a follower `presentSignal` showed the trade to (the signal given is presented for them); the others, given the locked
 * signal, learn that the step happened.
 *
 * @param signal the signal as it now stands (still open), presented for this follower.
 * @param step the event recorded.
 * @param language the follower's language.
 */
export function presentStepNotice(signal: Signal, step: SignalStep, language: LanguageCode): { title: string; message: string } {
  const pair = signal.pair;
  const label = serverText(language, 'alerts.close.step', { kind: step.kind });
  const title = serverText(language, 'alerts.step.title', { pair, step: label });
  if (signal.locked) {
    return { title, message: serverText(language, 'alerts.step.locked', { pair, step: label }) };
  }
  if (step.kind === 'note' && step.note !== null) {
    return { title, message: serverText(language, 'alerts.step.note', { pair, note: step.note }) };
  }
  if (step.price !== null) {
    return { title, message: serverText(language, 'alerts.step.atPrice', { pair, step: label, price: formatFigure(language, step.price) }) };
  }
  return { title, message: serverText(language, 'alerts.step.open', { pair, step: label }) };
}
