import type { ContractType, SignalDirection, SignalEventKind, SignalOutcome, SignalType } from '@signals/protocol';
import { formatResult } from '../../../lib/format';
import type { MessageId } from '../../../i18n/messages';

export type { Translate } from '../../../i18n/useT';

/** The back office's words for the protocol's enum values, one catalogue key each. */
export const TYPE_KEYS: Record<SignalType, MessageId> = {
  arbitrage: 'adminSignals.type.arbitrage',
  forex: 'adminSignals.type.forex',
  futures: 'adminSignals.type.futures',
};

export const OUTCOME_KEYS: Record<SignalOutcome, MessageId> = {
  open: 'adminSignals.outcome.open',
  won: 'adminSignals.outcome.won',
  lost: 'adminSignals.outcome.lost',
  breakeven: 'adminSignals.outcome.breakeven',
  cancelled: 'adminSignals.outcome.cancelled',
  voided: 'adminSignals.outcome.voided',
};

export const EVENT_KEYS: Record<SignalEventKind, MessageId> = {
  tp1_hit: 'adminSignals.event.tp1_hit',
  stop_moved: 'adminSignals.event.stop_moved',
  note: 'adminSignals.event.note',
  tp2_hit: 'adminSignals.event.tp2_hit',
  stop_hit: 'adminSignals.event.stop_hit',
  closed: 'adminSignals.event.closed',
  cancelled: 'adminSignals.event.cancelled',
  voided: 'adminSignals.event.voided',
};

export const DIRECTION_KEYS: Record<SignalDirection, MessageId> = {
  buy: 'adminSignals.direction.buy',
  sell: 'adminSignals.direction.sell',
  long: 'adminSignals.direction.long',
  short: 'adminSignals.direction.short',
};

export const CONTRACT_KEYS: Record<ContractType, MessageId> = {
  perpetual: 'adminSignals.contract.perpetual',
  quarterly: 'adminSignals.contract.quarterly',
  dated: 'adminSignals.contract.dated',
};

/**
 * Values the admin types over, shown as placeholders: a pair and exchange
 * names, the same in every language (not text to translate).
 */
export const EXAMPLES = { pair: 'BTC/USDT', buyExchange: 'Binance', sellExchange: 'Kraken', exchange: 'Bybit' } as const;

/**
 * A signal's profit or spread as the back office shows it: two decimals, no
 * sign, in the language's number style ("2.35%", "2,35 %"). formatResult's
 * figure without the "+" it gives a gain.
 */
export function formatPercent(value: number): string {
  const text = formatResult(value);
  return value > 0 ? text.replace('+', '') : text;
}
