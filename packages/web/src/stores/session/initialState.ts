import type { User } from '@signals/protocol';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  /** The signed-in user; null while loading and when signed out. */
  user: User | null;
}

export const initialSessionState: SessionState = { status: 'loading', user: null };
