import { leveragedResultPercent, type LanguageCode, type Signal, type SignalEventKind } from '@signals/protocol';
import { formatFigure, formatSignedPercent, serverText } from '../i18n/serverText.js';

/**
 * The notification a follower gets when a signal closes, in their language.
 * The outcome, result and the reason for a cancellation or a voiding are the public record; the exit and entry prices are
 * the trade, read from the signal as `presentSignal` showed it to this follower, so a push or an e-mail never carries
 * more than the REST answer. A result is signed, to 2 decimals ("+3.20%", "-1,05 %").
 *
 * @param signal the signal as it now stands (closed), presented for this follower.
 * @param kind the closing event.
 * @param language the follower's language.
 */
export function presentCloseNotice(signal: Signal, kind: SignalEventKind, language: LanguageCode): { title: string; message: string } {
  const pair = signal.pair;
  // The reason is public (issue 38), as on the timeline and in the record: every follower reads it.
  const reason = signal.closeReason ?? '';
  if (signal.outcome === 'voided') {
    return {
      title: serverText(language, 'alerts.close.voidedTitle', { pair }),
      message: serverText(language, 'alerts.close.voidedMessage', { pair, reason }),
    };
  }
  if (signal.outcome === 'cancelled' || signal.resultPercent === null) {
    return {
      title: serverText(language, 'alerts.close.cancelledTitle', { pair }),
      message: serverText(language, 'alerts.close.cancelledMessage', { pair, reason }),
    };
  }
  const result = formatSignedPercent(language, signal.resultPercent);
  const title = serverText(language, 'alerts.close.title', { pair, outcome: signal.outcome, result });
  const step = serverText(language, 'alerts.close.step', { kind });
  if (signal.locked) {
    return { title, message: serverText(language, 'alerts.close.result', { step, pair, result }) };
  }
  if (signal.exitPrice === null || signal.entryPrice === null) {
    return { title, message: serverText(language, 'alerts.close.spread', { step, pair, result }) };
  }
  const trade = { step, pair, result, exit: formatFigure(language, signal.exitPrice), entry: formatFigure(language, signal.entryPrice) };
  if (signal.signalType === 'futures' && signal.leverage) {
    const leveragedResult = formatSignedPercent(language, leveragedResultPercent(signal.resultPercent, signal.leverage));
    return { title, message: serverText(language, 'alerts.close.leveragedTrade', { ...trade, leveragedResult, leverage: formatFigure(language, signal.leverage) }) };
  }
  return { title, message: serverText(language, 'alerts.close.trade', trade) };
}
