import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants.js';
import { textRef } from '../text.js';
import { refusedAny } from './fields.js';
import { isTransactionHash, spellTransactionId, TRANSACTION_ID_FORMATS } from '../chain/transactionIds.js';
import { isWalletAddress, SENDING_ADDRESS_REQUIRED, WALLET_ADDRESS_FORMATS } from '../chain/walletAddresses.js';

/**
 * A crypto payment claim. The transaction id may be pasted in any spelling
 * (`0x` or not, any case, stray spaces) and comes out in the network's own
 * (`transactionKey` in chain/transactionIds.ts is its identity). USDT claims
 * name the sending wallet; Bitcoin and Ethereum ones may.
 */
export const CryptoPaymentRequest = z
  .object({
    transactionId: z
      .string({ error: textRef('validation.payment.transactionIdRequired') })
      .trim()
      .min(1, textRef('validation.payment.transactionIdRequired'))
      .max(100, textRef('validation.payment.transactionIdTooLong')),
    amount: z
      .number({ error: textRef('validation.payment.amountRequired') })
      .positive(textRef('validation.payment.amountPositive'))
      .max(1_000_000, textRef('validation.payment.amountTooLarge')),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: textRef('validation.payment.methodRequired') }).default('usdt'),
    fromAddress: z
      .string({ error: textRef('validation.payment.fromAddressNotText') })
      .trim()
      .max(100, textRef('validation.payment.fromAddressTooLong'))
      .nullish()
      .transform((value) => (value ? value : null)),
    /** The quote the claim pays (`POST /api/payment/quote`); without one, the monthly plan at today's price. */
    quoteId: quoteId(),
  })
  .superRefine(
    (value, ctx) => {
      if (!isTransactionHash(value.transactionId)) {
        ctx.addIssue({ code: 'custom', path: ['transactionId'], message: TRANSACTION_ID_FORMATS[value.paymentMethod].message });
      }
    },
    // Checked beside an amount error too, so the form shows every problem at once.
    { when: (payload) => !refusedAny(payload.issues, ['transactionId', 'paymentMethod']) },
  )
  .superRefine(
    (value, ctx) => {
      const format = WALLET_ADDRESS_FORMATS[value.paymentMethod];
      if (value.fromAddress === null) {
        if (format.required) {
          ctx.addIssue({ code: 'custom', path: ['fromAddress'], message: SENDING_ADDRESS_REQUIRED });
        }
      } else if (!isWalletAddress(value.paymentMethod, value.fromAddress)) {
        ctx.addIssue({ code: 'custom', path: ['fromAddress'], message: format.message });
      }
    },
    { when: (payload) => !refusedAny(payload.issues, ['fromAddress', 'paymentMethod']) },
  )
  .transform((value) => ({ ...value, transactionId: spellTransactionId(value.paymentMethod, value.transactionId) }));
export type CryptoPaymentRequest = z.input<typeof CryptoPaymentRequest>;

/** What the demo's chain sends a member to pay with (DEMO_CHAIN only): the server holds it to the dearest plan's price. */
export const DEMO_MAX_TEST_USDT = 100_000;
export const TestUsdtRequest = z.object({
  amount: z
    .number({ error: textRef('validation.payment.amountRequired') })
    .positive(textRef('validation.payment.amountPositive'))
    .max(DEMO_MAX_TEST_USDT, textRef('validation.payment.amountTooLarge'))
    // The token counts 18 decimals; a number's text with up to six is exact in it.
    .refine((amount) => /^\d+(\.\d{1,6})?$/.test(String(amount)), textRef('validation.payment.amountPrecision')),
});
export type TestUsdtRequest = z.input<typeof TestUsdtRequest>;

export const PaymentIntentRequest = z.object({
  amount: z.number({ error: textRef('validation.payment.amountRequired') }).positive(textRef('validation.payment.amountPositive')),
  quoteId: quoteId(),
});

/** A quote named by a payment: optional, a row id when given. */
function quoteId() {
  const message = textRef('validation.plans.quoteId');
  return z.number({ error: message }).int(message).positive(message).nullish().transform((value) => value ?? null);
}
export type PaymentIntentRequest = z.input<typeof PaymentIntentRequest>;
