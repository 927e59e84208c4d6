export type { BrowserPush, PushSubscriptionHandle } from './browserPush';
export { pushSelectors } from './selectors';
export { usePushStore, type PushState, type PushStatus } from './store';
