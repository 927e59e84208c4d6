import type { Payment as PaymentDto } from '@signals/protocol';
import { paymentExcess, type Payment } from '../db/models/index.js';

/** A payment for its payer or an admin; `username` is joined by the query or passed in. */
/**
 * A payment as the back office (`staff`) or its payer (`member`) reads it. A claim with one of its two approvals
 * (issue 46) is `awaiting_second_approval` to the staff; to the payer it is still under review, `pending`, and who
 * approved it is the staff's business.
 */
export function presentPayment(payment: Payment, username = payment.username ?? '', audience: 'staff' | 'member' = 'staff'): PaymentDto {
  const halfApproved = payment.status === 'pending' && payment.firstApprovedBy !== null && payment.firstApprovedBy !== undefined;
  return {
    id: payment.id,
    userId: payment.userId,
    username,
    amount: payment.amount,
    currency: payment.currency,
    paymentMethod: payment.paymentMethod,
    transactionId: payment.transactionId,
    fromAddress: payment.fromAddress ?? null,
    status: halfApproved && audience === 'staff' ? 'awaiting_second_approval' : payment.status,
    firstApprovedBy: audience === 'staff' ? (payment.firstApprovedBy ?? null) : null,
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
