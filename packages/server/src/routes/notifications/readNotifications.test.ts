import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Notification as NotificationSchema, UnreadCount } from '@signals/protocol';
import { buildNotification } from '../../../test/support/factories/notifications.js';
import { signedInUser } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function unread(client: TestClient): Promise<number> {
  return UnreadCount.parse((await client.get('/api/notifications/unread-count')).body).count;
}

async function readStateOf(client: TestClient, id: number): Promise<boolean | undefined> {
  const notifications = z.array(NotificationSchema).parse((await client.get('/api/notifications?limit=100')).body);
  return notifications.find((n) => n.id === id)?.read;
}

describe('POST /api/notifications/read/:id', () => {
  it('marks a personal notification read and answers it, and a second call changes nothing', async () => {
    const { client, user } = await signedInUser(server);
    const notification = await buildNotification(server.app.db, { userId: user.id, title: 'Payment approved' });
    const before = await unread(client);

    const response = await client.post(`/api/notifications/read/${notification.id}`);
    expect(response.status).toBe(200);
    expect(NotificationSchema.parse(response.body)).toMatchObject({ id: notification.id, title: 'Payment approved', read: true });
    expect(await unread(client)).toBe(before - 1);

    const again = await client.post(`/api/notifications/read/${notification.id}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(response.body);
    expect(await unread(client)).toBe(before - 1);
  });

  it('marks a broadcast read for this user only', async () => {
    const { client } = await signedInUser(server);
    const { client: bystander } = await signedInUser(server);
    const broadcast = await buildNotification(server.app.db);

    expect((await client.post(`/api/notifications/read/${broadcast.id}`)).status).toBe(200);
    expect(await readStateOf(client, broadcast.id)).toBe(true);
    expect(await readStateOf(bystander, broadcast.id)).toBe(false);
  });

  it("answers 404 to another user's personal notification and leaves it unread for its owner", async () => {
    const { client } = await signedInUser(server);
    const { client: ownerClient, user: owner } = await signedInUser(server);
    const foreign = await buildNotification(server.app.db, { userId: owner.id });

    const response = await client.post(`/api/notifications/read/${foreign.id}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Notification not found', code: 'notificationNotFound' });
    expect(await readStateOf(ownerClient, foreign.id)).toBe(false);
  });

  it('answers 404 to an id that does not exist and 400 to one that is not a whole number', async () => {
    const { client } = await signedInUser(server);
    const missing = await client.post('/api/notifications/read/987654321');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Notification not found', code: 'notificationNotFound' });

    const malformed = await client.post('/api/notifications/read/first');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: 'The id must be a positive whole number' });
  });
});

describe('POST /api/notifications/read-all', () => {
  it('marks every notification the user sees read and answers an unread count of 0', async () => {
    const { client, user } = await signedInUser(server);
    const { client: bystander, user: bystanderUser } = await signedInUser(server);
    await buildNotification(server.app.db, { userId: user.id });
    const broadcast = await buildNotification(server.app.db);
    const foreign = await buildNotification(server.app.db, { userId: bystanderUser.id });
    expect(await unread(client)).toBeGreaterThan(0);

    const response = await client.post('/api/notifications/read-all');
    expect(response.status).toBe(200);
    expect(UnreadCount.parse(response.body)).toEqual({ count: 0 });
    expect(await unread(client)).toBe(0);
    const mine = z.array(NotificationSchema).parse((await client.get('/api/notifications?limit=100')).body);
    expect(mine.every((n) => n.read)).toBe(true);

    // Nobody else's read state moved.
    expect(await readStateOf(bystander, broadcast.id)).toBe(false);
    expect(await readStateOf(bystander, foreign.id)).toBe(false);
  });

  it('is harmless to repeat, and a notification sent afterwards arrives unread', async () => {
    const { client, user } = await signedInUser(server);
    expect((await client.post('/api/notifications/read-all')).body).toEqual({ count: 0 });
    expect((await client.post('/api/notifications/read-all')).body).toEqual({ count: 0 });

    const later = await buildNotification(server.app.db, { userId: user.id });
    expect(await unread(client)).toBe(1);
    expect(await readStateOf(client, later.id)).toBe(false);
  });
});
