import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../src/dates.js';
import { AuditLog, Notification, Payment, Subscription, User } from '../../src/db/models/index.js';
import { buildPayment, paymentClaim, sendingAddress, transactionHash } from '../support/factories/payments.js';
import { buildSubscription } from '../support/factories/subscriptions.js';
import { buildUser } from '../support/factories/users.js';
import { withSettings } from '../support/settings.js';
import { quickSignIn } from '../support/quickSessions.js';
import type { TestClient } from '../support/testClient.js';
import { startTestServer, type TestServer } from '../support/testServer.js';

const CONCURRENCY = 50;

let server: TestServer;
let admins: TestClient[];
const figures: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await withSettings(server.app.db, {
    usdt_wallet_address: '0x1111111111111111111111111111111111111111',
    btc_wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    eth_wallet_address: '0x2222222222222222222222222222222222222222',
    enable_usdt_payments: 'true',
    premium_subscription_price: '60',
  });
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
    const payment = await buildPayment(server.app.db, { userId: payer.id });
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
    const payment = await buildPayment(server.app.db, { userId: payer.id });
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
    const responses = await Promise.all(members.map((member) => member.post('/api/payment', { ...paymentClaim('usdt'), transactionId })));
    const stored = await Payment.query(server.app.db).where('transactionId', transactionId).resultSize();
    figures.push(`${CONCURRENCY} submissions of one transaction id → payments ${stored}, accepted ${statuses(responses).filter((s) => s === 201).length}`);
    expect(stored).toBe(1);
    expect(statuses(responses).filter((s) => s === 201)).toHaveLength(1);
    expect(statuses(responses).filter((s) => s !== 201 && s !== 409)).toEqual([]);
  });

  it('accepts one transaction once, whatever its spelling and network: 4 spellings x 3 networks by 12 members at once', { timeout: 120_000 }, async () => {
    const hex = transactionHash('bitcoin');
    const spellings = [`0x${hex}`, hex, `0X${hex.toUpperCase()}`, `  ${hex.slice(0, 32).toUpperCase()}${hex.slice(32)}\t`];
    const claims = spellings.flatMap((transactionId) => (['usdt', 'bitcoin', 'ethereum'] as const).map((method) => ({ ...paymentClaim(method), transactionId })));
    const members = await Promise.all(claims.map(async () => quickSignIn(server, await buildUser(server.app.db))));
    const responses = await Promise.all(claims.map((claim, i) => members[i]!.post('/api/payment', claim)));
    const stored = await Payment.query(server.app.db).where('transactionKey', hex).resultSize();
    const accepted = statuses(responses).filter((s) => s === 201).length;
    figures.push(`${claims.length} claims of one hash (4 spellings x 3 networks) at once → payments ${stored}, accepted ${accepted}, duplicates ${stored - 1}`);
    expect(stored).toBe(1);
    expect(accepted).toBe(1);
    const refused = responses.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(Array(claims.length - 1).fill(409));
    expect(new Set(refused.map((r) => JSON.stringify(r.body)))).toEqual(new Set([JSON.stringify({ message: 'This transaction ID has already been submitted', code: 'duplicateTransaction' })]));
  });

  it('leaves one payment waiting for review when one member sends 20 claims at once', { timeout: 120_000 }, async () => {
    const payer = await buildUser(server.app.db);
    const member = await quickSignIn(server, payer);
    const methods = ['usdt', 'bitcoin', 'ethereum'] as const;
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => member.post('/api/payment', paymentClaim(methods[i % 3]))));
    const pending = await Payment.query(server.app.db).where({ userId: payer.id, status: 'pending' }).resultSize();
    const stored = await Payment.query(server.app.db).where({ userId: payer.id }).resultSize();
    figures.push(`20 claims by one member at once → pending ${pending}, stored ${stored}`);
    expect(pending).toBe(1);
    expect(stored).toBe(1);
    expect(statuses(responses).filter((s) => s === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.status !== 201).map((r) => [r.status, r.body])).toEqual(Array(19).fill([409, { message: 'You already have a payment waiting for review', code: 'paymentAwaitingReview' }]));
  });

  it('refuses USDT claims without a well-formed BEP20 sending address, and stores nothing', async () => {
    const payer = await buildUser(server.app.db);
    const member = await quickSignIn(server, payer);
    const hex40 = sendingAddress('usdt').slice(2);
    const bad: Array<unknown> = [undefined, null, '', '   ', hex40, `0x${hex40.slice(1)}`, `0x${hex40}0`, `0x${hex40.slice(1)}g`, sendingAddress('bitcoin'), '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 42, ['0x'], { address: `0x${hex40}` }, `0x${hex40}\u0000`];
    const responses = await Promise.all(bad.map((fromAddress) => member.post('/api/payment', { ...paymentClaim('usdt'), fromAddress })));
    const stored = await Payment.query(server.app.db).where({ userId: payer.id }).resultSize();
    const refused = responses.filter((r) => r.status === 400 && (r.body as { issues?: Array<{ path: string }> }).issues?.some((issue) => issue.path === 'fromAddress'));
    figures.push(`${bad.length} USDT claims with a missing or malformed sending address → refused naming the field ${refused.length}, stored ${stored}`);
    expect(refused).toHaveLength(bad.length);
    expect(stored).toBe(0);
  });

  it("lets an admin's edit of a paying member change only what it names: the plan, its end date and its subscription stay", async () => {
    const end = new Date(Date.now() + 25 * 86_400_000);
    const payer = await buildUser(server.app.db, { isPremium: true, subscriptionEndDate: end });
    const subscription = await buildSubscription(server.app.db, payer.id, { endDate: end });
    const edits = await Promise.all([
      adminFor(0).patch(`/api/admin/users/${payer.id}`, { username: `${payer.username}_x`, email: `x_${payer.email}` }),
      adminFor(1).patch(`/api/admin/users/${payer.id}`, { email: `y_${payer.email}` }),
    ]);
    const stored = (await User.query(server.app.db).findById(payer.id))!;
    const storedSubscription = (await Subscription.query(server.app.db).findById(subscription.id))!;
    figures.push(`admin edits naming only name and e-mail of a paying member: premium kept ${stored.isPremium ? 'yes' : 'no'}, end date kept ${stored.subscriptionEndDate?.getTime() === end.getTime() ? 'yes' : 'no'}, subscription ${storedSubscription.status}`);
    expect(statuses(edits)).toEqual([200, 200]);
    expect(stored).toMatchObject({ isPremium: true, isAdmin: false });
    expect(stored.subscriptionEndDate?.getTime()).toBe(end.getTime());
    expect(storedSubscription).toMatchObject({ status: 'active' });
    expect(storedSubscription.endDate.getTime()).toBe(end.getTime());
  });

  it('keeps the audit trail append-only: updates and deletes are refused by the database', async () => {
    const payer = await buildUser(server.app.db);
    const payment = await buildPayment(server.app.db, { userId: payer.id });
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
