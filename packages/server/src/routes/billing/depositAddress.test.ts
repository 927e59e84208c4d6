import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepositAddress as DepositAddressSchema, textRef } from '@signals/protocol';
import { DepositAddress } from '../../db/models/index.js';
import { signedInUser } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer, englishText } from '../../../test/support/inEnglish.js';
import { DEVELOPMENT_ACCOUNT as account, DEVELOPMENT_ADDRESSES as WALLET_ADDRESSES } from '../../../test/support/chain/developmentKey.js';


let onChain: TestServer;
let manual: TestServer;

beforeAll(async () => {
  // Nothing listens at the RPC address: handing out addresses reads no chain.
  [onChain, manual] = await Promise.all([
    startTestServer({ PAYMENT_XPUB: account.publicExtendedKey, CHAIN_RPC_URL: 'http://127.0.0.1:9', CHAIN_CONFIRMATIONS: '12', CHAIN_POLL_MS: '999999' }),
    startTestServer(),
  ]);
});
afterAll(async () => {
  await Promise.all([onChain?.close(), manual?.close()]);
});

describe('where a member is told to send USDT', () => {
  it('never offers the service wallet beside on-chain payments: each member pays their own deposit address', async () => {
    const wallet = '0x5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a5a';
    for (const server of [onChain, manual]) {
      await server.app.db('systemSettings').where({ key: 'usdt_wallet_address' }).update({ value: wallet });
    }
    const visitorOf = (server: TestServer) => server.client().get<{ walletAddresses: { usdt: string | null }; chainPaymentsEnabled: boolean }>('/api/settings/public');
    const [chain, claims] = await Promise.all([visitorOf(onChain), visitorOf(manual)]);
    expect(chain.body).toMatchObject({ chainPaymentsEnabled: true, walletAddresses: { usdt: null } });
    expect(claims.body).toMatchObject({ chainPaymentsEnabled: false, walletAddresses: { usdt: wallet } });
  });
});

describe('GET /api/payment/deposit-address', () => {
  it("gives each member their own address, in order from the merchant's key, the same one every time", async () => {
    const members = [await signedInUser(onChain), await signedInUser(onChain), await signedInUser(onChain)];
    // Asked in turn, then again: the first ask hands the next index out, later ones read it.
    const first = [];
    for (const { client } of members) {
      const answer = await client.get('/api/payment/deposit-address');
      expect(answer.status).toBe(200);
      first.push(DepositAddressSchema.parse(answer.body));
    }
    expect(first).toEqual(WALLET_ADDRESSES.map((address) => ({ address, qrCodeUrl: expect.stringMatching(/^data:image\/png;base64,/), network: 'BEP20', token: 'USDT', confirmations: 12, progress: { required: 12, transfers: [], received: '0', missing: null } })));
    const again = await members[1]!.client.get('/api/payment/deposit-address');
    expect(again.body).toEqual(first[1]);
    expect(await DepositAddress.query(onChain.app.db).resultSize()).toBe(3);
  });

  it('hands out distinct addresses to members asking at the same moment', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => signedInUser(onChain)));
    const answers = await Promise.all(members.map(({ client }) => client.get<{ address: string }>('/api/payment/deposit-address')));
    expect(answers.map((answer) => answer.status)).toEqual(members.map(() => 200));
    expect(new Set(answers.map((answer) => answer.body.address)).size).toBe(members.length);
    const indexes = (await DepositAddress.query(onChain.app.db).orderBy('derivationIndex')).map((row) => row.derivationIndex);
    // No gaps: the merchant's wallet finds every address within its gap limit.
    expect(indexes).toEqual(indexes.map((_, index) => index));
  });

  it('answers 404 with a clear message where on-chain payments are off, and stores nothing', async () => {
    const { client } = await signedInUser(manual);
    const answer = await client.get('/api/payment/deposit-address');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(englishAnswer(textRef('errors.chainPaymentsOff')));
    expect(englishText('errors.chainPaymentsOff')).toBe('On-chain payments are not set up on this service');
    expect(await DepositAddress.query(manual.app.db).resultSize()).toBe(0);
  });

  it('does not start on a key that does not read, saying which variable and why', async () => {
    const key = account.publicExtendedKey;
    const broken = `${key.slice(0, -1)}${key.endsWith('a') ? 'b' : 'a'}`;
    await expect(startTestServer({ PAYMENT_XPUB: broken, CHAIN_RPC_URL: 'http://127.0.0.1:9' })).rejects.toThrow(
      'Invalid configuration: PAYMENT_XPUB must be an extended public key (xpub…) with a valid checksum',
    );
  });

  it('asks who is paying', async () => {
    const answer = await onChain.client().get('/api/payment/deposit-address');
    expect(answer.status).toBe(401);
  });
});
