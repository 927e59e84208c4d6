import type { SignalViewer } from '../../src/policies/signal.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The clock of the entitlement grid: fixed, so the expired and active subscriptions stay so. */
export const GRID_NOW = new Date('2026-03-01T12:00:00Z');

const gridMember = { isAdmin: false, isBanned: false, isPremium: false, subscriptionEndDate: null };

/** Every viewer state the signal entitlement distinguishes, as the policy reads them (no database). */
export const GRID_VIEWERS = {
  anonymous: null,
  free: gridMember,
  premium: { ...gridMember, isPremium: true, subscriptionEndDate: new Date(GRID_NOW.getTime() + 30 * DAY_MS) },
  // The flag is still set because the expiry sweep has not run yet: the end date wins.
  expiredPremium: { ...gridMember, isPremium: true, subscriptionEndDate: new Date(GRID_NOW.getTime() - DAY_MS) },
  banned: { ...gridMember, isPremium: true, subscriptionEndDate: new Date(GRID_NOW.getTime() + 30 * DAY_MS), isBanned: true },
  admin: { ...gridMember, isAdmin: true },
} as const satisfies Record<string, SignalViewer>;
export type GridViewer = keyof typeof GRID_VIEWERS;

/** The whole grid: signal tier x viewer state, and whether the full detail may be sent. */
export const SIGNAL_GRID: ReadonlyArray<readonly [tier: 'free' | 'premium', viewer: GridViewer, seesDetail: boolean]> = [
  ['free', 'anonymous', false],
  ['free', 'free', true],
  ['free', 'premium', true],
  ['free', 'expiredPremium', true],
  ['free', 'banned', false],
  ['free', 'admin', true],
  ['premium', 'anonymous', false],
  ['premium', 'free', false],
  ['premium', 'premium', true],
  ['premium', 'expiredPremium', false],
  ['premium', 'banned', false],
  ['premium', 'admin', true],
];
