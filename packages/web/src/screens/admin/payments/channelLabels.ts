import type { PaymentChannel } from '@signals/protocol';
import type { MessageId } from '../../../i18n/messages';

/** What a payment was paid with, the coin and its network (protocol PAYMENT_CHANNEL_LABELS, translated): "USDT on BEP20". */
export const CHANNEL_LABELS: Record<PaymentChannel, MessageId> = {
  usdt: 'ui.paymentChannel.usdt',
  bitcoin: 'ui.paymentChannel.bitcoin',
  ethereum: 'ui.paymentChannel.ethereum',
  card: 'ui.paymentChannel.card',
};
