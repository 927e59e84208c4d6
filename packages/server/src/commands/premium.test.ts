import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Payment, Subscription } from '../db/models/index.js';
import { inTransaction } from '../db/transaction.js';
import type { DomainEvent } from '../services/eventBus.js';
import { buildPayment } from '../../test/support/factories/payments.js';
import { buildSubscription } from '../../test/support/factories/subscriptions.js';
import { buildUser } from '../../test/support/factories/users.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';
import { addMonths } from '../dates.js';
import { grantPremiumPeriod, type PremiumGrant } from './premium.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const DAY_MS = 86_400_000;

/** Runs the grant in its own transaction and returns what it recorded. */
async function grant(userId: number, props: Partial<PremiumGrant> & Pick<PremiumGrant, 'amount' | 'paymentMethod'>) {
  const recorded: DomainEvent[] = [];
  const result = await inTransaction(server.app.db, server.app.services.events, (unit) => {
    const record = (event: DomainEvent) => {
      recorded.push(event);
      unit.record(event);
    };
    return grantPremiumPeriod({ trx: unit.trx, record }, { id: userId }, { kind: 'paid', planId: null, months: 1, ...props });
  });
  return { ...result, recorded };
}

describe('grantPremiumPeriod', () => {
  it('starts a month now for a free member, links the payment and reports the premium change', async () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    const user = await buildUser(server.app.db);
    const payment = await buildPayment(server.app.db, { userId: user.id });

    const { user: granted, subscription, recorded } = await grant(user.id, { amount: 60, paymentMethod: 'usdt', paymentId: payment.id, now });

    expect(granted).toMatchObject({ isPremium: true, subscriptionEndDate: new Date('2026-04-10T12:00:00.000Z') });
    expect(subscription).toMatchObject({ userId: user.id, status: 'active', amount: 60, paymentMethod: 'usdt', startDate: now, endDate: new Date('2026-04-10T12:00:00.000Z') });
    expect((await Payment.query(server.app.db).findById(payment.id))!.subscriptionId).toBe(subscription.id);
    expect(recorded).toEqual([expect.objectContaining({ type: 'user.updated', premiumChanged: true })]);
  });

  it('adds a period that starts where the running one ends, never from today, each its own row', async () => {
    const end = new Date(Date.now() + 10 * DAY_MS);
    const user = await buildUser(server.app.db, { isPremium: true, subscriptionEndDate: end });
    const running = await buildSubscription(server.app.db, user.id, { endDate: end, amount: 60 });

    const { user: granted, subscription, recorded } = await grant(user.id, { amount: 60, paymentMethod: 'card', paymentIntent: 'pi_123' });

    expect(subscription).toMatchObject({ amount: 60, paymentIntent: 'pi_123', startDate: end, endDate: addMonths(end, 1), kind: 'paid' });
    expect(subscription.id).not.toBe(running.id);
    expect(granted.subscriptionEndDate).toEqual(addMonths(end, 1));
    expect(await Subscription.query(server.app.db).where('userId', user.id).resultSize()).toBe(2);
    expect(recorded).toEqual([expect.objectContaining({ type: 'user.updated', premiumChanged: false })]);
  });

  it('starts a paid period bought during a trial at the trial’s end, and keeps the trial running until then', async () => {
    const now = new Date('2026-05-01T00:00:00.000Z');
    const user = await buildUser(server.app.db);
    const { subscription: trial } = await grant(user.id, { kind: 'trial', months: 0, days: 7, amount: 0, paymentMethod: null, now });

    const { user: granted, subscription: paid } = await grant(user.id, { amount: 160, paymentMethod: 'usdt', months: 3, now: new Date('2026-05-03T00:00:00.000Z') });

    expect(trial.endDate).toEqual(new Date('2026-05-08T00:00:00.000Z'));
    expect(paid).toMatchObject({ kind: 'paid', startDate: trial.endDate, endDate: new Date('2026-08-08T00:00:00.000Z'), months: 3 });
    expect(granted).toMatchObject({ premiumKind: 'trial', subscriptionEndDate: new Date('2026-08-08T00:00:00.000Z') });
  });

  it('starts afresh after an expired period instead of extending the past', async () => {
    const user = await buildUser(server.app.db, { isPremium: false, subscriptionEndDate: new Date(Date.now() - 5 * DAY_MS) });
    await buildSubscription(server.app.db, user.id, { endDate: new Date(Date.now() - 5 * DAY_MS), status: 'expired' });
    const before = Date.now();

    const { subscription } = await grant(user.id, { amount: 60, paymentMethod: 'bitcoin' });

    expect(subscription.startDate.getTime()).toBeGreaterThanOrEqual(before);
    expect(subscription.endDate.getTime()).toBeGreaterThanOrEqual(addMonths(new Date(before), 1).getTime());
    expect(await Subscription.query(server.app.db).where('userId', user.id).where('status', 'active').resultSize()).toBe(1);
  });
});
