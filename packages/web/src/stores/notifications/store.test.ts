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
});
