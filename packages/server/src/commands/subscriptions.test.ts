import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Notification as NotificationSchema, User as UserSchema } from '@signals/protocol';
import { Notification, Subscription, User } from '../db/models/index.js';
import { captureEvents } from '../../test/support/events.js';
import { buildSubscription } from '../../test/support/factories/subscriptions.js';
import { buildUser } from '../../test/support/factories/users.js';
import { signedInUser } from '../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';
import { sweepExpiredSubscriptions } from '../workers/expiryScheduler.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const DAY_MS = 86_400_000;

describe('premium expiry', () => {
  it('the sweep ends lapsed premium, expires the subscription, notifies the member and records the events', async () => {
    const lapsed = await buildUser(server.app.db, { isPremium: true, subscriptionEndDate: new Date(Date.now() - 60_000) });
    const subscription = await buildSubscription(server.app.db, lapsed.id, { endDate: lapsed.subscriptionEndDate! });
    const running = await buildUser(server.app.db, { isPremium: true });
    const capture = captureEvents(server);

    const count = await sweepExpiredSubscriptions(server.app.services);
    capture.stop();

    expect(count).toBeGreaterThanOrEqual(1);
    expect(await User.query(server.app.db).findById(lapsed.id)).toMatchObject({ isPremium: false });
    expect((await Subscription.query(server.app.db).findById(subscription.id))!.status).toBe('expired');
    expect((await User.query(server.app.db).findById(running.id))!.isPremium).toBe(true);

    const notifications = await Notification.query(server.app.db).where('userId', lapsed.id);
    expect(notifications).toEqual([expect.objectContaining({ title: 'Premium expired', type: 'billing' })]);
    expect(capture.ofType('user.updated')).toContainEqual(expect.objectContaining({ premiumChanged: true, user: expect.objectContaining({ id: lapsed.id }) }));
    expect(capture.ofType('notification.created')).toContainEqual(expect.objectContaining({ notification: expect.objectContaining({ userId: lapsed.id }) }));
    expect(capture.events.some((e) => e.type === 'user.updated' && e.user.id === running.id)).toBe(false);
  });

  it('runs once per member: a second sweep finds nothing to do', async () => {
    const lapsed = await buildUser(server.app.db, { isPremium: true, subscriptionEndDate: new Date(Date.now() - 60_000) });
    await sweepExpiredSubscriptions(server.app.services);
    expect(await sweepExpiredSubscriptions(server.app.services)).toBe(0);
    expect(await Notification.query(server.app.db).where('userId', lapsed.id).resultSize()).toBe(1);
  });

  it('a lapsed member’s own next request already sees premium gone, before any sweep', async () => {
    const { user, client } = await signedInUser(server, { isPremium: true });
    await buildSubscription(server.app.db, user.id, { endDate: user.subscriptionEndDate! });
    // Time passes: the paid period ends.
    const past = new Date(Date.now() - DAY_MS);
    await User.query(server.app.db).patch({ subscriptionEndDate: past }).where('id', user.id);
    await Subscription.query(server.app.db).patch({ endDate: past }).where('userId', user.id);
    const capture = captureEvents(server);

    const me = await client.get('/api/user');
    capture.stop();

    expect(UserSchema.parse(me.body)).toMatchObject({ id: user.id, isPremium: false });
    expect((await client.get('/api/subscription')).body).toEqual({ subscription: null });
    expect(capture.ofType('user.updated')).toEqual([expect.objectContaining({ premiumChanged: true })]);
    const [created] = capture.ofType('notification.created');
    expect(created!.notification).toMatchObject({ userId: user.id, title: 'Premium expired' });
    expect(NotificationSchema.shape.title.parse(created!.notification.title)).toBe('Premium expired');
  });

  it('leaves members with a running subscription alone on their requests', async () => {
    const { user, client } = await signedInUser(server, { isPremium: true });
    const capture = captureEvents(server);
    expect((await client.get('/api/user')).body).toMatchObject({ isPremium: true });
    capture.stop();
    expect(capture.events).toEqual([]);
    expect(await Notification.query(server.app.db).where('userId', user.id).resultSize()).toBe(0);
  });
});
