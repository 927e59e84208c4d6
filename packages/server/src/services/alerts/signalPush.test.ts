import { defaultNotificationPreferences, NOTIFICATION_CATEGORIES, type PushMessage } from '@signals/protocol';
import { describe, expect, it } from 'vitest';
import { disableTwoFactor } from '../../commands/twoFactor.js';
import { OutboxMessage, User } from '../../db/models/index.js';
import { inTransaction } from '../../db/transaction.js';
import { eventually } from '../../../test/support/events.js';
import { decryptPush, pushBrowser, receivedBy, subscribeBrowser, type PushBrowser } from '../../../test/support/pushBrowser.js';
import type { PushServiceStandIn } from '../../../test/support/pushServiceStandIn.js';
import { withPushServiceAndServer } from '../../../test/support/pushSuite.js';
import { ROLLOUT_CHANNEL, type RolloutJob } from './rollout.js';
import { adminCallers, signedInUser } from '../../../test/support/signIn.js';
import type { TestServer } from '../../../test/support/testServer.js';

let pushService: PushServiceStandIn;
let server: TestServer;

withPushServiceAndServer((started) => ({ pushService, server } = started));

const browser = () => pushBrowser(pushService.origin);
const received = (subscriber: PushBrowser) => receivedBy(pushService, subscriber);
const decrypt = decryptPush;
const subscribe = subscribeBrowser;

/** Waits until the worker, woken by the publication, has delivered to this browser. */
async function arrival(subscriber: PushBrowser): Promise<PushMessage> {
  await eventually(() => received(subscriber).length > 0, `a push to ${subscriber.endpoint}`);
  const [push] = received(subscriber);
  return decrypt(subscriber, push!.body) as PushMessage;
}

const trade = { pair: 'SOL/USDT', signalType: 'arbitrage', profitPercentage: 2.6, isPremium: true, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 150, sellPrice: 153.9 };

const TRADE_WORDS = /Binance|Kraken|150|153\.9/;

describe('a published signal reaches subscribed browsers', () => {

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
    // The rollout row is settled only once every member's push has reached the push service: the member who turned
    // push off got nothing by then, and never will from this signal.
    expect(await settledFanoutOf(created.body.id)).toMatchObject({ status: 'sent' });
    expect(received(quietPhone)).toHaveLength(0);
    // This site sends no e-mail (no SMTP_URL): the rollout wrote no e-mail rows, though e-mail is on in everyone's
    // preferences; and the pushes went straight out: no row per member either.
    expect(await OutboxMessage.query(server.app.db).whereIn('userId', [premium.user.id, free.user.id, quiet.user.id])).toEqual([]);
  });

  it('each member reads the alert in the language they chose: Japanese to a Japanese reader, English beside it', async () => {
    const { adminClient } = await adminCallers(server);
    const premium = await signedInUser(server, { isPremium: true });
    const free = await signedInUser(server);
    const english = await signedInUser(server, { isPremium: true });
    const [premiumPhone, freePhone, englishPhone] = [browser(), browser(), browser()];
    for (const [member, phone] of [[premium, premiumPhone], [free, freePhone], [english, englishPhone]] as const) {
      await subscribe(member.client, phone);
    }
    for (const member of [premium, free]) {
      expect((await member.client.post('/api/user/language', { language: 'ja' })).status).toBe(200);
    }

    const created = await adminClient.post<{ id: number }>('/api/signals', { ...trade, pair: 'DOT/USDT' });
    expect(created.status).toBe(201);
    const link = { url: `/signals/${created.body.id}`, tag: `signal-${created.body.id}` };
    expect(await arrival(premiumPhone)).toEqual({ title: '高利益シグナル：DOT/USDT、2.6%', body: 'Binanceで150で買い、Krakenで153.9で売り。', ...link });
    const toFree = await arrival(freePhone);
    expect(toFree).toEqual({
      title: '新着プレミアムシグナル：DOT/USDT、2.6%',
      body: 'アービトラージの高利益プレミアムシグナルが配信されました。トレード内容を見るには、プレミアムにアップグレードしてください。',
      ...link,
    });
    expect(JSON.stringify(toFree)).not.toMatch(TRADE_WORDS);
    expect(await arrival(englishPhone)).toMatchObject({ title: 'High-profit signal: DOT/USDT, 2.6 %', body: 'Buy on Binance at 150, sell on Kraken at 153.9.' });
  });

  it('an account alert is pushed in the member’s language too', async () => {
    const member = await signedInUser(server);
    const phone = browser();
    await subscribe(member.client, phone);
    expect((await member.client.post('/api/user/language', { language: 'ja' })).status).toBe(200);
    await User.query(server.app.db).patch({ totpEnabled: true, totpSecret: 'sealed' }).where('id', member.user.id);
    await inTransaction(server.app.db, server.app.services.events, (unit) => disableTwoFactor(unit, { id: member.user.id }));
    expect(await arrival(phone)).toEqual({
      title: '2段階認証を無効にしました',
      body: '今後のログインはパスワードのみで行えます。お心当たりがない場合は、すぐにパスワードを変更し、サポートにご連絡ください。',
      url: '/settings/2fa',
      tag: 'account-twoFactorChanged',
    });
  });

  it('a member who keeps push for high-profit signals only gets those, not every new signal', async () => {
    const { adminClient } = await adminCallers(server);
    const picky = await signedInUser(server, { isPremium: true });
    const all = await signedInUser(server, { isPremium: true });
    const [pickyPhone, allPhone] = [browser(), browser()];
    await subscribe(picky.client, pickyPhone);
    await subscribe(all.client, allPhone);
    const preferences = defaultNotificationPreferences(true);
    preferences.newSignals.push = false;
    preferences.highProfitSignals.push = true;
    expect((await picky.client.put('/api/user/notification-preferences', preferences)).status).toBe(200);

    const small = await adminClient.post<{ id: number }>('/api/signals', { ...trade, pair: 'XRP/USDT', profitPercentage: 1.5, sellPrice: 152.25 });
    expect(small.status).toBe(201);
    expect(await arrival(allPhone)).toMatchObject({ title: 'New premium signal: XRP/USDT, 1.5 %' });
    const big = await adminClient.post<{ id: number }>('/api/signals', { ...trade, pair: 'TRX/USDT' });
    expect(big.status).toBe(201);
    expect(await arrival(pickyPhone)).toMatchObject({ title: 'High-profit signal: TRX/USDT, 2.6 %', tag: `signal-${big.body.id}` });
    // The 1.5 % signal was decided before the 2.6 % one: the first push the picky member got was the high-profit one.
    expect(received(pickyPhone)).toHaveLength(1);
  });

  it('a push the push service fails is kept as the member’s push row and tried again after the back-off', async () => {
    const { adminClient } = await adminCallers(server);
    const member = await signedInUser(server);
    const phone = browser();
    await subscribe(member.client, phone);
    pushService.answers.set(new URL(phone.endpoint).pathname, 503);

    const created = await adminClient.post<{ id: number }>('/api/signals', { ...trade, pair: 'AVAX/USDT' });
    expect(created.status).toBe(201);
    const failed = await eventuallyRow(member.user.id);
    expect(failed).toMatchObject({ channel: 'push', status: 'pending', attempts: 1, category: 'highProfitSignals', reason: 'The push service answered 503 Service Unavailable' });
    expect(failed.notBefore!.getTime()).toBeGreaterThan(Date.now());
    expect(JSON.parse(failed.payload!)).toMatchObject({ title: 'New premium signal: AVAX/USDT, 2.6 %', url: `/signals/${created.body.id}` });

    pushService.answers.delete(new URL(phone.endpoint).pathname);
    await server.app.outbox.runOnce(failed.notBefore!);
    expect(received(phone)).toHaveLength(2);
    expect(decrypt(phone, received(phone)[1]!.body)).toMatchObject({ title: 'New premium signal: AVAX/USDT, 2.6 %' });
    expect(await OutboxMessage.query(server.app.db).findById(failed.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('pushes a stopped process was sending go out again before the alert goes on', async () => {
    const { adminClient } = await adminCallers(server);
    const member = await signedInUser(server, { isPremium: true });
    const later = await signedInUser(server, { isPremium: true });
    const [phone, laterPhone] = [browser(), browser()];
    await subscribe(member.client, phone);
    await subscribe(later.client, laterPhone);
    const created = await adminClient.post<{ id: number }>('/api/signals', { ...trade, pair: 'NEAR/USDT' });
    await arrival(phone);
    await arrival(laterPhone);

    // The same alert as a process leaves it when it stops after deciding the first member's push, before the push
    // service answered: the member is in the range in flight, the cursor past them.
    // The publication's own run is over first (its row settled), so only the stopped copy is left to run.
    const fanout = await settledFanoutOf(created.body.id);
    expect(fanout).toMatchObject({ status: 'sent' });
    const job = { ...(JSON.parse(fanout!.payload!) as RolloutJob), afterId: member.user.id, pushing: { from: member.user.id - 1, to: member.user.id } };
    const stopped = await OutboxMessage.query(server.app.db).insert({ ...fanout!.toJSON(), id: undefined, status: 'pending', payload: JSON.stringify(job), sentAt: null, notBefore: null, attempts: 0 });
    await server.app.outbox.runOnce();

    // Sent again (the tag makes the browser show it once), then on to the members after the cursor.
    expect(received(phone)).toHaveLength(2);
    expect(decrypt(phone, received(phone)[1]!.body)).toMatchObject({ title: 'High-profit signal: NEAR/USDT, 2.6 %', tag: `signal-${created.body.id}` });
    expect(received(laterPhone)).toHaveLength(2);
    const done = await OutboxMessage.query(server.app.db).findById(stopped.id);
    expect(done).toMatchObject({ status: 'sent' });
    expect(JSON.parse(done!.payload!)).not.toHaveProperty('pushing');
  });
});

/** The rollout row of a signal's alert. */
async function fanoutOf(signalId: number) {
  return OutboxMessage.query(server.app.db).where('channel', ROLLOUT_CHANNEL).where('payload', 'like', `%"signalId":${signalId},%`).first();
}

/** The rollout row once the worker has settled it: the pushes reach the service just before their outcome is written. */
async function settledFanoutOf(signalId: number) {
  let fanout = await fanoutOf(signalId);
  await eventually(async () => {
    fanout = await fanoutOf(signalId);
    return fanout?.status === 'sent';
  }, `the rollout of signal ${signalId} to be sent`);
  return fanout;
}

/** The member's one outbox row, once the worker woken by the publication has written it. */
async function eventuallyRow(userId: number): Promise<OutboxMessage> {
  let row: OutboxMessage | undefined;
  await eventually(async () => {
    row = await OutboxMessage.query(server.app.db).where('userId', userId).first();
    return row !== undefined;
  }, `an outbox row for member ${userId}`);
  return row!;
}

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
    await eventually(() => received(phone).length > 0, 'the push to the addressed member');
    expect(received(phone).map((push) => decrypt(phone, push.body))).toEqual([
      { title: 'Maintenance tonight', body: 'Signals pause from 22:00 to 22:15 UTC.', url: '/notifications', tag: 'notification-message' },
    ]);
    // A push goes out only from a member's outbox row, written with the notification: the addressed member has theirs,
    // the other member has none, so nothing was sent to their browser, nor ever will be.
    expect(await OutboxMessage.query(server.app.db).where('userId', addressed.user.id)).toMatchObject([{ channel: 'push' }]);
    expect(await OutboxMessage.query(server.app.db).where('userId', other.user.id)).toEqual([]);
    expect(received(otherPhone)).toHaveLength(0);
  });
});
