import { PAYMENT_CHANNEL_LABELS, type Payment, type Ticket, type TicketResponse } from '@signals/protocol';
import { formatUsd } from '../../../lib/format';
import { onLiveEvent } from '../../../live/registry';
import { toast, useToastStore, type ToastInput } from '../../toast';
import { useTicketsStore } from '../tickets';

/** The toasts this module showed: the ones it may replace. */
const alertIds = new Set<number>();

/**
 * Shows an alert unless the admin is reading the outcome of their own action:
 * only one toast shows at a time, and "Payment approved" must not be pushed
 * away by someone else's payment (the live row and counters show it anyway).
 */
function alert(input: ToastInput) {
  const busy = useToastStore.getState().toasts.some((t) => t.open && !alertIds.has(t.id));
  if (!busy) {
    alertIds.add(toast(input).id);
  }
}

function paymentArrived(payment: Payment) {
  alert({ title: 'New payment', description: `${payment.username} submitted ${formatUsd(payment.amount)} (${PAYMENT_CHANNEL_LABELS[payment.paymentMethod]}) for review.` });
}

function ticketArrived(ticket: Ticket) {
  alert({ title: 'New support ticket', description: `${ticket.username}: ${ticket.subject}` });
}

function replyArrived(response: TicketResponse) {
  if (response.isFromAdmin) {
    return;
  }
  const ticket = useTicketsStore.getState().list.byId[response.ticketId];
  const about = ticket ? `${ticket.username} replied on "${ticket.subject}".` : `A user replied on ticket #${response.ticketId}.`;
  alert({ title: 'New ticket reply', description: about });
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
