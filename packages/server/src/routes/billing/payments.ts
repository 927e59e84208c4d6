import { textRef } from '@signals/protocol';
import { submitCryptoPayment } from '../../commands/cryptoPayments.js';
import { notFound } from '../../errors.js';
import { presentDepositAddress } from '../../presenters/depositAddress.js';
import { presentPayment } from '../../presenters/payment.js';
import { listPaymentsOf } from '../../queries/billing.js';
import { depositAddressOf, depositProgressOf } from '../../queries/depositAddresses.js';
import type { Handler } from '../types.js';

const submitPayment: Handler<'submitPayment'> = async ({ input, viewer, write }) => presentPayment(await write((unit) => submitCryptoPayment(unit, viewer, input.body)));

const listMyPayments: Handler<'listMyPayments'> = async ({ input, viewer, services }) =>
  (await listPaymentsOf(services.db, viewer.id, input.query)).map((payment) => presentPayment(payment));

const depositAddress: Handler<'depositAddress'> = async ({ viewer, services }) => {
  const { depositKey: key, config } = services;
  if (!key || !config.chainPayments) {
    throw notFound(textRef('errors.chainPaymentsOff'));
  }
  const address = await depositAddressOf(services.db, viewer.id, key);
  return presentDepositAddress(address, await depositProgressOf(services.db, viewer.id, config.chainPayments.confirmations));
};

const sendTestUsdt: Handler<'sendTestUsdt'> = async ({ input, viewer, services }) => {
  const { depositKey: key, demoChain } = services;
  if (!key || !demoChain) {
    throw notFound(textRef('errors.demoChainOff'));
  }
  const address = await depositAddressOf(services.db, viewer.id, key);
  return { txHash: await demoChain.sendTestUsdt(address.address as `0x${string}`, String(input.body.amount)) };
};

export const paymentHandlers = { submitPayment, listMyPayments, depositAddress, sendTestUsdt };
