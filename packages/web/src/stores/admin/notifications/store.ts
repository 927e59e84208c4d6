import type { AdminNotification, NotificationCreateRequest, NotificationType, Page, UserSummary } from '@signals/protocol';
import { create } from 'zustand';
import { callApi } from '../../../api';
import {
  DEFAULT_PAGING,
  containsText,
  initialPagedList,
  pagedListActions,
  pagingParams,
  type ListQuery,
  type PagedList,
  type PagedListActions,
} from '../pagedList';

export type RecipientFilter = 'all' | 'individual' | 'everyone';

export interface NotificationsQuery extends ListQuery {
  type: NotificationType | 'all';
  recipient: RecipientFilter;
}

export interface AdminNotificationsStore extends PagedListActions<AdminNotification, NotificationsQuery> {
  list: PagedList<AdminNotification, NotificationsQuery>;
  /** Sends one notification (to everyone) or one per recipient; the new rows go on top. */
  notificationSent: (body: NotificationCreateRequest) => Promise<AdminNotification[]>;
  notificationDeleted: (id: number) => Promise<void>;
  /** Users whose username or e-mail contains the text, for the recipient picker. */
  recipientsSearched: (text: string) => Promise<UserSummary[]>;
}

const RECIPIENT_LIMIT = '8';

export const useAdminNotificationsStore = create<AdminNotificationsStore>()((set, get) => {
  const list = pagedListActions<AdminNotification, NotificationsQuery, Page<AdminNotification>>({
    read: () => get().list,
    write: (patch) => set((s) => ({ list: { ...s.list, ...patch } })),
    fetchPage: (query) =>
      callApi('adminListNotifications', {
        query: {
          ...pagingParams(query),
          type: query.type === 'all' ? undefined : query.type,
          recipient: query.recipient === 'all' ? undefined : query.recipient,
        },
      }),
    matches: (row, query) =>
      (query.type === 'all' || query.type === row.type) &&
      (query.recipient === 'all' || (query.recipient === 'everyone') === (row.userId === null)) &&
      containsText(query.search, row.title, row.message),
    newestFirst: (query) => query.page === 1,
  });

  return {
    list: initialPagedList<AdminNotification, NotificationsQuery>({ ...DEFAULT_PAGING, type: 'all', recipient: 'all' }),
    ...list,
    notificationSent: async (body) => {
      const rows = await callApi('adminCreateNotification', { body });
      // The answer is in the order sent; added one by one, the first ends on top.
      for (const row of [...rows].reverse()) {
        list.rowAdded(row);
      }
      return rows;
    },
    notificationDeleted: async (id) => {
      await callApi('adminDeleteNotification', { params: { id } });
      list.rowRemoved(id);
    },
    recipientsSearched: (text) => callApi('adminSearchUsers', { query: { q: text, limit: RECIPIENT_LIMIT } }),
  };
});

export const adminNotificationSelectors = {
  list: (s: AdminNotificationsStore) => s.list,
  query: (s: AdminNotificationsStore) => s.list.query,
};
