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

/** What a level is to the trade: where it opens (or buys), where it takes profit (or sells), where it stops. */
export type LevelTone = 'entry' | 'target' | 'stop';

/** One price level the signal gives, with its name's message id. */
export interface TradeLevel {
  label: MessageId;
  price: number;
  tone: LevelTone;
}

/**
 * The prices to act on (issue 40: a premium card said "SHORT 7x · Bitget" and nothing to trade with): an
 * arbitrage's buy and sell; a forex or futures trade's entry, targets and stop. Levels the signal does not give are
 * left out. The card lists them, the detail draws them to scale.
 */
export function tradeLevels(signal: FullSignal): TradeLevel[] {
  const candidates: Array<[MessageId, number | null, LevelTone]> =
    signal.signalType === 'arbitrage'
      ? [
          ['ui.signal.level.buy', signal.buyPrice, 'entry'],
          ['ui.signal.level.sell', signal.sellPrice, 'target'],
        ]
      : [
          ['ui.signal.level.entry', signal.entryPrice, 'entry'],
          ['ui.signal.level.tp1', signal.takeProfit1, 'target'],
          ['ui.signal.level.tp2', signal.takeProfit2, 'target'],
          ['ui.signal.level.stop', signal.stopLoss, 'stop'],
        ];
  return candidates.filter((candidate): candidate is [MessageId, number, LevelTone] => candidate[1] !== null).map(([label, price, tone]) => ({ label, price, tone }));
}

/** One price level as a card lists it: "Entry 2,400", in the pair's precision and the language shown. */
export interface SignalLevel {
  label: string;
  value: string;
}

/** The trade's levels (tradeLevels) written for a list row. */
export function signalLevels(signal: FullSignal): SignalLevel[] {
  return tradeLevels(signal).map((level) => ({ label: t(level.label), value: formatPrice(level.price, signal) }));
}
