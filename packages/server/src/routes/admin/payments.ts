import { textRef } from '@signals/protocol';
import { approvePayment, markExcessRefunded, rejectPayment } from '../../commands/paymentDecisions.js';
import { notFound } from '../../errors.js';
import { presentPayment } from '../../presenters/payment.js';
import { listPaymentsForAdmin } from '../../queries/adminPayments.js';
import { chainActivityOf } from '../../queries/chainActivity.js';
import type { Handler } from '../types.js';

const adminListPayments: Handler<'adminListPayments'> = ({ input, services }) => listPaymentsForAdmin(services.db, input.query);

const adminChainActivity: Handler<'adminChainActivity'> = ({ services }) => {
  const chain = services.config.chainPayments;
  if (!chain) {
    throw notFound(textRef('errors.chainPaymentsOff'));
  }
  return chainActivityOf(services.db, chain.confirmations);
};

// The commands answer 404 for a missing payment and 409 for one already decided.
const adminApprovePayment: Handler<'adminApprovePayment'> = async ({ input, viewer, write }) =>
  presentPayment(await write((unit) => approvePayment(unit, viewer, { paymentId: input.params.id })));

const adminRejectPayment: Handler<'adminRejectPayment'> = async ({ input, viewer, write }) =>
  presentPayment(await write((unit) => rejectPayment(unit, viewer, { paymentId: input.params.id, reason: input.body.reason })));

const adminRefundPayment: Handler<'adminRefundPayment'> = async ({ input, viewer, write }) =>
  presentPayment(await write((unit) => markExcessRefunded(unit, viewer, { paymentId: input.params.id })));

/** The back office handlers for payments: the table, the decisions and refunds, keyed by route name. */
export const paymentHandlers = { adminListPayments, adminChainActivity, adminApprovePayment, adminRejectPayment, adminRefundPayment };
