export { notificationSelectors } from './selectors';
export { useNotificationsStore, type NotificationsState } from './store';
