import type { PartialModelObject } from 'objection';
import { MESSAGES, textRef, transactionKey } from '@signals/protocol';
import { ChainTransfer, Payment, User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { accountText, alertAccount } from '../services/alerts/accountAlert.js';
import { formatFigure, serverText } from '../i18n/serverText.js';
import { conflict, notFound } from '../errors.js';
import { findPaymentWithPayer } from '../queries/adminPayments.js';
import { recordAudit } from './audit.js';
import { purchaseOfPayment } from '../queries/purchases.js';
import { settlePayment } from './settlePayment.js';
import { needsSecondApproval } from '../policies/secondApproval.js';
import { readSettings } from '../services/settings.js';

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
 * becomes completed (reviewer and time kept) and settles a month of premium
 * (`settlePayment`: the period, the notice, the audit row). Records
 * `payment.updated`, `user.updated` and `notification.created`. Only the
 * request that wins the pending → completed change does any of the rest.
 *
 * A claim worth more than `approval_threshold_usd` needs two staff members (issue 46): the first approval only marks
 * it (it stays pending, `awaiting_second_approval` to the back office, audited and pushed); a second, by someone
 * else, completes it, audited with both names. The first approver approving again is a 409.
 *
 * @param unit the transaction and event recorder.
 * @param actor the staff member.
 * @param input the payment, and the clock (now by default).
 * @returns the payment, payer joined: completed, or waiting for its second approval.
 */
export async function approvePayment(unit: UnitOfWork, actor: Pick<User, 'id' | 'username'>, input: { paymentId: number; now?: Date }): Promise<Payment> {
  const { paymentId, now = new Date() } = input;
  const { trx } = unit;
  const claim = await Payment.query(trx).findById(paymentId);
  // The watcher supersedes such a claim when it sees the transfer; should it not have yet, no admin approves it either.
  if (claim && (await ChainTransfer.query(trx).where('txHash', `0x${claim.transactionKey}`).first())) {
    throw conflict(textRef('errors.claimPaysDepositAddress'));
  }
  if (claim?.status === 'pending' && claim.firstApprovedBy === null && needsSecondApproval(claim.amount, (await readSettings(trx)).approval_threshold_usd)) {
    return firstApproval(unit, actor, claim, now);
  }
  if (claim?.status === 'pending' && claim.firstApprovedBy === actor.id) {
    throw conflict(MESSAGES.secondApproverNeeded);
  }
  const firstApprover = claim?.firstApprovedBy ? await User.query(trx).findById(claim.firstApprovedBy) : undefined;
  const decided = await decidePending(unit, paymentId, { status: 'completed', reviewedBy: actor.id, reviewedAt: now, rejectReason: null });
  const purchase = await purchaseOfPayment(trx, decided);
  const { payment } = await settlePayment(unit, actor, {
    payment: decided,
    action: 'payment.approve',
    before: { status: firstApprover ? 'awaiting_second_approval' : 'pending' },
    details: firstApprover ? { firstApprovedBy: firstApprover.username, secondApprovedBy: actor.username } : undefined,
    purchase,
    now,
  });
  return payment;
}

/** The first of two approvals: marked on the pending claim, with a conditional update so two at once make one. */
async function firstApproval(unit: UnitOfWork, actor: Pick<User, 'id' | 'username'>, claim: Payment, now: Date): Promise<Payment> {
  const changed = await Payment.query(unit.trx).patch({ firstApprovedBy: actor.id, firstApprovedAt: now }).where({ id: claim.id, status: 'pending' }).whereNull('firstApprovedBy');
  const payment = await findPaymentWithPayer(unit.trx, claim.id);
  if (!payment) {
    throw notFound(PAYMENT_NOT_FOUND);
  }
  if (changed !== 1) {
    // Another staff member gave the first approval (or decided it) in between: theirs stands; this one may be the second.
    throw payment.status === 'pending' ? conflict(MESSAGES.secondApproverNeeded) : notPending(payment);
  }
  await recordAudit(unit, actor, {
    action: 'payment.first_approval',
    entityType: 'payment',
    entityId: payment.id,
    before: { status: 'pending' },
    after: { status: 'awaiting_second_approval', amount: payment.amount, firstApprovedBy: actor.username },
  });
  unit.record({ type: 'payment.updated', payment });
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
  await tellRejected(unit, payment, { reason, createdBy: actor.id, now });
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

/**
 * Supersedes every claim waiting for review of a transaction that pays a
 * member's deposit address (issue 38): the chain watcher credits that
 * transfer to the member it paid, so a claim of its hash (the payer's own,
 * filed at once, or another member's copied from the chain) is never
 * approved and never holds the hash. Each claim fails with the reason, in
 * the claimant's language, and the claimant is told as for a rejection. The
 * system decides, so the claimant is the audit row's actor, as for a chain
 * credit. Records `payment.updated` per claim.
 *
 * @param unit the transaction and event recorder.
 * @param input the transaction's hash, and the clock.
 */
export async function supersedeClaims(unit: UnitOfWork, _actor: null, input: { txHash: string; now?: Date }): Promise<void> {
  const { now = new Date() } = input;
  const claims = await Payment.query(unit.trx).where({ transactionKey: transactionKey(input.txHash), status: 'pending' });
  for (const claim of claims) {
    const claimant = await User.query(unit.trx).findById(claim.userId);
    const reason = serverText(claimant?.language ?? 'en', 'alerts.account.paymentSupersededReason');
    const payment = await decidePending(unit, claim.id, { status: 'failed', reviewedBy: null, reviewedAt: now, rejectReason: reason });
    await tellRejected(unit, payment, { reason, createdBy: null, now });
    await recordAudit(unit, { id: claim.userId }, {
      action: 'payment.supersede',
      entityType: 'payment',
      entityId: payment.id,
      before: { status: 'pending' },
      after: { status: payment.status, transactionId: payment.transactionId },
    });
    unit.record({ type: 'payment.updated', payment });
  }
}

/** Tells the payer their claim failed, with the reason when there is one (in the words it was written in). */
async function tellRejected(unit: UnitOfWork, payment: Payment, input: { reason: string | null; createdBy: number | null; now: Date }): Promise<void> {
  const { reason } = input;
  await alertAccount(unit, { id: payment.userId }, {
    kind: 'paymentRejected',
    text: accountText('alerts.account.paymentRejectedTitle', reason ? 'alerts.account.paymentRejectedWithReason' : 'alerts.account.paymentRejectedMessage', (language) => ({
      amount: formatFigure(language, payment.amount),
      currency: payment.currency,
      transactionId: payment.transactionId,
      reason: reason ?? '',
    })),
    createdBy: input.createdBy,
    now: input.now,
  });
}

/**
 * Records that the back office refunded what a chain payment received above
 * the price (kept for a refund by the setting refund_excess_payments): the
 * payment's excess becomes `refunded`, once, with a conditional update, and
 * the act is audited. Records `payment.updated`, so the payer's history and
 * every back office say it at once.
 *
 * @param unit the transaction and event recorder.
 * @param actor the admin who sent the refund.
 * @param input the payment.
 * @returns the payment, payer joined.
 */
export async function markExcessRefunded(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { paymentId: number }): Promise<Payment> {
  const { trx, record } = unit;
  const changed = await Payment.query(trx).patch({ excessHandling: 'refunded' }).where({ id: input.paymentId, excessHandling: 'refund_due' });
  const payment = await findPaymentWithPayer(trx, input.paymentId);
  if (!payment) {
    throw notFound(PAYMENT_NOT_FOUND);
  }
  if (changed !== 1) {
    throw conflict(textRef('errors.noRefundDue'));
  }
  await recordAudit(unit, actor, {
    action: 'payment.excess_refunded',
    entityType: 'payment',
    entityId: payment.id,
    before: { excessHandling: 'refund_due' },
    after: { excessHandling: 'refunded', excessAmount: payment.excessAmount },
  });
  record({ type: 'payment.updated', payment });
  return payment;
}
