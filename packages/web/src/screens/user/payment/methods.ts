import { PAYMENT_METHODS, type PaymentMethod } from '@signals/protocol';

/** The method in the address (?method=usdt|bitcoin|ethereum); USDT unless another is named. */
export function parseMethod(value: string | null): PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value ?? '') ? (value as PaymentMethod) : 'usdt';
}

/** What to send for each method: the exact USDT, or the USD value in the coin. */
export function amountText(method: PaymentMethod, price: string): { headline: string; detail: string } {
  if (method === 'usdt') {
    return { headline: `${price} USDT`, detail: 'Send exactly this amount of USDT.' };
  }
  const coin = method === 'bitcoin' ? 'BTC' : 'ETH';
  return { headline: `$${price} in ${coin}`, detail: `Send ${price} USD worth of ${coin} at the current rate.` };
}
