import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultNotificationPreferences, routes } from '@signals/protocol';
import { AuditLog, Notification, NotificationRead, OutboxMessage } from '../../db/models/index.js';
import { NOT_SENT_REASONS } from '../../services/outbox/eligibility.js';
import { captureEvents } from '../../../test/support/events.js';
import { buildNotification, markRead } from '../../../test/support/factories/notifications.js';
import { buildUser, uniqueName } from '../../../test/support/factories/users.js';
import { adminCallers } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

let server: TestServer;
let callers: Awaited<ReturnType<typeof adminCallers>>;

beforeAll(async () => {
  server = await startTestServer();
  callers = await adminCallers(server);
});
afterAll(async () => {
  await server.close();
});

const send = (body: Record<string, unknown>) =>
  callers.adminClient.post('/api/admin/notifications', { title: 'Scheduled maintenance', message: 'The service pauses for ten minutes at midnight.', type: 'system', ...body });

async function outboxOf(userId: number) {
  return OutboxMessage.query(server.app.db).where('userId', userId).orderBy('id');
}

describe('POST /api/admin/notifications', () => {
  it('writes one row per recipient, answers the stored rows, announces and audits each', async () => {
    const [a, b] = await Promise.all([buildUser(server.app.db), buildUser(server.app.db)]);
    const events = captureEvents(server);
    const response = await send({ userIds: [a.id, b.id, a.id], isImportant: true });
    expect(response.status).toBe(201);
    const rows = routes.adminCreateNotification.response.parse(response.body);
    expect(rows.map((n) => [n.userId, n.recipientUsername, n.readCount, n.isImportant])).toEqual([
      [a.id, a.username, 0, true],
      [b.id, b.username, 0, true],
    ]);
    expect(events.ofType('notification.created').map((e) => e.notification.id)).toEqual(rows.map((n) => n.id));
    expect(await AuditLog.query(server.app.db).whereIn('entityId', rows.map((n) => n.id)).where({ action: 'notification.create' }).resultSize()).toBe(2);
    expect(await outboxOf(a.id)).toEqual([]);
    events.stop();
  });

  it('sends to everyone with one row and no user when userIds is null or empty', async () => {
    for (const userIds of [null, []]) {
      const rows = routes.adminCreateNotification.response.parse((await send({ userIds })).body);
      expect(rows).toEqual([expect.objectContaining({ userId: null, recipientUsername: null, type: 'system' })]);
    }
  });

  it('answers 400 naming recipients that are not users, and writes nothing', async () => {
    const user = await buildUser(server.app.db);
    const before = await Notification.query(server.app.db).resultSize();
    const response = await send({ userIds: [user.id, 999998, 999999] });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Unknown users: 999998, 999999' });
    expect(await Notification.query(server.app.db).resultSize()).toBe(before);
  });

  it('answers 400 with the spec messages', async () => {
    const response = await callers.adminClient.post('/api/admin/notifications', { title: 'Hi', message: 'too short', type: '' });
    expect(response.status).toBe(400);
    expect((response.body as { issues: unknown[] }).issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'title', message: 'Title must be at least 3 characters' }),
        expect.objectContaining({ path: 'message', message: 'Message must be at least 10 characters' }),
        expect.objectContaining({ path: 'type', message: 'Notification type is required' }),
      ]),
    );
    const nowhere = await send({ sendInApp: false });
    expect(nowhere.status).toBe(400);
  });

  it('queues e-mail for each recipient; without SMTP_URL the worker marks it not sent with the reason', async () => {
    const user = await buildUser(server.app.db);
    await send({ userIds: [user.id], sendEmail: true });
    await server.app.outbox.runOnce();
    expect(await outboxOf(user.id)).toEqual([expect.objectContaining({ channel: 'email', recipient: user.email, status: 'not_sent', reason: NOT_SENT_REASONS.emailNotConfigured })]);
  });

  it('sends SMS only to premium users with a verified phone number who want SMS; the others get a not_sent row saying why', async () => {
    const db = server.app.db;
    const wanted = await buildUser(db, { isPremium: true, phoneNumber: '+14155550100', phoneVerified: true });
    const free = await buildUser(db, { phoneNumber: '+14155550101', phoneVerified: true });
    const noPhone = await buildUser(db, { isPremium: true });
    const unverified = await buildUser(db, { isPremium: true, phoneNumber: '+14155550104' });
    const optedOut = await buildUser(db, { isPremium: true, phoneNumber: '+14155550102', phoneVerified: true });
    const allOff = defaultNotificationPreferences(true);
    for (const category of Object.values(allOff)) {
      category.sms = false;
    }
    await db('users').where('id', optedOut.id).update({ notificationPreferences: JSON.stringify(allOff) });

    const response = await send({ userIds: [wanted.id, free.id, noPhone.id, unverified.id, optedOut.id], sendInApp: false, sendSms: true });
    expect(response.status).toBe(201);
    expect(response.body).toEqual([]);
    const rows = await OutboxMessage.query(db).whereIn('userId', [wanted.id, free.id, noPhone.id, unverified.id, optedOut.id]);
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    expect(byUser.get(wanted.id)).toMatchObject({ channel: 'sms', recipient: '+14155550100', status: 'pending', body: 'Scheduled maintenance: The service pauses for ten minutes at midnight.' });
    expect(byUser.get(free.id)).toMatchObject({ status: 'not_sent', reason: NOT_SENT_REASONS.notPremium });
    expect(byUser.get(noPhone.id)).toMatchObject({ status: 'not_sent', reason: NOT_SENT_REASONS.noPhone });
    expect(byUser.get(unverified.id)).toMatchObject({ status: 'not_sent', reason: NOT_SENT_REASONS.phoneUnverified });
    expect(byUser.get(optedOut.id)).toMatchObject({ status: 'not_sent', reason: NOT_SENT_REASONS.smsOff });
    // Sent by e-mail or SMS only: still on the audit trail.
    expect(await AuditLog.query(db).where({ action: 'notification.send' }).resultSize()).toBeGreaterThanOrEqual(1);

    await server.app.outbox.runOnce();
    expect((await outboxOf(wanted.id))[0]).toMatchObject({ status: 'not_sent', reason: NOT_SENT_REASONS.smsNotConfigured });
  });

  it('queues nothing to send while the e-mail and SMS settings are off', async () => {
    const user = await buildUser(server.app.db, { isPremium: true, phoneNumber: '+14155550103' });
    await server.app.db('systemSettings').whereIn('key', ['enable_email_notifications', 'enable_sms_notifications']).update({ value: 'false' });
    try {
      await send({ userIds: [user.id], sendEmail: true, sendSms: true });
    } finally {
      await server.app.db('systemSettings').whereIn('key', ['enable_email_notifications', 'enable_sms_notifications']).update({ value: 'true' });
    }
    expect((await outboxOf(user.id)).map((row) => [row.channel, row.status, row.reason])).toEqual([
      ['email', 'not_sent', NOT_SENT_REASONS.emailDisabled],
      ['sms', 'not_sent', NOT_SENT_REASONS.smsDisabled],
    ]);
  });
});

describe('GET /api/admin/notifications', () => {
  it('searches title and message, filters type and recipient, with the recipient username and read count', async () => {
    const tag = uniqueName('Outage');
    const user = await buildUser(server.app.db);
    const personal = await buildNotification(server.app.db, { userId: user.id, title: `${tag} fixed`, type: 'info' });
    const global = await buildNotification(server.app.db, { message: `We are looking into the ${tag.toLowerCase()} now.`, type: 'warning' });
    await markRead(server.app.db, global.id, user.id);
    await markRead(server.app.db, global.id, callers.member.id);
    const list = async (query: string) => routes.adminListNotifications.response.parse((await callers.adminClient.get(`/api/admin/notifications?${query}`)).body);

    const found = await list(`search=${tag.toUpperCase()}`);
    expect(found.items.map((n) => [n.id, n.recipientUsername, n.readCount])).toEqual([
      [global.id, null, 2],
      [personal.id, user.username, 0],
    ]);
    expect((await list(`search=${tag}&type=info`)).items.map((n) => n.id)).toEqual([personal.id]);
    expect((await list(`search=${tag}&recipient=everyone`)).items.map((n) => n.id)).toEqual([global.id]);
    expect((await list(`search=${tag}&recipient=individual`)).items.map((n) => n.id)).toEqual([personal.id]);
    expect(await list(`search=${tag}&pageSize=1`)).toMatchObject({ total: 2, pageSize: 1 });
  });
});

describe('DELETE /api/admin/notifications/:id', () => {
  it('deletes it with its read marks, announces and audits it; 404 afterwards', async () => {
    const user = await buildUser(server.app.db);
    const notification = await buildNotification(server.app.db, { userId: user.id });
    await markRead(server.app.db, notification.id, user.id);
    const events = captureEvents(server);
    const response = await callers.adminClient.delete(`/api/admin/notifications/${notification.id}`);
    expect(response.body).toEqual({ ok: true });
    expect(await Notification.query(server.app.db).findById(notification.id)).toBeUndefined();
    expect(await NotificationRead.query(server.app.db).where('notificationId', notification.id).resultSize()).toBe(0);
    expect(events.ofType('notification.deleted')).toEqual([{ type: 'notification.deleted', id: notification.id, userId: user.id }]);
    expect(await AuditLog.query(server.app.db).where({ action: 'notification.delete', entityId: notification.id }).resultSize()).toBe(1);
    expect((await callers.adminClient.delete(`/api/admin/notifications/${notification.id}`)).status).toBe(404);
    events.stop();
  });
});
