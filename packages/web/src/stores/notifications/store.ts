import type { BellState, Notification } from '@signals/protocol';
import { create } from 'zustand';
import { callApi, errorMessage } from '../../api';

export interface NotificationsState {
  unreadCount: number;
  /** The newest unread notification marked important: shown as a banner until read (issue 40). */
  important: Notification | null;
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
  /** The banner's "Got it": the important notification is marked read, listed or not; throws the error for a toast. */
  importantDismissed: () => Promise<void>;
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

/** The server's bell (count and important notification), read while no live change reached it; null when every answer crossed one. */
async function settledBell(): Promise<BellState | null> {
  for (let attempt = 0; attempt <= COUNT_RETRIES; attempt += 1) {
    const changesBefore = liveChanges;
    const bell = await callApi('unreadNotificationCount');
    if (changesBefore === liveChanges) {
      return bell;
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
  important: null,
  items: [],
  status: 'idle',
  error: null,
  hasMore: false,
  loadingMore: false,
  markingAll: false,
  unreadCountRequested: async () => {
    const started = generation;
    try {
      const bell = await settledBell();
      if (bell !== null && started === generation) {
        set({ unreadCount: bell.count, important: bell.important });
      }
    } catch {
      // Tolerated silently: the badge simply stays as it was.
    }
  },
  unreadCountChanged: (unreadCount) => set({ unreadCount }),
  notificationsCleared: () => {
    generation += 1;
    arrivedWhileLoading = [];
    set({ unreadCount: 0, important: null, items: [], status: 'idle', error: null, hasMore: false, loadingMore: false, markingAll: false });
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
  notificationReceived: (notification) => {
    let listedAlready = false;
    set((state) => {
      if (state.items.some((item) => item.id === notification.id) || arrivedWhileLoading.some((item) => item.id === notification.id)) {
        listedAlready = true;
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
    });
    // Already listed: the list's answer was read after it was written, while the count may have been read before (a
    // badge one short of the list, in an e2e run). Which important ones make a banner is the server's rule too (a team
    // message, not a security alert, which the bell highlights). Either way the server is asked.
    if (listedAlready || (notification.isImportant && !notification.read)) {
      void get().unreadCountRequested();
    }
  },
  notificationRemoved: (id) => {
    liveChanges += 1;
    arrivedWhileLoading = arrivedWhileLoading.filter((item) => item.id !== id);
    if (get().important?.id === id) {
      set({ important: null });
    }
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
    const shownAsBanner = get().important?.id === id ? get().important : null;
    const markRead = (read: boolean) =>
      set((state) => ({
        items: state.items.map((item) => (item.id === id ? { ...item, read } : item)),
        unreadCount: Math.max(0, state.unreadCount + (read ? -1 : 1)),
        important: read ? (state.important?.id === id ? null : state.important) : (shownAsBanner ?? state.important),
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
      set((state) => ({ items: state.items.map((item) => (item.read ? item : { ...item, read: true })), unreadCount: count, important: null, markingAll: false }));
      if (changesBefore !== liveChanges) {
        // One arrived meanwhile: whether the server marked it read too is its to say.
        void get().unreadCountRequested();
      }
    } catch (error) {
      set({ markingAll: false });
      throw error;
    }
  },
  importantDismissed: async () => {
    const important = get().important;
    if (!important) {
      return;
    }
    if (get().items.some((item) => item.id === important.id)) {
      await get().notificationRead(important.id);
      return;
    }
    // Not in the loaded list: the banner and the badge change at once, and come back if the server refuses.
    set((state) => ({ important: null, unreadCount: Math.max(0, state.unreadCount - 1) }));
    try {
      await callApi('readNotification', { params: { id: important.id } });
    } catch (error) {
      set((state) => ({ important: state.important ?? important, unreadCount: state.unreadCount + 1 }));
      throw error;
    }
  },
}));
