import type { Notification } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../api';

export interface NotificationsState {
  unreadCount: number;
  /** The list screen's notifications, newest first (loaded when the screen first opens). */
  items: Notification[];
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  /** Mark All Read is on its way. */
  markingAll: boolean;
  /** Fetch the bell's count; failures leave the count as it was (the bell is not worth an error). */
  unreadCountRequested: () => Promise<void>;
  unreadCountChanged: (count: number) => void;
  /** Nobody is signed in any more: forget the count and the list. */
  notificationsCleared: () => void;
  notificationsRequested: (force?: boolean) => Promise<void>;
  moreNotificationsRequested: () => Promise<void>;
  /** A notification arrived live: on top of the list, and one more on the bell. */
  notificationReceived: (notification: Notification) => void;
  /** A notification was deleted: off the list, and off the bell's count if it was unread there. */
  notificationRemoved: (id: number) => void;
  /** Mark one read (shown at once, undone if the server refuses); throws the error for the screen's toast. */
  notificationRead: (id: number) => Promise<void>;
  /** Mark every notification read; throws the error for the screen's toast. */
  allNotificationsRead: () => Promise<void>;
}

const PAGE_SIZE = 20;
let generation = 0;
/**
 * Notifications pushed while the list was being fetched: the answer may have
 * been read before they were written, so they are put on top of it when it
 * comes (the bell counted them already).
 */
let arrivedWhileLoading: Notification[] = [];
/** Whether a fetch of the first page is on its way (a forced refresh keeps the status ready meanwhile). */
let firstPageInFlight = false;
/**
 * Counts the live changes to the bell (an arrival, a deletion). A count the server sent may have been read before or
 * after a change that reached the bell while it was on its way, so such an answer is not applied but asked again: the
 * badge and the list never disagree by the one that crossed it.
 */
let liveChanges = 0;
/** How many times a count that crossed a live change is asked again before the badge keeps its own tally. */
const COUNT_RETRIES = 3;

/** The server's unread count, read while no live change reached the bell; null when every answer crossed one. */
async function settledUnreadCount(): Promise<number | null> {
  for (let attempt = 0; attempt <= COUNT_RETRIES; attempt += 1) {
    const changesBefore = liveChanges;
    const { count } = await callApi('unreadNotificationCount');
    if (changesBefore === liveChanges) {
      return count;
    }
  }
  return null;
}

/** The fetched page with what arrived meanwhile on top, newest first, each once. */
function withArrivals(items: Notification[]): Notification[] {
  const arrivals = arrivedWhileLoading.filter((arrived) => !items.some((item) => item.id === arrived.id));
  arrivedWhileLoading = [];
  return [...arrivals.sort((a, b) => b.id - a.id), ...items];
}

export const useNotificationsStore = create<NotificationsState>()((set, get) => ({
  unreadCount: 0,
  items: [],
  status: 'idle',
  error: null,
  hasMore: false,
  loadingMore: false,
  markingAll: false,
  unreadCountRequested: async () => {
    const started = generation;
    try {
      const count = await settledUnreadCount();
      if (count !== null && started === generation) {
        set({ unreadCount: count });
      }
    } catch {
      // Tolerated silently: the badge simply stays as it was.
    }
  },
  unreadCountChanged: (unreadCount) => set({ unreadCount }),
  notificationsCleared: () => {
    generation += 1;
    arrivedWhileLoading = [];
    set({ unreadCount: 0, items: [], status: 'idle', error: null, hasMore: false, loadingMore: false, markingAll: false });
  },
  notificationsRequested: async (force = false) => {
    const { status } = get();
    if (!force && (status === 'ready' || status === 'loading')) {
      return;
    }
    const started = generation;
    set((state) => ({ status: state.status === 'ready' ? 'ready' : 'loading', error: null }));
    firstPageInFlight = true;
    try {
      const items = await callApi('listNotifications', { query: { limit: String(PAGE_SIZE) } });
      if (started === generation) {
        set({ items: withArrivals(items), status: 'ready', hasMore: items.length === PAGE_SIZE });
      }
    } catch (error) {
      if (started === generation) {
        set((state) => (state.status === 'ready' ? state : { status: 'error', error: errorMessage(error, 'Could not load notifications.') }));
      }
    } finally {
      firstPageInFlight = false;
    }
  },
  moreNotificationsRequested: async () => {
    const { items, loadingMore, hasMore } = get();
    const last = items[items.length - 1];
    if (loadingMore || !hasMore || !last) {
      return;
    }
    const started = generation;
    set({ loadingMore: true });
    try {
      const page = await callApi('listNotifications', { query: { before: String(last.id), limit: String(PAGE_SIZE) } });
      if (started === generation) {
        set((state) => {
          const seen = new Set(state.items.map((item) => item.id));
          return { items: [...state.items, ...page.filter((item) => !seen.has(item.id))], hasMore: page.length === PAGE_SIZE, loadingMore: false };
        });
      }
    } catch {
      if (started === generation) {
        set({ loadingMore: false });
      }
    }
  },
  notificationReceived: (notification) =>
    set((state) => {
      if (state.items.some((item) => item.id === notification.id) || arrivedWhileLoading.some((item) => item.id === notification.id)) {
        return state;
      }
      if (firstPageInFlight) {
        arrivedWhileLoading.push(notification);
      }
      liveChanges += 1;
      return {
        items: state.status === 'ready' ? [notification, ...state.items] : state.items,
        unreadCount: state.unreadCount + (notification.read ? 0 : 1),
      };
    }),
  notificationRemoved: (id) => {
    liveChanges += 1;
    arrivedWhileLoading = arrivedWhileLoading.filter((item) => item.id !== id);
    const listed = get().items.find((item) => item.id === id);
    if (listed) {
      set((state) => ({ items: state.items.filter((item) => item.id !== id), unreadCount: Math.max(0, state.unreadCount - (listed.read ? 0 : 1)) }));
      return;
    }
    // Not in the list (not loaded, or further down than loaded): whether it was counted as unread is the server's to say.
    void get().unreadCountRequested();
  },
  notificationRead: async (id) => {
    const target = get().items.find((item) => item.id === id);
    if (!target || target.read) {
      return;
    }
    const markRead = (read: boolean) =>
      set((state) => ({
        items: state.items.map((item) => (item.id === id ? { ...item, read } : item)),
        unreadCount: Math.max(0, state.unreadCount + (read ? -1 : 1)),
      }));
    markRead(true);
    try {
      await callApi('readNotification', { params: { id } });
    } catch (error) {
      markRead(false);
      throw error;
    }
  },
  allNotificationsRead: async () => {
    if (get().markingAll) {
      return;
    }
    set({ markingAll: true });
    try {
      const changesBefore = liveChanges;
      const { count } = await callApi('readAllNotifications');
      set((state) => ({ items: state.items.map((item) => (item.read ? item : { ...item, read: true })), unreadCount: count, markingAll: false }));
      if (changesBefore !== liveChanges) {
        // One arrived meanwhile: whether the server marked it read too is its to say.
        void get().unreadCountRequested();
      }
    } catch (error) {
      set({ markingAll: false });
      throw error;
    }
  },
}));
