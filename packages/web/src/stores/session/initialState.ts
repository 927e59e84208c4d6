import type { SessionEndReason, User } from '@signals/protocol';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

/** Why the member was signed out without asking to be; `ended` when the server did not say. */
export type SignedOutReason = SessionEndReason | 'ended';

export interface SessionState {
  status: SessionStatus;
  /** The signed-in user; null while loading and when signed out. */
  user: User | null;
  /** Set when a signed-in member was signed out from elsewhere (a ban, a reset): the sign-in screen says why. */
  signedOutReason: SignedOutReason | null;
  /**
   * The first check of the session found no network, and nothing kept on this device could stand in for it (a kept
   * copy opens offline only briefly after the server last vouched for its session: pwa/keptSession). Who is signed in
   * is not known: the sign-in screen says the device is offline, and the check runs again once the network is back.
   */
  unreachable: boolean;
}

export const initialSessionState: SessionState = { status: 'loading', user: null, signedOutReason: null, unreachable: false };
