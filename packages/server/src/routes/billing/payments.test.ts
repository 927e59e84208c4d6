import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, Notification as NotificationSchema, Payment as PaymentSchema } from '@signals/protocol';
import { PAYMENT_MESSAGES } from '../../commands/cryptoPayments.js';
import { ChainTransfer, Notification, Payment, Subscription, User } from '../../db/models/index.js';
import { addMonths } from '../../dates.js';
import { captureEvents } from '../../../test/support/events.js';
import { buildPayment, paymentClaim, sendingAddress, transactionHash } from '../../../test/support/factories/payments.js';
import { buildUser } from '../../../test/support/factories/users.js';
import { withSettings } from '../../../test/support/settings.js';
import { signedInUser } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

let server: TestServer;

const ADDRESSES = {
  usdt_wallet_address: '0x1111111111111111111111111111111111111111',
  btc_wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  eth_wallet_address: '0x2222222222222222222222222222222222222222',
};

beforeAll(async () => {
  server = await startTestServer();
});
// Each test starts from crypto on, every address set and the spec's price; tests change what they need.
beforeEach(async () => {
  await withSettings(server.app.db, { ...ADDRESSES, enable_usdt_payments: 'true', premium_subscription_price: '60' });
});
afterAll(async () => {
  await server.close();
});

/** The same hash as a wallet might show it: hex digits in upper case. */
const upperHex = (hash: string) => `0x${hash.slice(2).toUpperCase()}`;

describe('POST /api/payment', () => {
  it('records a pending payment, notifies the payer and tells the back office', async () => {
    const { user, client } = await signedInUser(server);
    const transactionId = transactionHash('usdt');
    const capture = captureEvents(server);

    const fromAddress = sendingAddress('usdt').toUpperCase().replace('0X', '0x');
    const response = await client.post('/api/payment', { transactionId: upperHex(transactionId), amount: 60, paymentMethod: 'usdt', fromAddress });
    capture.stop();

    expect(response.status).toBe(201);
    const payment = PaymentSchema.parse(response.body);
    expect(payment).toMatchObject({ userId: user.id, username: user.username, amount: 60, currency: 'USDT', paymentMethod: 'usdt', transactionId, fromAddress, status: 'pending', rejectReason: null });

    const [notification] = await Notification.query(server.app.db).where('userId', user.id);
    expect(notification).toMatchObject({ title: 'Payment received', type: 'billing' });
    expect(capture.ofType('payment.created')).toEqual([expect.objectContaining({ payment: expect.objectContaining({ id: payment.id }) })]);
    expect(capture.ofType('notification.created')).toEqual([expect.objectContaining({ notification: expect.objectContaining({ id: notification!.id }) })]);
    expect(NotificationSchema.shape.title.parse(notification!.title)).toBe('Payment received');
  });

  it('takes Bitcoin and Ethereum payments at the USD price, with or without the sending address', async () => {
    const bitcoin = await signedInUser(server);
    const btc = await bitcoin.client.post('/api/payment', { transactionId: transactionHash('bitcoin'), amount: 60, paymentMethod: 'bitcoin' });
    expect(btc.status).toBe(201);
    expect(btc.body).toMatchObject({ paymentMethod: 'bitcoin', currency: 'USD', amount: 60, fromAddress: null });
    const ethereum = await signedInUser(server);
    const fromAddress = sendingAddress('ethereum');
    const eth = await ethereum.client.post('/api/payment', { transactionId: transactionHash('ethereum'), amount: 60.0, paymentMethod: 'ethereum', fromAddress });
    expect(eth.status).toBe(201);
    expect(eth.body).toMatchObject({ paymentMethod: 'ethereum', fromAddress });
  });

  it('answers 400 naming the sending address when a USDT claim has none, or one in another network’s format; nothing is stored', async () => {
    const { user, client } = await signedInUser(server);
    const claim = paymentClaim('usdt');
    const missing = await client.post('/api/payment', { ...claim, fromAddress: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ issues: [{ path: 'fromAddress', message: 'Sending wallet address is required for USDT payments' }] });
    const bitcoinAddress = await client.post('/api/payment', { ...claim, fromAddress: sendingAddress('bitcoin') });
    expect(bitcoinAddress.body).toMatchObject({ issues: [{ path: 'fromAddress', message: 'A BEP20 sending wallet address is 0x followed by 40 hexadecimal characters' }] });
    const onBitcoin = await client.post('/api/payment', { ...paymentClaim('bitcoin'), fromAddress: sendingAddress('usdt') });
    expect(onBitcoin.body).toMatchObject({ issues: [{ path: 'fromAddress', message: 'A Bitcoin sending wallet address starts with 1, 3 or bc1' }] });
    expect(onBitcoin.status).toBe(400);
    // The service's own receiving address, pasted by mistake.
    const ours = await client.post('/api/payment', { ...claim, fromAddress: ADDRESSES.usdt_wallet_address.toUpperCase().replace('0X', '0x') });
    expect(ours.status).toBe(400);
    expect(ours.body).toMatchObject({ ...englishAnswer(MESSAGES.sendingAddressIsOurs), issues: [{ path: 'fromAddress', ...englishAnswer(MESSAGES.sendingAddressIsOurs) }] });
    expect(await Payment.query(server.app.db).where('userId', user.id).resultSize()).toBe(0);
  });

  it('answers 409 "You already have a payment waiting for review" to a second claim, and takes one again once the first is decided', async () => {
    const { user, client } = await signedInUser(server);
    const first = await client.post<{ id: number }>('/api/payment', paymentClaim('usdt'));
    expect(first.status).toBe(201);
    for (const method of ['usdt', 'bitcoin', 'ethereum'] as const) {
      const again = await client.post('/api/payment', paymentClaim(method));
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'You already have a payment waiting for review', code: 'paymentAwaitingReview' });
    }
    expect(await Payment.query(server.app.db).where('userId', user.id).resultSize()).toBe(1);

    await Payment.query(server.app.db).patch({ status: 'failed', rejectReason: 'Not on chain' }).where('id', first.body.id);
    expect((await client.post('/api/payment', paymentClaim('bitcoin'))).status).toBe(201);
  });

  it('answers 400 with the spec messages to missing fields, and to a malformed transaction id', async () => {
    const { user, client } = await signedInUser(server);
    const missing = await client.post('/api/payment', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      issues: expect.arrayContaining([
        expect.objectContaining({ path: 'transactionId', message: 'Transaction ID is required' }),
        expect.objectContaining({ path: 'amount', message: 'Amount is required' }),
      ]),
    });
    const malformed = await client.post('/api/payment', { ...paymentClaim('usdt'), transactionId: 'abc' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: 'A BEP20 transaction ID is 0x followed by 64 hexadecimal characters' });
    expect(await Payment.query(server.app.db).where('userId', user.id).resultSize()).toBe(0);
  });

  it('answers 400 "Send exactly 60 USDT" to another amount, built from the price setting', async () => {
    const { user, client } = await signedInUser(server);
    const response = await client.post('/api/payment', { ...paymentClaim('usdt'), amount: 59.99 });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Send exactly 60 USDT', code: 'wrongCryptoAmount' });

    await withSettings(server.app.db, { premium_subscription_price: '75' });
    const atOldPrice = await client.post('/api/payment', paymentClaim('usdt'));
    expect(atOldPrice.body).toMatchObject({ message: 'Send exactly 75 USDT' });
    expect(await Payment.query(server.app.db).where('userId', user.id).resultSize()).toBe(0);
  });

  it('answers 409 to a transaction id submitted before, in any spelling and on any network', async () => {
    const other = await buildUser(server.app.db);
    const existing = await buildPayment(server.app.db, { userId: other.id, status: 'completed' });
    const bare = existing.transactionId.slice(2);
    const { user, client } = await signedInUser(server);
    for (const [method, transactionId] of [
      ['usdt', upperHex(existing.transactionId)],
      ['usdt', `  ${bare} `],
      ['bitcoin', bare.toUpperCase()],
      ['ethereum', existing.transactionId],
    ] as const) {
      const response = await client.post('/api/payment', { ...paymentClaim(method), transactionId });
      expect(response.status, `${method} ${transactionId}`).toBe(409);
      expect(response.body).toEqual(englishAnswer(PAYMENT_MESSAGES.duplicateTransaction));
    }
    expect(await Payment.query(server.app.db).where('userId', user.id).resultSize()).toBe(0);
  });

  it("refuses a claim of a transfer the chain watcher saw reach someone's deposit address", async () => {
    const owner = await buildUser(server.app.db);
    const hash = transactionHash('usdt');
    await ChainTransfer.query(server.app.db).insert({
      txHash: hash,
      logIndex: 0,
      blockNumber: 100,
      blockHash: transactionHash('usdt'),
      token: '0x55d398326f99059ff775485246999027b3197955',
      fromAddress: sendingAddress(),
      toAddress: '0x3333333333333333333333333333333333333333',
      userId: owner.id,
      amountUnits: (60n * 10n ** 18n).toString(),
      priceUnits: (60n * 10n ** 18n).toString(),
      status: 'seen',
      paymentId: null,
      seenAt: new Date(),
      confirmedAt: null,
    });
    const { user, client } = await signedInUser(server);
    const response = await client.post('/api/payment', { ...paymentClaim('usdt'), transactionId: upperHex(hash) });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(englishAnswer(PAYMENT_MESSAGES.duplicateTransaction));
    expect(await Payment.query(server.app.db).where('userId', user.id).resultSize()).toBe(0);
  });

  it('stores a Bitcoin hash bare and a BEP20 one with 0x, whatever was pasted', async () => {
    const bitcoin = await signedInUser(server);
    const hex = transactionHash('bitcoin');
    const btc = await bitcoin.client.post('/api/payment', { ...paymentClaim('bitcoin'), transactionId: ` 0x${hex.toUpperCase()} ` });
    expect(btc.body).toMatchObject({ transactionId: hex });
    const usdt = await signedInUser(server);
    const other = transactionHash('bitcoin');
    const bep20 = await usdt.client.post('/api/payment', { ...paymentClaim('usdt'), transactionId: other });
    expect(bep20.body).toMatchObject({ transactionId: `0x${other}` });
  });

  it('takes a renewal from a member whose premium runs: approved, the month is added at the end of theirs, not from today', async () => {
    const end = new Date(Date.now() + 10 * 86_400_000);
    const { user, client } = await signedInUser(server, { isPremium: true, subscriptionEndDate: end });
    const admin = await signedInUser(server, { isAdmin: true });
    const claim = await client.post<{ id: number }>('/api/payment', paymentClaim('usdt'));
    expect(claim.status).toBe(201);

    const approved = await admin.client.put(`/api/admin/payments/${claim.body.id}/approve`);
    expect(approved.status).toBe(200);
    const renewed = await User.query(server.app.db).findById(user.id);
    expect(renewed!.subscriptionEndDate).toEqual(addMonths(end, 1));
    expect(await Subscription.query(server.app.db).where({ userId: user.id, kind: 'paid' }).orderBy('id', 'desc').first()).toMatchObject({ startDate: end, endDate: addMonths(end, 1), amount: 60 });
  });

  it('answers 403 while crypto payments are off, and 409 for a method with no receiving address', async () => {
    const { user, client } = await signedInUser(server);
    await withSettings(server.app.db, { enable_usdt_payments: 'false' });
    const off = await client.post('/api/payment', paymentClaim('usdt'));
    expect(off.status).toBe(403);
    expect(off.body).toEqual(englishAnswer(PAYMENT_MESSAGES.cryptoDisabled));

    await withSettings(server.app.db, { enable_usdt_payments: 'true', btc_wallet_address: '' });
    const noAddress = await client.post('/api/payment', paymentClaim('bitcoin'));
    expect(noAddress.status).toBe(409);
    expect(noAddress.body).toEqual(englishAnswer(PAYMENT_MESSAGES.noAddress('bitcoin')));

    // An address stored before addresses were checked, not one of the network's: the method is closed, never paid into.
    await withSettings(server.app.db, { eth_wallet_address: 'not-an-address' });
    const invalid = await client.post('/api/payment', paymentClaim('ethereum'));
    expect(invalid.status).toBe(409);
    expect(invalid.body).toEqual(englishAnswer(PAYMENT_MESSAGES.invalidAddress('ethereum')));
    expect(await Payment.query(server.app.db).where('userId', user.id).resultSize()).toBe(0);
  });

  it('keeps exactly one payment when 50 members submit the same transaction id at once', async () => {
    const members = await Promise.all(Array.from({ length: 50 }, () => signedInUser(server)));
    const transactionId = transactionHash();
    const responses = await Promise.all(members.map(({ client }) => client.post('/api/payment', { ...paymentClaim('usdt'), transactionId })));

    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.body).toEqual(englishAnswer(PAYMENT_MESSAGES.duplicateTransaction));
    }
    expect(await Payment.query(server.app.db).where('transactionId', transactionId).resultSize()).toBe(1);
    // Fifty sign-ins hash fifty passwords: allow for a busy machine.
  }, 120_000);

  it('answers 401 to an anonymous caller', async () => {
    const response = await server.client().post('/api/payment', paymentClaim('usdt'));
    expect(response.status).toBe(401);
  });
});

describe('GET /api/payments', () => {
  it('lists the member’s own payments newest first, with status and reject reason', async () => {
    const other = await buildUser(server.app.db);
    await buildPayment(server.app.db, { userId: other.id });
    const { user, client } = await signedInUser(server);
    const rejected = await buildPayment(server.app.db, { userId: user.id, status: 'failed', rejectReason: 'No such transaction on BEP20' });
    const pending = await buildPayment(server.app.db, { userId: user.id });

    const response = await client.get('/api/payments');
    expect(response.status).toBe(200);
    const payments = PaymentSchema.array().parse(response.body);
    expect(payments.map((p) => p.id)).toEqual([pending.id, rejected.id]);
    expect(payments[1]).toMatchObject({ status: 'failed', rejectReason: 'No such transaction on BEP20', username: user.username, fromAddress: rejected.fromAddress });

    const older = await client.get(`/api/payments?before=${pending.id}&limit=1`);
    expect((older.body as { id: number }[]).map((p) => p.id)).toEqual([rejected.id]);
  });

  it('answers 400 to a bad page size', async () => {
    const { client } = await signedInUser(server);
    expect((await client.get('/api/payments?limit=0')).status).toBe(400);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await server.client().get('/api/payments')).status).toBe(401);
  });
});
