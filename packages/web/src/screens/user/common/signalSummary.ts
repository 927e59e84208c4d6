import type { FullSignal } from '@signals/protocol';
import { formatPrice } from '../../../lib/format';

/**
 * The one-line gist of an unlocked signal for list rows: the route of an
 * arbitrage, the side and entry of a forex trade, the side, leverage and
 * venue of a futures position.
 */
export function signalSummary(signal: FullSignal): string {
  if (signal.signalType === 'arbitrage') {
    return `${signal.buyExchange ?? '—'} → ${signal.sellExchange ?? '—'}`;
  }
  const side = signal.direction ? signal.direction.toUpperCase() : '';
  if (signal.signalType === 'forex') {
    return [side, `Entry ${formatPrice(signal.entryPrice, signal)}`].filter(Boolean).join(' · ');
  }
  const leverage = signal.leverage ? `${signal.leverage}x` : '';
  return [[side, leverage].filter(Boolean).join(' '), signal.exchange].filter(Boolean).join(' · ');
}
