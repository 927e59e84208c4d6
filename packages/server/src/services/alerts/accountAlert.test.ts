import { defaultNotificationPreferences, type Notification as NotificationDto } from '@signals/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMessage, User } from '../../db/models/index.js';
import { inTransaction } from '../../db/transaction.js';
import { sweepExpiredSubscriptions } from '../../workers/expiryScheduler.js';
import { collect, eventually } from '../../../test/support/events.js';
import { buildPayment } from '../../../test/support/factories/payments.js';
import { buildTicket } from '../../../test/support/factories/tickets.js';
import { adminCallers, signedInUser } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { connected, openSocket, type TestSocket } from '../../../test/support/testSocket.js';
import { remindEndingSubscriptions } from './subscriptionReminders.js';

let server: TestServer;
let callers: Awaited<ReturnType<typeof adminCallers>>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  callers = await adminCallers(server);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server?.close();
});

async function live(client: TestClient) {
  const socket = openSocket(client);
  sockets.push(socket);
  await connected(socket);
  return { created: collect(socket, 'notification:created'), deleted: collect(socket, 'notification:deleted') };
}
/** The member's own notifications (those sent to them, not to everyone). */
async function ownBell(client: TestClient, userId: number): Promise<NotificationDto[]> {
  return (await client.get<NotificationDto[]>('/api/notifications')).body.filter((n) => n.userId === userId);
}

describe('account updates reach the bell and the member’s channels', () => {
  it('an admin’s ticket reply: live on the member’s bell, listed, counted, and by e-mail', async () => {
    const { user, client } = await signedInUser(server);
    const ticket = await buildTicket(server.app.db, { userId: user.id, subject: 'Card declined' });
    const socket = await live(client);
    const before = (await client.get<{ count: number }>('/api/notifications/unread-count')).body.count;

    expect((await callers.adminClient.post(`/api/admin/tickets/${ticket.id}/respond`, { message: 'We refunded the charge; please try again.' })).status).toBe(201);
    await eventually(() => socket.created.length === 1, 'the reply on the bell');
    expect(socket.created[0]).toMatchObject({ title: 'Support replied: Card declined', message: 'We refunded the charge; please try again.', userId: user.id, read: false });
    expect((await ownBell(client, user.id)).map((n) => n.title)).toEqual(['Support replied: Card declined']);
    expect((await client.get<{ count: number }>('/api/notifications/unread-count')).body.count).toBe(before + 1);
    const rows = await OutboxMessage.query(server.app.db).where('userId', user.id).orderBy('id');
    expect(rows.map((row) => [row.channel, row.category, row.subject])).toEqual([
      ['email', 'accountUpdates', 'Support replied: Card declined'],
      ['sms', 'accountUpdates', null],
      ['push', 'accountUpdates', 'Support replied: Card declined'],
    ]);
    // SMS and push are not for this member: free, no phone, no subscribed browser; the reasons say so.
    expect(rows.filter((row) => row.channel !== 'email').map((row) => row.status)).toEqual(['not_sent', 'not_sent']);
    expect(JSON.parse(rows.find((row) => row.channel === 'push')!.payload!)).toEqual({ title: 'Support replied: Card declined', body: 'We refunded the charge; please try again.', url: '/tickets', tag: 'account-ticketReply' });
  });

  it('payment approved and rejected reach the bell once each', async () => {
    const { user, client } = await signedInUser(server);
    // One payment waits for review at a time: the second is claimed once the first is decided.
    const approved = await buildPayment(server.app.db, { userId: user.id });
    expect((await callers.adminClient.put(`/api/admin/payments/${approved.id}/approve`)).status).toBe(200);
    const rejected = await buildPayment(server.app.db, { userId: user.id });
    expect((await callers.adminClient.put(`/api/admin/payments/${rejected.id}/reject`, { reason: 'No such transfer' })).status).toBe(200);
    const titles = (await ownBell(client, user.id)).map((n) => n.title);
    expect(titles).toEqual(['Payment Rejected', 'Premium Activated']);
  });

  it('a member who keeps account updates out of the app gets no bell row, but the e-mail they keep', async () => {
    const { user, client } = await signedInUser(server);
    const preferences = defaultNotificationPreferences(false);
    preferences.accountUpdates.app = false;
    await client.put('/api/user/notification-preferences', preferences);
    const ticket = await buildTicket(server.app.db, { userId: user.id });
    await callers.adminClient.post(`/api/admin/tickets/${ticket.id}/respond`, { message: 'Done.' });
    expect(await ownBell(client, user.id)).toEqual([]);
    expect((await OutboxMessage.query(server.app.db).where({ userId: user.id, channel: 'email' })).map((row) => [row.subject, row.notificationId])).toEqual([[`Support replied: ${ticket.subject}`, null]]);
  });

  it('reminds a member before premium ends, once per mark, and tells them when it has ended', async () => {
    const now = new Date();
    const endsAt = new Date(now.getTime() + 2 * 86_400_000);
    const { user, client } = await signedInUser(server, { isPremium: true, subscriptionEndDate: endsAt });
    const remind = () => inTransaction(server.app.db, server.app.services.events, (unit) => remindEndingSubscriptions(unit, { now, publicUrl: server.config.publicUrl }));
    await remind();
    await remind();
    // Two days left: the 3-day mark has passed (the 7-day one too, but only the latest due is sent), saying the days left.
    expect((await ownBell(client, user.id)).map((n) => n.title)).toEqual(['Premium ends in 2 days']);

    await sweepExpiredSubscriptions(server.app.services, new Date(endsAt.getTime() + 1000));
    expect((await User.query(server.app.db).findById(user.id))!.isPremium).toBe(false);
    const ended = await OutboxMessage.query(server.app.db).where({ userId: user.id, channel: 'email' }).orderBy('id');
    expect(ended.map((row) => row.subject)).toEqual(['Premium ends in 2 days', 'Premium expired']);
  });

  it('a sign-in from a browser the account was not used from is told at once; the first sign-in, and signing in again there, are not', async () => {
    const { user, client } = await signedInUser(server);
    const rows = () => OutboxMessage.query(server.app.db).where({ userId: user.id, channel: 'email' });
    expect(await ownBell(client, user.id)).toEqual([]);
    const elsewhere = server.client();
    await elsewhere.signIn(user.username, user.password);
    expect((await ownBell(client, user.id)).map((n) => [n.title, n.isImportant])).toEqual([['New sign-in to your account', true]]);
    // Due at once (never held): a run of the worker tries it.
    await server.app.outbox.runOnce();
    expect((await rows()).map((row) => [row.subject, row.attempts > 0])).toEqual([['New sign-in to your account', true]]);
    await client.signIn(user.username, user.password);
    await elsewhere.signIn(user.username, user.password);
    expect(await ownBell(client, user.id)).toHaveLength(1);
  });

  it('reads in the language the member chose since, and goes live to that member alone (issue 40)', async () => {
    const { user, client } = await signedInUser(server);
    const other = await signedInUser(server);
    const mine = await live(client);
    const theirs = await live(other.client);
    const payment = await buildPayment(server.app.db, { userId: user.id });
    expect((await callers.adminClient.put(`/api/admin/payments/${payment.id}/approve`)).status).toBe(200);
    await eventually(() => mine.created.length === 1, 'the approval on the bell');
    expect(mine.created[0]).toMatchObject({ title: 'Premium Activated', userId: user.id });

    expect((await client.post('/api/user/language', { language: 'de' })).status).toBe(200);
    expect((await ownBell(client, user.id)).map((n) => n.title)).toEqual(['Premium aktiviert']);
    // Another member's bell heard nothing of it, live or listed.
    expect(theirs.created.filter((n) => n.userId === user.id)).toEqual([]);
    expect((await other.client.get<NotificationDto[]>('/api/notifications')).body.filter((n) => n.userId === user.id)).toEqual([]);
  });

  it('turning two-factor off is a security alert: in the bell, never held by quiet hours', async () => {
    const { user, client } = await signedInUser(server);
    const hour = new Date().getUTCHours();
    const at = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    await client.put('/api/user/quiet-hours', { quietHours: { start: at(hour - 1), end: at(hour + 1), timeZone: 'UTC' } });
    await User.query(server.app.db).patch({ totpEnabled: true, totpSecret: 'sealed' }).where('id', user.id);
    const { disableTwoFactor } = await import('../../commands/twoFactor.js');
    await inTransaction(server.app.db, server.app.services.events, (unit) => disableTwoFactor(unit, { id: user.id }));
    expect((await ownBell(client, user.id)).map((n) => [n.title, n.isImportant])).toEqual([['Two-factor authentication turned off', true]]);
    // In quiet hours, yet due at once: a run of the worker tries it.
    await server.app.outbox.runOnce();
    const mail = await OutboxMessage.query(server.app.db).where({ userId: user.id, channel: 'email' }).first();
    expect(mail).toMatchObject({ category: 'accountUpdates', subject: 'Two-factor authentication turned off' });
    expect(mail!.attempts).toBeGreaterThanOrEqual(1);
  });
});

describe('deleting a notification', () => {
  it('takes it off the open bells of everyone who could see it, at once', async () => {
    const { client: first } = await signedInUser(server);
    const { user: secondUser, client: second } = await signedInUser(server);
    const [a, b] = [await live(first), await live(second)];
    const sent = await callers.adminClient.post<Array<{ id: number }>>('/api/admin/notifications', { title: 'Typo', message: 'This went out by mistake.', type: 'info', userIds: null, sendInApp: true });
    const personal = await callers.adminClient.post<Array<{ id: number }>>('/api/admin/notifications', { title: 'Just you', message: 'A message for one member only.', type: 'info', userIds: [secondUser.id], sendInApp: true });
    expect([sent.status, personal.status]).toEqual([201, 201]);
    await eventually(() => a.created.length === 1 && b.created.length === 2, `the two notifications (${a.created.length}, ${b.created.length})`);

    expect((await callers.adminClient.delete(`/api/admin/notifications/${sent.body[0]!.id}`)).status).toBe(200);
    await eventually(() => a.deleted.length === 1 && b.deleted.length === 1, 'the deletion on both bells');
    expect([a.deleted, b.deleted]).toEqual([[{ id: sent.body[0]!.id }], [{ id: sent.body[0]!.id }]]);

    await callers.adminClient.delete(`/api/admin/notifications/${personal.body[0]!.id}`);
    await eventually(() => b.deleted.length === 2, 'the personal deletion');
    // The other member never saw it: nothing to take off their bell.
    expect(a.deleted).toHaveLength(1);
    expect((await second.get<NotificationDto[]>('/api/notifications')).body.some((n) => n.title === 'Typo' || n.title === 'Just you')).toBe(false);
  });
});
