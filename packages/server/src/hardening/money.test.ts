import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../commands/premiumGranter.js';
import { AuditLog, Notification, Payment, Subscription, User } from '../db/models/index.js';
import { buildPayment, transactionHash, withSettings } from '../test/billingFactories.js';
import { buildUser } from '../test/factories.js';
import { quickSignIn } from '../test/quickSessions.js';
import type { TestClient } from '../test/testClient.js';
import { startTestServer, type TestServer } from '../test/testServer.js';

const CONCURRENCY = 50;

let server: TestServer;
let admins: TestClient[];
const figures: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await withSettings(server.app.db, { usdt_wallet_address: '0x1111111111111111111111111111111111111111', enable_usdt_payments: 'true', premium_subscription_price: '60' });
  // Several admins, each in their own browser, all clicking at once.
  admins = await Promise.all(Array.from({ length: 5 }, async () => quickSignIn(server, await buildUser(server.app.db, { isAdmin: true }))));
});
afterAll(async () => {
  console.info(`[hardening] money: ${figures.join('; ')}`);
  await server.close();
});

const adminFor = (i: number) => admins[i % admins.length]!;
const statuses = (responses: Array<{ status: number }>) => responses.map((r) => r.status);

async function effectsOn(paymentId: number, payerId: number) {
  const db = server.app.db;
  return {
    audit: await AuditLog.query(db).where({ entityType: 'payment', entityId: paymentId }).resultSize(),
    subscriptions: await Subscription.query(db).where('userId', payerId).resultSize(),
    notifications: await Notification.query(db).where('userId', payerId).resultSize(),
    payment: (await Payment.query(db).findById(paymentId))!,
    payer: (await User.query(db).findById(payerId))!,
  };
}

describe('money under concurrency', () => {
  it(`${CONCURRENCY} concurrent approvals of one payment make exactly one transition, one extension and one audit row`, { timeout: 120_000 }, async () => {
    const end = new Date('2040-01-31T12:00:00.000Z');
    const payer = await buildUser(server.app.db, { isPremium: true, subscriptionEndDate: end });
    const payment = await buildPayment(server.app.db, payer.id);
    const responses = await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => adminFor(i).put(`/api/admin/payments/${payment.id}/approve`)));
    const ok = statuses(responses).filter((s) => s === 200).length;
    const effects = await effectsOn(payment.id, payer.id);
    figures.push(`${CONCURRENCY} approvals → transitions ${ok}, subscriptions ${effects.subscriptions}, audit rows ${effects.audit}, notifications ${effects.notifications}`);
    expect(ok).toBe(1);
    expect(statuses(responses).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(effects).toMatchObject({ audit: 1, subscriptions: 1, notifications: 1, payment: { status: 'completed' } });
    expect(effects.payer.subscriptionEndDate).toEqual(addMonths(end, 1));
  });

  it(`approvals racing rejections (${CONCURRENCY} in all) let exactly one decision win`, { timeout: 120_000 }, async () => {
    const payer = await buildUser(server.app.db);
    const payment = await buildPayment(server.app.db, payer.id);
    const responses = await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, i) =>
        i % 2 === 0 ? adminFor(i).put(`/api/admin/payments/${payment.id}/approve`) : adminFor(i).put(`/api/admin/payments/${payment.id}/reject`, { reason: 'Not on chain' }),
      ),
    );
    const wins = responses.filter((r) => r.status === 200);
    const effects = await effectsOn(payment.id, payer.id);
    const approved = effects.payment.status === 'completed';
    figures.push(`approve vs reject → decisions ${wins.length} (${effects.payment.status}), subscriptions ${effects.subscriptions}, audit rows ${effects.audit}`);
    expect(wins).toHaveLength(1);
    expect(statuses(responses).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    expect(effects.audit).toBe(1);
    expect(effects.subscriptions).toBe(approved ? 1 : 0);
    expect(effects.payer.isPremium).toBe(approved);
  });

  it(`${CONCURRENCY} members submitting the same transaction id at once leave one payment`, { timeout: 120_000 }, async () => {
    const members = await Promise.all(Array.from({ length: CONCURRENCY }, async () => quickSignIn(server, await buildUser(server.app.db))));
    const transactionId = transactionHash();
    const responses = await Promise.all(members.map((member) => member.post('/api/payment', { transactionId, amount: 60, paymentMethod: 'usdt' })));
    const stored = await Payment.query(server.app.db).where('transactionId', transactionId).resultSize();
    figures.push(`${CONCURRENCY} submissions of one transaction id → payments ${stored}, accepted ${statuses(responses).filter((s) => s === 201).length}`);
    expect(stored).toBe(1);
    expect(statuses(responses).filter((s) => s === 201)).toHaveLength(1);
    expect(statuses(responses).filter((s) => s !== 201 && s !== 409)).toEqual([]);
  });

  it('keeps the audit trail append-only: updates and deletes are refused by the database', async () => {
    const payer = await buildUser(server.app.db);
    const payment = await buildPayment(server.app.db, payer.id);
    expect((await adminFor(0).put(`/api/admin/payments/${payment.id}/approve`)).status).toBe(200);
    const row = (await AuditLog.query(server.app.db).where({ entityType: 'payment', entityId: payment.id }).first())!;
    let refused = 0;
    for (const attempt of [
      () => server.app.db('auditLog').where('id', row.id).update({ action: 'payment.reject' }),
      () => server.app.db('auditLog').where('id', row.id).delete(),
      () => server.app.db('auditLog').delete(),
    ]) {
      await attempt().then(
        () => undefined,
        () => (refused += 1),
      );
    }
    const after = await AuditLog.query(server.app.db).findById(row.id);
    figures.push(`audit update/delete refused ${refused}/3`);
    expect(refused).toBe(3);
    expect(after).toEqual(row);
  });
});
