/**
 * The fields of a signal that are its trade: what a premium signal keeps from
 * anyone without the right to it. The one list of them: the schemas
 * (entities/signal.ts) are built on it and checked against it, the presenter
 * copies exactly these, the exchange filter searches a subset. Zod-free, so a
 * client can read it without shipping the schemas.
 */
export const SIGNAL_DETAIL_FIELDS = [
  'buyExchange',
  'sellExchange',
  'buyPrice',
  'sellPrice',
  'entryPrice',
  'takeProfit1',
  'takeProfit2',
  'stopLoss',
  'direction',
  'exchange',
  'leverage',
  'contractType',
  /** The price a futures or forex trade closed at; null while open and for arbitrage. */
  'exitPrice',
] as const;
export type SignalDetailField = (typeof SIGNAL_DETAIL_FIELDS)[number];

/**
 * The detail fields that name where a signal trades, which the exchange
 * filter searches: a premium signal's match on them is detail too.
 */
export const SIGNAL_EXCHANGE_FIELDS = ['exchange', 'buyExchange', 'sellExchange'] as const satisfies readonly SignalDetailField[];
