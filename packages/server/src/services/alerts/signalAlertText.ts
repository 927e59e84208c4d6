import { HIGH_PROFIT_THRESHOLD, type LanguageCode, type NotificationCategory, type Signal as SignalDto } from '@signals/protocol';
import { formatFigure, serverText } from '../../i18n/serverText.js';

/** A profit as the signal cards show it: "2.6" (the text adds the percent sign), in the reader's decimals. */
function percent(language: LanguageCode, value: number): string {
  return formatFigure(language, value, 2);
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
function tradeOf(signal: Extract<SignalDto, { locked: false }>, language: LanguageCode): string {
  const figure = (value: number | null) => (value === null ? '?' : formatFigure(language, value));
  if (signal.signalType === 'arbitrage' && signal.buyExchange && signal.sellExchange) {
    return serverText(language, 'alerts.signal.arbitrageTrade', {
      buyExchange: signal.buyExchange,
      buyPrice: figure(signal.buyPrice),
      sellExchange: signal.sellExchange,
      sellPrice: figure(signal.sellPrice),
    });
  }
  const targets = [signal.takeProfit1, signal.takeProfit2].filter((target): target is number => target !== null);
  const flag = (present: boolean) => (present ? 'yes' : 'no');
  // The side (buy, sell, long or short, as the card labels it) and each detail the signal has.
  return serverText(language, 'alerts.signal.trade', {
    side: signal.direction ?? 'none',
    pair: signal.pair,
    hasExchange: flag(Boolean(signal.exchange)),
    exchange: signal.exchange ?? '',
    hasEntry: flag(signal.entryPrice !== null),
    entry: figure(signal.entryPrice),
    hasTargets: flag(targets.length > 0),
    targets: targets.map((target) => formatFigure(language, target)).join(' / '),
    hasStop: flag(signal.stopLoss !== null),
    stop: figure(signal.stopLoss),
    hasLeverage: flag(Boolean(signal.leverage)),
    leverage: signal.leverage ? formatFigure(language, signal.leverage) : '',
  });
}

/**
 * A published signal's alert as one reader is told it, in their language,
 * built from the signal as the presenter shaped it for that reader: a locked
 * signal (a premium one to a member without premium) has no detail fields to
 * tell, so its alert is the teaser ("New premium signal: BTC/USDT, 2.6 %") by
 * construction.
 *
 * @param signal the signal as presented for the reader (presenters/signal.ts).
 * @param language the reader's language.
 */
export function presentSignalAlert(signal: SignalDto, language: LanguageCode): { title: string; message: string } {
  const figures = { pair: signal.pair, profit: percent(language, signal.profitPercentage) };
  const high = signalAlertCategory(signal) === 'highProfitSignals';
  if (signal.locked) {
    return {
      title: serverText(language, 'alerts.signal.titleNewPremium', figures),
      message: serverText(language, 'alerts.signal.lockedMessage', { high: high ? 'yes' : 'no', type: signal.signalType }),
    };
  }
  const title = high ? 'alerts.signal.titleHighProfit' : signal.isPremium ? 'alerts.signal.titleNewPremium' : 'alerts.signal.titleNew';
  return { title: serverText(language, title, figures), message: tradeOf(signal, language) };
}
