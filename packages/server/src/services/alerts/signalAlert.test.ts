import { defaultNotificationPreferences, type Notification as NotificationDto } from '@signals/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Notification, OutboxMessage, User } from '../../db/models/index.js';
import { collect, eventually } from '../../../test/support/events.js';
import { signedInUser, adminCallers } from '../../../test/support/signIn.js';
import { startMailbox, type Mailbox } from '../../../test/support/mailbox.js';
import { LOCAL_PUSH_ORIGIN, startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { connected, openSocket, type TestSocket } from '../../../test/support/testSocket.js';
import type { TestClient } from '../../../test/support/testClient.js';

let server: TestServer;
let mailbox: Mailbox;
let callers: Awaited<ReturnType<typeof adminCallers>>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  // E-mail configured (a real SMTP server in-process): the rollout writes a channel's rows only where it can deliver them.
  mailbox = await startMailbox();
  server = await startTestServer({ SMTP_URL: mailbox.url });
  callers = await adminCallers(server);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server?.close();
  await mailbox?.close();
});

/** A premium arbitrage signal over the high-profit threshold: its trade is Binance → Kraken at 67000 / 68742. */
const premiumSignal = { pair: 'BTC/USDT', signalType: 'arbitrage', profitPercentage: 2.6, isPremium: true, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 67000, sellPrice: 68742 };
const TRADE_WORDS = /Binance|Kraken|67000|68742/;

async function member(options: { isPremium?: boolean; appOff?: boolean; emailOff?: boolean } = {}) {
  const { user, client } = await signedInUser(server, { isPremium: options.isPremium ?? false });
  if (options.appOff || options.emailOff) {
    const preferences = defaultNotificationPreferences(options.isPremium ?? false);
    for (const category of ['newSignals', 'highProfitSignals'] as const) {
      preferences[category].app = !options.appOff;
      preferences[category].email = !options.emailOff;
    }
    expect((await client.put('/api/user/notification-preferences', preferences)).status).toBe(200);
  }
  const socket = openSocket(client);
  sockets.push(socket);
  await connected(socket);
  return { user, client, socket, live: collect(socket, 'notification:created'), deleted: collect(socket, 'notification:deleted') };
}

/** Where each test's notifications begin: every member sees alerts written for everyone before they joined, too. */
let since = 0;
beforeEach(async () => {
  since = (await Notification.query(server.app.db).max('id as last').first() as unknown as { last: number | null }).last ?? 0;
});

/** The member's bell, of what this test wrote. */
async function bell(client: TestClient): Promise<NotificationDto[]> {
  return (await client.get<NotificationDto[]>('/api/notifications')).body.filter((n) => n.id > since);
}
async function unread(client: TestClient): Promise<number> {
  return (await client.get<{ count: number }>('/api/notifications/unread-count')).body.count;
}
/** An alert to every member is written as their outbox rows by the worker (services/alerts/rollout.ts): let it run. */
async function membersRowsWritten() {
  await server.app.outbox.runOnce();
}

function outboxOf(userId: number) {
  return OutboxMessage.query(server.app.db).where('userId', userId).orderBy('id');
}

describe('publishing a signal tells members per their preferences', () => {
  it('a premium member gets the trade, a free member the teaser, a member with signal alerts off in the app nothing; live and in the bell', async () => {
    const premium = await member({ isPremium: true });
    const free = await member();
    const muted = await member({ appOff: true });

    expect((await callers.adminClient.post('/api/signals', premiumSignal)).status).toBe(201);
    await eventually(() => premium.live.length === 1 && free.live.length === 1, 'the signal alert on the open bells');

    expect(premium.live[0]).toMatchObject({ title: 'High-profit signal: BTC/USDT, 2.6 %', type: 'signal', read: false });
    expect(premium.live[0]!.message).toBe('Buy on Binance at 67000, sell on Kraken at 68742.');
    expect(free.live[0]).toMatchObject({ title: 'New premium signal: BTC/USDT, 2.6 %' });
    expect(free.live[0]!.message).not.toMatch(TRADE_WORDS);

    // A message everyone gets, sent after the signal: the muted socket's first push must be it, not the signal.
    expect((await callers.adminClient.post('/api/admin/notifications', { title: 'Maintenance', message: 'Tonight at 22:00.', type: 'info', userIds: null, sendInApp: true })).status).toBe(201);
    await eventually(() => muted.live.length === 1 && premium.live.length === 2, 'the broadcast');
    expect(muted.live.map((n) => n.title)).toEqual(['Maintenance']);

    expect((await bell(premium.client)).map((n) => n.title)).toEqual(['Maintenance', 'High-profit signal: BTC/USDT, 2.6 %']);
    const freeBell = await bell(free.client);
    expect(freeBell.map((n) => n.title)).toEqual(['Maintenance', 'New premium signal: BTC/USDT, 2.6 %']);
    expect(JSON.stringify(freeBell)).not.toMatch(TRADE_WORDS);
    expect((await bell(muted.client)).map((n) => n.title)).toEqual(['Maintenance']);
    // Unread: everything each of them sees (older alerts for everyone included), so counted against their own list.
    const unreadIn = async (client: TestClient) => (await client.get<NotificationDto[]>('/api/notifications')).body.filter((n) => !n.read).length;
    expect(await unread(premium.client)).toBe(await unreadIn(premium.client));
    expect(await unread(free.client)).toBe(await unreadIn(free.client));
    expect((await unread(premium.client)) - (await unread(muted.client))).toBe(1);

    // The other readership's row is as missing as someone else's notification.
    const premiumRow = premium.live[0]!.id;
    expect((await free.client.post(`/api/notifications/read/${premiumRow}`)).status).toBe(404);
    const premiumUnread = await unread(premium.client);
    expect((await free.client.post('/api/notifications/read-all')).body).toEqual({ count: 0 });
    expect(await unread(premium.client)).toBe(premiumUnread);
    expect((await premium.client.post('/api/notifications/read-all')).body).toEqual({ count: 0 });
    expect((await bell(premium.client)).every((n) => n.read)).toBe(true);
  });

  it('one bell row per readership, each reader told it in their language, live and in the bell; a language change applies to the next alert at once', async () => {
    const english = await member({ isPremium: true });
    const japanese = await member({ isPremium: true });
    const german = await member();
    expect((await japanese.client.post('/api/user/language', { language: 'ja' })).status).toBe(200);
    expect((await german.client.post('/api/user/language', { language: 'de' })).status).toBe(200);

    expect((await callers.adminClient.post('/api/signals', premiumSignal)).status).toBe(201);
    await eventually(() => english.live.length === 1 && japanese.live.length === 1 && german.live.length === 1, 'the signal alert on every open bell');
    expect(english.live[0]!.title).toBe('High-profit signal: BTC/USDT, 2.6 %');
    expect(japanese.live[0]!.title).toBe('高利益シグナル：BTC/USDT、2.6%');
    expect(german.live[0]!.title).toMatch(/^Neues Premium-Signal: BTC\/USDT, 2,6/);
    expect(german.live[0]!.message).not.toMatch(TRADE_WORDS);
    // The same row (one per readership), each reader's words.
    expect(japanese.live[0]!.id).toBe(english.live[0]!.id);
    expect((await bell(japanese.client)).map((n) => n.title)).toEqual(['高利益シグナル：BTC/USDT、2.6%']);
    expect((await bell(german.client)).map((n) => n.title)).toEqual([german.live[0]!.title]);
    // The back office lists the system's alert in its admin's language too.
    expect((await callers.adminClient.post('/api/user/language', { language: 'ja' })).status).toBe(200);
    try {
      const listed = (await callers.adminClient.get<{ items: NotificationDto[] }>('/api/admin/notifications?pageSize=10')).body.items;
      expect(listed.find((n) => n.id === japanese.live[0]!.id)?.title).toBe('高利益シグナル：BTC/USDT、2.6%');
    } finally {
      await callers.adminClient.post('/api/user/language', { language: 'en' });
    }

    // Switched to Japanese in another tab: the next alert arrives in Japanese on this socket.
    expect((await german.client.post('/api/user/language', { language: 'ja' })).status).toBe(200);
    await eventually(async () => (await german.client.get<{ language: string }>('/api/user')).body.language === 'ja', 'the saved language');
    expect((await callers.adminClient.post('/api/signals', { ...premiumSignal, pair: 'ETH/USDT' })).status).toBe(201);
    await eventually(() => german.live.length === 2, 'the second alert');
    expect(german.live[1]!.title).toMatch(/^新着プレミアムシグナル：ETH\/USDT/);
    // Both alerts' rollouts settled, so members the next tests create are not reached by them.
    await membersRowsWritten();
  });

  it('queues e-mail per member and category with the text the presenter allows them; e-mail off means no e-mail', async () => {
    const premium = await member({ isPremium: true });
    const free = await member();
    const noEmail = await member({ emailOff: true });

    const created = (await callers.adminClient.post<{ id: number }>('/api/signals', premiumSignal)).body;
    await membersRowsWritten();

    const [premiumRows, freeRows, noEmailRows] = await Promise.all([outboxOf(premium.user.id), outboxOf(free.user.id), outboxOf(noEmail.user.id)]);
    // No phone, no subscribed browser: e-mail is the one channel that goes (the worker, without SMTP here, then marks it not configured).
    expect(premiumRows.map((row) => [row.channel, row.category, row.notBefore])).toEqual([['email', 'highProfitSignals', null]]);
    expect(premiumRows[0]).toMatchObject({ recipient: premium.user.email, subject: 'High-profit signal: BTC/USDT, 2.6 %' });
    expect(premiumRows[0]!.body).toMatch(/Binance/);
    expect(freeRows.map((row) => [row.channel, row.subject])).toEqual([['email', 'New premium signal: BTC/USDT, 2.6 %']]);
    expect(freeRows[0]!.body).not.toMatch(TRADE_WORDS);
    expect(noEmailRows).toEqual([]);
    // Each e-mail belongs to the bell row its reader sees.
    const [premiumBell, freeBell] = await Promise.all([bell(premium.client), bell(free.client)]);
    expect(premiumRows[0]!.notificationId).toBe(premiumBell[0]!.id);
    expect(freeRows[0]!.notificationId).toBe(freeBell[0]!.id);
    expect(created.id).toBeGreaterThan(0);
  });

  it('pushes to a member with a subscribed browser only, the text presented for them, and keeps a push the service did not take for a retry', async () => {
    const db = server.app.db;
    const subscribed = await member();
    const unsubscribed = await member();
    await db('push_subscriptions').insert({ userId: subscribed.user.id, endpoint: `${LOCAL_PUSH_ORIGIN}/push/alerts-test`, p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg', createdAt: new Date() });

    const created = (await callers.adminClient.post<{ id: number }>('/api/signals', { ...premiumSignal, pair: 'ADA/USDT' })).body;
    await membersRowsWritten();
    const pushes = await OutboxMessage.query(db).where('channel', 'push').whereIn('userId', [subscribed.user.id, unsubscribed.user.id]);
    // Nothing answers at this push service's address: the push is kept as the member's row, to be tried again.
    expect(pushes.map((row) => [row.userId, row.category, row.status, row.attempts])).toEqual([[subscribed.user.id, 'highProfitSignals', 'pending', 1]]);
    expect(JSON.parse(pushes[0]!.payload!)).toEqual({ title: 'New premium signal: ADA/USDT, 2.6 %', body: 'A high-profit premium cryptocurrency signal was published. Upgrade to premium to see the trade.', url: `/signals/${created.id}`, tag: `signal-${created.id}` });
  });

  it('a high-profit signal reaches a member who keeps only new signals on', async () => {
    const { user, client } = await signedInUser(server);
    const preferences = defaultNotificationPreferences(false);
    preferences.highProfitSignals = { app: false, push: false, email: false, sms: false, telegram: false };
    await client.put('/api/user/notification-preferences', preferences);
    await callers.adminClient.post('/api/signals', { ...premiumSignal, isPremium: false, pair: 'ETH/USDT' });
    await membersRowsWritten();
    expect((await bell(client)).map((n) => n.title)).toEqual(['High-profit signal: ETH/USDT, 2.6 %']);
    expect((await outboxOf(user.id)).map((row) => row.channel)).toEqual(['email']);
  });

  it('a signal saved inactive is announced when an admin first activates it, and not again when switched off and on', async () => {
    const { client } = await signedInUser(server);
    const draft = { ...premiumSignal, isPremium: false, pair: 'XRP/USDT', profitPercentage: 1.4, buyPrice: 0.5, sellPrice: 0.507, isActive: false };
    const created = await callers.adminClient.post<{ id: number }>('/api/signals', draft);
    expect(created.status).toBe(201);
    expect(await bell(client)).toEqual([]);

    expect((await callers.adminClient.put(`/api/signals/${created.body.id}`, { ...draft, isActive: true })).status).toBe(200);
    expect((await bell(client)).map((n) => n.title)).toEqual(['New signal: XRP/USDT, 1.4 %']);

    expect((await callers.adminClient.put(`/api/signals/${created.body.id}`, { ...draft, isActive: false })).status).toBe(200);
    expect((await callers.adminClient.put(`/api/signals/${created.body.id}`, { ...draft, isActive: true })).status).toBe(200);
    expect((await bell(client)).map((n) => n.title)).toEqual(['New signal: XRP/USDT, 1.4 %']);
  });

  it('tells nobody while the back office turns new-signal notifications off', async () => {
    const { user, client } = await signedInUser(server);
    const switched = await callers.adminClient.put('/api/admin/settings', { settings: [{ key: 'new_signal_notification', value: 'false' }] });
    expect(switched.status).toBe(200);
    try {
      await callers.adminClient.post('/api/signals', { ...premiumSignal, pair: 'SOL/USDT' });
      expect(await bell(client)).toEqual([]);
      expect(await outboxOf(user.id)).toEqual([]);
    } finally {
      await callers.adminClient.put('/api/admin/settings', { settings: [{ key: 'new_signal_notification', value: 'true' }] });
    }
  });
});

describe('premium content', () => {
  it('a news article published for the first time reaches the bells of members who keep premium content in the app, and their e-mail when they keep that', async () => {
    const reader = await member();
    const { client: mutedClient, user: muted } = await signedInUser(server);
    const preferences = defaultNotificationPreferences(false);
    preferences.premiumContent = { app: false, push: false, email: false, sms: false, telegram: false };
    await mutedClient.put('/api/user/notification-preferences', preferences);

    const created = await callers.adminClient.post<{ id: number }>('/api/admin/news', { title: 'Funding rates turn', content: 'Perpetual funding went negative on three venues this morning.', isPublished: true });
    expect(created.status).toBe(201);
    await membersRowsWritten();
    await eventually(() => reader.live.some((n) => n.title === 'New article: Funding rates turn'), 'the article on the open bell');
    expect((await bell(reader.client)).map((n) => [n.title, n.message])).toEqual([['New article: Funding rates turn', 'Perpetual funding went negative on three venues this morning.']]);
    expect(await bell(mutedClient)).toEqual([]);
    // E-mail for premium content is off by default (user-side.md), so only the bell tells the reader.
    expect(await outboxOf(reader.user.id)).toEqual([]);
    expect(await outboxOf(muted.id)).toEqual([]);
  });
});

describe('quiet hours', () => {
  /** Quiet from an hour ago to the next full hour, in UTC: the period holds now and ends at that hour. */
  function quietNow() {
    const hour = new Date().getUTCHours();
    const at = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    return { quietHours: { start: at(hour - 1), end: at(hour + 1), timeZone: 'UTC' }, ends: new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 3_600_000) };
  }

  it('holds a signal e-mail until the end, never the bell; a password change is urgent and goes at once', async () => {
    const { user, client } = await signedInUser(server);
    const { quietHours, ends } = quietNow();
    const saved = await client.put('/api/user/quiet-hours', { quietHours });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ quietHours });
    expect((await client.get('/api/user/quiet-hours')).body).toEqual({ quietHours });

    await callers.adminClient.post('/api/signals', { ...premiumSignal, pair: 'XRP/USDT' });
    await membersRowsWritten();
    expect((await bell(client)).map((n) => n.title)).toEqual(['New premium signal: XRP/USDT, 2.6 %']);
    const [signalMail] = await outboxOf(user.id);
    expect(signalMail).toMatchObject({ channel: 'email', category: 'highProfitSignals' });
    expect(signalMail!.notBefore).toEqual(ends);

    expect((await client.post('/api/user/change-password', { currentPassword: user.password, newPassword: 'Another#Pass2026' })).status).toBe(200);
    // A run of the worker now: the security e-mail is due and tried; the signal's stays held, untried, until quiet hours end.
    await server.app.outbox.runOnce();
    const rows = await outboxOf(user.id);
    const securityMail = rows.find((row) => row.category === 'accountUpdates');
    expect(securityMail).toMatchObject({ channel: 'email', subject: 'Your password was changed' });
    expect(securityMail!.attempts).toBeGreaterThanOrEqual(1);
    expect(rows.find((row) => row.id === signalMail!.id)).toMatchObject({ status: 'pending', attempts: 0, notBefore: ends });
    expect((await bell(client)).map((n) => n.title)).toEqual(['Your password was changed', 'New premium signal: XRP/USDT, 2.6 %']);
  });

  it('refuses quiet hours it cannot read, naming the field, and keeps the saved ones', async () => {
    const { user, client } = await signedInUser(server);
    await client.put('/api/user/quiet-hours', { quietHours: { start: '22:00', end: '07:00', timeZone: 'Europe/Berlin' } });
    const cases = [
      [{ start: '25:00', end: '07:00', timeZone: 'UTC' }, 'Quiet hours start must be a time as HH:MM'],
      [{ start: '22:00', end: '07:00', timeZone: 'Mars/Olympus' }, 'Time zone must be an IANA time zone, such as Europe/Berlin'],
      [{ start: '22:00', end: '22:00', timeZone: 'UTC' }, 'Quiet hours must end at a different time than they start'],
    ] as const;
    for (const [quietHours, message] of cases) {
      const refused = await client.put<{ message: string }>('/api/user/quiet-hours', { quietHours });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(message);
    }
    expect((await User.query(server.app.db).findById(user.id))!.quietHours).toEqual({ start: '22:00', end: '07:00', timeZone: 'Europe/Berlin' });
    expect((await client.put('/api/user/quiet-hours', { quietHours: null })).body).toEqual({ quietHours: null });
  });
});
