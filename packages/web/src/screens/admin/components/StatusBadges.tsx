import { ADMIN_TICKET_STATUS_LABELS, type PaymentStatus, type SignalStatus, type TicketStatus } from '@signals/protocol';
import { Badge, type BadgeTone } from '../../../ui';

const paymentTones: Record<PaymentStatus, BadgeTone> = { completed: 'profit', pending: 'warning', failed: 'loss' };
const paymentLabels: Record<PaymentStatus, string> = { completed: 'Completed', pending: 'Pending', failed: 'Failed' };

/** Completed (green), Pending (amber) or Failed (red). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge $tone={paymentTones[status]}>{paymentLabels[status]}</Badge>;
}

const ticketTones: Record<TicketStatus, BadgeTone> = { open: 'accent', in_progress: 'warning', waiting_for_user: 'premium', closed: 'neutral' };

/** A ticket status with the admin screens' wording ("Waiting for User"). */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge $tone={ticketTones[status]}>{ADMIN_TICKET_STATUS_LABELS[status]}</Badge>;
}

const signalTones: Record<SignalStatus, BadgeTone> = { active: 'profit', expired: 'warning', inactive: 'neutral' };
const signalLabels: Record<SignalStatus, string> = { active: 'Active', expired: 'Expired', inactive: 'Inactive' };

/** A signal's display status: active, expired or inactive. */
export function SignalStatusBadge({ status }: { status: SignalStatus }) {
  return <Badge $tone={signalTones[status]}>{signalLabels[status]}</Badge>;
}

/** Premium or Free. */
export function PlanBadge({ premium }: { premium: boolean }) {
  return <Badge $tone={premium ? 'premium' : 'neutral'}>{premium ? 'Premium' : 'Free'}</Badge>;
}
