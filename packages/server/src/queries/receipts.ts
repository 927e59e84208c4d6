import type { Knex } from 'knex';
import { Payment, Plan, Subscription, User } from '../db/models/index.js';

/** What a receipt states: the settled payment, the period it paid for and its plan, and who paid. */
export interface Receipt {
  payment: Payment;
  payer: Pick<User, 'id' | 'username' | 'email' | 'language'>;
  /** The period the payment is linked to; null only for a payment settled before periods were linked. */
  period: Subscription | null;
  /** The plan it bought (the period's, else the payment's); null for one from before plans. */
  plan: Plan | null;
}

/**
 * A completed payment with its period, plan and payer, or null: missing, or
 * not settled (a pending or rejected payment has no receipt). Whether the
 * reader may see it is the caller's question (policies/receipt.ts).
 *
 * @param db the database, or the settling transaction (which sees its own rows).
 * @param paymentId the payment.
 */
export async function findReceipt(db: Knex, paymentId: number): Promise<Receipt | null> {
  const payment = await Payment.query(db).findById(paymentId);
  if (!payment || payment.status !== 'completed') {
    return null;
  }
  const payer = await User.query(db).select('id', 'username', 'email', 'language').findById(payment.userId);
  if (!payer) {
    return null;
  }
  const period = payment.subscriptionId === null ? null : ((await Subscription.query(db).findById(payment.subscriptionId)) ?? null);
  const planId = period?.planId ?? payment.planId;
  const plan = planId === null ? null : ((await Plan.query(db).findById(planId)) ?? null);
  return { payment, payer, period, plan };
}
