import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PaymentIntent, Quote as QuoteSchema, routes } from '@signals/protocol';
import { CARD_MESSAGES } from '../../commands/cardPayments.js';
import { addMonths } from '../../dates.js';
import { AuditLog, Notification, Payment, PromoCode, Subscription, User } from '../../db/models/index.js';
import { uniqueName } from '../../../test/support/factories/users.js';
import { captureEvents } from '../../../test/support/events.js';
import { signedInUser } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

/** A stand-in for the two Stripe endpoints checkout uses; tests flip an intent to succeeded as the card form would. */
interface FakeIntent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
}
const SECRET_KEY = 'sk_test_fake123';
const intents = new Map<string, FakeIntent>();
let stripeDown = false;
const stripe = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const answer = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (stripeDown) {
      return answer(500, { error: { message: 'Internal error' } });
    }
    if (req.headers.authorization !== `Bearer ${SECRET_KEY}`) {
      return answer(401, { error: { message: 'Invalid API Key provided' } });
    }
    if (req.method === 'POST' && req.url === '/v1/payment_intents') {
      const form = new URLSearchParams(body);
      const metadata = Object.fromEntries([...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));
      const intent = { id: `pi_${intents.size + 1}`, amount: Number(form.get('amount')), currency: form.get('currency') ?? '', status: 'requires_payment_method', metadata };
      intents.set(intent.id, intent);
      return answer(200, { ...intent, client_secret: `${intent.id}_secret_xyz` });
    }
    const intent = req.method === 'GET' ? intents.get(decodeURIComponent(req.url?.split('/').pop() ?? '')) : undefined;
    return intent ? answer(200, { ...intent, client_secret: `${intent.id}_secret_xyz` }) : answer(404, { error: { message: 'No such payment_intent' } });
  });
});

let cards: TestServer;
let noCards: TestServer;

beforeAll(async () => {
  await new Promise<void>((resolve) => stripe.listen(0, '127.0.0.1', resolve));
  const { port } = stripe.address() as AddressInfo;
  cards = await startTestServer({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_API_BASE: `http://127.0.0.1:${port}` });
  noCards = await startTestServer();
});
afterAll(async () => {
  await cards.close();
  await noCards.close();
  await new Promise((resolve) => stripe.close(resolve));
});

function idOf(answer: { body: unknown }): number {
  return (answer.body as { id: number }).id;
}

/** Starts a checkout for a new member and returns the intent the provider holds for it. */
async function checkout(server: TestServer) {
  const member = await signedInUser(server);
  const response = await member.client.post('/api/create-payment-intent', { amount: 60 });
  expect(response.status).toBe(200);
  const { clientSecret } = PaymentIntent.parse(response.body);
  const intent = intents.get(clientSecret.split('_secret_')[0]!)!;
  return { ...member, intent };
}

describe('card checkout when the server has no Stripe key', () => {
  it('answers 503 to both steps and changes nothing', async () => {
    const { user, client } = await signedInUser(noCards);
    const intent = await client.post('/api/create-payment-intent', { amount: 60 });
    expect(intent.status).toBe(503);
    expect(intent.body).toEqual(englishAnswer(MESSAGES.cardNotConfigured));
    const subscribe = await client.post('/api/subscribe');
    expect(subscribe.status).toBe(503);
    expect(subscribe.body).toEqual(englishAnswer(MESSAGES.cardNotConfigured));
    expect((await User.query(noCards.app.db).findById(user.id))!.isPremium).toBe(false);
    expect(await Payment.query(noCards.app.db).resultSize()).toBe(0);
  });
});

describe('card checkout with Stripe configured', () => {
  it('creates an intent for the price in cents and grants a month only once the payment succeeded', async () => {
    const { user, client, intent } = await checkout(cards);
    expect(intent).toMatchObject({ amount: 6000, currency: 'usd', metadata: { userId: String(user.id) } });

    const early = await client.post('/api/subscribe');
    expect(early.status).toBe(409);
    expect(early.body).toEqual(englishAnswer(CARD_MESSAGES.notPaid));
    expect((await User.query(cards.app.db).findById(user.id))!.isPremium).toBe(false);

    intent.status = 'succeeded';
    const capture = captureEvents(cards);
    const before = Date.now();
    const response = await client.post('/api/subscribe');
    capture.stop();

    expect(response.status).toBe(200);
    const body = routes.subscribeWithCard.response.parse(response.body);
    expect(body.user).toMatchObject({ id: user.id, isPremium: true });
    expect(body.subscription).toMatchObject({ status: 'active', paymentMethod: 'card', paymentIntent: intent.id, amount: 60 });
    const end = new Date(body.user.subscriptionEndDate!).getTime();
    expect(end).toBeGreaterThanOrEqual(addMonths(new Date(before), 1).getTime());
    expect(end).toBeLessThanOrEqual(addMonths(new Date(), 1).getTime());

    const payment = await Payment.query(cards.app.db).where('transactionId', intent.id).first();
    expect(payment).toMatchObject({ userId: user.id, paymentMethod: 'card', status: 'completed', amount: 60, subscriptionId: body.subscription!.id });
    expect(capture.ofType('user.updated')).toEqual([expect.objectContaining({ premiumChanged: true })]);
    expect(capture.ofType('payment.created')).toHaveLength(1);
    // Settled as every paid period is: the member is told, and the back office's trail keeps it (issue 41).
    const [notice] = await Notification.query(cards.app.db).where({ userId: user.id });
    expect(notice).toMatchObject({ title: 'Premium Activated', message: expect.stringMatching(/^Your payment of 60 USD has been approved\. Premium is active until /) });
    expect(capture.ofType('notification.created')).toHaveLength(1);
    expect(await AuditLog.query(cards.app.db).where({ action: 'payment.card', entityId: payment!.id, actorId: user.id })).toHaveLength(1);

    // The checkout is used up: confirming again grants nothing more.
    const again = await client.post('/api/subscribe');
    expect(again.status).toBe(409);
    expect(again.body).toEqual(englishAnswer(CARD_MESSAGES.noCheckout));
    expect(await Subscription.query(cards.app.db).where('userId', user.id).resultSize()).toBe(1);
  });

  it('applies one card payment once, even when confirmed twice at the same moment', async () => {
    const { user, client, intent } = await checkout(cards);
    intent.status = 'succeeded';
    const statuses = (await Promise.all([client.post('/api/subscribe'), client.clone().post('/api/subscribe')])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await Payment.query(cards.app.db).where('transactionId', intent.id).resultSize()).toBe(1);
    expect(await Subscription.query(cards.app.db).where('userId', user.id).resultSize()).toBe(1);
  });

  it('refuses a succeeded intent for another member or another amount', async () => {
    const { user, client, intent } = await checkout(cards);
    intent.status = 'succeeded';
    intent.metadata.userId = String(user.id + 1000);
    const otherMember = await client.post('/api/subscribe');
    expect(otherMember.status).toBe(409);
    expect(otherMember.body).toEqual(englishAnswer(CARD_MESSAGES.mismatch));

    intent.metadata.userId = String(user.id);
    intent.amount = 100;
    const cheaper = await client.post('/api/subscribe');
    expect(cheaper.status).toBe(409);
    expect((await User.query(cards.app.db).findById(user.id))!.isPremium).toBe(false);
    expect(await Payment.query(cards.app.db).where('userId', user.id).resultSize()).toBe(0);
  });

  it('answers 400 to an amount that is not the price, 409 without a checkout, and lets a premium member pay ahead', async () => {
    const { client } = await signedInUser(cards);
    const wrong = await client.post('/api/create-payment-intent', { amount: 10 });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject(englishAnswer(CARD_MESSAGES.wrongAmount(60)));
    expect((await client.post('/api/create-payment-intent', {})).body).toMatchObject({ message: 'Amount is required' });
    expect((await client.post('/api/subscribe')).body).toEqual(englishAnswer(CARD_MESSAGES.noCheckout));

    // A renewal: the period is added at the end of the running one when the card is confirmed (issue 42).
    const premium = await signedInUser(cards, { isPremium: true });
    const ahead = await premium.client.post('/api/create-payment-intent', { amount: 60 });
    expect(ahead.status).toBe(200);
    expect(ahead.body).toMatchObject({ clientSecret: expect.any(String) });
  });

  it('charges the quote a member took: a quarterly plan less its promo code, three months, the code on the payment', async () => {
    const admin = (await signedInUser(cards, { isAdmin: true })).client;
    const plan = await admin.post('/api/admin/plans', { code: uniqueName('card').toLowerCase(), name: 'Quarterly', months: 3, priceUsd: 160, trialDays: 0 });
    expect(plan.status).toBe(201);
    const code = uniqueName('Card').replace(/_/g, '');
    expect((await admin.post('/api/admin/promo-codes', { code, amountOffUsd: 20 })).status).toBe(201);

    const { user, client } = await signedInUser(cards);
    const quote = QuoteSchema.parse((await client.post('/api/payment/quote', { planId: idOf(plan), promoCode: code.toLowerCase() })).body);
    expect(quote).toMatchObject({ months: 3, priceUsd: 160, discountUsd: 20, amountUsd: 140 });
    // The monthly price is not what this quote costs.
    expect((await client.post('/api/create-payment-intent', { amount: 60, quoteId: quote.quoteId })).body).toMatchObject(englishAnswer(CARD_MESSAGES.wrongAmount(140)));
    const started = await client.post('/api/create-payment-intent', { amount: 140, quoteId: quote.quoteId });
    expect(started.status).toBe(200);
    const intent = intents.get(PaymentIntent.parse(started.body).clientSecret.split('_secret_')[0]!)!;
    expect(intent).toMatchObject({ amount: 14000, currency: 'usd' });

    intent.status = 'succeeded';
    const before = Date.now();
    const response = await client.post('/api/subscribe');
    expect(response.status).toBe(200);
    const body = routes.subscribeWithCard.response.parse(response.body);
    expect(body.subscription).toMatchObject({ amount: 140, months: 3, planId: idOf(plan), kind: 'paid' });
    expect(new Date(body.user.subscriptionEndDate!).getTime()).toBeGreaterThanOrEqual(addMonths(new Date(before), 3).getTime());
    const payment = await Payment.query(cards.app.db).where('transactionId', intent.id).first();
    expect(payment).toMatchObject({ userId: user.id, amount: 140, planId: idOf(plan), promoCode: code, discountUsd: 20 });
    expect(await PromoCode.query(cards.app.db).where('code', code).first()).toMatchObject({ redemptions: 1 });
  });

  it('never refuses a card already charged: a once-per-member code raced into a second quote still settles', async () => {
    const admin = (await signedInUser(cards, { isAdmin: true })).client;
    const code = uniqueName('Once').replace(/_/g, '');
    expect((await admin.post('/api/admin/promo-codes', { code, amountOffUsd: 5, oncePerMember: true })).status).toBe(201);
    const { user, client } = await signedInUser(cards);
    const monthlyId = (await cards.client().get<Array<{ id: number; code: string }>>('/api/plans')).body.find((plan) => plan.code === 'monthly')!.id;
    const quote = async () => QuoteSchema.parse((await client.post('/api/payment/quote', { planId: monthlyId, promoCode: code })).body);
    const charge = async (quoteId: number) => {
      const started = await client.post('/api/create-payment-intent', { amount: 55, quoteId });
      expect(started.status).toBe(200);
      intents.get(PaymentIntent.parse(started.body).clientSecret.split('_secret_')[0]!)!.status = 'succeeded';
    };
    // The first card is charged; before it is confirmed, a second quote takes the code, still unused.
    await charge((await quote()).quoteId);
    const second = await quote();
    expect((await client.post('/api/subscribe')).status).toBe(200);
    // The second card is charged the discounted price too: it settles, the money is not refused.
    await charge(second.quoteId);
    const confirmed = await client.post('/api/subscribe');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const payments = await Payment.query(cards.app.db).where('userId', user.id).orderBy('id');
    expect(payments.map((payment) => [payment.amount, payment.promoCode])).toEqual([
      [55, code],
      [55, code],
    ]);
    expect(await Subscription.query(cards.app.db).where('userId', user.id).resultSize()).toBe(2);
  });

  it('answers 502 when the provider fails, and grants nothing', async () => {
    const { user, client, intent } = await checkout(cards);
    intent.status = 'succeeded';
    stripeDown = true;
    try {
      const response = await client.post('/api/subscribe');
      expect(response.status).toBe(502);
      expect(response.body).toEqual(englishAnswer(CARD_MESSAGES.unavailable));
    } finally {
      stripeDown = false;
    }
    expect((await User.query(cards.app.db).findById(user.id))!.isPremium).toBe(false);
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await cards.client().post('/api/create-payment-intent', { amount: 60 })).status).toBe(401);
    expect((await cards.client().post('/api/subscribe')).status).toBe(401);
  });
});
