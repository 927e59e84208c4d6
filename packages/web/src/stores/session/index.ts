export type { SessionActions, SessionStore } from './actions';
export type { SessionState, SessionStatus } from './initialState';
export { sessionSelectors } from './selectors';
export { useSessionStore } from './store';
