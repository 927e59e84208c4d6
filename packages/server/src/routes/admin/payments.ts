import { approvePayment, rejectPayment } from '../../commands/paymentDecisions.js';
import { presentPayment } from '../../presenters/payment.js';
import { listPaymentsForAdmin } from '../../queries/adminPayments.js';
import type { Handler } from '../types.js';

const adminListPayments: Handler<'adminListPayments'> = ({ input, services }) => listPaymentsForAdmin(services.db, input.query);

// The commands answer 404 for a missing payment and 409 for one already decided.
const adminApprovePayment: Handler<'adminApprovePayment'> = async ({ input, viewer, write }) =>
  presentPayment(await write((unit) => approvePayment(unit, viewer, { paymentId: input.params.id })));

const adminRejectPayment: Handler<'adminRejectPayment'> = async ({ input, viewer, write }) =>
  presentPayment(await write((unit) => rejectPayment(unit, viewer, { paymentId: input.params.id, reason: input.body.reason })));

/** The back office handlers for payments: the table and the decisions, keyed by route name. */
export const paymentHandlers = { adminListPayments, adminApprovePayment, adminRejectPayment };
