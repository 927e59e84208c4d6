import type { Notification } from '@signals/protocol';
import { describe, expect, it } from 'vitest';
import { ApiServer } from '../../test/apiServer';
import { useNotificationsStore } from './store';

const api = ApiServer.forEachTest(() => useNotificationsStore.getState().notificationsCleared());

function notification(id: number, title: string): Notification {
  return { id, userId: 1, title, message: `${title}.`, type: 'info', isImportant: false, read: false, createdAt: '2026-11-25T10:00:00.000Z' };
}

describe('the notifications list and live arrivals', () => {
  it('keeps a notification pushed while the list was being fetched, on top of the answer read before it was written', async () => {
    let answerList: () => void = () => undefined;
    api.answer('GET /api/notifications', () => new Promise((resolve) => (answerList = () => resolve({ body: [notification(1, 'Welcome')] }))));
    const loading = useNotificationsStore.getState().notificationsRequested();
    await expect.poll(() => api.requestsTo('GET /api/notifications').length).toBe(1);

    useNotificationsStore.getState().notificationReceived(notification(2, 'Completed: your check'));
    answerList();
    await loading;

    expect(useNotificationsStore.getState().items.map((item) => item.title)).toEqual(['Completed: your check', 'Welcome']);
    expect(useNotificationsStore.getState().unreadCount).toBe(1);
  });

  it('lists a pushed notification the answer already holds once', async () => {
    let answerList: () => void = () => undefined;
    api.answer('GET /api/notifications', () => new Promise((resolve) => (answerList = () => resolve({ body: [notification(2, 'Completed: your check'), notification(1, 'Welcome')] }))));
    const loading = useNotificationsStore.getState().notificationsRequested();
    await expect.poll(() => api.requestsTo('GET /api/notifications').length).toBe(1);

    useNotificationsStore.getState().notificationReceived(notification(2, 'Completed: your check'));
    answerList();
    await loading;

    expect(useNotificationsStore.getState().items.map((item) => item.id)).toEqual([2, 1]);
  });

  it('takes a deleted notification off the list, and off the badge when it was unread', async () => {
    api.answer('GET /api/notifications', () => ({ body: [notification(3, 'Typo'), { ...notification(2, 'Read already'), read: true }, notification(1, 'Welcome')] }));
    await useNotificationsStore.getState().notificationsRequested();
    useNotificationsStore.getState().unreadCountChanged(2);

    useNotificationsStore.getState().notificationRemoved(3);
    useNotificationsStore.getState().notificationRemoved(2);
    expect(useNotificationsStore.getState().items.map((item) => item.id)).toEqual([1]);
    expect(useNotificationsStore.getState().unreadCount).toBe(1);
  });

  it('asks the server for the count when a deleted notification was not in the loaded list', async () => {
    api.answer('GET /api/notifications/unread-count', () => ({ body: { count: 4, important: null } }));
    useNotificationsStore.getState().unreadCountChanged(5);
    useNotificationsStore.getState().notificationRemoved(99);
    await expect.poll(() => useNotificationsStore.getState().unreadCount).toBe(4);
  });
});

describe('the bell’s count', () => {
  it('asks again when a notification arrived while the count was on its way, rather than losing it', async () => {
    const answers: Array<() => void> = [];
    let unread = 2;
    api.answer('GET /api/notifications/unread-count', () => {
      // The first answer was read before the notification below was written.
      const count = unread;
      return new Promise((resolve) => answers.push(() => resolve({ body: { count, important: null } })));
    });
    const counting = useNotificationsStore.getState().unreadCountRequested();
    await expect.poll(() => answers.length).toBe(1);

    unread = 3;
    useNotificationsStore.getState().notificationReceived(notification(7, 'New signal'));
    answers[0]!();
    await expect.poll(() => answers.length).toBe(2);
    answers[1]!();
    await counting;

    expect(useNotificationsStore.getState().unreadCount).toBe(3);
  });

  it('asks the server when a pushed notification was already in the list fetched after the count (the count may lack it)', async () => {
    api.answer('GET /api/notifications/unread-count', () => ({ body: { count: 1, important: null } }));
    await useNotificationsStore.getState().unreadCountRequested();
    // The list was read after notification 2 was written; the count before.
    api.answer('GET /api/notifications', () => ({ body: [notification(2, 'New signal'), notification(1, 'Welcome')] }));
    await useNotificationsStore.getState().notificationsRequested();
    api.answer('GET /api/notifications/unread-count', () => ({ body: { count: 2, important: null } }));

    useNotificationsStore.getState().notificationReceived(notification(2, 'New signal'));
    await expect.poll(() => useNotificationsStore.getState().unreadCount).toBe(2);
    expect(useNotificationsStore.getState().items.map((item) => item.id)).toEqual([2, 1]);
  });

  it('keeps a count that crossed no live change', async () => {
    api.answer('GET /api/notifications/unread-count', () => ({ body: { count: 6, important: null } }));
    await useNotificationsStore.getState().unreadCountRequested();
    expect(useNotificationsStore.getState().unreadCount).toBe(6);
    expect(api.requestsTo('GET /api/notifications/unread-count')).toHaveLength(1);
  });
});

describe('the important banner', () => {
  const important = (id: number): Notification => ({ ...notification(id, 'Maintenance tonight'), isImportant: true });

  it('shows the newest unread important notification the server names, and one that arrives live', async () => {
    api.answer('GET /api/notifications/unread-count', () => ({ body: { count: 3, important: important(4) } }));
    await useNotificationsStore.getState().unreadCountRequested();
    expect(useNotificationsStore.getState().important?.id).toBe(4);

    useNotificationsStore.getState().notificationReceived(notification(5, 'New signal'));
    expect(useNotificationsStore.getState().important?.id).toBe(4);
    expect(api.requestsTo('GET /api/notifications/unread-count')).toHaveLength(1);
    // An important one: whether it makes a banner is the server's to say, so the bell is asked again.
    api.answer('GET /api/notifications/unread-count', () => ({ body: { count: 5, important: important(6) } }));
    useNotificationsStore.getState().notificationReceived(important(6));
    await expect.poll(() => useNotificationsStore.getState().important?.id).toBe(6);
    expect(useNotificationsStore.getState().unreadCount).toBe(5);
    useNotificationsStore.getState().notificationRemoved(6);
    expect(useNotificationsStore.getState().important).toBeNull();
  });

  it('"Got it" marks it read on the server though the list was never opened, and lowers the badge', async () => {
    api.answer('GET /api/notifications/unread-count', () => ({ body: { count: 2, important: important(9) } }));
    api.answer('POST /api/notifications/read/9', () => ({ body: { ...important(9), read: true } }));
    await useNotificationsStore.getState().unreadCountRequested();

    await useNotificationsStore.getState().importantDismissed();
    expect(useNotificationsStore.getState().important).toBeNull();
    expect(useNotificationsStore.getState().unreadCount).toBe(1);
    expect(api.requestsTo('POST /api/notifications/read/9')).toHaveLength(1);
  });

  it('comes back when the server refuses to mark it read', async () => {
    api.answer('GET /api/notifications/unread-count', () => ({ body: { count: 2, important: important(9) } }));
    api.answer('POST /api/notifications/read/9', () => ({ status: 404, body: { message: 'Notification not found' } }));
    await useNotificationsStore.getState().unreadCountRequested();

    await expect(useNotificationsStore.getState().importantDismissed()).rejects.toThrow('Notification not found');
    expect(useNotificationsStore.getState().important?.id).toBe(9);
    expect(useNotificationsStore.getState().unreadCount).toBe(2);
  });
});
