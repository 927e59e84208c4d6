import type { AuditAction } from '@signals/protocol';
import { paymentExcess, type Payment, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { findPaymentWithPayer } from '../queries/adminPayments.js';
import { alertAccount, paymentApprovedText } from '../services/alerts/accountAlert.js';
import { emailReceipt } from '../services/alerts/receiptEmail.js';
import { recordAudit } from './audit.js';
import { grantPremiumPeriod, type PremiumGrantResult } from './premium.js';
import type { Purchase } from '../queries/purchases.js';
import { settlePurchase, type RedemptionMode } from './quotes.js';

/** One way a payment settles a paid period, as the audit trail names it. */
export type SettlementAction = Extract<AuditAction, 'payment.approve' | 'payment.chain_credit' | 'payment.card'>;

export interface Settlement {
  /** The completed payment that pays for the period: inserted or decided by the caller in the same transaction. */
  payment: Payment;
  /** How it was settled. */
  action: SettlementAction;
  /** The payment's values before the settlement, for the audit row (null for one created by it). */
  before: Record<string, unknown> | null;
  /** What the audit row keeps besides the period and the excess: the transfers counted. */
  details?: Record<string, unknown>;
  /** The card provider's PaymentIntent id, kept on the subscription. */
  paymentIntent?: string | null;
  /** What it buys: a plan's months at a price, less a promo code (`commands/quotes.ts`). */
  purchase: Purchase;
  /** How the promo code's redemption is counted (`RedemptionMode`): taken here by default. */
  redemption?: RedemptionMode;
  now: Date;
}

/**
 * The one place a payment settles a paid period of premium, whichever way it
 * was paid (an admin's approval of a claim, a card, a chain credit), inside
 * the caller's transaction: the period is extended from its end, never
 * losing paid days (by the month, and any days an excess bought), the
 * payment is linked to it, the member is told (one notice, the excess said;
 * by e-mail, the receipt),
 * the settlement is audited, and the payment's change is recorded, so the
 * sockets move after the commit (`payment.created` for a payment the
 * settlement created, `payment.updated` for one it decided).
 *
 * @param unit the transaction and event recorder.
 * @param approvedBy the admin who approved the payment; null when the member's own payment settled it (a card, the
 *   chain): the member is then the audit row's actor.
 * @param settlement the payment and how it was settled.
 * @returns the premium member, their subscription and the payment as presented (payer joined).
 */
export async function settlePayment(unit: UnitOfWork, approvedBy: Pick<User, 'id'> | null, settlement: Settlement): Promise<PremiumGrantResult & { payment: Payment }> {
  const { payment, action, before, details, paymentIntent = null, purchase, redemption = 'take', now } = settlement;
  // The promo code's redemption counted (a code used up meanwhile refuses the settlement), the quote settled.
  await settlePurchase(unit, null, { payment, purchase, redemption });
  // Recorded on the payment by whoever made it (a chain credit): days it adds to the period, or a refund it owes.
  const excess = paymentExcess(payment);
  const { user, subscription } = await grantPremiumPeriod(unit, { id: payment.userId }, {
    kind: 'paid',
    planId: purchase.planId,
    months: purchase.months,
    amount: purchase.amountUsd,
    paymentMethod: payment.paymentMethod,
    paymentIntent,
    paymentId: payment.id,
    extraDays: excess?.handling === 'extended' ? (excess.days ?? 0) : 0,
    now,
  });
  // The e-mail is the receipt (below), not a second message saying the same.
  const notice = await alertAccount(unit, user, {
    kind: 'paymentApproved',
    text: paymentApprovedText(payment.amount, payment.currency, subscription.endDate, excess),
    createdBy: approvedBy?.id ?? null,
    emailed: false,
    now,
  });
  // A member's own payment (a card, the chain) has no admin behind it: the member concerned is the actor, as for an expiry.
  await recordAudit(unit, approvedBy ?? { id: payment.userId }, {
    action,
    entityType: 'payment',
    entityId: payment.id,
    before,
    after: {
      status: payment.status,
      subscriptionId: subscription.id,
      subscriptionEndDate: user.subscriptionEndDate,
      ...details,
      ...(excess && { excessHandling: excess.handling, excessDays: excess.days }),
    },
  });
  await emailReceipt(unit, user, payment.id, { notificationId: notice?.id ?? null, now });
  const settled = (await findPaymentWithPayer(unit.trx, payment.id)) ?? payment;
  unit.record({ type: before === null ? 'payment.created' : 'payment.updated', payment: settled });
  return { user, subscription, payment: settled };
}
