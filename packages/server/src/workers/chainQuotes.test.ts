import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Quote as QuoteSchema, type Quote } from '@signals/protocol';
import { PromoCode, Subscription, User } from '../db/models/index.js';
import { CONFIRMATIONS, startChainTestServer, type ChainTestServer } from '../../test/support/chain/chainServer.js';
import { adminCallers } from '../../test/support/signIn.js';
import type { TestClient } from '../../test/support/testClient.js';
import { uniqueName } from '../../test/support/factories/users.js';
import type { LocalChain } from '../dev/localChain.js';

/*
 * The chain watcher credits a transfer to a member's deposit address against the quote open when it was first seen
 * (issue 42): the plan's months, less the promo code, counted as it settles.
 */

let paid: ChainTestServer;
let chain: LocalChain;
let admin: TestClient;

beforeAll(async () => {
  paid = await startChainTestServer();
  chain = paid.chain;
  admin = (await adminCallers(paid.server)).adminClient;
  // The watcher's first pass starts reading at the chain's tip.
  await paid.pass();
}, 60_000);

afterAll(async () => {
  await paid?.close();
});

async function quarterly(): Promise<number> {
  const response = await admin.post<{ id: number }>('/api/admin/plans', { code: uniqueName('q').toLowerCase(), name: 'Quarterly', months: 3, priceUsd: 160 });
  expect(response.status).toBe(201);
  return response.body.id;
}

async function promo(fields: Record<string, unknown>): Promise<string> {
  const code = uniqueName('CHAIN').replace(/_/g, '');
  expect((await admin.post('/api/admin/promo-codes', { code, ...fields })).status).toBe(201);
  return code;
}

async function quoteFor(client: TestClient, planId: number, promoCode?: string): Promise<Quote> {
  const response = await client.post('/api/payment/quote', { planId, promoCode });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return QuoteSchema.parse(response.body);
}

describe('paying a quote on chain', () => {
  it('credits the quoted amount as the plan it names: three months, the discount on the payment, the code counted', async () => {
    const planId = await quarterly();
    const code = await promo({ percentOff: 25 });
    const member = await paid.payer();
    const quote = await quoteFor(member.client, planId, code);
    expect(quote).toMatchObject({ amountUsd: 120, amountToken: '120' });

    await chain.transfer(chain.accounts[1]!, member.address, quote.amountToken);
    await chain.mine(CONFIRMATIONS);
    await paid.pass();

    expect(await paid.transfersOf(member.id)).toMatchObject([{ status: 'credited', lastError: null }]);
    const [payment] = await paid.paymentsOf(member.id);
    expect(payment).toMatchObject({ status: 'completed', amount: 120, planId, promoCode: code, discountUsd: 40, quoteId: quote.quoteId });
    const period = await Subscription.query(paid.server.app.db).where('userId', member.id).first();
    expect(period).toMatchObject({ kind: 'paid', planId, months: 3, amount: 120 });
    const user = await User.query(paid.server.app.db).findById(member.id);
    expect(user!.subscriptionEndDate).toEqual(period!.endDate);
    expect(await PromoCode.query(paid.server.app.db).where('codeKey', code.toLowerCase()).first()).toMatchObject({ redemptions: 1 });
    expect(await paid.server.app.db('paymentQuotes').where('id', quote.quoteId).first()).toMatchObject({ status: 'settled', paymentId: payment!.id });
  });

  it('settles as many members as a code has redemptions left; the rest are underpaid by the discount, shown as missing', async () => {
    const planId = await quarterly();
    const code = await promo({ amountOffUsd: 10, maxRedemptions: 2 });
    const members: Array<Awaited<ReturnType<ChainTestServer['payer']>> & { quote: Quote }> = [];
    for (let i = 0; i < 4; i += 1) {
      const member = await paid.payer();
      const quote = await quoteFor(member.client, planId, code);
      members.push({ ...member, quote });
    }
    // All four pay the discounted 150 in the same blocks: one range, credited together.
    for (const member of members) {
      await chain.transfer(chain.accounts[2]!, member.address, member.quote.amountToken);
    }
    await chain.mine(CONFIRMATIONS);
    await paid.pass();

    const settled: typeof members = [];
    const short: typeof members = [];
    for (const member of members) {
      ((await paid.paymentsOf(member.id)).length === 1 ? settled : short).push(member);
    }
    expect(settled).toHaveLength(2);
    expect(short).toHaveLength(2);
    for (const member of short) {
      expect((await User.query(paid.server.app.db).findById(member.id))!.isPremium).toBe(false);
      const progress = (await member.client.get<{ progress: { received: string; missing: string | null } }>('/api/payment/deposit-address')).body.progress;
      expect(progress).toMatchObject({ received: '150', missing: '10' });
    }
    expect(await PromoCode.query(paid.server.app.db).where('codeKey', code.toLowerCase()).first()).toMatchObject({ redemptions: 2 });

    // What is missing completes it, at the full price.
    const [late] = short;
    await chain.transfer(chain.accounts[2]!, late!.address, '10');
    await chain.mine(CONFIRMATIONS);
    await paid.pass();
    expect(await paid.paymentsOf(late!.id)).toMatchObject([{ amount: 160, promoCode: null, discountUsd: 0 }]);
  });
  it('a once-per-member code raced into a second quote is not taken twice: the second transfer owes the discount, and the watcher goes on', async () => {
    const planId = await quarterly();
    const code = await promo({ amountOffUsd: 10, oncePerMember: true });
    const member = await paid.payer();
    const first = await quoteFor(member.client, planId, code);
    await chain.transfer(chain.accounts[1]!, member.address, first.amountToken);
    await chain.mine(1);
    await paid.pass();
    // Seen and priced at the first quote, not yet confirmed: the code is not used yet, so a second quote takes it too.
    const second = await quoteFor(member.client, planId, code);
    expect(second.amountUsd).toBe(150);
    await chain.mine(CONFIRMATIONS);
    await paid.pass();
    expect(await paid.paymentsOf(member.id)).toMatchObject([{ amount: 150, promoCode: code, discountUsd: 10 }]);

    await chain.transfer(chain.accounts[1]!, member.address, second.amountToken);
    await chain.mine(CONFIRMATIONS);
    await paid.pass();
    expect(await paid.paymentsOf(member.id)).toHaveLength(1);
    expect((await paid.transfersOf(member.id)).map((transfer) => transfer.lastError)).toEqual([null, null]);
    const progress = (await member.client.get<{ progress: { received: string; missing: string | null } }>('/api/payment/deposit-address')).body.progress;
    expect(progress).toMatchObject({ received: '150', missing: '10' });

    await chain.transfer(chain.accounts[1]!, member.address, '10');
    await chain.mine(CONFIRMATIONS);
    await paid.pass();
    expect((await paid.paymentsOf(member.id)).map((payment) => [payment.amount, payment.promoCode])).toEqual(
      expect.arrayContaining([
        [150, code],
        [160, null],
      ]),
    );
    expect(await PromoCode.query(paid.server.app.db).where('codeKey', code.toLowerCase()).first()).toMatchObject({ redemptions: 1 });
  });
});
