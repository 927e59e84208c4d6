import { textRef } from '@signals/protocol';
import { submitCryptoPayment } from '../../commands/cryptoPayments.js';
import { assignDepositAddress } from '../../commands/depositAddresses.js';
import { TEST_USDT_SENDS_PER_HOUR } from '../../dev/demoChain.js';
import { badRequest, notFound, tooManyRequests } from '../../errors.js';
import { presentDepositAddress } from '../../presenters/depositAddress.js';
import { presentPayment } from '../../presenters/payment.js';
import { listPaymentsOf } from '../../queries/billing.js';
import { dearestPlanPrice } from '../../queries/plans.js';
import { depositProgressOf } from '../../queries/depositAddresses.js';
import type { Handler } from '../types.js';

const submitPayment: Handler<'submitPayment'> = async ({ input, viewer, write, services }) =>
  presentPayment(
    await write((unit) => submitCryptoPayment(unit, viewer, { ...input.body, usdtOnChain: services.config.chainPayments !== null })),
    undefined,
    'member',
  );

const listMyPayments: Handler<'listMyPayments'> = async ({ input, viewer, services }) =>
  (await listPaymentsOf(services.db, viewer.id, input.query)).map((payment) => presentPayment(payment, undefined, 'member'));

const depositAddress: Handler<'depositAddress'> = async ({ viewer, write, services }) => {
  const { depositKey: key, config } = services;
  if (!key || !config.chainPayments) {
    throw notFound(textRef('errors.chainPaymentsOff'));
  }
  const address = await write((unit) => assignDepositAddress(unit, viewer, { key }));
  return presentDepositAddress(address, await depositProgressOf(services.db, viewer.id, config.chainPayments.confirmations));
};

const sendTestUsdt: Handler<'sendTestUsdt'> = async ({ input, viewer, write, services }) => {
  const { depositKey: key, demoChain } = services;
  if (!key || !demoChain) {
    throw notFound(textRef('errors.demoChainOff'));
  }
  const max = await dearestPlanPrice(services.db);
  if (input.body.amount > max) {
    const message = textRef('errors.testUsdtAboveDearestPlan', { max });
    throw badRequest(message, [{ path: 'amount', message }]);
  }
  const wait = await demoChain.takeSend(viewer.id);
  if (wait > 0) {
    throw tooManyRequests(textRef('errors.tooManyTestUsdtSends', { count: TEST_USDT_SENDS_PER_HOUR, minutes: Math.ceil(wait / 60) }), wait);
  }
  const address = await write((unit) => assignDepositAddress(unit, viewer, { key }));
  try {
    return { txHash: await demoChain.sendTestUsdt(address.address as `0x${string}`, String(input.body.amount)) };
  } catch (error) {
    await demoChain.giveSendBack(viewer.id);
    throw error;
  }
};

export const paymentHandlers = { submitPayment, listMyPayments, depositAddress, sendTestUsdt };
