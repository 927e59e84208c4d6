import type { Payment } from '@signals/protocol';
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../api';
import { useT } from '../../../i18n/useT';
import { formatUsd } from '../../../lib/format';
import { usePaymentsStore } from '../../../stores/admin/payments';
import { useSessionStore, useStaffMay } from '../../../stores/session';
import { toast } from '../../../stores/toast';
import { Button, Dialog, TextAreaField } from '../../../ui';
import { CHANNEL_LABELS } from './channelLabels';
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
  const t = useT();
  const approvePayment = usePaymentsStore((s) => s.approvePayment);
  const rejectPayment = usePaymentsStore((s) => s.rejectPayment);
  const refundPayment = usePaymentsStore((s) => s.refundPayment);
  // An analyst reads payments; deciding on them is finance's and above (issue 46).
  const mayDecide = useStaffMay('moveMoney');
  const myId = useSessionStore((s) => s.user?.id);
  const [step, setStep] = useState<'view' | 'approve' | 'reject'>('view');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<'approve' | 'reject' | 'refund' | null>(null);

  if (!payment) {
    return null;
  }
  // A claim above the approval threshold takes two staff members (issue 46): whoever gave the first approval waits for another.
  const awaiting = payment.status === 'awaiting_second_approval';
  const canDecide = mayDecide && (payment.status === 'pending' || awaiting);
  const gaveFirst = awaiting && payment.firstApprovedBy === myId;
  const { username } = payment;
  const summary = { amount: formatUsd(payment.amount), channel: t(CHANNEL_LABELS[payment.paymentMethod]), username };

  const handleApprove = async () => {
    setPending('approve');
    try {
      const decided = await approvePayment(payment.id);
      toast(
        decided.status === 'awaiting_second_approval'
          ? { title: t('adminPayments.approve.first.title'), description: t('adminPayments.approve.first.description', { username }) }
          : { title: t('adminPayments.approve.done.title'), description: t('adminPayments.approve.done.description', { username }), variant: 'success' },
      );
      onClose();
    } catch (error) {
      toast({
        title: t('adminPayments.error'),
        description: t('adminPayments.approve.failed', { error: errorMessage(error, t('adminPayments.unknownError')) }),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };

  const handleReject = async () => {
    setPending('reject');
    try {
      await rejectPayment(payment.id, reason);
      toast({ title: t('adminPayments.reject.done.title'), description: t('adminPayments.reject.done.description', { username }) });
      onClose();
    } catch (error) {
      toast({
        title: t('adminPayments.error'),
        description: t('adminPayments.reject.failed', { error: errorMessage(error, t('adminPayments.unknownError')) }),
        variant: 'destructive',
      });
    } finally {
      setPending(null);
    }
  };

  // Said once the refund is sent from the merchant's wallet: the app moves no money itself.
  const handleRefunded = async () => {
    setPending('refund');
    try {
      await refundPayment(payment.id);
      toast({ title: t('adminPayments.refund.done', { username }), variant: 'success' });
    } catch (error) {
      toast({ title: t('adminPayments.error'), description: errorMessage(error, t('adminPayments.unknownError')), variant: 'destructive' });
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
        title={t('adminPayments.approve.title')}
        description={t('adminPayments.approve.description', summary)}
        footer={
          <>
            <Button variant="secondary" disabled={pending !== null} onClick={() => setStep('view')}>
              {t('common.back')}
            </Button>
            <Button loading={pending === 'approve'} onClick={() => void handleApprove()}>
              {t('adminPayments.approve.confirm')}
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
        title={t('adminPayments.reject.title')}
        description={t('adminPayments.reject.description', summary)}
        footer={
          <>
            <Button variant="secondary" disabled={pending !== null} onClick={() => setStep('view')}>
              {t('common.back')}
            </Button>
            <Button variant="destructive" loading={pending === 'reject'} onClick={() => void handleReject()}>
              {t('adminPayments.reject.confirm')}
            </Button>
          </>
        }
      >
        <TextAreaField
          label={t('adminPayments.reject.reason.label')}
          hint={t('adminPayments.reject.reason.hint')}
          placeholder={t('adminPayments.reject.reason.placeholder')}
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
      title={t('adminPayments.detail.title', { id: String(payment.id) })}
      footer={
        canDecide ? (
          <>
            <Button variant="secondary" disabled={pending !== null} onClick={() => setStep('reject')}>
              {t('adminPayments.detail.reject')}
            </Button>
            <Button disabled={gaveFirst} title={gaveFirst ? t('adminPayments.detail.gaveFirst') : undefined} onClick={() => setStep('approve')}>
              {t(awaiting ? 'adminPayments.detail.approveSecond' : 'adminPayments.detail.approve')}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('common.close')}
            </Button>
            {mayDecide && payment.excess?.handling === 'refund_due' && (
              <Button loading={pending === 'refund'} onClick={() => void handleRefunded()}>
                {t('adminPayments.refund.mark')}
              </Button>
            )}
          </>
        )
      }
    >
      {awaiting && <SecondApproval role="note">{t(gaveFirst ? 'adminPayments.detail.gaveFirst' : 'adminPayments.detail.awaitingSecond')}</SecondApproval>}
      <PaymentFacts payment={payment} />
      <PayerHistory userId={payment.userId} excludeId={payment.id} username={payment.username} />
    </Dialog>
  );
}

const SecondApproval = styled.p`
  margin-bottom: 14px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.premiumSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: 13.5px;
`;
