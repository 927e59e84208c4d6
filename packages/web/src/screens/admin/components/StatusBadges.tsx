import type { PaymentStatus, SignalStatus, TicketStatus } from '@signals/protocol';
import type { MessageId } from '../../../i18n/messages';
import { useT } from '../../../i18n/useT';
import { Badge, type BadgeTone } from '../../../ui';

const paymentTones: Record<PaymentStatus, BadgeTone> = { completed: 'profit', pending: 'warning', awaiting_second_approval: 'premium', failed: 'loss' };
/** A payment status's name in the catalogue ("Completed"): `t(PAYMENT_STATUS_LABEL_IDS[status])`. */
export const PAYMENT_STATUS_LABEL_IDS: Record<PaymentStatus, MessageId> = {
  completed: 'admin.paymentStatus.completed',
  pending: 'admin.paymentStatus.pending',
  awaiting_second_approval: 'admin.paymentStatus.awaitingSecondApproval',
  failed: 'admin.paymentStatus.failed',
};

/** Completed (green), Pending (amber), Awaiting a second approval (purple) or Failed (red). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const t = useT();
  return <Badge $tone={paymentTones[status]}>{t(PAYMENT_STATUS_LABEL_IDS[status])}</Badge>;
}

const ticketTones: Record<TicketStatus, BadgeTone> = { open: 'accent', in_progress: 'warning', waiting_for_user: 'premium', closed: 'neutral' };
/**
 * A ticket status with the admin screens' wording ("Waiting for User"; protocol ADMIN_TICKET_STATUS_LABELS,
 * translated): `t(TICKET_STATUS_LABEL_IDS[status])`.
 */
export const TICKET_STATUS_LABEL_IDS: Record<TicketStatus, MessageId> = {
  open: 'admin.ticketStatus.open',
  in_progress: 'admin.ticketStatus.inProgress',
  waiting_for_user: 'admin.ticketStatus.waitingForUser',
  closed: 'admin.ticketStatus.closed',
};

/** A ticket status with the admin screens' wording ("Waiting for User"). */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useT();
  return <Badge $tone={ticketTones[status]}>{t(TICKET_STATUS_LABEL_IDS[status])}</Badge>;
}

const signalTones: Record<SignalStatus, BadgeTone> = { active: 'profit', expired: 'warning', inactive: 'neutral' };
/** A signal's display status in the catalogue ("Active"): `t(SIGNAL_STATUS_LABEL_IDS[status])`. */
export const SIGNAL_STATUS_LABEL_IDS: Record<SignalStatus, MessageId> = {
  active: 'admin.signalStatus.active',
  expired: 'admin.signalStatus.expired',
  inactive: 'admin.signalStatus.inactive',
};

/** A signal's display status: active, expired or inactive. */
export function SignalStatusBadge({ status }: { status: SignalStatus }) {
  const t = useT();
  return <Badge $tone={signalTones[status]}>{t(SIGNAL_STATUS_LABEL_IDS[status])}</Badge>;
}

/** Premium or Free. */
export function PlanBadge({ premium }: { premium: boolean }) {
  const t = useT();
  return <Badge $tone={premium ? 'premium' : 'neutral'}>{premium ? t('ui.signal.premium') : t('admin.plan.free')}</Badge>;
}
