import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const STUB_SECRET_KEY = 'sk_test_hardening';

interface StubIntent {
  id: string;
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
}

export interface StripeStub {
  /** The env a test server needs to talk to the stub. */
  env: { STRIPE_SECRET_KEY: string; STRIPE_API_BASE: string };
  /** Marks every intent created so far as paid, as the card form would. */
  payAll(): void;
  close(): Promise<void>;
}

/**
 * A stand-in for the two Stripe endpoints card checkout uses, so card routes
 * answer as they would in production instead of 503 "not configured".
 */
export async function startStripeStub(): Promise<StripeStub> {
  const intents = new Map<string, StubIntent>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const answer = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.headers.authorization !== `Bearer ${STUB_SECRET_KEY}`) {
        return answer(401, { error: { message: 'Invalid API Key provided' } });
      }
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        const form = new URLSearchParams(body);
        const metadata = Object.fromEntries([...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));
        const intent = { id: `pi_${intents.size + 1}`, amount: Number(form.get('amount')), currency: form.get('currency') ?? '', status: 'requires_payment_method', metadata };
        intents.set(intent.id, intent);
        return answer(200, { ...intent, client_secret: `${intent.id}_secret_stub` });
      }
      const intent = req.method === 'GET' ? intents.get(decodeURIComponent(req.url?.split('/').pop() ?? '')) : undefined;
      return intent ? answer(200, { ...intent, client_secret: `${intent.id}_secret_stub` }) : answer(404, { error: { message: 'No such payment_intent' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { STRIPE_SECRET_KEY: STUB_SECRET_KEY, STRIPE_API_BASE: `http://127.0.0.1:${port}` },
    payAll() {
      for (const intent of intents.values()) {
        intent.status = 'succeeded';
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
