export {
  adminNotificationSelectors,
  useAdminNotificationsStore,
  type AdminNotificationsStore,
  type NotificationsQuery,
  type RecipientFilter,
} from './store';
