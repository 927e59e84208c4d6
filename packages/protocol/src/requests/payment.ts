import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '../constants.js';

/** How each network writes a transaction hash, and how the form says so. */
export const TRANSACTION_ID_FORMATS: Record<PaymentMethod, { pattern: RegExp; message: string }> = {
  usdt: { pattern: /^0x[0-9a-fA-F]{64}$/, message: 'A BEP20 transaction ID is 0x followed by 64 hexadecimal characters' },
  ethereum: { pattern: /^0x[0-9a-fA-F]{64}$/, message: 'An Ethereum transaction ID is 0x followed by 64 hexadecimal characters' },
  bitcoin: { pattern: /^[0-9a-fA-F]{64}$/, message: 'A Bitcoin transaction ID is 64 hexadecimal characters' },
};

export const CryptoPaymentRequest = z
  .object({
    transactionId: z.string({ error: 'Transaction ID is required' }).trim().min(1, 'Transaction ID is required').max(100, 'Transaction ID is too long'),
    amount: z.number({ error: 'Amount is required' }).positive('Amount must be greater than 0').max(1_000_000, 'Amount is too large'),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose USDT, Bitcoin or Ethereum' }).default('usdt'),
  })
  .superRefine((value, ctx) => {
    const format = TRANSACTION_ID_FORMATS[value.paymentMethod];
    if (!format.pattern.test(value.transactionId)) {
      ctx.addIssue({ code: 'custom', path: ['transactionId'], message: format.message });
    }
  })
  .transform((value) => ({ ...value, transactionId: value.transactionId.toLowerCase() }));
export type CryptoPaymentRequest = z.input<typeof CryptoPaymentRequest>;

export const PaymentIntentRequest = z.object({
  amount: z.number({ error: 'Amount is required' }).positive('Amount must be greater than 0'),
});
export type PaymentIntentRequest = z.input<typeof PaymentIntentRequest>;
