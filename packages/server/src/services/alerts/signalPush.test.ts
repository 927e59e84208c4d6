import { defaultNotificationPreferences, NOTIFICATION_CATEGORIES, type PushMessage } from '@signals/protocol';
import { describe, expect, it } from 'vitest';
import { OutboxMessage } from '../../db/models/index.js';
import { decryptPush, pushBrowser, receivedBy, subscribeBrowser, type PushBrowser } from '../../../test/support/pushBrowser.js';
import type { PushServiceStandIn } from '../../../test/support/pushServiceStandIn.js';
import { withPushServiceAndServer } from '../../../test/support/pushSuite.js';
import { adminCallers, signedInUser } from '../../../test/support/signIn.js';
import type { TestServer } from '../../../test/support/testServer.js';

let pushService: PushServiceStandIn;
let server: TestServer;

withPushServiceAndServer((started) => ({ pushService, server } = started));

const browser = () => pushBrowser(pushService.origin);
const received = (subscriber: PushBrowser) => receivedBy(pushService, subscriber);
const decrypt = decryptPush;
const subscribe = subscribeBrowser;

describe('a published signal reaches subscribed browsers', () => {
  const trade = { pair: 'SOL/USDT', signalType: 'arbitrage', profitPercentage: 2.6, isPremium: true, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 150, sellPrice: 153.9 };
  const TRADE_WORDS = /Binance|Kraken|150|153\.9/;

  /** Waits until the worker, woken by the publication, has delivered to this browser. */
  async function arrival(subscriber: PushBrowser): Promise<PushMessage> {
    for (let tries = 0; tries < 100 && received(subscriber).length === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const [push] = received(subscriber);
    expect(push, `a push to ${subscriber.endpoint}`).toBeDefined();
    return decrypt(subscriber, push!.body) as PushMessage;
  }

  it('a premium signal: the trade to a premium member, the teaser to a free one, nothing to one with push off', async () => {
    const { adminClient } = await adminCallers(server);
    const premium = await signedInUser(server, { isPremium: true });
    const free = await signedInUser(server);
    const quiet = await signedInUser(server);
    const [premiumPhone, freePhone, quietPhone] = [browser(), browser(), browser()];
    await subscribe(premium.client, premiumPhone);
    await subscribe(free.client, freePhone);
    await subscribe(quiet.client, quietPhone);
    const off = defaultNotificationPreferences(false);
    for (const category of NOTIFICATION_CATEGORIES) {
      off[category].push = false;
    }
    expect((await quiet.client.put('/api/user/notification-preferences', off)).status).toBe(200);

    const created = await adminClient.post<{ id: number }>('/api/signals', trade);
    expect(created.status).toBe(201);
    const link = { url: `/signals/${created.body.id}`, tag: `signal-${created.body.id}` };

    const toPremium = await arrival(premiumPhone);
    expect(toPremium).toMatchObject({ title: 'High-profit signal: SOL/USDT, 2.6 %', ...link });
    expect(toPremium.body).toMatch(/Binance/);
    const toFree = await arrival(freePhone);
    expect(toFree).toEqual({ title: 'New premium signal: SOL/USDT, 2.6 %', body: expect.stringContaining('Upgrade to premium') as string, ...link });
    expect(JSON.stringify(toFree)).not.toMatch(TRADE_WORDS);
    // The worker has run for the others by now; the member who turned push off got nothing.
    expect(received(quietPhone)).toHaveLength(0);
    // This site sends no e-mail (no SMTP_URL): the fan-out wrote no e-mail rows, though e-mail is on in everyone's preferences.
    expect(await OutboxMessage.query(server.app.db).whereIn('userId', [premium.user.id, free.user.id, quiet.user.id]).whereNot('channel', 'push')).toEqual([]);
  });
});

describe('an admin’s notification with Push ticked', () => {
  it('reaches the subscribed browsers of the members addressed, and leads to their notifications', async () => {
    const { adminClient } = await adminCallers(server);
    const addressed = await signedInUser(server);
    const other = await signedInUser(server);
    const [phone, otherPhone] = [browser(), browser()];
    await subscribe(addressed.client, phone);
    await subscribe(other.client, otherPhone);

    const sent = await adminClient.post('/api/admin/notifications', {
      title: 'Maintenance tonight',
      message: 'Signals pause from 22:00 to 22:15 UTC.',
      userIds: [addressed.user.id],
      sendInApp: false,
      sendPush: true,
    });
    expect(sent.status).toBe(201);
    for (let tries = 0; tries < 100 && received(phone).length === 0; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(received(phone).map((push) => decrypt(phone, push.body))).toEqual([
      { title: 'Maintenance tonight', body: 'Signals pause from 22:00 to 22:15 UTC.', url: '/notifications', tag: 'notification-message' },
    ]);
    expect(received(otherPhone)).toHaveLength(0);
  });
});
