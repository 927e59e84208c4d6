import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../db/models/index.js';
import { DEVELOPMENT_ACCOUNT } from '../../test/support/chain/developmentKey.js';
import { eventually } from '../../test/support/events.js';
import { signedInUser } from '../../test/support/signIn.js';
import { withSettings } from '../../test/support/settings.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';
import { DEMO_XPUB } from './demoChain.js';

let server: TestServer;

beforeAll(async () => {
  // As `pnpm demo` runs it, with fewer confirmations so the test waits seconds, not fifteen.
  server = await startTestServer({ DEMO_CHAIN: 'true', CHAIN_CONFIRMATIONS: '2' });
  await withSettings(server.app.db, { premium_subscription_price: '60' });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe("the demo's own chain", () => {
  it("derives members' addresses from the development mnemonic's account, whose keys are public: worthless test tokens only", () => {
    expect(DEMO_XPUB).toBe(DEVELOPMENT_ACCOUNT.publicExtendedKey);
  });

  it('tells the app that on-chain payments are on and that test USDT can be sent', async () => {
    const settings = await server.client().get<{ chainPaymentsEnabled: boolean; demoChainEnabled: boolean }>('/api/settings/public');
    expect(settings.body).toMatchObject({ chainPaymentsEnabled: true, demoChainEnabled: true });
  });

  it('sends a member test USDT to their deposit address, which the watcher credits as blocks arrive on their own', async () => {
    const { user, client } = await signedInUser(server);
    const sent = await client.post<{ txHash: string }>('/api/payment/test-usdt', { amount: 60 });
    expect(sent.status).toBe(200);
    expect(sent.body.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    // No one mines here: the demo's chain makes a block a second, the watcher reads it every second.
    await eventually(async () => (await User.query(server.app.db).findById(user.id))?.isPremium === true, 'premium from the test transfer', 20_000);
    const progress = await client.get<{ progress: { transfers: unknown[] } }>('/api/payment/deposit-address');
    expect(progress.body.progress.transfers).toEqual([]);
  });

  it('refuses amounts it would not send, with the reason, and sends nothing', async () => {
    const { client } = await signedInUser(server);
    // Up to the dearest plan's price, so the yearly plan can be paid on the demo chain too: this test server sells
    // only the monthly plan, at 60.
    for (const [amount, message] of [
      [60.5, 'The demo chain sends at most 60 USDT, the dearest plan’s price.'],
      [200_000, 'Amount is too large'],
      [0, 'Amount must be greater than 0'],
      [1.1234567, 'Amount can have at most 6 decimal places'],
    ] as const) {
      const answer = await client.post<{ error: string }>('/api/payment/test-usdt', { amount });
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
  });

  it('sends to requests made at once, each its own transfer from the one wallet, and at most three an hour per member', async () => {
    // Two at once from each of three members in turn: six transactions from the demo's one wallet, each needing its own nonce.
    const members = await Promise.all([signedInUser(server), signedInUser(server), signedInUser(server)]);
    const answers = [];
    for (const { client } of members) {
      answers.push(...(await Promise.all([1, 2].map((amount) => client.post<{ txHash: string }>('/api/payment/test-usdt', { amount })))));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.txHash)).size).toBe(6);
    const { user, client } = members[0];
    expect((await client.post('/api/payment/test-usdt', { amount: 3 })).status).toBe(200);
    // The fourth within the hour: refused with when to come back, and nothing sent.
    const fourth = await client.post<{ message: string; code: string }>('/api/payment/test-usdt', { amount: 4 });
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(fourth.body).toMatchObject({ code: 'tooManyTestUsdtSends', message: expect.stringMatching(/^You can send yourself test USDT 3 times an hour\. Try again in \d+ minutes\.$/) });
    await eventually(async () => (await client.get<{ progress: { received: string } }>('/api/payment/deposit-address')).body.progress.received === '6', 'the three sends credited', 20_000);
    expect((await User.query(server.app.db).findById(user.id))?.isPremium).toBe(false);
    // Another member's count is their own.
    expect((await (await signedInUser(server)).client.post('/api/payment/test-usdt', { amount: 1 })).status).toBe(200);
  });
});
