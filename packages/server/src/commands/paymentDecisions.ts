import type { PartialModelObject } from 'objection';
import { textRef } from '@signals/protocol';
import { Payment, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { accountText, alertAccount, paymentApprovedText } from '../services/alerts/accountAlert.js';
import { formatFigure } from '../i18n/serverText.js';
import { conflict, notFound } from '../errors.js';
import { findPaymentWithPayer } from '../queries/adminPayments.js';
import { recordAudit } from './audit.js';
import { grantPremiumMonth } from './premium.js';

export const PAYMENT_NOT_FOUND = textRef('errors.paymentNotFound');

/** The 409 for a decision on a payment someone already decided. */
function notPending(payment: Pick<Payment, 'status'>) {
  return conflict(textRef('errors.paymentNotPending', { status: payment.status }));
}

/**
 * Moves a payment out of pending with a conditional update, so of any number
 * of concurrent decisions exactly one changes the row; the others get a 409
 * (or a 404 when there is no such payment). PostgreSQL makes the losers wait
 * on the row lock and then find it no longer pending; SQLite runs one write
 * transaction at a time.
 */
async function decidePending(unit: UnitOfWork, id: number, patch: PartialModelObject<Payment>): Promise<Payment> {
  const changed = await Payment.query(unit.trx).patch(patch).where('id', id).where('status', 'pending');
  const payment = await findPaymentWithPayer(unit.trx, id);
  if (!payment) {
    throw notFound(PAYMENT_NOT_FOUND);
  }
  if (changed !== 1) {
    throw notPending(payment);
  }
  return payment;
}

/**
 * Approves a pending payment, all in the unit's transaction: the payment
 * becomes completed (reviewer and time kept), the payer gets one month of
 * premium (a running one is extended from its end), the payment is linked to
 * that subscription, the payer is notified, and the decision is audited.
 * Records `payment.updated`, `user.updated` and `notification.created`. Only
 * the request that wins the pending → completed change does any of the rest.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the payment, and the clock (now by default).
 * @returns the completed payment, payer joined.
 */
export async function approvePayment(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { paymentId: number; now?: Date }): Promise<Payment> {
  const { paymentId, now = new Date() } = input;
  const { trx, record } = unit;
  const decided = await decidePending(unit, paymentId, { status: 'completed', reviewedBy: actor.id, reviewedAt: now, rejectReason: null });
  const { user, subscription } = await grantPremiumMonth(unit, { id: decided.userId }, {
    amount: decided.amount,
    paymentMethod: decided.paymentMethod,
    paymentId: decided.id,
    now,
  });
  await alertAccount(unit, user, {
    kind: 'paymentApproved',
    text: paymentApprovedText(decided.amount, decided.currency, subscription.endDate),
    createdBy: actor.id,
    now,
  });
  const payment = (await findPaymentWithPayer(trx, paymentId)) ?? decided;
  await recordAudit(unit, actor, {
    action: 'payment.approve',
    entityType: 'payment',
    entityId: payment.id,
    before: { status: 'pending' },
    after: { status: payment.status, subscriptionId: subscription.id, subscriptionEndDate: user.subscriptionEndDate },
  });
  record({ type: 'payment.updated', payment });
  return payment;
}

/**
 * Rejects a pending payment in the unit's transaction: it becomes failed with
 * the admin's reason (shown to the payer), the payer is notified, and the
 * decision is audited. Records `payment.updated` and `notification.created`.
 * Only a pending payment can be rejected, once.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin.
 * @param input the payment, why (in words for the payer; null for none), and the clock.
 * @returns the failed payment, payer joined.
 */
export async function rejectPayment(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { paymentId: number; reason: string | null; now?: Date }): Promise<Payment> {
  const { paymentId, reason, now = new Date() } = input;
  const payment = await decidePending(unit, paymentId, { status: 'failed', reviewedBy: actor.id, reviewedAt: now, rejectReason: reason });
  await alertAccount(unit, { id: payment.userId }, {
    kind: 'paymentRejected',
    // The admin's reason as they wrote it.
    text: accountText('alerts.account.paymentRejectedTitle', reason ? 'alerts.account.paymentRejectedWithReason' : 'alerts.account.paymentRejectedMessage', (language) => ({
      amount: formatFigure(language, payment.amount),
      currency: payment.currency,
      transactionId: payment.transactionId,
      reason: reason ?? '',
    })),
    createdBy: actor.id,
    now,
  });
  await recordAudit(unit, actor, {
    action: 'payment.reject',
    entityType: 'payment',
    entityId: payment.id,
    before: { status: 'pending' },
    after: { status: payment.status, rejectReason: reason },
  });
  unit.record({ type: 'payment.updated', payment });
  return payment;
}
