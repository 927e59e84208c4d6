import { z } from 'zod';
import type { Config } from '../config.js';

/**
 * A small client for the two calls card checkout needs, over Stripe's REST
 * API with fetch (form-encoded requests, JSON answers). No SDK: the surface
 * is tiny and the base URL can point at a local stand-in in tests.
 */

/** The parts of a PaymentIntent the server reads. */
export interface PaymentIntentView {
  id: string;
  status: string;
  /** In the smallest unit of the currency (cents). */
  amount: number;
  /** Lower-case ISO code, e.g. "usd". */
  currency: string;
  clientSecret: string | null;
  metadata: Record<string, string>;
}

export interface NewPaymentIntent {
  amountCents: number;
  currency: 'usd';
  description: string;
  metadata: Record<string, string>;
}

export interface StripeClient {
  createPaymentIntent(intent: NewPaymentIntent): Promise<PaymentIntentView>;
  retrievePaymentIntent(id: string): Promise<PaymentIntentView>;
}

/** The provider could not be reached or answered something unusable; the message is for the log, not the client. */
export class CardProviderError extends Error {
  override name = 'CardProviderError';
}

const REQUEST_TIMEOUT_MS = 15_000;

const PaymentIntentBody = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  client_secret: z.string().nullable().optional(),
  metadata: z.record(z.string(), z.string()).default({}),
});

/**
 * The client for the configured account, or null when no secret key is set
 * (card payments are then off and the card routes answer 503).
 *
 * @param config the server configuration.
 * @returns a client, or null.
 */
export function stripeClientFor(config: Pick<Config, 'stripeSecretKey' | 'stripeApiBase'>): StripeClient | null {
  const { stripeSecretKey: secretKey, stripeApiBase: base } = config;
  if (!secretKey) {
    return null;
  }
  const call = async (method: 'GET' | 'POST', path: string, form?: URLSearchParams): Promise<PaymentIntentView> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form?.toString(),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new CardProviderError(`${method} ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const parsed = PaymentIntentBody.safeParse(response.ok ? await response.json().catch(() => null) : null);
    if (!parsed.success) {
      throw new CardProviderError(`Stripe answered ${response.status} to ${method} ${path}`);
    }
    const body = parsed.data;
    return { id: body.id, status: body.status, amount: body.amount, currency: body.currency, clientSecret: body.client_secret ?? null, metadata: body.metadata };
  };
  return {
    createPaymentIntent(intent) {
      const form = new URLSearchParams({
        amount: String(intent.amountCents),
        currency: intent.currency,
        description: intent.description,
        'automatic_payment_methods[enabled]': 'true',
      });
      for (const [key, value] of Object.entries(intent.metadata)) {
        form.set(`metadata[${key}]`, value);
      }
      return call('POST', '/v1/payment_intents', form);
    },
    retrievePaymentIntent(id) {
      return call('GET', `/v1/payment_intents/${encodeURIComponent(id)}`);
    },
  };
}
