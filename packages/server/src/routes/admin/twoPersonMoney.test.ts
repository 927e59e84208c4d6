import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@signals/protocol';
import { AuditLog, User } from '../../db/models/index.js';
import { collect, eventually } from '../../../test/support/events.js';
import { buildUser } from '../../../test/support/factories/users.js';
import { quickSignIn } from '../../../test/support/quickSessions.js';
import { USDT_CLAIMS, withSettings } from '../../../test/support/settings.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { fileSockets } from '../../../test/support/fileSockets.js';

let server: TestServer;
const live = fileSockets();
let first: { id: number; username: string; client: TestClient };
let second: { id: number; username: string; client: TestClient };

beforeAll(async () => {
  server = await startTestServer();
  await withSettings(server.app.db, { ...USDT_CLAIMS, premium_subscription_price: '60' });
  for (const which of ['first', 'second'] as const) {
    const user = await buildUser(server.app.db, { staffRole: 'finance' });
    const staff = { id: user.id, username: user.username, client: await quickSignIn(server, user) };
    if (which === 'first') {
      first = staff;
    } else {
      second = staff;
    }
  }
});
beforeEach(async () => {
  await withSettings(server.app.db, { approval_threshold_usd: '50' });
});
afterAll(async () => {
  await server.close();
});

let txTag = 0;
/** A member's USDT claim of `amount`, waiting for review. */
async function claimOf(amount: number): Promise<{ id: number; member: TestClient; memberId: number }> {
  const user = await buildUser(server.app.db);
  const member = await quickSignIn(server, user);
  txTag += 1;
  const claim = await member.post<{ id: number }>('/api/payment', { transactionId: `0x${txTag.toString(16).padStart(64, '0')}`, amount, paymentMethod: 'usdt', fromAddress: `0x${'ab'.repeat(20)}` });
  expect(claim.status).toBe(201);
  return { id: claim.body.id, member, memberId: user.id };
}

describe('two-person approval of a manual claim above approval_threshold_usd', () => {
  it('waits after the first approval, refuses the same person twice, and completes on a second staff member, audited with both names', async () => {
    const { id, member, memberId } = await claimOf(60);
    const firstSocket = await live(first.client);
    const memberSocket = await live(member);
    const staffPushes = collect(firstSocket, 'payment:updated');
    const memberPushes = collect(memberSocket, 'payment:updated');

    const half = await first.client.put(`/api/admin/payments/${id}/approve`);
    expect(half.status).toBe(200);
    expect(routes.adminApprovePayment.response.parse(half.body)).toMatchObject({ status: 'awaiting_second_approval', firstApprovedBy: first.id });
    expect((await User.query(server.app.db).findById(memberId))?.isPremium).toBe(false);
    // Live: the back office sees it wait; the payer still sees it under review, and not who approved.
    await eventually(() => staffPushes.length === 1 && memberPushes.length === 1, 'the first approval pushed');
    expect(staffPushes[0]).toMatchObject({ id, status: 'awaiting_second_approval', firstApprovedBy: first.id });
    expect(memberPushes[0]).toMatchObject({ id, status: 'pending', firstApprovedBy: null });
    expect((await member.get<Array<{ id: number; status: string }>>('/api/payments')).body.find((payment) => payment.id === id)?.status).toBe('pending');
    // Its own filter lists it; the pending one too, as one of every claim waiting for review.
    const waiting = await first.client.get<{ items: Array<{ id: number }> }>('/api/admin/payments?status=awaiting_second_approval&pageSize=100');
    expect(waiting.body.items.map((payment) => payment.id)).toEqual([id]);
    const pending = await first.client.get<{ items: Array<{ id: number; status: string }> }>('/api/admin/payments?status=pending&pageSize=100');
    expect(pending.body.items.find((payment) => payment.id === id)?.status).toBe('awaiting_second_approval');

    // Still a claim waiting, for the segments too.
    const waitingMembers = await first.client.get<{ items: Array<{ id: number }> }>(`/api/admin/users?pageSize=100&segment=${encodeURIComponent('{"pendingClaim":true}')}`);
    expect(waitingMembers.body.items.map((user) => user.id)).toContain(memberId);

    const again = await first.client.put(`/api/admin/payments/${id}/approve`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'secondApproverNeeded' });

    const done = await second.client.put(`/api/admin/payments/${id}/approve`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed' });
    expect((await User.query(server.app.db).findById(memberId))?.isPremium).toBe(true);
    await eventually(() => staffPushes.some((push) => push.status === 'completed'), 'the completion pushed');

    const audit = await AuditLog.query(server.app.db).where({ entityType: 'payment', entityId: id }).orderBy('id');
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['payment.first_approval', first.id],
      ['payment.approve', second.id],
    ]);
    expect(audit[1]!.after).toMatchObject({ status: 'completed', firstApprovedBy: first.username, secondApprovedBy: second.username });
  });

  it('takes one approval at or under the threshold, or with the threshold off', async () => {
    // A claim is of the plan's price: 60 USD here.
    await withSettings(server.app.db, { approval_threshold_usd: '60' });
    const atThreshold = await claimOf(60);
    expect((await first.client.put(`/api/admin/payments/${atThreshold.id}/approve`)).body).toMatchObject({ status: 'completed' });
    await withSettings(server.app.db, { approval_threshold_usd: '0' });
    const off = await claimOf(60);
    expect((await first.client.put(`/api/admin/payments/${off.id}/approve`)).body).toMatchObject({ status: 'completed' });
  });

  it('lets a half-approved claim be rejected, and keeps its payer to one claim waiting', async () => {
    const { id, member } = await claimOf(60);
    await first.client.put(`/api/admin/payments/${id}/approve`);
    // Still waiting: the payer cannot file another beside it.
    const another = await member.post('/api/payment', { transactionId: `0x${'9'.repeat(64)}`, amount: 60, paymentMethod: 'usdt', fromAddress: `0x${'ab'.repeat(20)}` });
    expect(another.status).toBe(409);
    const rejected = await second.client.put(`/api/admin/payments/${id}/reject`, { reason: 'Not on chain' });
    expect(rejected.body).toMatchObject({ status: 'failed' });
  });
});

describe('two-person comped premium above approval_threshold_usd', () => {
  it('gives a small comp at once, and asks a second staff member for a large one, live to those who move money', async () => {
    const support = await quickSignIn(server, await buildUser(server.app.db, { staffRole: 'support' }));
    const secondSocket = await live(second.client);
    const supportSocket = await live(support);
    const asked = collect(secondSocket, 'comp-approval:changed');
    const supportHeard = collect(supportSocket, 'comp-approval:changed');

    const small = await buildUser(server.app.db);
    // 10 days of a 60 USD month: 20 USD.
    const given = await first.client.post(`/api/admin/users/${small.id}/comp`, { days: 10, reason: 'A goodwill gesture' });
    expect(routes.adminCompUser.response.parse(given.body)).toMatchObject({ user: { id: small.id, isPremium: true }, awaitingApproval: null });

    const large = await buildUser(server.app.db);
    // 90 days: 180 USD, above 50.
    const waiting = await first.client.post(`/api/admin/users/${large.id}/comp`, { days: 90, reason: 'A partner’s trial' });
    const result = routes.adminCompUser.response.parse(waiting.body);
    expect(result).toMatchObject({ user: { id: large.id, isPremium: false }, awaitingApproval: { userId: large.id, username: large.username, days: 90, worthUsd: 180, requestedBy: first.id } });
    expect((await User.query(server.app.db).findById(large.id))?.isPremium).toBe(false);
    await eventually(() => asked.length === 1, 'the request pushed to finance');
    expect(asked[0]).toMatchObject({ id: result.awaitingApproval!.id, approval: { days: 90 } });
    const list = await second.client.get<Array<{ id: number }>>('/api/admin/comp-approvals');
    expect(list.body.map((approval) => approval.id)).toContain(result.awaitingApproval!.id);

    const own = await first.client.post(`/api/admin/comp-approvals/${result.awaitingApproval!.id}/approve`);
    expect(own.status).toBe(409);
    expect(own.body).toMatchObject({ code: 'secondApproverNeeded' });
    const approved = await second.client.post(`/api/admin/comp-approvals/${result.awaitingApproval!.id}/approve`);
    expect(approved.body).toMatchObject({ id: large.id, isPremium: true, premiumKind: 'comped' });
    expect((await second.client.post(`/api/admin/comp-approvals/${result.awaitingApproval!.id}/approve`)).body).toMatchObject({ code: 'compApprovalDecided' });
    await eventually(() => asked.length === 2, 'the decision pushed');
    expect(asked[1]).toMatchObject({ id: result.awaitingApproval!.id, approval: null });
    const comp = await AuditLog.query(server.app.db).where({ action: 'user.comp', entityId: large.id }).first();
    expect(comp?.after).toMatchObject({ days: 90, requestedBy: first.username, approvedBy: second.username });
    // Support moves no money: nothing of it reached their socket.
    expect(supportHeard).toHaveLength(0);
  });

  it('declines a large comp without giving anything, and refuses the premium switch of an edit above the threshold', async () => {
    const member = await buildUser(server.app.db);
    const waiting = routes.adminCompUser.response.parse((await first.client.post(`/api/admin/users/${member.id}/comp`, { days: 60, reason: 'A long apology' })).body);
    expect((await second.client.post(`/api/admin/comp-approvals/${waiting.awaitingApproval!.id}/decline`)).status).toBe(200);
    expect((await User.query(server.app.db).findById(member.id))?.isPremium).toBe(false);
    expect((await second.client.get<Array<{ id: number }>>('/api/admin/comp-approvals')).body.map((approval) => approval.id)).not.toContain(waiting.awaitingApproval!.id);

    // A month by the Premium switch is worth 60 USD, above 50: it must go through Comp premium.
    const admin = await quickSignIn(server, await buildUser(server.app.db, { staffRole: 'admin' }));
    const switched = await admin.patch(`/api/admin/users/${member.id}`, { isPremium: true });
    expect(switched.status).toBe(409);
    expect(switched.body).toMatchObject({ code: 'compNeedsSecondApproval' });
  });
});
