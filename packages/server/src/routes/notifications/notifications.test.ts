import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BellState, MESSAGES, Notification as NotificationSchema, UnreadCount, type Notification } from '@signals/protocol';
import { buildNotification, markRead } from '../../../test/support/factories/notifications.js';
import { buildUser } from '../../../test/support/factories/users.js';
import { signedInUser } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function list(client: TestClient, query = ''): Promise<Notification[]> {
  const response = await client.get(`/api/notifications${query}`);
  expect(response.status, response.text).toBe(200);
  return z.array(NotificationSchema).parse(response.body);
}

async function unread(client: TestClient): Promise<number> {
  const response = await client.get('/api/notifications/unread-count');
  expect(response.status).toBe(200);
  return UnreadCount.parse(response.body).count;
}

describe('GET /api/notifications', () => {
  it("lists the user's own notifications and those sent to everyone, newest first, never another user's", async () => {
    // Sent to everyone before this user registered: a new user still sees it, like a welcome message.
    const earlyBroadcast = await buildNotification(server.app.db, { title: 'Welcome to the beta' });
    const { client, user } = await signedInUser(server);
    const other = await buildUser(server.app.db);
    const own = await buildNotification(server.app.db, { userId: user.id, type: 'billing' });
    const foreign = await buildNotification(server.app.db, { userId: other.id, title: 'Not for you' });
    const broadcast = await buildNotification(server.app.db, { isImportant: true });

    const notifications = await list(client, '?limit=100');
    const ids = notifications.map((n) => n.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids).toEqual(expect.arrayContaining([earlyBroadcast.id, own.id, broadcast.id]));
    expect(ids).not.toContain(foreign.id);
    expect(notifications.every((n) => n.userId === null || n.userId === user.id)).toBe(true);
    expect(notifications.find((n) => n.id === own.id)).toMatchObject({ userId: user.id, type: 'billing', read: false });
    expect(notifications.find((n) => n.id === broadcast.id)).toMatchObject({ userId: null, isImportant: true, read: false });
  });

  it("shows each user's own read state of a broadcast", async () => {
    const { client: reader, user } = await signedInUser(server);
    const { client: bystander } = await signedInUser(server);
    const broadcast = await buildNotification(server.app.db);
    await markRead(server.app.db, broadcast.id, user.id);

    expect((await list(reader)).find((n) => n.id === broadcast.id)?.read).toBe(true);
    expect((await list(bystander)).find((n) => n.id === broadcast.id)?.read).toBe(false);
  });

  it('pages with limit and the before cursor, 50 per page by default', async () => {
    const { client, user } = await signedInUser(server);
    for (let i = 0; i < 55; i += 1) {
      await buildNotification(server.app.db, { userId: user.id });
    }
    expect(await list(client)).toHaveLength(50);

    const first = await list(client, '?limit=3');
    const second = await list(client, `?limit=3&before=${first.at(-1)!.id}`);
    const both = [...first, ...second].map((n) => n.id);
    expect(both).toEqual((await list(client, '?limit=6')).map((n) => n.id));
  });

  it('answers 400 to a limit out of bounds or a cursor that is not a whole number', async () => {
    const { client } = await signedInUser(server);
    for (const [query, message] of [
      ['limit=0', 'limit must be at least 1'],
      ['limit=101', 'limit must be at most 100'],
      ['before=soon', 'before must be a whole number'],
    ]) {
      const response = await client.get(`/api/notifications?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toMatchObject({ message });
    }
  });

  it('answers 401 to a caller who is not signed in, on every notification endpoint', async () => {
    const notification = await buildNotification(server.app.db);
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['POST', `/api/notifications/read/${notification.id}`],
      ['POST', '/api/notifications/read-all'],
    ] as const) {
      const response = await server.client().request(method, path);
      expect(response.status, path).toBe(401);
      expect(response.body).toEqual(englishAnswer(MESSAGES.notSignedIn));
    }
  });
});

describe('GET /api/notifications/unread-count', () => {
  it("counts the user's unread own and broadcast notifications, not another user's", async () => {
    const { client, user } = await signedInUser(server);
    const other = await buildUser(server.app.db);
    const before = await unread(client);

    await buildNotification(server.app.db, { userId: user.id });
    const readOne = await buildNotification(server.app.db, { userId: user.id });
    await markRead(server.app.db, readOne.id, user.id);
    await buildNotification(server.app.db, { userId: other.id });
    expect(await unread(client)).toBe(before + 1);
  });

  it('names the newest unread important notification the member may see, for the banner, until it is read (issue 40)', async () => {
    const { client, user } = await signedInUser(server);
    const other = await buildUser(server.app.db);
    const bell = async () => BellState.parse((await client.get('/api/notifications/unread-count')).body);
    expect((await client.post('/api/notifications/read-all')).status).toBe(200);
    expect((await bell()).important).toBeNull();

    const team = await buildUser(server.app.db, { isAdmin: true });
    const mine = await buildNotification(server.app.db, { userId: user.id, isImportant: true, title: 'Maintenance tonight', createdBy: team.id });
    await buildNotification(server.app.db, { userId: user.id, isImportant: false, createdBy: team.id });
    await buildNotification(server.app.db, { userId: other.id, isImportant: true, title: 'Not for you', createdBy: team.id });
    // A security alert is important too, and stands out in the bell, but makes no banner.
    await buildNotification(server.app.db, { userId: user.id, isImportant: true, category: 'accountUpdates', title: 'Your password was changed' });
    expect((await bell()).important).toMatchObject({ id: mine.id, title: 'Maintenance tonight', isImportant: true, read: false });

    expect((await client.post(`/api/notifications/read/${mine.id}`)).status).toBe(200);
    expect(await bell()).toMatchObject({ important: null });
  });
});
