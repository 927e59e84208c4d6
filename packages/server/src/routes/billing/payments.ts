import { submitCryptoPayment } from '../../commands/cryptoPayments.js';
import { presentPayment } from '../../presenters/payment.js';
import { listPaymentsOf } from '../../queries/billing.js';
import type { Handler } from '../types.js';

const submitPayment: Handler<'submitPayment'> = async ({ input, viewer, write }) => presentPayment(await write((unit) => submitCryptoPayment(unit, viewer, input.body)));

const listMyPayments: Handler<'listMyPayments'> = async ({ input, viewer, services }) =>
  (await listPaymentsOf(services.db, viewer.id, input.query)).map((payment) => presentPayment(payment));

export const paymentHandlers = { submitPayment, listMyPayments };
