import { SIGNAL_DETAIL_FIELDS } from '@signals/protocol';
import type { PresentableSignal } from '../../src/presenters/signal.js';
import { GRID_NOW } from './signalGrid.js';

type Detail = Pick<PresentableSignal, (typeof SIGNAL_DETAIL_FIELDS)[number]>;

/**
 * A signal as a presenter reads it, no database: an open premium futures trade (ETH/USDT, long from 3500 at 10x on
 * Bybit), published at the grid's clock. Its figures are found nowhere else in a text, so a test can tell whether one leaked.
 */
export function presentableSignal(overrides: Partial<PresentableSignal> = {}): PresentableSignal {
  const noDetail = Object.fromEntries(SIGNAL_DETAIL_FIELDS.map((field) => [field, null])) as Detail;
  return {
    ...noDetail,
    id: 7,
    pair: 'ETH/USDT',
    signalType: 'futures',
    profitPercentage: 2.4,
    isPremium: true,
    isActive: true,
    createdAt: GRID_NOW,
    updatedAt: GRID_NOW,
    expiresAt: null,
    outcome: 'open',
    resultPercent: null,
    closedAt: null,
    closeReason: null,
    logIndex: null,
    loggedAt: null,
    exchange: 'Bybit',
    direction: 'long',
    entryPrice: 3500,
    leverage: 10,
    ...overrides,
  };
}
