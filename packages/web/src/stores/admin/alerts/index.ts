import type { Payment, PaymentChannel, Ticket, TicketResponse } from '@signals/protocol';
import { t } from '../../../i18n';
import type { MessageId } from '../../../i18n/messages';
import { formatUsd } from '../../../lib/format';
import { onLiveEvent } from '../../../live/registry';
import { toast, useToastStore, type ToastInput } from '../../toast';
import { useTicketsStore } from '../tickets';

/** What a payment was paid with (protocol PAYMENT_CHANNEL_LABELS, translated). */
const CHANNEL_LABEL_IDS: Record<PaymentChannel, MessageId> = {
  usdt: 'ui.paymentChannel.usdt',
  bitcoin: 'ui.paymentChannel.bitcoin',
  ethereum: 'ui.paymentChannel.ethereum',
  card: 'ui.paymentChannel.card',
};

/** The toasts this module showed: the ones it may replace. */
const alertIds = new Set<number>();

/**
 * Shows an alert unless the admin is reading the outcome of their own action:
 * only one toast shows at a time, and "Payment approved" must not be pushed
 * away by someone else's payment (the live row and counters show it anyway).
 */
function alert(input: ToastInput) {
  const busy = useToastStore.getState().toasts.some((shown) => shown.open && !alertIds.has(shown.id));
  if (!busy) {
    alertIds.add(toast(input).id);
  }
}

function paymentArrived(payment: Payment) {
  alert({
    title: t('admin.alerts.payment.title'),
    description: t('admin.alerts.payment.description', {
      username: payment.username,
      amount: formatUsd(payment.amount),
      channel: t(CHANNEL_LABEL_IDS[payment.paymentMethod]),
    }),
  });
}

function ticketArrived(ticket: Ticket) {
  alert({ title: t('admin.alerts.ticket.title'), description: `${ticket.username}: ${ticket.subject}` });
}

function replyArrived(response: TicketResponse) {
  if (response.isFromAdmin) {
    return;
  }
  const ticket = useTicketsStore.getState().list.byId[response.ticketId];
  const about = ticket
    ? t('admin.alerts.reply.description', { username: ticket.username, subject: ticket.subject })
    : t('admin.alerts.reply.unknownTicket', { id: String(response.ticketId) });
  alert({ title: t('admin.alerts.reply.title'), description: about });
}

/**
 * Toasts for what needs an admin's attention, while the back office is open:
 * a submitted payment, a new ticket, a user's reply.
 *
 * @returns a function that stops them (the admin left the back office).
 */
export function startAdminAlerts(): () => void {
  const stops = [
    onLiveEvent('payment:created', (payment) => {
      if (payment.status === 'pending') {
        paymentArrived(payment);
      }
    }),
    onLiveEvent('ticket:created', ticketArrived),
    onLiveEvent('ticket:response', replyArrived),
  ];
  return () => {
    for (const stop of stops) {
      stop();
    }
  };
}
