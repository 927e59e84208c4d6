import type { Knex } from 'knex';
import type { PartialModelObject } from 'objection';
import { isSqlite, type Db } from '../db/knex.js';
import { inTransaction } from '../db/transaction.js';
import { Notification, Payment, User } from '../db/models/index.js';
import { conflict, notFound } from '../errors.js';
import type { EventBus } from '../services/eventBus.js';
import { findPaymentWithPayer } from '../queries/adminPayments.js';
import { recordAudit } from './auditRecorder.js';
import { grantPremiumMonth } from './premiumGranter.js';

export const PAYMENT_NOT_FOUND = 'Payment not found';

/** The 409 for a decision on a payment someone already decided. */
export function notPending(payment: Pick<Payment, 'status'>) {
  return conflict(`Only a pending payment can be approved or rejected; this one is already ${payment.status}`);
}

/** How the payer's notifications write a date: "Mar 5, 2030". */
export function formatDay(date: Date): string {
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/**
 * Moves a payment out of pending with a conditional update, so of any number
 * of concurrent decisions exactly one changes the row; the others get a 409
 * (or a 404 when there is no such payment). PostgreSQL makes the losers wait
 * on the row lock and then find it no longer pending; SQLite runs one write
 * transaction at a time.
 *
 * @param trx the transaction of the decision.
 * @param id the payment.
 * @param patch the decided status and review fields.
 * @returns the payment after the change, payer joined.
 */
export async function decidePending(trx: Knex.Transaction, id: number, patch: PartialModelObject<Payment>): Promise<Payment> {
  const changed = await Payment.query(trx).patch(patch).where('id', id).where('status', 'pending');
  const payment = await findPaymentWithPayer(trx, id);
  if (!payment) {
    throw notFound(PAYMENT_NOT_FOUND);
  }
  if (changed !== 1) {
    throw notPending(payment);
  }
  return payment;
}

/**
 * Approves a pending payment, all in one transaction: the payment becomes
 * completed (reviewer and time kept), the payer gets one month of premium (a
 * running one is extended from its end), the payment is linked to that
 * subscription, the payer is notified, and the decision is audited. Events
 * (`payment.updated`, `user.updated`, `notification.created`) go out after
 * the commit. Only the request that wins the pending → completed change does
 * any of the rest.
 *
 * @param db the database.
 * @param events the event bus.
 * @param actor the admin.
 * @param paymentId the payment.
 * @returns the completed payment, payer joined.
 */
export async function approvePayment(db: Db, events: EventBus, actor: User, paymentId: number, now = new Date()): Promise<Payment> {
  return inTransaction(db, events, async (unit) => {
    const { trx, record } = unit;
    const decided = await decidePending(trx, paymentId, { status: 'completed', reviewedBy: actor.id, reviewedAt: now, rejectReason: null });
    if (!isSqlite(trx)) {
      // PostgreSQL: two payments of one user approved at once extend the end date one after the other, not both from the same end.
      await User.query(trx).findById(decided.userId).forUpdate();
    }
    const { user, subscription } = await grantPremiumMonth(unit, { id: decided.userId }, {
      amount: decided.amount,
      paymentMethod: decided.paymentMethod,
      paymentId: decided.id,
      now,
    });
    const notification = await Notification.query(trx).insertAndFetch({
      userId: decided.userId,
      title: 'Premium Activated',
      message: `Your payment of ${decided.amount} ${decided.currency} has been approved. Premium is active until ${formatDay(subscription.endDate)}.`,
      type: 'billing',
      isImportant: false,
      createdBy: actor.id,
    });
    const payment = (await findPaymentWithPayer(trx, paymentId)) ?? decided;
    await recordAudit(trx, actor, {
      action: 'payment.approve',
      entityType: 'payment',
      entityId: payment.id,
      before: { status: 'pending' },
      after: { status: payment.status, subscriptionId: subscription.id, subscriptionEndDate: user.subscriptionEndDate },
    });
    record({ type: 'payment.updated', payment });
    record({ type: 'notification.created', notification });
    return payment;
  });
}
