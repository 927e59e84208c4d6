import { leveragedResultPercent, SIGNAL_EVENT_LABELS, SIGNAL_OUTCOME_LABELS, type SignalEventKind } from '@signals/protocol';
import type { Signal } from '../db/models/index.js';

/** A result as members read it: signed, to 2 decimals ("+3.20%", "-1.05%", "0.00%"). */
function signedPercent(value: number): string {
  return `${value > 0 ? '+' : ''}${value.toFixed(2)}%`;
}

/**
 * The notification a follower gets when a signal closes. The outcome and
 * result are the public record; the exit and entry prices are the trade, in
 * the text only for a follower the access policy lets see it (the caller
 * asks it), so a push or an e-mail never carries more than the REST answer.
 *
 * @param signal the signal as it now stands (closed).
 * @param kind the closing event.
 * @param seesTrade whether this follower may see the trade detail.
 */
export function presentCloseNotice(signal: Signal, kind: SignalEventKind, seesTrade: boolean): { title: string; message: string } {
  if (signal.outcome === 'cancelled' || signal.resultPercent === null) {
    return {
      title: `${signal.pair} was cancelled`,
      message: `The ${signal.pair} signal you follow was cancelled before it ended; it counts in no result.`,
    };
  }
  const result = signedPercent(signal.resultPercent);
  const title = `${signal.pair} closed: ${SIGNAL_OUTCOME_LABELS[signal.outcome].toLowerCase()} ${result}`;
  const step = SIGNAL_EVENT_LABELS[kind];
  if (!seesTrade) {
    return { title, message: `${step}: the ${signal.pair} signal you follow ended with ${result}.` };
  }
  if (signal.exitPrice === null || signal.entryPrice === null) {
    return { title, message: `${step}: the ${signal.pair} signal you follow ended with a realised spread of ${result}.` };
  }
  const leverage = signal.signalType === 'futures' && signal.leverage ? ` (${signedPercent(leveragedResultPercent(signal.resultPercent, signal.leverage))} at ${signal.leverage}x)` : '';
  return { title, message: `${step}: the ${signal.pair} signal you follow exited at ${signal.exitPrice} from an entry of ${signal.entryPrice}, ${result}${leverage}.` };
}
