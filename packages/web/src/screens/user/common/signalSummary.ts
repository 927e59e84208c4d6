import type { FullSignal, SignalOutcome, SignalType } from '@signals/protocol';
import { t } from '../../../i18n';
import type { MessageId } from '../../../i18n/messages';
import { formatPrice } from '../../../lib/format';

/** How a signal's type reads on a card or a badge (protocol SIGNAL_TYPE_LABELS, translated). */
export const SIGNAL_TYPE_LABEL_IDS: Record<SignalType, MessageId> = {
  arbitrage: 'ui.signal.type.arbitrage',
  forex: 'ui.signal.type.forex',
  futures: 'ui.signal.type.futures',
};

/** How a closed signal ended (protocol SIGNAL_OUTCOME_LABELS, translated); an open one has no badge. */
export const SIGNAL_OUTCOME_LABEL_IDS: Record<Exclude<SignalOutcome, 'open'>, MessageId> = {
  won: 'ui.signal.outcome.won',
  lost: 'ui.signal.outcome.lost',
  breakeven: 'ui.signal.outcome.breakeven',
  cancelled: 'ui.signal.outcome.cancelled',
  voided: 'ui.signal.outcome.voided',
};

/**
 * The one-line gist of an unlocked signal for list rows: the route of an
 * arbitrage, the side and entry of a forex trade, the side, leverage and
 * venue of a futures position. Read at render time, in the language shown.
 */
export function signalSummary(signal: FullSignal): string {
  if (signal.signalType === 'arbitrage') {
    return `${signal.buyExchange ?? '—'} → ${signal.sellExchange ?? '—'}`;
  }
  const side = signal.direction ? t('ui.signal.side', { side: signal.direction }) : '';
  if (signal.signalType === 'forex') {
    const price = formatPrice(signal.entryPrice, signal);
    return side ? t('ui.signalSummary.sideEntry', { side, price }) : t('ui.signalSummary.entry', { price });
  }
  const leverage = signal.leverage ? `${signal.leverage}x` : '';
  return [[side, leverage].filter(Boolean).join(' '), signal.exchange].filter(Boolean).join(' · ');
}

/** One price level of a trade, as a card lists it: "Entry 2,400". */
export interface SignalLevel {
  label: string;
  value: string;
}

/**
 * The prices to act on, for list rows (issue 40: a premium card said "SHORT 7x · Bitget" and nothing to trade
 * with): an arbitrage's buy and sell prices; a forex or futures trade's entry, targets and stop, in the pair's own
 * precision. Levels the signal does not give are left out. Read at render time, in the language shown.
 */
export function signalLevels(signal: FullSignal): SignalLevel[] {
  const level = (label: MessageId, value: number | null): SignalLevel | null => (value === null ? null : { label: t(label), value: formatPrice(value, signal) });
  const levels =
    signal.signalType === 'arbitrage'
      ? [level('ui.signal.level.buy', signal.buyPrice), level('ui.signal.level.sell', signal.sellPrice)]
      : [
          level('ui.signal.level.entry', signal.entryPrice),
          level('ui.signal.level.tp1', signal.takeProfit1),
          level('ui.signal.level.tp2', signal.takeProfit2),
          level('ui.signal.level.stop', signal.stopLoss),
        ];
  return levels.filter((found): found is SignalLevel => found !== null);
}
