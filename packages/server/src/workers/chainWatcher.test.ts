import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog, ChainTransfer, Notification, User } from '../db/models/index.js';
import { CONFIRMATIONS, startChainTestServer, type ChainTestServer } from '../../test/support/chain/chainServer.js';
import { collect, eventually } from '../../test/support/events.js';
import { adminCallers, signedInUser } from '../../test/support/signIn.js';
import { connected, openSocket } from '../../test/support/testSocket.js';
import type { LocalChain } from '../dev/localChain.js';
import type { TestServer } from '../../test/support/testServer.js';

let paid: ChainTestServer;
let chain: LocalChain;
let server: TestServer;

beforeAll(async () => {
  paid = await startChainTestServer();
  ({ chain, server } = paid);
}, 60_000);

afterAll(async () => {
  await paid?.close();
});

const payer = () => paid.payer();
const pass = () => paid.pass();
const watchRow = () => paid.watchRow();
const chainActivity = () => paid.chainActivity();
const paymentsOf = (userId: number) => paid.paymentsOf(userId);
const transfersOf = (userId: number) => paid.transfersOf(userId);

describe('the chain watcher', () => {
  it('credits a transfer once it has its confirmations, not before: a payment, a month of premium, a notification, an audit row', async () => {
    const member = await payer();
    const hash = await chain.transfer(chain.accounts[1]!, member.address, '60');
    await pass();
    expect(await transfersOf(member.id)).toMatchObject([{ txHash: hash, status: 'seen', amountUnits: (60n * 10n ** 18n).toString(), paymentId: null }]);
    expect(await paymentsOf(member.id)).toEqual([]);
    // One confirmation (its own block), then two: still short of three.
    await chain.mine(1);
    await pass();
    expect(await paymentsOf(member.id)).toEqual([]);
    await chain.mine(1);
    await pass();
    const payments = await paymentsOf(member.id);
    expect(payments).toMatchObject([{ amount: 60, currency: 'USDT', paymentMethod: 'usdt', transactionId: hash, status: 'completed', fromAddress: chain.accounts[1] }]);
    expect(await transfersOf(member.id)).toMatchObject([{ status: 'credited', paymentId: payments[0]!.id }]);
    const user = await User.query(server.app.db).findById(member.id);
    expect(user).toMatchObject({ isPremium: true });
    expect(await Notification.query(server.app.db).where({ userId: member.id })).toHaveLength(1);
    expect(await AuditLog.query(server.app.db).where({ action: 'payment.chain_credit', entityId: payments[0]!.id, actorId: member.id })).toHaveLength(1);
  });

  it("tells the member's app where the transfer stands as each block arrives, then Premium", async () => {
    const { user, client } = await signedInUser(server);
    const address = (await client.get<{ address: `0x${string}` }>('/api/payment/deposit-address')).body.address;
    const socket = openSocket(client);
    try {
      const progress = collect(socket, 'payment:deposit');
      const account = collect(socket, 'user:updated');
      const payments = collect(socket, 'payment:updated');
      await connected(socket);
      await chain.transfer(chain.accounts[1]!, address, '60');
      await pass();
      await eventually(() => progress.length === 1, 'seen');
      await chain.mine(1);
      await pass();
      await eventually(() => progress.length === 2, 'one more confirmation');
      expect(progress.map((p) => p.transfers.map(({ status, amount, confirmations }) => ({ status, amount, confirmations })))).toEqual([
        [{ status: 'seen', amount: '60', confirmations: 1 }],
        [{ status: 'seen', amount: '60', confirmations: 2 }],
      ]);
      await chain.mine(1);
      await pass();
      await eventually(() => account.some((u) => u.isPremium) && payments.length === 1 && progress.length === 3, 'premium');
      // Counted in the payment: nothing left open.
      expect(progress[2]).toEqual({ required: CONFIRMATIONS, transfers: [], received: '0', missing: null });
      expect(payments[0]).toMatchObject({ userId: user.id, status: 'completed', amount: 60 });
    } finally {
      socket.close();
    }
  });

  it('records less than the price as underpaid, and adds a second transfer to it', async () => {
    const member = await payer();
    await chain.transfer(chain.accounts[1]!, member.address, '25.5');
    await chain.mine(CONFIRMATIONS);
    await pass();
    expect(await paymentsOf(member.id)).toEqual([]);
    expect(await transfersOf(member.id)).toMatchObject([{ status: 'credited', paymentId: null }]);
    expect((await User.query(server.app.db).findById(member.id))?.isPremium).toBe(false);
    // What the payment screen shows: received and missing, exact.
    expect((await member.client.get<{ progress: unknown }>('/api/payment/deposit-address')).body.progress).toEqual({
      required: CONFIRMATIONS,
      transfers: [{ txHash: expect.stringMatching(/^0x/), amount: '25.5', status: 'credited', confirmations: CONFIRMATIONS, seenAt: expect.any(String) }],
      received: '25.5',
      missing: '34.5',
    });
    // And what the back office shows: the transfer, credited, with what the member still owes.
    expect((await chainActivity()).transfers.find((transfer) => transfer.userId === member.id)).toMatchObject({
      amount: '25.5',
      price: '60',
      status: 'credited',
      confirmations: CONFIRMATIONS,
      missing: '34.5',
      lapsed: false,
      paymentId: null,
      fromAddress: chain.accounts[1],
    });
    // The rest from another wallet: 25.5 + 34.5 is the price exactly, counted in the token's units.
    await chain.transfer(chain.accounts[2]!, member.address, '34.5');
    await chain.mine(CONFIRMATIONS);
    await pass();
    const payments = await paymentsOf(member.id);
    expect(payments).toMatchObject([{ amount: 60, status: 'completed' }]);
    expect((await transfersOf(member.id)).map((transfer) => transfer.paymentId)).toEqual([payments[0]!.id, payments[0]!.id]);
    expect((await chainActivity()).transfers.filter((transfer) => transfer.userId === member.id).map(({ amount, missing, paymentId }) => ({ amount, missing, paymentId }))).toEqual([
      { amount: '34.5', missing: null, paymentId: payments[0]!.id },
      { amount: '25.5', missing: null, paymentId: payments[0]!.id },
    ]);
    expect((await User.query(server.app.db).findById(member.id))?.isPremium).toBe(true);
  });

  it('adds up transfers within 24 hours only: an older underpayment is shown lapsed, for an admin to settle', async () => {
    const member = await payer();
    await chain.transfer(chain.accounts[1]!, member.address, '10');
    await chain.mine(CONFIRMATIONS);
    await pass();
    await ChainTransfer.query(server.app.db).patch({ seenAt: new Date(Date.now() - 25 * 60 * 60 * 1000) }).where({ userId: member.id });
    await chain.transfer(chain.accounts[2]!, member.address, '55');
    await chain.mine(CONFIRMATIONS);
    await pass();
    // 10 + 55 would reach the price, but not within 24 hours of each other.
    expect(await paymentsOf(member.id)).toEqual([]);
    const listed = (await chainActivity()).transfers.filter((transfer) => transfer.userId === member.id);
    expect(listed.map(({ amount, missing, lapsed }) => ({ amount, missing, lapsed }))).toEqual([
      { amount: '55', missing: '5', lapsed: false },
      { amount: '10', missing: '50', lapsed: true },
    ]);
    // The member still sees the lapsed one, after the open one: no USDT received goes unmentioned.
    const progress = (await member.client.get<{ progress: { transfers: Array<{ amount: string; status: string }>; missing: string | null } }>('/api/payment/deposit-address')).body.progress;
    expect(progress.transfers.map(({ amount, status }) => ({ amount, status }))).toEqual([
      { amount: '55', status: 'credited' },
      { amount: '10', status: 'lapsed' },
    ]);
    expect(progress.missing).toBe('5');
  });

  it('credits 30 then 60 as one payment of 90 whose 30 above the price add 15 days, and tells the member so', async () => {
    const member = await payer();
    await chain.transfer(chain.accounts[1]!, member.address, '30');
    await chain.mine(CONFIRMATIONS);
    await pass();
    await chain.transfer(chain.accounts[1]!, member.address, '60');
    await chain.mine(CONFIRMATIONS);
    await pass();
    const [payment, ...others] = await paymentsOf(member.id);
    expect(others).toEqual([]);
    expect(payment).toMatchObject({ amount: 90, status: 'completed', excessAmount: 30, excessHandling: 'extended', excessDays: 15 });
    // A month from the credit, and 15 days: 60 USDT buy 30 days, 2 USDT a day.
    const user = (await User.query(server.app.db).findById(member.id))!;
    const month = new Date(payment!.reviewedAt!);
    month.setUTCMonth(month.getUTCMonth() + 1);
    expect(user.subscriptionEndDate!.getTime()).toBe(month.getTime() + 15 * 24 * 60 * 60 * 1000);
    // What the member reads in their history and their bell.
    const listed = (await member.client.get<Array<{ id: number; amount: number; excess: unknown }>>('/api/payments')).body;
    expect(listed).toMatchObject([{ id: payment!.id, amount: 90, excess: { amount: 30, handling: 'extended', days: 15 } }]);
    const [notice] = await Notification.query(server.app.db).where({ userId: member.id });
    expect(notice?.message).toMatch(/^Your payment of 90 USDT has been confirmed\. The 30 USDT above the price added 15 days: Premium is active until /);
    expect((await AuditLog.query(server.app.db).where({ action: 'payment.chain_credit', entityId: payment!.id }).first())?.after).toMatchObject({ excessHandling: 'extended', excessDays: 15 });
  });

  it('keeps what is paid above the price for a refund where the back office says so, and says so to both sides', async () => {
    const { adminClient } = await adminCallers(server);
    const setRefunds = (value: boolean) => adminClient.put('/api/admin/settings', { settings: [{ key: 'refund_excess_payments', value: String(value) }] });
    expect((await setRefunds(true)).status).toBe(200);
    try {
      const member = await payer();
      await chain.transfer(chain.accounts[1]!, member.address, '75.25');
      await chain.mine(CONFIRMATIONS);
      await pass();
      const [payment] = await paymentsOf(member.id);
      expect(payment).toMatchObject({ amount: 75.25, excessAmount: 15.25, excessHandling: 'refund_due', excessDays: null });
      const user = (await User.query(server.app.db).findById(member.id))!;
      const month = new Date(payment!.reviewedAt!);
      month.setUTCMonth(month.getUTCMonth() + 1);
      expect(user.subscriptionEndDate!.getTime()).toBe(month.getTime());
      const [notice] = await Notification.query(server.app.db).where({ userId: member.id });
      expect(notice?.message).toMatch(/The 15\.25 USDT above the price will be refunded to the wallet it came from\.$/);
      // The back office's list flags it.
      const admin = (await adminClient.get<{ items: Array<{ id: number; excess: unknown }> }>('/api/admin/payments')).body;
      expect(admin.items.find((listed) => listed.id === payment!.id)?.excess).toEqual({ amount: 15.25, handling: 'refund_due', days: null });
      // Once sent back from the merchant's wallet, an admin records it, once; the member cannot.
      expect((await member.client.put(`/api/admin/payments/${payment!.id}/refunded`)).status).toBe(403);
      const refunded = await adminClient.put<{ excess: unknown }>(`/api/admin/payments/${payment!.id}/refunded`);
      expect(refunded.status).toBe(200);
      expect(refunded.body.excess).toEqual({ amount: 15.25, handling: 'refunded', days: null });
      const again = await adminClient.put(`/api/admin/payments/${payment!.id}/refunded`);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'No refund is due on this payment: nothing above the price was kept for one, or it was already refunded', code: 'noRefundDue' });
      expect(await AuditLog.query(server.app.db).where({ action: 'payment.excess_refunded', entityId: payment!.id })).toHaveLength(1);
    } finally {
      await setRefunds(false);
    }
  });

  it('never credits a transfer a reorg takes away before its confirmations', async () => {
    const member = await payer();
    const before = await chain.snapshot();
    await chain.transfer(chain.accounts[1]!, member.address, '60');
    await pass();
    expect(await transfersOf(member.id)).toMatchObject([{ status: 'seen' }]);
    // The block with the transfer is replaced by a chain without it, longer than the confirmations.
    await chain.revert(before);
    await chain.mine(CONFIRMATIONS + 2);
    await pass();
    expect(await transfersOf(member.id)).toMatchObject([{ status: 'dropped', paymentId: null }]);
    expect(await paymentsOf(member.id)).toEqual([]);
    expect((await chainActivity()).transfers.find((transfer) => transfer.userId === member.id)).toMatchObject({ status: 'dropped', confirmations: 0, missing: null });
  });

  it('credits nothing twice when it reads a range again, as after a crash before its cursor was saved', async () => {
    const member = await payer();
    await chain.transfer(chain.accounts[1]!, member.address, '60');
    await chain.mine(CONFIRMATIONS);
    await pass();
    expect(await paymentsOf(member.id)).toHaveLength(1);
    await server.app.db('chainWatch').update({ creditedThrough: Number((await watchRow()).creditedThrough) - 10 });
    await pass();
    expect(await paymentsOf(member.id)).toHaveLength(1);
    expect(await transfersOf(member.id)).toHaveLength(1);
  });

  it('keeps an RPC failure for the back office, live, goes on and catches up once the RPC answers again', async () => {
    const member = await payer();
    const { adminClient } = await adminCallers(server);
    const socket = openSocket(adminClient);
    try {
      const activity = collect(socket, 'chain:activity');
      await connected(socket);
      paid.setRpcDown(true);
      try {
        await chain.transfer(chain.accounts[1]!, member.address, '60');
        await chain.mine(CONFIRMATIONS);
        await pass();
        const failing = await watchRow();
        expect(failing.lastError).toMatch(/HTTP request failed|503/);
        expect(failing.failingSince).not.toBeNull();
        expect(await paymentsOf(member.id)).toEqual([]);
        await eventually(() => activity.length === 1, 'the failure, live');
        expect(activity[0]!.watch).toMatchObject({ required: CONFIRMATIONS, lastError: expect.stringMatching(/HTTP request failed|503/), failingSince: expect.any(String) });
        expect((await chainActivity()).watch.lastError).toBe(activity[0]!.watch.lastError);
      } finally {
        paid.setRpcDown(false);
      }
      await pass();
      expect(await paymentsOf(member.id)).toMatchObject([{ status: 'completed' }]);
      expect((await watchRow()).lastError).toBeNull();
      // Recovered, then the credit: the last word the back office has is a healthy watcher and the payment.
      await eventually(() => activity.at(-1)?.transfers.some((transfer) => transfer.userId === member.id && transfer.paymentId !== null) === true, 'the credit, live');
      expect(activity.at(-1)!.watch).toMatchObject({ lastError: null, failingSince: null });
    } finally {
      socket.close();
    }
  });

  it("shows admins, live, each transfer's confirmations as blocks arrive, and members none of it", async () => {
    const member = await payer();
    const { adminClient } = await adminCallers(server);
    const adminSocket = openSocket(adminClient);
    const memberSocket = openSocket(member.client);
    try {
      const activity = collect(adminSocket, 'chain:activity');
      const leaked = collect(memberSocket, 'chain:activity');
      await Promise.all([connected(adminSocket), connected(memberSocket)]);
      const hash = await chain.transfer(chain.accounts[1]!, member.address, '60');
      const mineAndPass = async (blocks: number) => {
        await chain.mine(blocks);
        await pass();
      };
      await pass();
      await mineAndPass(1);
      await mineAndPass(1);
      await eventually(() => activity.some((a) => a.transfers.some((t) => t.txHash === hash && t.paymentId !== null)), 'credited');
      const steps = activity.map((a) => a.transfers.find((t) => t.txHash === hash)).map((t) => t && { status: t.status, confirmations: t.confirmations, username: t.username });
      expect(steps).toEqual([
        { status: 'seen', confirmations: 1, username: expect.any(String) },
        { status: 'seen', confirmations: 2, username: expect.any(String) },
        { status: 'credited', confirmations: CONFIRMATIONS, username: expect.any(String) },
      ]);
      // Each block moves the tip the back office shows, one by one.
      const heads = activity.map((a) => a.watch.headBlock!);
      expect(heads.slice(1).map((head, index) => head - heads[index]!)).toEqual([1, 1]);
      expect(leaked).toEqual([]);
    } finally {
      adminSocket.close();
      memberSocket.close();
    }
  });
});
