import { PAYMENT_CHANNEL_LABELS, type Payment } from '@signals/protocol';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { formatUsd } from '../../../lib/format';
import { usePaymentsStore } from '../../../stores/admin/payments';
import { toast } from '../../../stores/toast';
import { Button, Dialog } from '../../../ui';
import { TextAreaField } from '../components/form';
import { PayerHistory } from './PayerHistory';
import { PaymentFacts } from './PaymentFacts';

interface PaymentDetailDialogProps {
  /** The payment shown; follows the store, so a decision by another admin shows at once. */
  payment: Payment | undefined;
  onClose: () => void;
}

/**
 * "Payment Details (Transaction #id)": payer, amount, transaction, history, and
 * the decision for a pending one. Either decision asks to confirm first: an
 * approval grants a month of premium and tells the payer, so it is no more a
 * one-click act than a rejection.
 */
export function PaymentDetailDialog({ payment, onClose }: PaymentDetailDialogProps) {
  const approvePayment = usePaymentsStore((s) => s.approvePayment);
  const rejectPayment = usePaymentsStore((s) => s.rejectPayment);
  const [step, setStep] = useState<'view' | 'approve' | 'reject'>('view');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<'approve' | 'reject' | null>(null);

  if (!payment) {
    return null;
  }
  const canDecide = payment.status === 'pending';

  const handleApprove = async () => {
    setPending('approve');
    try {
      await approvePayment(payment.id);
      toast({ title: 'Payment approved', description: `${payment.username} is premium for another month.`, variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: `Failed to approve payment: ${errorMessage(error, 'Unknown error')}`, variant: 'destructive' });
    } finally {
      setPending(null);
    }
  };

  const handleReject = async () => {
    setPending('reject');
    try {
      await rejectPayment(payment.id, reason);
      toast({ title: 'Payment rejected', description: `${payment.username} has been told.` });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: `Failed to reject payment: ${errorMessage(error, 'Unknown error')}`, variant: 'destructive' });
    } finally {
      setPending(null);
    }
  };

  if (step === 'approve' && canDecide) {
    return (
      <Dialog
        open
        onClose={onClose}
        size="sm"
        title="Approve this payment?"
        description={`${formatUsd(payment.amount)} (${PAYMENT_CHANNEL_LABELS[payment.paymentMethod]}) from ${payment.username} will be marked completed, and ${payment.username} gets Premium for one more month at once. Check that the transaction reached the wallet first.`}
        footer={
          <>
            <Button variant="secondary" disabled={pending !== null} onClick={() => setStep('view')}>
              Back
            </Button>
            <Button loading={pending === 'approve'} onClick={() => void handleApprove()}>
              Confirm Approval
            </Button>
          </>
        }
      />
    );
  }

  if (step === 'reject' && canDecide) {
    return (
      <Dialog
        open
        onClose={onClose}
        size="sm"
        title="Reject this payment?"
        description={`${formatUsd(payment.amount)} (${PAYMENT_CHANNEL_LABELS[payment.paymentMethod]}) from ${payment.username} will be marked failed and the user will not get premium.`}
        footer={
          <>
            <Button variant="secondary" disabled={pending !== null} onClick={() => setStep('view')}>
              Back
            </Button>
            <Button variant="destructive" loading={pending === 'reject'} onClick={() => void handleReject()}>
              Reject Payment
            </Button>
          </>
        }
      >
        <TextAreaField
          label="Reason (optional)"
          hint="The user sees this reason with their payment."
          placeholder="e.g. The amount received was lower than the subscription price."
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={`Payment Details (Transaction #${payment.id})`}
      footer={
        canDecide ? (
          <>
            <Button variant="secondary" disabled={pending !== null} onClick={() => setStep('reject')}>
              Reject
            </Button>
            <Button onClick={() => setStep('approve')}>Approve Payment</Button>
          </>
        ) : (
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        )
      }
    >
      <PaymentFacts payment={payment} />
      <PayerHistory userId={payment.userId} excludeId={payment.id} username={payment.username} />
    </Dialog>
  );
}
