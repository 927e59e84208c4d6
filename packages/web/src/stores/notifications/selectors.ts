import type { NotificationsState } from './store';

export const notificationSelectors = {
  unreadCount: (s: NotificationsState) => s.unreadCount,
  /** The badge text: nothing at 0, "9+" above 9. */
  unreadBadge: (s: NotificationsState) => (s.unreadCount === 0 ? null : s.unreadCount > 9 ? '9+' : String(s.unreadCount)),
  /** The newest unread important notification, shown as a banner until read. */
  important: (s: NotificationsState) => s.important,
  items: (s: NotificationsState) => s.items,
  status: (s: NotificationsState) => s.status,
  error: (s: NotificationsState) => s.error,
  hasMore: (s: NotificationsState) => s.hasMore,
  loadingMore: (s: NotificationsState) => s.loadingMore,
  markingAll: (s: NotificationsState) => s.markingAll,
};
