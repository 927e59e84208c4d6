import { HIGH_PROFIT_THRESHOLD, SIGNAL_TYPE_LABELS, type NotificationCategory, type Signal as SignalDto } from '@signals/protocol';

/** A profit as the signal cards show it: "2.6 %". */
function percent(value: number): string {
  return `${Number(value.toFixed(2))} %`;
}

/**
 * The category of a published signal's alert: high-profit over the
 * threshold (2 %), a new signal otherwise.
 *
 * @param signal the signal's public figures.
 */
export function signalAlertCategory(signal: Pick<SignalDto, 'profitPercentage'>): NotificationCategory {
  return signal.profitPercentage > HIGH_PROFIT_THRESHOLD ? 'highProfitSignals' : 'newSignals';
}

/** The trade in a sentence, from the full shape only. */
function tradeOf(signal: Extract<SignalDto, { locked: false }>): string {
  if (signal.signalType === 'arbitrage' && signal.buyExchange && signal.sellExchange) {
    return `Buy on ${signal.buyExchange} at ${signal.buyPrice ?? '?'}, sell on ${signal.sellExchange} at ${signal.sellPrice ?? '?'}.`;
  }
  // buy, sell, long or short, as the card labels it.
  const side = signal.direction ? `${signal.direction.charAt(0).toUpperCase()}${signal.direction.slice(1)}` : 'Trade';
  const where = signal.exchange ? ` on ${signal.exchange}` : '';
  const targets = [signal.takeProfit1, signal.takeProfit2].filter((target): target is number => target !== null);
  const parts = [
    `${side} ${signal.pair}${where}${signal.entryPrice !== null ? ` from ${signal.entryPrice}` : ''}`,
    targets.length > 0 ? `take profit ${targets.join(' / ')}` : null,
    signal.stopLoss !== null ? `stop ${signal.stopLoss}` : null,
    signal.leverage ? `${signal.leverage}x` : null,
  ];
  return `${parts.filter(Boolean).join(', ')}.`;
}

/**
 * A published signal's alert as one reader is told it, built from the signal
 * as the presenter shaped it for that reader: a locked signal (a premium one
 * to a member without premium) has no detail fields to tell, so its alert is
 * the teaser ("New premium signal: BTC/USDT, 2.6 %") by construction.
 *
 * @param signal the signal as presented for the reader (presenters/signal.ts).
 */
export function presentSignalAlert(signal: SignalDto): { title: string; message: string } {
  const figures = `${signal.pair}, ${percent(signal.profitPercentage)}`;
  const high = signalAlertCategory(signal) === 'highProfitSignals';
  if (signal.locked) {
    return {
      title: `New premium signal: ${figures}`,
      message: `A ${high ? 'high-profit ' : ''}premium ${SIGNAL_TYPE_LABELS[signal.signalType].toLowerCase()} signal was published. Upgrade to premium to see the trade.`,
    };
  }
  return {
    title: `${high ? 'High-profit signal' : `New ${signal.isPremium ? 'premium ' : ''}signal`}: ${figures}`,
    message: tradeOf(signal),
  };
}
