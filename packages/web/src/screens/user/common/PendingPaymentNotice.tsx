import { RefreshCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Payment, PaymentChannel } from '@signals/protocol';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { formatUsd } from '../../../lib/format';
import { ButtonLink } from '../../../ui';
import { Notice } from './Notice';

interface PendingPaymentNoticeProps {
  payment: Payment;
  /** Whether to offer the way to the payment page (not on the payment page itself). */
  withStatusLink?: boolean;
  /** Further actions beside the status link. */
  extra?: ReactNode;
}

/** What a payment was paid with, the coin and its network (protocol PAYMENT_CHANNEL_LABELS, translated). */
const CHANNEL_LABEL_IDS: Record<PaymentChannel, MessageId> = {
  usdt: 'ui.paymentChannel.usdt',
  bitcoin: 'ui.paymentChannel.bitcoin',
  ethereum: 'ui.paymentChannel.ethereum',
  card: 'ui.paymentChannel.card',
};

/** A payment an admin has yet to decide: said the same way on every screen that would otherwise offer to pay. */
export function PendingPaymentNotice({ payment, withStatusLink = true, extra }: PendingPaymentNoticeProps) {
  const t = useT();
  return (
    <Notice
      tone="info"
      icon={RefreshCwIcon}
      title={t('ui.pendingPayment.title')}
      action={
        withStatusLink || extra ? (
          <>
            {withStatusLink && (
              <ButtonLink to="/payment" variant="secondary" size="sm">
                {t('ui.pendingPayment.statusLink')}
              </ButtonLink>
            )}
            {extra}
          </>
        ) : undefined
      }
    >
      {t('ui.pendingPayment.text', { amount: formatUsd(payment.amount), channel: t(CHANNEL_LABEL_IDS[payment.paymentMethod]) })}
    </Notice>
  );
}
