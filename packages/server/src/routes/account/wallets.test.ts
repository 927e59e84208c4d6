import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Wallet as WalletSchema } from '@signals/protocol';
import { WALLET_MESSAGES } from '../../commands/wallets.js';
import { Wallet } from '../../db/models/index.js';
import { WALLET_LIMIT } from '../../policies/wallet.js';
import { buildUser } from '../../../test/support/factories/users.js';
import { buildWallet } from '../../../test/support/factories/wallets.js';
import { signedInUser } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const wallet = { name: 'Binance', walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7', network: 'BEP20' };

describe('/api/payment-methods', () => {
  it('adds, lists, edits and deletes the member’s own wallets', async () => {
    const { client } = await signedInUser(server);

    const created = await client.post('/api/payment-methods', wallet);
    expect(created.status).toBe(201);
    const saved = WalletSchema.parse(created.body);
    expect(saved).toMatchObject(wallet);

    const listed = await client.get('/api/payment-methods');
    expect(listed.status).toBe(200);
    expect(WalletSchema.array().parse(listed.body)).toEqual([saved]);

    const edited = await client.patch(`/api/payment-methods/${saved.id}`, { ...wallet, name: 'Cold storage', network: 'ERC20' });
    expect(edited.status).toBe(200);
    expect(WalletSchema.parse(edited.body)).toMatchObject({ id: saved.id, name: 'Cold storage', network: 'ERC20' });

    const deleted = await client.delete(`/api/payment-methods/${saved.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ ok: true });
    expect((await client.get('/api/payment-methods')).body).toEqual([]);
  });

  it('lists only the member’s own wallets', async () => {
    const other = await buildUser(server.app.db);
    await buildWallet(server.app.db, other.id);
    const { user, client } = await signedInUser(server);
    const mine = await buildWallet(server.app.db, user.id, { name: 'Mine' });
    expect((await client.get('/api/payment-methods')).body).toEqual([expect.objectContaining({ id: mine.id, name: 'Mine' })]);
  });

  it('answers 400 with the spec messages and saves nothing', async () => {
    const { user, client } = await signedInUser(server);
    const response = await client.post('/api/payment-methods', { name: ' ', walletAddress: '', network: '' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Wallet name is required',
      issues: expect.arrayContaining([
        expect.objectContaining({ path: 'name', message: 'Wallet name is required' }),
        expect.objectContaining({ path: 'walletAddress', message: 'Wallet address is required' }),
        expect.objectContaining({ path: 'network', message: 'Network is required' }),
      ]),
    });
    expect(await Wallet.query(server.app.db).where('userId', user.id).resultSize()).toBe(0);
  });

  it('refuses an address that is not of the wallet’s network, in the member’s language, and saves nothing', async () => {
    const { user, client } = await signedInUser(server);
    const response = await client.post('/api/payment-methods', { name: 'Main', walletAddress: '0x123notanaddress', network: 'BEP20 (BNB Smart Chain)' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ issues: [{ path: 'walletAddress', message: 'A wallet address on this network is 0x followed by 40 hexadecimal characters' }] });
    expect((await client.post('/api/user/language', { language: 'de' })).status).toBe(200);
    const tron = await client.post('/api/payment-methods', { name: 'Main', walletAddress: wallet.walletAddress, network: 'TRC20 (Tron)' });
    expect(tron.status).toBe(400);
    expect(tron.body).toMatchObject({ issues: [{ path: 'walletAddress', message: 'Eine TRC20-Adresse (Tron) beginnt mit T und hat 34 Zeichen' }] });
    expect(await Wallet.query(server.app.db).where('userId', user.id).resultSize()).toBe(0);
    const saved = await client.post('/api/payment-methods', { name: 'Main', walletAddress: wallet.walletAddress, network: 'BEP20 (BNB Smart Chain)' });
    expect(saved.status).toBe(201);
  });

  it('answers 404 to editing or deleting another member’s wallet, and leaves it as it was', async () => {
    const other = await buildUser(server.app.db);
    const theirs = await buildWallet(server.app.db, other.id, { name: 'Theirs' });
    const { client } = await signedInUser(server);

    const edit = await client.patch(`/api/payment-methods/${theirs.id}`, { ...wallet, name: 'Stolen' });
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual(englishAnswer(WALLET_MESSAGES.notFound));
    const remove = await client.delete(`/api/payment-methods/${theirs.id}`);
    expect(remove.status).toBe(404);

    expect(await Wallet.query(server.app.db).findById(theirs.id)).toMatchObject({ name: 'Theirs', userId: other.id });
  });

  it('answers 404 to a wallet that does not exist', async () => {
    const { client } = await signedInUser(server);
    expect((await client.delete('/api/payment-methods/999999')).status).toBe(404);
  });

  it(`refuses a wallet beyond ${WALLET_LIMIT} with 409`, async () => {
    const { user, client } = await signedInUser(server);
    for (let i = 0; i < WALLET_LIMIT; i += 1) {
      await buildWallet(server.app.db, user.id, { name: `Wallet ${i}` });
    }
    const response = await client.post('/api/payment-methods', wallet);
    expect(response.status).toBe(409);
    expect(response.body).toEqual(englishAnswer(WALLET_MESSAGES.limitReached));
    expect(await Wallet.query(server.app.db).where('userId', user.id).resultSize()).toBe(WALLET_LIMIT);
  });

  it('answers 401 to an anonymous caller', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/payment-methods')).status).toBe(401);
    expect((await anonymous.post('/api/payment-methods', wallet)).status).toBe(401);
    expect((await anonymous.delete('/api/payment-methods/1')).status).toBe(401);
  });
});
