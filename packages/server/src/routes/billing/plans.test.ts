import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Plan as PlanSchema, Quote as QuoteSchema, type ErrorBody, type Plan, type PromoCode, type PromoCodeInput, type TrialStarted } from '@signals/protocol';
import { AuditLog, Payment, PromoCode as PromoCodeRow, Subscription, SystemSetting, User, Wallet } from '../../db/models/index.js';
import { paymentClaim } from '../../../test/support/factories/payments.js';
import { uniqueName } from '../../../test/support/factories/users.js';
import { withSettings } from '../../../test/support/settings.js';
import { signedInUser } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import type { TestClient } from '../../../test/support/testClient.js';

let server: TestServer;
let admin: TestClient;

const DAY_MS = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signedInUser(server, { isAdmin: true })).client;
  await withSettings(server.app.db, { usdt_wallet_address: '0x1111111111111111111111111111111111111111', enable_usdt_payments: 'true', premium_subscription_price: '60' });
});
afterAll(async () => {
  await server.close();
});

/** A plan of its own for a test: a code nobody else holds. */
async function newPlan(fields: { months: number; priceUsd: number; trialDays?: number; name?: string }): Promise<Plan> {
  const code = uniqueName('plan').toLowerCase();
  const response = await admin.post('/api/admin/plans', { code, name: fields.name ?? 'Test plan', trialDays: 0, ...fields });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return PlanSchema.parse(response.body);
}

async function newCode(fields: Partial<PromoCodeInput> & Pick<PromoCodeInput, 'percentOff' | 'amountOffUsd'>): Promise<string> {
  const code = uniqueName('Promo').replace(/_/g, '');
  const response = await admin.post('/api/admin/promo-codes', { code, ...fields });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return code;
}

function codeOf(answer: { body: unknown }): string | undefined {
  return (answer.body as ErrorBody).code;
}

function idOf(answer: { body: unknown }): number {
  return (answer.body as { id: number }).id;
}

async function monthly(): Promise<Plan> {
  const plans = PlanSchema.array().parse((await server.client().get('/api/plans')).body);
  return plans.find((plan) => plan.code === 'monthly')!;
}

describe('plans', () => {
  it('are public: the monthly plan at the premium price, and the plans an admin adds, by length', async () => {
    const quarterly = await newPlan({ months: 3, priceUsd: 160, name: 'Quarterly' });
    const response = await server.client().get('/api/plans');
    expect(response.status).toBe(200);
    const plans = PlanSchema.array().parse(response.body);
    expect(plans.find((plan) => plan.code === 'monthly')).toMatchObject({ months: 1, priceUsd: 60, trialDays: 0, isActive: true });
    expect(plans).toContainEqual(quarterly);
    expect(plans.every((plan) => plan.isActive)).toBe(true);
  });

  it('once bought, is never repriced in place: a new plan takes the code, and the old one keeps what was bought', async () => {
    const plan = await newPlan({ months: 3, priceUsd: 150 });
    const { client } = await signedInUser(server);
    const quote = QuoteSchema.parse((await client.post('/api/payment/quote', { planId: plan.id })).body);

    const changed = await admin.patch(`/api/admin/plans/${plan.id}`, { priceUsd: 165 });
    expect(changed.status).toBe(200);
    const repriced = PlanSchema.parse(changed.body);
    expect(repriced).toMatchObject({ code: plan.code, priceUsd: 165, months: 3, isActive: true });
    expect(repriced.id).not.toBe(plan.id);
    const all = PlanSchema.array().parse((await admin.get('/api/admin/plans')).body);
    expect(all.find((p) => p.id === plan.id)).toMatchObject({ priceUsd: 150, isActive: false });
    // The open quote still buys what it said.
    const claim = await client.post('/api/payment', { ...paymentClaim('usdt'), amount: 150, quoteId: quote.quoteId });
    expect(claim.status, JSON.stringify(claim.body)).toBe(201);
    expect(claim.body).toMatchObject({ amount: 150, planId: plan.id });

    // A plan nobody bought changes in place.
    const unsold = await newPlan({ months: 6, priceUsd: 300 });
    const renamed = PlanSchema.parse((await admin.patch(`/api/admin/plans/${unsold.id}`, { priceUsd: 290, name: 'Half year' })).body);
    expect(renamed).toMatchObject({ id: unsold.id, priceUsd: 290, name: 'Half year' });
    expect(await AuditLog.query(server.app.db).where({ action: 'plan.update', entityId: plan.id })).toHaveLength(1);
  });

  it('shares one price with the premium price setting: writing either changes both', async () => {
    const saved = await admin.put('/api/admin/settings', { settings: [{ key: 'premium_subscription_price', value: '65' }] });
    expect(saved.status).toBe(200);
    expect(await monthly()).toMatchObject({ priceUsd: 65 });

    const plan = await monthly();
    const changed = await admin.patch(`/api/admin/plans/${plan.id}`, { priceUsd: 60 });
    expect(changed.status).toBe(200);
    expect((await SystemSetting.query(server.app.db).where('key', 'premium_subscription_price').first())!.value).toBe('60');
    expect((await server.client().get('/api/settings/public')).body).toMatchObject({ premiumPrice: 60 });
    expect(await monthly()).toMatchObject({ priceUsd: 60 });
  });

  it('refuses what makes no sense: the monthly plan off sale, a code already on sale, bad fields; a member is not let in', async () => {
    const plan = await monthly();
    const off = await admin.post(`/api/admin/plans/${plan.id}/deactivate`);
    expect(off.status).toBe(409);
    expect(codeOf(off)).toBe('monthlyPlanStays');
    const taken = await admin.post('/api/admin/plans', { code: 'monthly', name: 'Again', months: 1, priceUsd: 10 });
    expect(taken.status).toBe(409);
    expect(codeOf(taken)).toBe('planCodeTaken');
    const bad = await admin.post('/api/admin/plans', { code: 'Bad Code', name: '', months: 0, priceUsd: 10.001 });
    expect(bad.status).toBe(400);
    expect((bad.body as ErrorBody).issues!.map((issue) => issue.path).sort()).toEqual(['code', 'months', 'name', 'priceUsd']);
    const { client } = await signedInUser(server);
    expect((await client.post('/api/admin/plans', { code: 'x', name: 'X', months: 1, priceUsd: 1 })).status).toBe(403);
    expect((await monthly()).isActive).toBe(true);
  });
});

describe('quotes and promo codes', () => {
  it('fix what the next payment buys: the plan, the discount, the exact token amount; a claim naming it settles the plan', async () => {
    const plan = await newPlan({ months: 3, priceUsd: 160 });
    const code = await newCode({ percentOff: 10, planIds: [plan.id] });
    const { user, client } = await signedInUser(server);

    const response = await client.post('/api/payment/quote', { planId: plan.id, promoCode: code.toUpperCase() });
    expect(response.status).toBe(201);
    const quote = QuoteSchema.parse(response.body);
    expect(quote).toMatchObject({ planId: plan.id, months: 3, priceUsd: 160, discountUsd: 16, amountUsd: 144, amountToken: '144', token: 'USDT', network: 'BEP20', promoCode: code });
    expect(new Date(quote.expiresAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

    // The claim must send what the quote asks.
    const wrong = await client.post('/api/payment', { ...paymentClaim('usdt'), amount: 160, quoteId: quote.quoteId });
    expect(wrong.status).toBe(400);
    const claim = await client.post('/api/payment', { ...paymentClaim('usdt'), amount: 144, quoteId: quote.quoteId });
    expect(claim.status).toBe(201);
    expect(claim.body).toMatchObject({ amount: 144, planId: plan.id, promoCode: code, discountUsd: 16 });

    const approved = await admin.put(`/api/admin/payments/${idOf(claim)}/approve`);
    expect(approved.status).toBe(200);
    const member = await User.query(server.app.db).findById(user.id);
    const period = await Subscription.query(server.app.db).where('userId', user.id).first();
    expect(period).toMatchObject({ kind: 'paid', planId: plan.id, months: 3, amount: 144 });
    expect(member!.subscriptionEndDate).toEqual(period!.endDate);
    expect(period!.endDate.getTime() - period!.startDate.getTime()).toBeGreaterThan(88 * DAY_MS);
    const promo = (await admin.get<PromoCode[]>('/api/admin/promo-codes')).body.find((row) => row.code === code);
    expect(promo).toMatchObject({ redemptions: 1 });
  });

  it('refuses a code that does not apply, with the reason’s code and message, and quotes nothing', async () => {
    const plan = await newPlan({ months: 1, priceUsd: 40 });
    const other = await newPlan({ months: 12, priceUsd: 400 });
    const expired = await newCode({ percentOff: 20 });
    await PromoCodeRow.query(server.app.db).patch({ expiresAt: new Date(Date.now() - 1000) }).where('codeKey', expired.toLowerCase());
    const usedUp = await newCode({ amountOffUsd: 5, maxRedemptions: 1 });
    await PromoCodeRow.query(server.app.db).patch({ redemptions: 1 }).where('codeKey', usedUp.toLowerCase());
    const notForPlan = await newCode({ percentOff: 20, planIds: [other.id] });
    const newOnly = await newCode({ percentOff: 20, newMembersOnly: true });
    const tooMuch = await newCode({ amountOffUsd: 40 });
    const { user, client } = await signedInUser(server);
    await Payment.query(server.app.db).insert({ userId: user.id, amount: 60, currency: 'USDT', paymentMethod: 'usdt', transactionId: `0x${'ab'.repeat(31)}${String(user.id).padStart(2, '0').slice(-2)}`, status: 'completed' });

    for (const [code, reason] of [
      ['NOPE-NOT-A-CODE', 'promoNotFound'],
      [expired, 'promoExpired'],
      [usedUp, 'promoUsedUp'],
      [notForPlan, 'promoNotForPlan'],
      [tooMuch, 'promoNotForPlan'],
      [newOnly, 'promoNewMembersOnly'],
    ] as const) {
      const response = await client.post('/api/payment/quote', { planId: plan.id, promoCode: code });
      expect(response.status, code).toBe(400);
      expect(response.body, code).toMatchObject({ code: reason, message: expect.stringContaining(code), issues: [{ path: 'promoCode', code: reason }] });
    }
    expect(await server.app.db('paymentQuotes').where('userId', user.id).first()).toBeUndefined();
    expect((await client.post('/api/payment/quote', { planId: 999999 })).status).toBe(404);
    expect((await client.post('/api/payment/quote', {})).status).toBe(400);
  });

  it('counts a once-per-member code once per member: a second quote with it is refused', async () => {
    const code = await newCode({ amountOffUsd: 10 });
    const { client } = await signedInUser(server);
    const plan = await monthly();
    const quote = QuoteSchema.parse((await client.post('/api/payment/quote', { planId: plan.id, promoCode: code })).body);
    const claim = await client.post('/api/payment', { ...paymentClaim('usdt'), amount: 50, quoteId: quote.quoteId });
    expect((await admin.put(`/api/admin/payments/${idOf(claim)}/approve`)).status).toBe(200);
    const again = await client.post('/api/payment/quote', { planId: plan.id, promoCode: code });
    expect(again.status).toBe(400);
    expect(codeOf(again)).toBe('promoAlreadyUsed');
  });

  it('settles ten of fifty claims against a code limited to ten; the others are refused at approval, owing the discount', async () => {
    const code = await newCode({ amountOffUsd: 6, maxRedemptions: 10 });
    const plan = await monthly();
    const claims = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const { client } = await signedInUser(server);
        const quote = QuoteSchema.parse((await client.post('/api/payment/quote', { planId: plan.id, promoCode: code })).body);
        const claim = await client.post('/api/payment', { ...paymentClaim('usdt'), amount: 54, quoteId: quote.quoteId });
        expect(claim.status).toBe(201);
        return idOf(claim);
      }),
    );
    const answers = await Promise.all(claims.map((id) => admin.put(`/api/admin/payments/${id}/approve`)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(40);
    expect(refused.every((answer) => answer.status === 409 && (answer.body as ErrorBody).code === 'promoRanOut' && /6 USD/.test((answer.body as ErrorBody).message))).toBe(true);
    expect(await PromoCodeRow.query(server.app.db).where('codeKey', code.toLowerCase()).first()).toMatchObject({ redemptions: 10 });
    expect(await Payment.query(server.app.db).whereIn('id', claims).where('status', 'pending').resultSize()).toBe(40);
  });

  it('refuses a quote of another member, or one that has expired', async () => {
    const plan = await monthly();
    const owner = await signedInUser(server);
    const quote = QuoteSchema.parse((await owner.client.post('/api/payment/quote', { planId: plan.id })).body);
    const { client } = await signedInUser(server);
    const theirs = await client.post('/api/payment', { ...paymentClaim('usdt'), amount: 60, quoteId: quote.quoteId });
    expect(theirs.status).toBe(409);
    expect(codeOf(theirs)).toBe('quoteNotFound');
    await server.app.db('paymentQuotes').where('id', quote.quoteId).update({ expiresAt: new Date(Date.now() - 1000) });
    const late = await owner.client.post('/api/payment', { ...paymentClaim('usdt'), amount: 60, quoteId: quote.quoteId });
    expect(late.status).toBe(409);
    expect(codeOf(late)).toBe('quoteExpired');
  });
});

describe('trials', () => {
  it('give premium for the plan’s trial days without payment, once per member', async () => {
    const plan = await newPlan({ months: 3, priceUsd: 160, trialDays: 7 });
    const { user, client } = await signedInUser(server);
    const before = Date.now();
    const response = await client.post<TrialStarted>('/api/subscription/trial', { planId: plan.id });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ planId: plan.id, days: 7 });
    const endsAt = new Date(response.body.endsAt).getTime();
    expect(endsAt).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    const me = (await client.get('/api/user')).body;
    expect(me).toMatchObject({ isPremium: true, premiumKind: 'trial', subscriptionEndDate: response.body.endsAt });
    expect(await Subscription.query(server.app.db).where('userId', user.id)).toEqual([expect.objectContaining({ kind: 'trial', amount: 0, paymentMethod: null })]);
    expect(await Payment.query(server.app.db).where('userId', user.id).resultSize()).toBe(0);

    // A cancelled trial cannot be started again.
    expect((await client.post('/api/subscription/cancel', { reason: 'temporary' })).status).toBe(200);
    const again = await client.post('/api/subscription/trial', { planId: plan.id });
    expect(again.status).toBe(409);
    expect(codeOf(again)).toBe('trialTaken');
  });

  it('is refused to a second account with the same verified phone or a wallet that already had one', async () => {
    const plan = await newPlan({ months: 1, priceUsd: 50, trialDays: 3 });
    const phone = `+1415555${String(Date.now()).slice(-4)}`;
    const first = await signedInUser(server, { phoneNumber: phone });
    await User.query(server.app.db).patch({ verifiedPhoneNumber: phone }).where('id', first.user.id);
    const wallet = `0x${'c'.repeat(36)}${String(first.user.id).padStart(4, '0').slice(-4)}`;
    await Wallet.query(server.app.db).insert({ userId: first.user.id, name: 'Main', walletAddress: wallet, network: 'BEP20' });
    expect((await first.client.post('/api/subscription/trial', { planId: plan.id })).status).toBe(201);

    const samePhone = await signedInUser(server, { phoneNumber: phone });
    await User.query(server.app.db).patch({ verifiedPhoneNumber: phone }).where('id', samePhone.user.id);
    const byPhone = await samePhone.client.post('/api/subscription/trial', { planId: plan.id });
    expect(byPhone.status).toBe(409);
    expect(codeOf(byPhone)).toBe('trialTaken');

    const sameWallet = await signedInUser(server);
    await Wallet.query(server.app.db).insert({ userId: sameWallet.user.id, name: 'Mine', walletAddress: wallet.toUpperCase().replace('0X', '0x'), network: 'BEP20' });
    expect((await sameWallet.client.post('/api/subscription/trial', { planId: plan.id })).status).toBe(409);
    expect((await User.query(server.app.db).findById(sameWallet.user.id))!.isPremium).toBe(false);
  });

  it('starts once when asked twice at the same moment, and not for a plan without a trial or a member already premium', async () => {
    const plan = await newPlan({ months: 1, priceUsd: 50, trialDays: 5 });
    const { user, client } = await signedInUser(server);
    const answers = await Promise.all([client.post('/api/subscription/trial', { planId: plan.id }), client.post('/api/subscription/trial', { planId: plan.id })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await Subscription.query(server.app.db).where('userId', user.id).resultSize()).toBe(1);

    const noTrial = await newPlan({ months: 1, priceUsd: 50 });
    const other = await signedInUser(server);
    expect(codeOf(await other.client.post('/api/subscription/trial', { planId: noTrial.id }))).toBe('noTrial');
    const premium = await signedInUser(server, { isPremium: true });
    expect((await premium.client.post('/api/subscription/trial', { planId: plan.id })).status).toBe(409);
  });

  it('leads into a paid period that starts at the trial’s end when the member pays during it', async () => {
    const plan = await newPlan({ months: 3, priceUsd: 160, trialDays: 7 });
    const { user, client } = await signedInUser(server);
    const trial = await client.post('/api/subscription/trial', { planId: plan.id });
    const quote = QuoteSchema.parse((await client.post('/api/payment/quote', { planId: plan.id })).body);
    const claim = await client.post('/api/payment', { ...paymentClaim('usdt'), amount: 160, quoteId: quote.quoteId });
    const mrrBefore = (await admin.get<{ mrrUsd: number }>('/api/admin/analytics')).body.mrrUsd;
    expect((await admin.put(`/api/admin/payments/${idOf(claim)}/approve`)).status).toBe(200);
    const paid = await Subscription.query(server.app.db).where({ userId: user.id, kind: 'paid' }).first();
    expect(paid!.startDate.toISOString()).toBe((trial.body as TrialStarted).endsAt);
    // The member converted when they paid: the revenue figures count the plan's MRR from then, not from the trial's end.
    const mrrAfter = (await admin.get<{ mrrUsd: number }>('/api/admin/analytics')).body.mrrUsd;
    expect(Math.round((mrrAfter - mrrBefore) * 100) / 100).toBe(53.33);
    expect((await client.get('/api/user')).body).toMatchObject({ isPremium: true, premiumKind: 'trial', subscriptionEndDate: paid!.endDate.toISOString() });
  });
});

describe('comped premium', () => {
  it('gives a member premium for days without payment, audited with the reason, shown as Comped, never revenue', async () => {
    const member = await signedInUser(server);
    const response = await admin.post(`/api/admin/users/${member.user.id}/comp`, { days: 10, reason: 'Beta tester thanks' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ user: { id: member.user.id, isPremium: true, premiumKind: 'comped' }, awaitingApproval: null });
    expect((await member.client.get('/api/user')).body).toMatchObject({ isPremium: true, premiumKind: 'comped' });
    expect(await Subscription.query(server.app.db).where('userId', member.user.id)).toEqual([expect.objectContaining({ kind: 'comped', amount: 0 })]);
    expect(await AuditLog.query(server.app.db).where({ action: 'user.comp', entityId: member.user.id })).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ days: 10, reason: 'Beta tester thanks' }) }),
    ]);
    const listed = (await admin.get<{ items: unknown[] }>(`/api/admin/users?search=${member.user.username}`)).body.items;
    expect(listed).toEqual([expect.objectContaining({ premiumKind: 'comped' })]);

    expect((await admin.post(`/api/admin/users/${member.user.id}/comp`, { days: 0, reason: '' })).status).toBe(400);
    expect((await member.client.post(`/api/admin/users/${member.user.id}/comp`, { days: 10, reason: 'Me' })).status).toBe(403);
  });
});
