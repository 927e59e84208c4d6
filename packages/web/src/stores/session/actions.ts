import type { LoginRequest, RegisterRequest, User } from '@signals/protocol';
import type { StateCreator } from 'zustand';
import { callApi, isApiError } from '../../api';
import type { SessionState, SignedOutReason } from './initialState';

export interface SessionActions {
  /** Ask the server who is signed in (null: nobody). */
  sessionLoaded: () => Promise<void>;
  loggedIn: (user: User) => void;
  loggedOut: () => void;
  /** Signed out by something other than the member's own logout here: a ban, a reset, a session ended elsewhere. */
  sessionEnded: (reason: SignedOutReason) => void;
  /** The server changed the user (profile edit, plan change). */
  userUpdated: (user: User) => void;
  /** Sign in; throws the ApiError so the form can show it. */
  login: (input: LoginRequest) => Promise<User>;
  /** Create an account, which also signs in. */
  register: (input: RegisterRequest) => Promise<User>;
  logout: () => Promise<void>;
}

export type SessionStore = SessionState & SessionActions;

export const createSessionActions: StateCreator<SessionStore, [], [], SessionActions> = (set, get) => ({
  sessionLoaded: async () => {
    try {
      // /api/session rather than /api/user: a visitor is a 200 with null there, where /api/user's
      // 401 would be logged by the browser as a console error on every signed-out page load.
      const { user, endedReason } = await callApi('session');
      if (user) {
        get().loggedIn(user);
      } else if (endedReason) {
        // The server ended this browser's session and says why: the sign-in screen says it too, even when the live
        // channel's word was lost (it closes as soon as a request finds the session gone).
        get().sessionEnded(endedReason);
      } else if (get().status === 'signedIn') {
        // Signed in a moment ago and not any more, without a logout here: the session ended elsewhere.
        get().sessionEnded('ended');
      } else {
        get().loggedOut();
      }
    } catch (error) {
      const refused = isApiError(error) && (error.status === 401 || error.status === 403);
      // A network blip while signed in (a server restart, say) is not a sign-out: keep the user.
      if (!refused && get().status === 'signedIn') {
        return;
      }
      if (!refused) {
        // The sign-in screen is still the safe place when the first check itself fails.
        console.warn('Could not load the session', error);
      }
      if (isApiError(error) && error.code === 'banned') {
        get().sessionEnded('banned');
      } else if (refused && get().status === 'signedIn') {
        get().sessionEnded('ended');
      } else if (isApiError(error) && error.status === 0) {
        // No network: perhaps still signed in (sessionEffects checks again once the network is back).
        set({ status: 'signedOut', user: null, unreachable: true });
      } else {
        get().loggedOut();
      }
    }
  },
  loggedIn: (user) => set({ status: 'signedIn', user, signedOutReason: null, unreachable: false }),
  loggedOut: () => set({ status: 'signedOut', user: null, unreachable: false }),
  sessionEnded: (reason) =>
    // A reason the server gave is kept over the generic one a later check would set.
    set((s) => ({ status: 'signedOut', user: null, signedOutReason: reason === 'ended' && s.signedOutReason ? s.signedOutReason : reason })),
  userUpdated: (user) => set({ user }),
  login: async (input) => {
    const user = await callApi('login', { body: input });
    get().loggedIn(user);
    return user;
  },
  register: async (input) => {
    const user = await callApi('register', { body: input });
    get().loggedIn(user);
    return user;
  },
  logout: async () => {
    await callApi('logout');
    set({ status: 'signedOut', user: null, signedOutReason: null });
  },
});
