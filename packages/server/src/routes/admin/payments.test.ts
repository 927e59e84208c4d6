import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, transactionKey } from '@signals/protocol';
import { AuditLog, Notification, Payment, Subscription, User } from '../../db/models/index.js';
import { captureEvents } from '../../../test/support/events.js';
import { buildPayment, transactionHash } from '../../../test/support/factories/payments.js';
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

const DAY_MS = 86_400_000;
const approve = (id: number) => callers.adminClient.put(`/api/admin/payments/${id}/approve`);
const reject = (id: number, body?: unknown) => callers.adminClient.put(`/api/admin/payments/${id}/reject`, body);

async function decisionsOn(paymentId: number): Promise<string[]> {
  return (await AuditLog.query(server.app.db).where({ entityType: 'payment', entityId: paymentId })).map((a) => a.action);
}

describe('PUT /api/admin/payments/:id/approve', () => {
  it('completes the payment, starts a month of premium, links the subscription, notifies the payer and audits it', async () => {
    const payer = await buildUser(server.app.db);
    const payment = await buildPayment(server.app.db, { userId: payer.id });
    const events = captureEvents(server);

    const response = await approve(payment.id);
    expect(response.status).toBe(200);
    const body = routes.adminApprovePayment.response.parse(response.body);
    expect(body).toMatchObject({ id: payment.id, status: 'completed', username: payer.username });
    expect(body.reviewedAt).not.toBeNull();

    const [subscription] = await Subscription.query(server.app.db).where('userId', payer.id);
    expect(body.subscriptionId).toBe(subscription!.id);
    expect(subscription).toMatchObject({ status: 'active', amount: 60, paymentMethod: 'usdt' });
    const user = await User.query(server.app.db).findById(payer.id);
    expect(user).toMatchObject({ isPremium: true, subscriptionEndDate: subscription!.endDate });
    expect(user!.subscriptionEndDate!.getTime()).toBeGreaterThan(Date.now() + 27 * DAY_MS);
    expect((await Payment.query(server.app.db).findById(payment.id))!.reviewedBy).toBe(callers.admin.id);

    const [notification] = await Notification.query(server.app.db).where('userId', payer.id);
    expect(notification).toMatchObject({ title: 'Premium Activated', type: 'billing' });
    expect(await decisionsOn(payment.id)).toEqual(['payment.approve']);
    expect(events.events.map((e) => e.type).sort()).toEqual(['notification.created', 'outbox.queued', 'payment.updated', 'user.updated']);
    expect(events.ofType('user.updated')[0]).toMatchObject({ premiumChanged: true });
    events.stop();
  });

  it('under 20 concurrent approvals completes the payment exactly once and extends running premium by exactly one month', async () => {
    const payer = await buildUser(server.app.db, { isPremium: true, subscriptionEndDate: new Date('2040-01-31T12:00:00.000Z') });
    const payment = await buildPayment(server.app.db, { userId: payer.id });

    const responses = await Promise.all(Array.from({ length: 20 }, () => approve(payment.id)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(responses.find((r) => r.status === 409)!.body).toEqual({ message: 'Only a pending payment can be approved or rejected; this one is already completed', code: 'paymentNotPending' });

    expect(await Subscription.query(server.app.db).where('userId', payer.id).resultSize()).toBe(1);
    expect(await decisionsOn(payment.id)).toEqual(['payment.approve']);
    expect(await Notification.query(server.app.db).where('userId', payer.id).resultSize()).toBe(1);
    // 31 January plus one month is the last day of February (2040 is a leap year).
    expect((await User.query(server.app.db).findById(payer.id))!.subscriptionEndDate).toEqual(new Date('2040-02-29T12:00:00.000Z'));
  });

  it('lets exactly one of an approval and a rejection racing each other win', async () => {
    const payment = await buildPayment(server.app.db);
    const [approved, rejected] = await Promise.all([approve(payment.id), reject(payment.id, { reason: 'Wrong amount' })]);
    expect([approved.status, rejected.status].sort()).toEqual([200, 409]);
    const stored = await Payment.query(server.app.db).findById(payment.id);
    expect(stored!.status).toBe(approved.status === 200 ? 'completed' : 'failed');
    expect(await decisionsOn(payment.id)).toHaveLength(1);
    expect(await Subscription.query(server.app.db).where('userId', payment.userId).resultSize()).toBe(approved.status === 200 ? 1 : 0);
  });

  it('answers 409 for a payment already decided and 404 for an unknown one', async () => {
    const failed = await buildPayment(server.app.db, { status: 'failed' });
    const response = await approve(failed.id);
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: 'Only a pending payment can be approved or rejected; this one is already failed', code: 'paymentNotPending' });
    expect((await approve(999999)).status).toBe(404);
  });
});

describe('PUT /api/admin/payments/:id/reject', () => {
  it('marks the payment failed with the reason the payer sees, notifies them and audits it', async () => {
    const payment = await buildPayment(server.app.db);
    const events = captureEvents(server);
    const response = await reject(payment.id, { reason: 'The transaction sent 45 USDT' });
    expect(response.status).toBe(200);
    expect(routes.adminRejectPayment.response.parse(response.body)).toMatchObject({ status: 'failed', rejectReason: 'The transaction sent 45 USDT', subscriptionId: null });
    const [notification] = await Notification.query(server.app.db).where('userId', payment.userId);
    expect(notification).toMatchObject({ title: 'Payment Rejected' });
    expect(notification!.message).toContain('The transaction sent 45 USDT');
    expect((await User.query(server.app.db).findById(payment.userId))!.isPremium).toBe(false);
    expect(await decisionsOn(payment.id)).toEqual(['payment.reject']);
    expect(events.events.map((e) => e.type).sort()).toEqual(['notification.created', 'outbox.queued', 'payment.updated']);
    events.stop();

    expect((await reject(payment.id)).status).toBe(409);
  });

  it('takes an empty body (no reason)', async () => {
    const payment = await buildPayment(server.app.db);
    const response = await reject(payment.id);
    expect(response.status).toBe(200);
    expect(routes.adminRejectPayment.response.parse(response.body).rejectReason).toBeNull();
  });

  it('answers 400 for a reason over 500 characters', async () => {
    const payment = await buildPayment(server.app.db);
    const response = await reject(payment.id, { reason: 'x'.repeat(501) });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Must be at most 500 characters' });
  });
});

describe('GET /api/admin/payments', () => {
  it('joins the payer, searches username or transaction id, filters status, method and payer, sorts and pages', async () => {
    const payer = await buildUser(server.app.db, { username: uniqueName('Whale') });
    const txid = transactionHash();
    const first = await buildPayment(server.app.db, { userId: payer.id, amount: 60, createdAt: new Date(Date.now() - 60_000) });
    const second = await buildPayment(server.app.db, { userId: payer.id, amount: 120, status: 'completed', paymentMethod: 'bitcoin' });
    const card = await buildPayment(server.app.db, { userId: payer.id, paymentMethod: 'card', currency: 'USD', transactionId: txid, status: 'failed' });
    const list = async (query: string) => routes.adminListPayments.response.parse((await callers.adminClient.get(`/api/admin/payments?${query}`)).body);

    const byName = await list(`search=${payer.username.toUpperCase()}`);
    expect(byName.items.map((p) => p.id)).toEqual([card.id, second.id, first.id]);
    expect(byName.items[0]).toMatchObject({ username: payer.username });
    expect((await list(`search=${txid.slice(10, 30).toUpperCase()}`)).items.map((p) => p.id)).toEqual([card.id]);
    expect((await list(`userId=${payer.id}&status=completed`)).items.map((p) => p.id)).toEqual([second.id]);
    expect((await list(`userId=${payer.id}&method=crypto`)).items.map((p) => p.id)).toEqual([second.id, first.id]);
    expect((await list(`userId=${payer.id}&method=card`)).items.map((p) => p.id)).toEqual([card.id]);
    const sorted = await list(`userId=${payer.id}&sort=amount&order=desc&pageSize=1&page=1`);
    expect(sorted).toMatchObject({ total: 3, page: 1, pageSize: 1 });
    expect(sorted.items[0]!.id).toBe(second.id);
  });

  it('summarises every payment, counting the legacy active status as completed revenue', async () => {
    const summary = async () => routes.adminListPayments.response.parse((await callers.adminClient.get('/api/admin/payments?status=pending')).body).summary;
    const before = await summary();
    const payer = await buildUser(server.app.db);
    await buildPayment(server.app.db, { userId: payer.id, amount: 60, status: 'completed' });
    await buildPayment(server.app.db, { userId: payer.id, amount: 40.25, status: 'pending' });
    await buildPayment(server.app.db, { userId: payer.id, amount: 10, status: 'failed' });
    // A row from older data, written around the model's status type.
    const legacyId = transactionHash();
    await server.app.db('payments').insert({ userId: payer.id, amount: 30.5, currency: 'USDT', paymentMethod: 'usdt', transactionId: legacyId, transactionKey: transactionKey(legacyId), status: 'active', createdAt: new Date(), updatedAt: new Date() });

    expect(await summary()).toEqual({
      total: before.total + 4,
      completed: before.completed + 2,
      pending: before.pending + 1,
      failed: before.failed + 1,
      revenue: Math.round((before.revenue + 90.5) * 100) / 100,
    });
    const listed = routes.adminListPayments.response.parse((await callers.adminClient.get(`/api/admin/payments?userId=${payer.id}&status=completed`)).body);
    expect(listed.items.map((p) => p.status)).toEqual(['completed', 'completed']);
  });

  it('answers 400 for an unknown status or method', async () => {
    expect((await callers.adminClient.get('/api/admin/payments?status=active')).status).toBe(400);
    expect((await callers.adminClient.get('/api/admin/payments?method=cash')).status).toBe(400);
  });
});
