import type { Db } from '../db/knex.js';
import { inTransaction } from '../db/transaction.js';
import { Notification, type Payment, type User } from '../db/models/index.js';
import type { EventBus } from '../services/eventBus.js';
import { recordAudit } from './auditRecorder.js';
import { decidePending } from './paymentApprover.js';

/**
 * Rejects a pending payment in one transaction: it becomes failed with the
 * admin's reason (shown to the payer), the payer is notified, and the
 * decision is audited; `payment.updated` and `notification.created` go out
 * after the commit. Only a pending payment can be rejected, once.
 *
 * @param db the database.
 * @param events the event bus.
 * @param actor the admin.
 * @param paymentId the payment.
 * @param reason why, in words for the payer; null for none.
 * @returns the failed payment, payer joined.
 */
export async function rejectPayment(db: Db, events: EventBus, actor: User, paymentId: number, reason: string | null, now = new Date()): Promise<Payment> {
  return inTransaction(db, events, async ({ trx, record }) => {
    const payment = await decidePending(trx, paymentId, { status: 'failed', reviewedBy: actor.id, reviewedAt: now, rejectReason: reason });
    const because = reason ? ` Reason: ${reason}` : '';
    const notification = await Notification.query(trx).insertAndFetch({
      userId: payment.userId,
      title: 'Payment Rejected',
      message: `Your payment of ${payment.amount} ${payment.currency} (transaction ${payment.transactionId}) could not be verified.${because} Contact support if you think this is a mistake.`,
      type: 'billing',
      isImportant: false,
      createdBy: actor.id,
    });
    await recordAudit(trx, actor, {
      action: 'payment.reject',
      entityType: 'payment',
      entityId: payment.id,
      before: { status: 'pending' },
      after: { status: payment.status, rejectReason: reason },
    });
    record({ type: 'payment.updated', payment });
    record({ type: 'notification.created', notification });
    return payment;
  });
}
