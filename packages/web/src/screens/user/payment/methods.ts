import { PAYMENT_METHOD_DETAILS, PAYMENT_METHODS, TRANSACTION_ID_FORMATS, WALLET_ADDRESS_FORMATS, type PaymentChannel, type PaymentMethod } from '@signals/protocol';
import { t } from '../../../i18n';
import type { MessageId } from '../../../i18n/messages';

/** The method in the address (?method=usdt|bitcoin|ethereum); USDT unless another is named. */
export function parseMethod(value: string | null): PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value ?? '') ? (value as PaymentMethod) : 'usdt';
}

/** A method's name as members read it: USDT is a token's name in every language, the coins' names are translated. */
export function methodLabel(method: PaymentMethod): string {
  switch (method) {
    case 'usdt':
      return PAYMENT_METHOD_DETAILS.usdt.label;
    case 'bitcoin':
      return t('premium.method.bitcoin');
    case 'ethereum':
      return t('premium.method.ethereum');
  }
}

/** How a payment says what it was paid with, beside its dollar amount (PAYMENT_CHANNEL_LABELS). */
export const CHANNEL_LABELS: Record<PaymentChannel, MessageId> = {
  usdt: 'premium.channel.usdt',
  bitcoin: 'premium.channel.bitcoin',
  ethereum: 'premium.channel.ethereum',
  card: 'premium.channel.card',
};

/** How long a transfer takes to be confirmed on each network (PAYMENT_METHOD_DETAILS' confirmation). */
export const CONFIRMATION_TIMES: Record<PaymentMethod, MessageId> = {
  usdt: 'premium.steps.confirmation.usdt',
  bitcoin: 'premium.steps.confirmation.bitcoin',
  ethereum: 'premium.steps.confirmation.ethereum',
};

/** How each network writes a transaction ID, said under the field (TRANSACTION_ID_FORMATS' message). */
export const TRANSACTION_ID_HINTS: Record<PaymentMethod, MessageId> = {
  usdt: 'premium.form.txid.hint.usdt',
  bitcoin: 'premium.form.txid.hint.bitcoin',
  ethereum: 'premium.form.txid.hint.ethereum',
};

/** Which sending address the form asks for, said under the field (WALLET_ADDRESS_FORMATS' hint). */
export const SENDING_ADDRESS_HINTS: Record<PaymentMethod, MessageId> = {
  usdt: 'premium.form.from.hint.usdt',
  bitcoin: 'premium.form.from.hint.bitcoin',
  ethereum: 'premium.form.from.hint.ethereum',
};

/** The transaction ID field's example: `0x…` is the same in every language, Bitcoin's is words. */
export function transactionIdPlaceholder(method: PaymentMethod): string {
  return method === 'bitcoin' ? t('premium.form.txid.placeholder.bitcoin') : TRANSACTION_ID_FORMATS[method].placeholder;
}

/** The sending address field's example: `0x…` is the same in every language, Bitcoin's names its three prefixes. */
export function sendingAddressPlaceholder(method: PaymentMethod): string {
  return method === 'bitcoin' ? t('premium.form.from.placeholder.bitcoin') : WALLET_ADDRESS_FORMATS[method].placeholder;
}

/** What to send for each method: the exact USDT, or the USD value in the coin; the detail names the network. */
export function amountText(method: PaymentMethod, price: string): { headline: string; detail: string } {
  const network = PAYMENT_METHOD_DETAILS[method].network;
  if (method === 'usdt') {
    return { headline: `${price} USDT`, detail: t('premium.payment.amount.usdt', { network }) };
  }
  const coin = method === 'bitcoin' ? 'BTC' : 'ETH';
  return { headline: t('premium.payment.amount.coinHeadline', { price, coin }), detail: t('premium.payment.amount.coin', { price, coin, network }) };
}

/**
 * What this payment is for: the quote's amount (the plan's price less any promo code), or the monthly price where no
 * quote could be had. `token` is the exact USDT decimal the chain must carry; `usd` the dollars a coin's transfer or a
 * claim is worth.
 */
export interface PayAmount {
  usd: number;
  token: string;
  /** The quote a claim names; null for the monthly price at today's rate. */
  quoteId: number | null;
}
