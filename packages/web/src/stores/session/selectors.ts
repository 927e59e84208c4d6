import type { SessionStore } from './actions';

export const sessionSelectors = {
  status: (s: SessionStore) => s.status,
  user: (s: SessionStore) => s.user,
  isSignedIn: (s: SessionStore) => s.status === 'signedIn',
  isAdmin: (s: SessionStore) => s.user?.isAdmin === true,
  /** The staff account's role (issue 46): what of the back office it may use; null for a member. */
  staffRole: (s: SessionStore) => (s.user?.isAdmin ? s.user.staffRole : null),
  isPremium: (s: SessionStore) => s.user?.isPremium === true,
  username: (s: SessionStore) => s.user?.username ?? '',
  signedOutReason: (s: SessionStore) => s.signedOutReason,
  unreachable: (s: SessionStore) => s.unreachable,
};
