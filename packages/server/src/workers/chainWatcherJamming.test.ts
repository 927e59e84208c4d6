import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuditLog, ChainTransfer, Notification, Payment, User } from '../db/models/index.js';
import { isSqlite, type Db } from '../db/knex.js';
import type { LocalChain } from '../dev/localChain.js';
import { CONFIRMATIONS, startChainTestServer, type ChainTestServer } from '../../test/support/chain/chainServer.js';
import { adminCallers } from '../../test/support/signIn.js';
import { withSettings } from '../../test/support/settings.js';
import type { TestClient } from '../../test/support/testClient.js';

/**
 * The chain watcher under attack (issue 38): before, a manual claim of a
 * transfer's hash, or one transaction paying two deposit addresses, made the
 * watcher's credit collide with the payments' unique transaction key, roll
 * its whole block range back and stop there, so no later payer was ever
 * credited. Each case ends with an honest payer, paying after it, credited
 * within the usual confirmations.
 */
let paid: ChainTestServer;
let chain: LocalChain;

beforeAll(async () => {
  paid = await startChainTestServer();
  ({ chain } = paid);
}, 60_000);

afterAll(async () => {
  await paid?.close();
});

// Claims by hand stay open on Bitcoin and Ethereum, whose hashes are spelled as BEP20's are.
beforeEach(async () => {
  await withSettings(paid.server.app.db, { enable_usdt_payments: 'true', eth_wallet_address: '0x2222222222222222222222222222222222222222' });
});

const db = (): Db => paid.server.app.db;

/** An Ethereum claim of a hash, as a member files it on the payment screen. */
const claimOnEthereum = (client: TestClient, transactionId: string) => client.post<{ id: number; status: string }>('/api/payment', { transactionId, amount: 60, paymentMethod: 'ethereum' });
/** A USDT (BEP20) claim of a hash, with a sending wallet. */
const claimUsdt = (client: TestClient, transactionId: string) =>
  client.post<{ message: string }>('/api/payment', { transactionId, amount: 60, paymentMethod: 'usdt', fromAddress: chain.accounts[1] });

/** Mines the confirmations a transfer needs and lets the watcher read them. */
async function confirm(): Promise<void> {
  await chain.mine(CONFIRMATIONS);
  await paid.pass();
}

/** A member who pays the price after the attack, and is credited within the usual confirmations: the watcher goes on. */
async function honestPayerIsCredited(): Promise<void> {
  const honest = await paid.payer();
  const hash = await chain.transfer(chain.accounts[2]!, honest.address, '60');
  await paid.pass();
  await confirm();
  expect(await paid.paymentsOf(honest.id)).toMatchObject([{ transactionId: hash, status: 'completed', amount: 60 }]);
  expect((await User.query(db()).findById(honest.id))?.isPremium).toBe(true);
}

/** Where the watcher stands: the chain's confirmed tip has been credited through, nothing held back. */
async function creditedToTheConfirmedTip(): Promise<void> {
  const confirmedTip = Number(await chain.blockNumber()) - CONFIRMATIONS + 1;
  expect(Number((await paid.watchRow()).creditedThrough)).toBe(confirmedTip);
}

describe('the chain watcher cannot be jammed', () => {
  it('(a) credits a member who paid and at once claimed their own hash; the claim is refused as USDT and superseded on another network', async () => {
    const member = await paid.payer();
    const hash = await chain.transfer(chain.accounts[1]!, member.address, '60');
    // USDT is paid on chain here: a claim of it is refused, so it can reserve nothing.
    const usdt = await claimUsdt(member.client, hash);
    expect(usdt.status).toBe(409);
    expect(usdt.body.message).toBe('USDT is credited from the chain here: send it to your own deposit address on the payment screen. There is nothing to claim.');
    // The same hash as an Ethereum claim, filed before the watcher has read the block: taken for review...
    const ethereum = await claimOnEthereum(member.client, hash);
    expect(ethereum.status).toBe(201);
    // ...and superseded as soon as the watcher sees the transfer, before any admin could approve it.
    await paid.pass();
    expect(await Payment.query(db()).findById(ethereum.body.id)).toMatchObject({ status: 'failed', rejectReason: expect.stringContaining("This transaction pays a member’s deposit address") });
    await confirm();
    const payments = await paid.paymentsOf(member.id);
    expect(payments.map(({ status, paymentMethod, transactionId }) => ({ status, paymentMethod, transactionId }))).toEqual([
      { status: 'failed', paymentMethod: 'ethereum', transactionId: hash },
      { status: 'completed', paymentMethod: 'usdt', transactionId: hash },
    ]);
    await creditedToTheConfirmedTip();
    await honestPayerIsCredited();
  });

  it("(b) credits the payer when another member claims their transfer's hash first, and tells the claimant why their claim failed", async () => {
    const payer = await paid.payer();
    const thief = await paid.payer();
    const hash = await chain.transfer(chain.accounts[1]!, payer.address, '60');
    // Copied from the chain before the watcher records it: no funds needed.
    expect((await claimUsdt(thief.client, hash)).status).toBe(409);
    const claim = await claimOnEthereum(thief.client, hash);
    expect(claim.status).toBe(201);
    // Rejecting it by hand is no longer needed: the watcher's credit wins whatever claims exist.
    await paid.pass();
    await confirm();
    expect(await paid.paymentsOf(payer.id)).toMatchObject([{ status: 'completed', paymentMethod: 'usdt', transactionId: hash }]);
    expect((await User.query(db()).findById(payer.id))?.isPremium).toBe(true);
    expect(await paid.paymentsOf(thief.id)).toMatchObject([{ id: claim.body.id, status: 'failed', reviewedBy: null }]);
    expect((await User.query(db()).findById(thief.id))?.isPremium).toBe(false);
    // Told why, as for a rejection, and the back office's audit trail says who decided: the chain, for the claimant.
    const told = await Notification.query(db()).where({ userId: thief.id }).orderBy('id');
    expect(told.map((notification) => notification.title)).toEqual(['Payment received', 'Payment Rejected']);
    expect(told[1]!.message).toContain("This transaction pays a member’s deposit address: the chain credits it to that member automatically");
    expect(await AuditLog.query(db()).where({ action: 'payment.supersede', entityId: claim.body.id, actorId: thief.id })).toHaveLength(1);
    // Once the watcher has seen a hash, it cannot be claimed again on any network.
    expect((await claimOnEthereum((await paid.payer()).client, hash)).status).toBe(409);
    await creditedToTheConfirmedTip();
    await honestPayerIsCredited();
  });

  it('refuses an admin approval of a claim whose hash pays a deposit address, however the claim got there', async () => {
    const member = await paid.payer();
    const hash = await chain.transfer(chain.accounts[1]!, member.address, '60');
    await paid.pass();
    // A claim from before the watcher watched (written as the claim form wrote it then).
    const claimant = await paid.payer();
    const old = await Payment.query(db()).insertAndFetch({ userId: claimant.id, amount: 60, currency: 'USD', paymentMethod: 'ethereum', transactionId: hash, fromAddress: null, status: 'pending' });
    const { adminClient } = await adminCallers(paid.server);
    const approval = await adminClient.put<{ message: string }>(`/api/admin/payments/${old.id}/approve`, {});
    expect(approval.status).toBe(409);
    expect(approval.body.message).toBe("This transaction pays a member’s deposit address: the chain credits it to that member, so this claim cannot be approved.");
    expect((await User.query(db()).findById(claimant.id))?.isPremium).toBe(false);
    await confirm();
    expect(await paid.paymentsOf(member.id)).toMatchObject([{ status: 'completed', transactionId: hash }]);
    expect(await Payment.query(db()).findById(old.id)).toMatchObject({ status: 'failed' });
  });

  it('(c) credits each member paid by one transaction (a multisend), keyed by transfer, not by hash', async () => {
    const first = await paid.payer();
    const second = await paid.payer();
    const hash = await chain.multisend(chain.accounts[1]!, [
      [first.address, '60'],
      [second.address, '60'],
    ]);
    await paid.pass();
    await confirm();
    for (const member of [first, second]) {
      expect(await paid.paymentsOf(member.id)).toMatchObject([{ status: 'completed', transactionId: hash, amount: 60 }]);
      expect((await User.query(db()).findById(member.id))?.isPremium).toBe(true);
    }
    const transfers = [...(await paid.transfersOf(first.id)), ...(await paid.transfersOf(second.id))];
    expect(transfers.map(({ txHash, status }) => ({ txHash, status }))).toEqual([
      { txHash: hash, status: 'credited' },
      { txHash: hash, status: 'credited' },
    ]);
    expect(new Set(transfers.map((transfer) => transfer.logIndex)).size).toBe(2);
    await creditedToTheConfirmedTip();
    await honestPayerIsCredited();
  });
});

describe('a transfer whose credit fails', () => {
  it('is kept with its error for the back office and retried, while the rest of its range is credited', async () => {
    const failing = await paid.payer();
    const other = await paid.payer();
    const refused = await refusePaymentsOf(db(), failing.id);
    try {
      const failingHash = await chain.transfer(chain.accounts[1]!, failing.address, '60');
      const otherHash = await chain.transfer(chain.accounts[2]!, other.address, '60');
      await confirm();
      // The other transfer in the same range is credited, and the watcher's cursor moved past both.
      expect(await paid.paymentsOf(other.id)).toMatchObject([{ status: 'completed', transactionId: otherHash }]);
      await creditedToTheConfirmedTip();
      expect(await paid.paymentsOf(failing.id)).toEqual([]);
      expect(await paid.transfersOf(failing.id)).toMatchObject([{ txHash: failingHash, status: 'failed', attempts: 1, lastError: expect.stringContaining('refused by the test'), paymentId: null }]);
      // The back office sees it, and why; the member sees their transfer confirmed, its credit delayed.
      const activity = await paid.chainActivity();
      expect(activity.watch.failedCredits).toBe(1);
      expect(activity.transfers.find((transfer) => transfer.txHash === failingHash)).toMatchObject({
        status: 'failed',
        confirmations: CONFIRMATIONS,
        attempts: 1,
        error: expect.stringContaining('refused by the test'),
        retryAt: expect.any(String),
      });
      const progress = (await failing.client.get<{ progress: { transfers: Array<{ status: string; confirmations: number }> } }>('/api/payment/deposit-address')).body.progress;
      expect(progress.transfers).toMatchObject([{ status: 'delayed', confirmations: CONFIRMATIONS }]);
      // Not before it is due: a pass now leaves it as it is.
      await paid.pass();
      expect(await paid.transfersOf(failing.id)).toMatchObject([{ status: 'failed', attempts: 1 }]);
    } finally {
      await refused.lift();
    }
    // Due, and whatever held it gone: the next pass credits it.
    await ChainTransfer.query(db()).patch({ retryAt: new Date(Date.now() - 1000) }).where({ userId: failing.id });
    await paid.pass();
    expect(await paid.paymentsOf(failing.id)).toMatchObject([{ status: 'completed' }]);
    expect(await paid.transfersOf(failing.id)).toMatchObject([{ status: 'credited', lastError: null, retryAt: null }]);
    expect((await User.query(db()).findById(failing.id))?.isPremium).toBe(true);
    expect((await paid.chainActivity()).watch.failedCredits).toBe(0);
    await honestPayerIsCredited();
  });
});

/**
 * Makes the database itself refuse any payment for one member (a trigger), as
 * a fault no code of ours foresaw would: the credit fails inside the watcher's
 * transaction, where before it rolled back the whole range.
 */
async function refusePaymentsOf(database: Db, userId: number): Promise<{ lift(): Promise<void> }> {
  if (isSqlite(database)) {
    await database.raw(`CREATE TRIGGER refuse_payments BEFORE INSERT ON payments WHEN NEW.user_id = ${userId} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`);
    return { lift: async () => void (await database.raw('DROP TRIGGER refuse_payments')) };
  }
  await database.raw(
    `CREATE FUNCTION refuse_payments() RETURNS trigger AS $$ BEGIN IF NEW.user_id = ${userId} THEN RAISE EXCEPTION 'refused by the test'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
  );
  await database.raw('CREATE TRIGGER refuse_payments BEFORE INSERT ON payments FOR EACH ROW EXECUTE FUNCTION refuse_payments()');
  return {
    lift: async () => {
      await database.raw('DROP TRIGGER refuse_payments ON payments');
      await database.raw('DROP FUNCTION refuse_payments()');
    },
  };
}
