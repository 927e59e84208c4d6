import { MESSAGES, type LockedSignal } from '@signals/protocol';
import type { Signal, User } from '../db/models/index.js';
import { forbidden, notFound } from '../errors.js';
import type { SettingValues } from '../services/settings.js';
import { hasActivePremium } from './premium.js';

/** What the entitlement decision reads of a viewer: role, ban and plan. Null is nobody signed in. */
export type SignalViewer = Pick<User, 'isAdmin' | 'isBanned' | 'isPremium' | 'subscriptionEndDate'> | null;

/**
 * A viewer standing for everyone of a tier, for presenting what the tier is shown once for all of them (the live
 * channel's tier rooms, an alert to every member): a member with running premium, an admin, a member without
 * premium. A test holds every user's rooms to the policy's answer for them (realtime/rooms.test.ts).
 */
export const TIER_VIEWERS = {
  premium: { isAdmin: false, isBanned: false, isPremium: true, subscriptionEndDate: null },
  admin: { isAdmin: true, isBanned: false, isPremium: false, subscriptionEndDate: null },
  member: { isAdmin: false, isBanned: false, isPremium: false, subscriptionEndDate: null },
} as const satisfies Record<string, SignalViewer>;

/** What the entitlement decision reads of a signal: its tier, and whether it has ended. */
export type SignalTier = Pick<Signal, 'isPremium' | 'outcome'>;

/**
 * What the system settings say about showing signals: whether a closed
 * signal's trade is shown to everyone (the reveal_closed_premium_signals
 * setting, issue 17), so the track record can be checked against the trades.
 */
export interface SignalDisclosure {
  revealClosed: boolean;
}

/** The disclosure the current settings ask for. */
export function signalDisclosureOf(settings: Pick<SettingValues, 'reveal_closed_premium_signals'>): SignalDisclosure {
  return { revealClosed: settings.reveal_closed_premium_signals === 'true' };
}

/**
 * The one entitlement decision for a signal's trade detail (exchanges,
 * prices, targets, stop, leverage, direction, contract type: the protocol's
 * SIGNAL_DETAIL_FIELDS). Pure: no I/O, so REST answers, the list cache's
 * viewer classes, the live channel's rooms (each presented for a viewer
 * standing for the room) and later push and e-mail bodies all decide alike,
 * and it is tested as a grid.
 *
 * @param signal the signal: its tier and outcome.
 * @param viewer the signed-in user, or null.
 * @param now the clock of the request.
 * @param disclosure what the settings reveal of closed signals.
 * @returns true when the full shape may be sent: a closed signal to anyone
 *   (visitors too: the public track record's proof) while the settings reveal
 *   them; a free signal to any member in good standing; a premium one to
 *   admins (they author them) and to members whose premium runs at `now`.
 */
export function canSeeSignalDetail(signal: SignalTier, viewer: SignalViewer, now: Date, disclosure: SignalDisclosure): boolean {
  if (viewer?.isBanned) {
    return false;
  }
  if (signal.outcome !== 'open' && disclosure.revealClosed) {
    return true;
  }
  if (!viewer) {
    return false;
  }
  if (!signal.isPremium) {
    return true;
  }
  // An expired subscription whose flag the sweep has not cleared yet does not count.
  return viewer.isAdmin || hasActivePremium(viewer, now);
}

/**
 * Whether the viewer may know of the signal at all (issue 38). A signal saved
 * inactive and never activated is a draft: members were never told of it, so
 * it is in no member list, detail, timeline or live event, and deleting it
 * erases nothing anyone saw. Once announced, a signal stays visible for good:
 * deleting it voids it. Admins see drafts (they write them).
 */
export function canSeeSignal(signal: Pick<Signal, 'announcedAt'>, viewer: SignalViewer): boolean {
  return signal.announcedAt !== null || viewer?.isAdmin === true;
}

/**
 * Refuses a draft to a viewer who may not know of it: answered as if there
 * were no such signal, so a guessed id tells nothing.
 *
 * @throws HttpError 404 `Signal not found`.
 */
export function authorizeSignalVisible(signal: Pick<Signal, 'announcedAt'>, viewer: SignalViewer): void {
  if (!canSeeSignal(signal, viewer)) {
    throw notFound(MESSAGES.signalNotFound);
  }
}

/** An open premium signal, as far as the decision reads one. */
const ANY_PREMIUM_SIGNAL: SignalTier = { isPremium: true, outcome: 'open' };
const NOTHING_REVEALED: SignalDisclosure = { revealClosed: false };

/**
 * Whether the viewer sees the detail of every signal: the class of viewer a
 * list is computed and cached for, and whether an exchange filter may match
 * premium rows (for anyone else a match would reveal where a locked signal
 * trades). The same decision as above, asked of an open premium signal.
 *
 * @param viewer the signed-in user, or null.
 * @param now the clock of the request.
 */
export function canSeePremiumDetail(viewer: SignalViewer, now: Date): boolean {
  return canSeeSignalDetail(ANY_PREMIUM_SIGNAL, viewer, now, NOTHING_REVEALED);
}

/**
 * Refuses the detail of a signal the viewer may not see: 403 with the text
 * the client matches on to show its upgrade prompt, and, when given, the
 * signal as this viewer may see it (the locked teaser), so the client needs
 * no second request to show the lock screen.
 *
 * @param locked the signal presented for this viewer, sent with the refusal.
 * @throws HttpError 403 `Premium subscription required`.
 */
export function authorizeSignalDetail(signal: SignalTier, viewer: SignalViewer, now: Date, disclosure: SignalDisclosure, locked?: LockedSignal): void {
  if (!canSeeSignalDetail(signal, viewer, now, disclosure)) {
    throw forbidden(MESSAGES.premiumRequired, locked ? { signal: locked } : {});
  }
}
