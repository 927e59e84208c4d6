import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, Subscription as SubscriptionSchema, User as UserSchema, routes } from '@signals/protocol';
import { NO_SUBSCRIPTION_TO_CANCEL } from '../../commands/subscriptions.js';
import { Cancellation, Subscription, User } from '../../db/models/index.js';
import { captureEvents } from '../../../test/support/events.js';
import { buildSubscription } from '../../../test/support/factories/subscriptions.js';
import { signedInUser } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const DAY_MS = 86_400_000;

describe('GET /api/subscription', () => {
  it('answers the premium member’s active subscription with its end date', async () => {
    const endDate = new Date(Date.now() + 20 * DAY_MS);
    const { user, client } = await signedInUser(server, { isPremium: true, subscriptionEndDate: endDate });
    await buildSubscription(server.app.db, user.id, { endDate: new Date(Date.now() - DAY_MS), status: 'expired' });
    const active = await buildSubscription(server.app.db, user.id, { endDate });

    const response = await client.get('/api/subscription');
    expect(response.status).toBe(200);
    const { subscription } = routes.getSubscription.response.parse(response.body);
    expect(subscription).toMatchObject({ id: active.id, userId: user.id, status: 'active', endDate: endDate.toISOString() });
  });

  it('answers { subscription: null } to a free member', async () => {
    const { client } = await signedInUser(server);
    const response = await client.get('/api/subscription');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ subscription: null });
  });

  it('never shows another member’s subscription', async () => {
    const other = await signedInUser(server, { isPremium: true });
    await buildSubscription(server.app.db, other.user.id);
    const { client } = await signedInUser(server);
    expect((await client.get('/api/subscription')).body).toEqual({ subscription: null });
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await server.client().get('/api/subscription')).status).toBe(401);
  });
});

describe('POST /api/subscription/cancel', () => {
  it('removes premium at once, cancels the subscription and tells the member’s tabs', async () => {
    const { user, client } = await signedInUser(server, { isPremium: true });
    const subscription = await buildSubscription(server.app.db, user.id, { endDate: user.subscriptionEndDate! });
    const capture = captureEvents(server);

    const response = await client.post('/api/subscription/cancel', { reason: 'temporary' });
    capture.stop();

    expect(response.status).toBe(200);
    const body = routes.cancelSubscription.response.parse(response.body);
    expect(UserSchema.parse(body.user)).toMatchObject({ id: user.id, isPremium: false, subscriptionEndDate: null });
    expect(SubscriptionSchema.parse(body.subscription)).toMatchObject({ id: subscription.id, status: 'cancelled' });
    expect(await User.query(server.app.db).findById(user.id)).toMatchObject({ isPremium: false, subscriptionEndDate: null });
    expect((await Subscription.query(server.app.db).findById(subscription.id))!.status).toBe('cancelled');
    expect(capture.ofType('user.updated')).toEqual([expect.objectContaining({ premiumChanged: true, user: expect.objectContaining({ id: user.id, isPremium: false }) })]);
    expect((await client.get('/api/subscription')).body).toEqual({ subscription: null });
  });

  it('keeps why the member cancelled, for the back office, and refuses a reason it does not know', async () => {
    const { user, client } = await signedInUser(server, { isPremium: true });
    await buildSubscription(server.app.db, user.id, { endDate: user.subscriptionEndDate! });

    const unknown = await client.post('/api/subscription/cancel', { reason: 'bored' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'validationFailed', issues: [expect.objectContaining({ path: 'reason' })] });
    const none = await client.post('/api/subscription/cancel', {});
    expect(none.status).toBe(400);
    expect((await User.query(server.app.db).findById(user.id))!.isPremium).toBe(true);

    const response = await client.post('/api/subscription/cancel', { reason: 'too_expensive', comment: '  Too dear for me right now  ' });
    expect(response.status).toBe(200);
    expect(await Cancellation.query(server.app.db).where('userId', user.id)).toEqual([
      expect.objectContaining({ reason: 'too_expensive', comment: 'Too dear for me right now', kind: 'paid' }),
    ]);
  });

  it('answers 409 to a free member and changes nothing', async () => {
    const { user, client } = await signedInUser(server);
    const response = await client.post('/api/subscription/cancel', { reason: 'temporary' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(englishAnswer(NO_SUBSCRIPTION_TO_CANCEL));
    expect((await User.query(server.app.db).findById(user.id))!.isPremium).toBe(false);
  });

  it('cancels only the caller’s own subscription', async () => {
    const other = await signedInUser(server, { isPremium: true });
    const theirs = await buildSubscription(server.app.db, other.user.id);
    const { client } = await signedInUser(server);
    expect((await client.post('/api/subscription/cancel', { reason: 'temporary' })).status).toBe(409);
    expect((await User.query(server.app.db).findById(other.user.id))!.isPremium).toBe(true);
    expect((await Subscription.query(server.app.db).findById(theirs.id))!.status).toBe('active');
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await server.client().post('/api/subscription/cancel', { reason: 'temporary' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(englishAnswer(MESSAGES.notSignedIn));
  });
});
