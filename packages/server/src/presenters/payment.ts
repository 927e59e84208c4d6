import type { Payment as PaymentDto } from '@signals/protocol';
import { paymentExcess, type Payment } from '../db/models/index.js';

/** A payment for its payer or an admin; `username` is joined by the query or passed in. */
export function presentPayment(payment: Payment, username = payment.username ?? ''): PaymentDto {
  return {
    id: payment.id,
    userId: payment.userId,
    username,
    amount: payment.amount,
    currency: payment.currency,
    paymentMethod: payment.paymentMethod,
    transactionId: payment.transactionId,
    fromAddress: payment.fromAddress ?? null,
    status: payment.status,
    rejectReason: payment.rejectReason,
    reviewedAt: payment.reviewedAt?.toISOString() ?? null,
    subscriptionId: payment.subscriptionId,
    excess: paymentExcess(payment),
    planId: payment.planId ?? null,
    promoCode: payment.promoCode ?? null,
    discountUsd: payment.discountUsd ?? 0,
    createdAt: payment.createdAt.toISOString(),
  };
}
