import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes, transactionKey, type CancellationReason, type SubscriptionKind, type SubscriptionStatus } from '@signals/protocol';
import { Cancellation, PaymentQuote, Plan, Subscription, User, type Payment } from '../../db/models/index.js';
import { buildPayment } from '../../../test/support/factories/payments.js';
import { buildUser, type BuiltUser } from '../../../test/support/factories/users.js';
import { adminCallers } from '../../../test/support/signIn.js';
import { EXPORT_BATCH } from '../../queries/revenueExports.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

/*
 * The case table, hand-computed. The clock stands at NOW (only Date is faked: the server runs in this process and reads
 * it), so the default range is 2025-02-01 .. 2025-07-15: six months, July cut at NOW. Every period is one
 * subscriptions row, chained end to start on renewal. MRR at a month's end counts the periods running just before the
 * next month's first instant.
 *
 *   Ann  paid monthly 60: May 10-Jun 10, Jun 10-Jul 10, Jul 10-Aug 10      new in May; two renewals, NOT churn
 *   Ben  paid monthly 60: Mar 5-Apr 5, Apr 5-May 5, lapsed unrenewed       new in March; churned in May
 *   Cat  paid monthly 60: Jan 12-Feb 12 (churned Feb), Apr 20-May 20 (reactivated April), renewed May 20-Jun 20, Jun 20-Jul 20
 *   Dan  paid yearly 600: Mar 15 2025-Mar 15 2026                           new in March at 50 a month
 *   Eve  trial Jun 1-Jun 8, then paid monthly 48 (a 20% code) Jun 8-Jul 8;  new in June; the trial converted;
 *        in grace until Jul 18 at NOW                                      lapsed: churned in July, not active
 *   Fay  trial Jul 10-Jul 24                                               trialing now
 *   Gus  trial Mar 1-15, cancelled Mar 10, never paid                      a trial that did not convert
 *   Hal  comped Jul 1-Aug 1                                                comped now
 *   Ivy  paid quarterly 150 (a code) Apr 25-Jul 25, cancelled Jun 15,      new in April at 50; churned in June;
 *        and a renewal paid ahead (Jul 25-Oct 25), cancelled unbegun      the renewal never ran: nowhere
 *
 * MRR at each month's start: Feb 60 (Cat), Mar 0, Apr 110 (Ben, Dan), May 220 (Ben, Dan, Cat, Ivy), Jun 220 (Ann, Dan,
 * Cat, Ivy), Jul 218 (Ann, Dan, Cat, Eve); at NOW 170 (Ann, Dan, Cat).
 */
const NOW = new Date('2025-07-15T12:00:00.000Z');
const at = (day: string, time = '00:00') => new Date(`${day}T${time}:00.000Z`);

let server: TestServer;
let callers: Awaited<ReturnType<typeof adminCallers>>;
const plans: Record<'monthly' | 'quarterly' | 'yearly', number> = { monthly: 0, quarterly: 0, yearly: 0 };
const people: Record<string, BuiltUser> = {};
const payments: Record<string, Payment> = {};
const periods: Record<string, Subscription> = {};
const cancellations: Record<string, Cancellation> = {};

async function period(
  name: string,
  who: BuiltUser,
  kind: SubscriptionKind,
  [start, end]: [string, string],
  options: { amount?: number; plan?: keyof typeof plans | null; status?: SubscriptionStatus } = {},
): Promise<void> {
  const plan = options.plan === undefined ? 'monthly' : options.plan;
  const months = plan === 'yearly' ? 12 : plan === 'quarterly' ? 3 : 1;
  periods[name] = await Subscription.query(server.app.db).insertAndFetch({
    userId: who.id,
    kind,
    planId: plan ? plans[plan] : null,
    months,
    startDate: at(start),
    endDate: at(end),
    amount: options.amount ?? 0,
    status: options.status ?? (at(end) <= NOW ? 'expired' : 'active'),
    paymentMethod: kind === 'paid' ? 'usdt' : null,
    paymentIntent: null,
  });
}

async function quote(who: BuiltUser, createdAt: Date, paidBy: Payment | null = null): Promise<void> {
  await PaymentQuote.query(server.app.db).insert({
    userId: who.id,
    planId: plans.monthly,
    promoCodeId: null,
    months: 1,
    priceUsd: 60,
    discountUsd: 0,
    amountUsd: 60,
    amountToken: '60',
    token: 'USDT',
    network: 'BEP20',
    status: paidBy ? 'settled' : 'open',
    paymentId: paidBy?.id ?? null,
    expiresAt: new Date(createdAt.getTime() + 3_600_000),
    createdAt,
  });
}

async function cancellation(name: string, who: BuiltUser, reason: CancellationReason, comment: string | null, kind: SubscriptionKind, createdAt: Date): Promise<void> {
  cancellations[name] = await Cancellation.query(server.app.db).insertAndFetch({ userId: who.id, reason, comment, kind, createdAt });
}

beforeAll(async () => {
  server = await startTestServer();
  callers = await adminCallers(server);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const db = server.app.db;
  plans.monthly = (await Plan.query(db).where('code', 'monthly').where('isActive', true).first())!.id;
  plans.quarterly = (await Plan.query(db).insertAndFetch({ code: 'quarterly', name: 'Quarterly', months: 3, priceUsd: 160, trialDays: 0, isActive: true })).id;
  plans.yearly = (await Plan.query(db).insertAndFetch({ code: 'yearly', name: 'Yearly', months: 12, priceUsd: 600, trialDays: 7, isActive: true })).id;
  for (const name of ['ann', 'ben', 'cat', 'dan', 'eve', 'fay', 'hal', 'ivy']) {
    people[name] = await buildUser(db, { username: `${name}_${Math.random().toString(36).slice(2, 8)}` });
  }
  // A name a spreadsheet would run as a formula: the exports must neutralise it.
  people.gus = await buildUser(db, { username: '=SUM(1+2)' });
  const { ann, ben, cat, dan, eve, fay, gus, hal, ivy } = people;

  await period('ann1', ann!, 'paid', ['2025-05-10', '2025-06-10'], { amount: 60 });
  await period('ann2', ann!, 'paid', ['2025-06-10', '2025-07-10'], { amount: 60 });
  await period('ann3', ann!, 'paid', ['2025-07-10', '2025-08-10'], { amount: 60 });
  await period('ben1', ben!, 'paid', ['2025-03-05', '2025-04-05'], { amount: 60 });
  await period('ben2', ben!, 'paid', ['2025-04-05', '2025-05-05'], { amount: 60 });
  await period('cat1', cat!, 'paid', ['2025-01-12', '2025-02-12'], { amount: 60 });
  await period('cat2', cat!, 'paid', ['2025-04-20', '2025-05-20'], { amount: 60 });
  await period('cat3', cat!, 'paid', ['2025-05-20', '2025-06-20'], { amount: 60 });
  await period('cat4', cat!, 'paid', ['2025-06-20', '2025-07-20'], { amount: 60 });
  await period('dan1', dan!, 'paid', ['2025-03-15', '2026-03-15'], { amount: 600, plan: 'yearly' });
  await period('eveTrial', eve!, 'trial', ['2025-06-01', '2025-06-08']);
  await period('eve1', eve!, 'paid', ['2025-06-08', '2025-07-08'], { amount: 48 });
  await User.query(db).patch({ isPremium: true, premiumKind: 'paid', subscriptionEndDate: at('2025-07-08'), graceEndDate: at('2025-07-18') }).where('id', eve!.id);
  await period('fayTrial', fay!, 'trial', ['2025-07-10', '2025-07-24'], { plan: 'yearly' });
  await period('gusTrial', gus, 'trial', ['2025-03-01', '2025-03-10'], { plan: 'yearly', status: 'cancelled' });
  await period('halComp', hal!, 'comped', ['2025-07-01', '2025-08-01'], { plan: null });
  await period('ivy1', ivy!, 'paid', ['2025-04-25', '2025-06-15'], { amount: 150, plan: 'quarterly', status: 'cancelled' });
  await period('ivy2', ivy!, 'paid', ['2025-07-25', '2025-07-25'], { amount: 160, plan: 'quarterly', status: 'cancelled' });
  await cancellation('gus', gus, 'not_useful', null, 'trial', at('2025-03-10'));
  await cancellation('ivy', ivy!, 'too_expensive', 'Too pricey for me', 'paid', at('2025-06-15'));

  // The funnel: three claims approved in range after 10, 30 and 120 minutes (median 30), a card payment and a chain
  // credit (no admin reviewed them), one claim waiting, one rejected, and an approval before the range.
  const admin = callers.admin.id;
  const claim = (who: BuiltUser, created: Date, minutes: number, overrides: Parameters<typeof buildPayment>[1] = {}) =>
    buildPayment(db, { userId: who.id, status: 'completed', planId: plans.monthly, createdAt: created, reviewedAt: new Date(created.getTime() + minutes * 60_000), reviewedBy: admin, ...overrides });
  payments.annMay = await claim(ann!, at('2025-05-10', '08:00'), 10);
  payments.annJun = await claim(ann!, at('2025-06-10', '10:00'), 30);
  payments.catJun = await claim(cat!, at('2025-06-20', '09:00'), 120, { paymentMethod: 'bitcoin' });
  payments.eveCard = await claim(eve!, at('2025-06-08', '12:00'), 0, { paymentMethod: 'card', reviewedBy: null, amount: 48, promoCode: 'SUMMER20', discountUsd: 12 });
  payments.annChain = await claim(ann!, at('2025-07-10'), 0, { reviewedBy: null });
  payments.benPending = await buildPayment(db, { userId: ben!.id, status: 'pending', createdAt: at('2025-07-14', '09:00') });
  payments.gusRejected = await claim(gus, at('2025-05-20', '10:00'), 5, { status: 'failed' });
  payments.catJan = await claim(cat!, at('2025-01-12', '10:00'), 5);
  await quote(eve!, at('2025-06-07'), payments.eveCard);
  await quote(ann!, at('2025-07-09'), payments.annChain);
  await quote(ben!, at('2025-07-13'));
  await quote(cat!, at('2025-01-11'), payments.catJan);
});
afterAll(async () => {
  vi.useRealTimers();
  await server.close();
});

async function analytics(query = '') {
  const response = await callers.adminClient.get(`/api/admin/analytics${query ? `?${query}` : ''}`);
  expect(response.status, response.text).toBe(200);
  return routes.adminAnalytics.response.parse(response.body);
}

const csvLines = (text: string) => text.split('\r\n').filter((line) => line !== '');

// ARPA now: 170 over Ann, Cat and Dan. LTV: ARPA over the average of the last six months' churn rates (March began
// with no MRR and has none): February 60/60, April 0/110, May 60/220, June 50/220, July 48/218.
const ARPA = 170 / 3;
const LTV = Math.round((ARPA / ((60 / 60 + 0 / 110 + 60 / 220 + 50 / 220 + 48 / 218) / 5)) * 100) / 100;
const NOW_FIGURES = { mrrUsd: 170, activeSubscribers: 3, trialing: 1, comped: 1, arpaUsd: 56.67, ltvUsd: LTV };

describe('GET /api/admin/analytics', () => {
  it('computes the case table over the default range: the last six months, this one cut at now', async () => {
    const figures = await analytics();
    expect(figures).toMatchObject({
      from: '2025-02-01',
      to: '2025-07-15',
      // Dan's yearly 600 counts 50 a month; Fay's trial, Hal's comped month and Eve's grace are not MRR.
      ...NOW_FIGURES,
      // Churned 60 + 60 + 50 + 48 = 218 (no renewal among them), reactivated 60, over MRR at the months' starts 60 + 0 + 110 + 220 + 220 + 218 = 828.
      grossMrrChurnRate: 0.2633,
      netMrrChurnRate: 0.1908,
      // Eve's trial ended and converted on its last day; Gus's ended (cancelled) unconverted; Fay's runs on.
      trialConversionRate: 0.5,
    });
    expect(figures.byMonth).toEqual([
      { month: '2025-02', mrrUsd: 0, newUsd: 0, churnedUsd: 60, reactivatedUsd: 0, newSubscribers: 0, churnedSubscribers: 1 },
      { month: '2025-03', mrrUsd: 110, newUsd: 110, churnedUsd: 0, reactivatedUsd: 0, newSubscribers: 2, churnedSubscribers: 0 },
      // Ben's renewal on April 5 is no churn and no reactivation; Cat's return after a gap is.
      { month: '2025-04', mrrUsd: 220, newUsd: 50, churnedUsd: 0, reactivatedUsd: 60, newSubscribers: 1, churnedSubscribers: 0 },
      { month: '2025-05', mrrUsd: 220, newUsd: 60, churnedUsd: 60, reactivatedUsd: 0, newSubscribers: 1, churnedSubscribers: 1 },
      // Ivy's cancelled period churns at its cancellation, her renewal paid ahead never ran.
      { month: '2025-06', mrrUsd: 218, newUsd: 48, churnedUsd: 50, reactivatedUsd: 0, newSubscribers: 1, churnedSubscribers: 1 },
      // Eve lapsed on July 8 and is in grace: lapsed. Ann's renewal on July 10 is no churn.
      { month: '2025-07', mrrUsd: 170, newUsd: 0, churnedUsd: 48, reactivatedUsd: 0, newSubscribers: 0, churnedSubscribers: 1 },
    ]);
    // Cohorts by the month of the first paid period (Cat's was in January: none); retained at each month's end from then.
    expect(figures.cohorts).toEqual([
      { cohort: '2025-02', size: 0, retained: [0, 0, 0, 0, 0, 0] },
      { cohort: '2025-03', size: 2, retained: [2, 2, 1, 1, 1] },
      { cohort: '2025-04', size: 1, retained: [1, 1, 0, 0] },
      { cohort: '2025-05', size: 1, retained: [1, 1, 1] },
      { cohort: '2025-06', size: 1, retained: [1, 0] },
      { cohort: '2025-07', size: 0, retained: [0] },
    ]);
    // Quotes of June 7, July 9 and 13, the first two paid (Eve's card, Ann's chain credit); Ben's claim waits.
    expect(figures.funnel).toEqual({ quotes: 3, paid: 2, claimsPending: 1, medianApprovalMinutes: 30 });
  });

  it('honours a range: its months only, and a month cut by its last day', async () => {
    const spring = await analytics('from=2025-04-01&to=2025-05-31');
    expect(spring).toMatchObject({
      from: '2025-04-01',
      to: '2025-05-31',
      // Figures of now, and LTV over the last six months, do not move with the range.
      ...NOW_FIGURES,
      // 60 churned, 60 reactivated, over 110 + 220.
      grossMrrChurnRate: 0.1818,
      netMrrChurnRate: 0,
      trialConversionRate: null,
      cohorts: [
        { cohort: '2025-04', size: 1, retained: [1, 1] },
        { cohort: '2025-05', size: 1, retained: [1] },
      ],
      funnel: { quotes: 0, paid: 0, claimsPending: 1, medianApprovalMinutes: 10 },
    });
    expect(spring.byMonth.map((month) => [month.month, month.mrrUsd, month.churnedUsd, month.reactivatedUsd])).toEqual([
      ['2025-04', 220, 0, 60],
      ['2025-05', 220, 60, 0],
    ]);
    // Up to June 14 inclusive: Ivy's cancellation at the first instant of June 15 falls after it, so she still counts.
    const firstHalf = await analytics('from=2025-06-01&to=2025-06-14');
    expect(firstHalf.byMonth).toEqual([{ month: '2025-06', mrrUsd: 268, newUsd: 48, churnedUsd: 0, reactivatedUsd: 0, newSubscribers: 1, churnedSubscribers: 0 }]);
    expect(firstHalf).toMatchObject({ grossMrrChurnRate: 0, trialConversionRate: 1 });
  });

  it('counts a member who paid during a trial once: a subscriber from the payment on, no longer trialing', async () => {
    // Jo: trial Jul 12-Jul 19, and on Jul 14 a monthly 60 paid, its period to start at the trial's end (Jul 19-Aug 19).
    const jo = await buildUser(server.app.db, { username: `jo_${Math.random().toString(36).slice(2, 8)}` });
    await period('joTrial', jo, 'trial', ['2025-07-12', '2025-07-19']);
    await period('jo1', jo, 'paid', ['2025-07-19', '2025-08-19'], { amount: 60 });
    await Subscription.query(server.app.db).patch({ mrrFrom: at('2025-07-14') }).where('id', periods.jo1!.id);
    try {
      expect(await analytics()).toMatchObject({ mrrUsd: 230, activeSubscribers: 4, trialing: 1, comped: 1 });
    } finally {
      await Subscription.query(server.app.db).delete().where('userId', jo.id);
      delete periods.joTrial;
      delete periods.jo1;
    }
    // Without the payment, Jo is one more trialing member.
    expect(await analytics()).toMatchObject(NOW_FIGURES);
  });

  it('answers a bad range with 400 and the reason, in JSON', async () => {
    for (const [query, path, message] of [
      ['from=2025-07-01&to=2025-06-01', 'from', 'The start must not be after the end.'],
      ['from=2025-02-30', 'from', 'Use a date written as YYYY-MM-DD.'],
      ['to=yesterday', 'to', 'Use a date written as YYYY-MM-DD.'],
      ['from=2019-01-01&to=2025-01-01', 'to', 'The range may span at most five years.'],
      // A start after today, the default end.
      ['from=2025-08-01', 'from', 'The start must not be after the end.'],
    ] as const) {
      const response = await callers.adminClient.get(`/api/admin/analytics?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get('content-type'), query).toContain('application/json');
      expect(response.body, query).toMatchObject({ message, issues: [{ path, message }] });
    }
  });
});

describe('CSV exports', () => {
  it('exports payments with their member, plan and promo code, a formula-looking name neutralised', async () => {
    const response = await callers.adminClient.get('/api/admin/exports/payments.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="payments.csv"');
    const lines = csvLines(response.text);
    expect(lines[0]).toBe('id,createdAt,member,method,status,planId,promoCode,discountUsd,amount,currency,transactionId');
    expect(lines).toHaveLength(1 + Object.keys(payments).length);
    const card = payments.eveCard!;
    expect(lines).toContain(`${card.id},2025-06-08T12:00:00.000Z,${people.eve!.username},card,completed,${plans.monthly},SUMMER20,12,48,${card.currency},${card.transactionId}`);
    const rejected = payments.gusRejected!;
    expect(lines).toContain(`${rejected.id},2025-05-20T10:00:00.000Z,'=SUM(1+2),usdt,failed,${plans.monthly},,0,60,USDT,${rejected.transactionId}`);

    const june = csvLines((await callers.adminClient.get('/api/admin/exports/payments.csv?from=2025-06-01&to=2025-06-30')).text);
    expect(june.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([payments.annJun!.id, payments.catJun!.id, payments.eveCard!.id]);
  });

  it('exports premium periods of every kind with their MRR, by start date', async () => {
    const response = await callers.adminClient.get('/api/admin/exports/subscriptions.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="subscriptions.csv"');
    const lines = csvLines(response.text);
    expect(lines[0]).toBe('id,member,kind,planId,months,startDate,endDate,status,amountUsd,mrrUsd');
    expect(lines).toHaveLength(1 + Object.keys(periods).length);
    expect(lines).toContain(`${periods.dan1!.id},${people.dan!.username},paid,${plans.yearly},12,2025-03-15T00:00:00.000Z,2026-03-15T00:00:00.000Z,active,600,50`);
    expect(lines).toContain(`${periods.gusTrial!.id},'=SUM(1+2),trial,${plans.yearly},12,2025-03-01T00:00:00.000Z,2025-03-10T00:00:00.000Z,cancelled,0,0`);
    expect(lines).toContain(`${periods.halComp!.id},${people.hal!.username},comped,,1,2025-07-01T00:00:00.000Z,2025-08-01T00:00:00.000Z,active,0,0`);

    const july = csvLines((await callers.adminClient.get('/api/admin/exports/subscriptions.csv?from=2025-07-01&to=2025-07-15')).text);
    expect(july.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([periods.ann3!.id, periods.fayTrial!.id, periods.halComp!.id]);
  });
});

describe('a large export', () => {
  it('comes whole and in order across the batches it is read in', async () => {
    // A day of its own, before every other row: two batches and a bit.
    const count = EXPORT_BATCH * 2 + 5;
    const payer = await buildUser(server.app.db);
    const day = at('2024-11-05', '06:00');
    const rows = Array.from({ length: count }, (_, i) => ({
      userId: payer.id,
      amount: 60,
      currency: 'USDT',
      paymentMethod: 'usdt',
      transactionId: `0x${i.toString(16).padStart(64, '0')}`,
      transactionKey: transactionKey(`0x${i.toString(16).padStart(64, '0')}`),
      fromAddress: null,
      status: 'completed',
      createdAt: day,
      updatedAt: day,
    }));
    const ids: number[] = [];
    try {
      for (let i = 0; i < rows.length; i += 400) {
        const inserted = await server.app.db('payments').insert(rows.slice(i, i + 400)).returning('id');
        ids.push(...inserted.map((row: { id: number } | number) => (typeof row === 'number' ? row : row.id)));
      }
      const response = await callers.adminClient.get('/api/admin/exports/payments.csv?from=2024-11-05&to=2024-11-05');
      expect(response.status).toBe(200);
      const lines = csvLines(response.text);
      expect(lines).toHaveLength(1 + count);
      expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual([...ids].sort((a, b) => a - b));
      expect(lines[count]).toBe(`${Math.max(...ids)},2024-11-05T06:00:00.000Z,${payer.username},usdt,completed,,,0,60,USDT,0x${(count - 1).toString(16).padStart(64, '0')}`);
    } finally {
      await server.app.db('payments').whereIn('id', ids).delete();
    }
  });
});

describe('GET /api/admin/cancellations', () => {
  it('lists why members cancelled, newest first, a page at a time', async () => {
    const response = await callers.adminClient.get('/api/admin/cancellations');
    expect(response.status).toBe(200);
    expect(routes.adminListCancellations.response.parse(response.body)).toEqual([
      { id: cancellations.ivy!.id, userId: people.ivy!.id, username: people.ivy!.username, reason: 'too_expensive', comment: 'Too pricey for me', kind: 'paid', createdAt: '2025-06-15T00:00:00.000Z' },
      { id: cancellations.gus!.id, userId: people.gus!.id, username: '=SUM(1+2)', reason: 'not_useful', comment: null, kind: 'trial', createdAt: '2025-03-10T00:00:00.000Z' },
    ]);
    const first = await callers.adminClient.get<Array<{ id: number }>>('/api/admin/cancellations?limit=1');
    expect(first.body.map((c) => c.id)).toEqual([cancellations.ivy!.id]);
    const next = await callers.adminClient.get<Array<{ id: number }>>(`/api/admin/cancellations?before=${cancellations.ivy!.id}`);
    expect(next.body.map((c) => c.id)).toEqual([cancellations.gus!.id]);
  });
});

describe('access', () => {
  it('is for admins only: a member gets 403, a visitor 401', async () => {
    for (const path of ['/api/admin/analytics', '/api/admin/exports/payments.csv', '/api/admin/exports/subscriptions.csv', '/api/admin/cancellations']) {
      const member = await callers.memberClient.get(path);
      expect(member.status, path).toBe(403);
      expect(member.body, path).toMatchObject({ message: expect.any(String) });
      expect((await callers.anonymous.get(path)).status, path).toBe(401);
    }
  });
});
