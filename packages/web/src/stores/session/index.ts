export type { SessionActions, SessionStore } from './actions';
export type { SessionState, SessionStatus, SignedOutReason } from './initialState';
export { sessionSelectors } from './selectors';
export { useSessionStore } from './store';
export { useStaffMay } from './useStaffMay';
