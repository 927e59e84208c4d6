import { approvePayment } from '../../commands/paymentApprover.js';
import { rejectPayment } from '../../commands/paymentRejecter.js';
import { presentPayment } from '../../presenters/payment.js';
import { listPaymentsForAdmin } from '../../queries/adminPayments.js';
import type { Handler } from '../types.js';

const adminListPayments: Handler<'adminListPayments'> = ({ input, services }) => listPaymentsForAdmin(services.db, input.query);

// The commands answer 404 for a missing payment and 409 for one already decided.
const adminApprovePayment: Handler<'adminApprovePayment'> = async ({ input, viewer, services }) =>
  presentPayment(await approvePayment(services.db, services.events, viewer, input.params.id));

const adminRejectPayment: Handler<'adminRejectPayment'> = async ({ input, viewer, services }) =>
  presentPayment(await rejectPayment(services.db, services.events, viewer, input.params.id, input.body.reason));

/** The back office handlers for payments: the table and the decisions, keyed by route name. */
export const paymentHandlers = { adminListPayments, adminApprovePayment, adminRejectPayment };
