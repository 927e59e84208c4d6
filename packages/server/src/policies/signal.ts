import { MESSAGES } from '@signals/protocol';
import type { Signal, User } from '../db/models/index.js';
import { forbidden } from '../errors.js';
import { hasActivePremium } from './premium.js';

/** What the entitlement decision reads of a viewer: role, ban and plan. Null is nobody signed in. */
export type SignalViewer = Pick<User, 'isAdmin' | 'isBanned' | 'isPremium' | 'subscriptionEndDate'> | null;

/** What the entitlement decision reads of a signal: only its tier. */
export type SignalTier = Pick<Signal, 'isPremium'>;

/**
 * Whether the viewer may see the full detail of every premium signal right
 * now. Lists use it to leave out premium rows a filter on hidden fields would
 * otherwise reveal, so it must agree with `canSeeSignalDetail`.
 *
 * @param viewer the signed-in user, or null.
 * @param now the clock of the request.
 * @returns true for admins (they author premium signals) and active premium users.
 */
export function canSeePremiumDetail(viewer: SignalViewer, now: Date): boolean {
  if (!viewer || viewer.isBanned) {
    return false;
  }
  // An expired subscription whose flag the sweep has not cleared yet does not count.
  return viewer.isAdmin || hasActivePremium(viewer, now);
}

/**
 * The one entitlement decision for a signal's trade detail (exchanges,
 * prices, targets, stop, leverage, direction, contract type). Pure: no I/O,
 * so REST and the live channel decide alike and it is tested as a grid.
 *
 * @param signal the signal, of which only the tier matters.
 * @param viewer the signed-in user, or null.
 * @param now the clock of the request.
 * @returns true when the full shape may be sent.
 */
export function canSeeSignalDetail(signal: SignalTier, viewer: SignalViewer, now: Date): boolean {
  if (!viewer || viewer.isBanned) {
    return false;
  }
  if (!signal.isPremium) {
    return true;
  }
  return canSeePremiumDetail(viewer, now);
}

/**
 * Refuses the detail of a signal the viewer may not see: 403 with the text
 * the client matches on to show its upgrade prompt.
 *
 * @throws HttpError 403 `Premium subscription required`.
 */
export function authorizeSignalDetail(signal: SignalTier, viewer: SignalViewer, now: Date): void {
  if (!canSeeSignalDetail(signal, viewer, now)) {
    throw forbidden(MESSAGES.premiumRequired);
  }
}
