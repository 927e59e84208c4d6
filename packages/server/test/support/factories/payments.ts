import { randomBytes } from 'node:crypto';
import type { PartialModelObject } from 'objection';
import { paymentCurrencyOf } from '@signals/protocol';
import type { Db } from '../../../src/db/knex.js';
import { Payment } from '../../../src/db/models/index.js';
import { buildUser } from './users.js';

type CryptoMethod = 'usdt' | 'bitcoin' | 'ethereum';

/** A transaction hash in the format of the method: 0x + 64 hex for USDT and Ethereum, 64 hex for Bitcoin. */
export function transactionHash(method: CryptoMethod = 'usdt'): string {
  const hex = randomBytes(32).toString('hex');
  return method === 'bitcoin' ? hex : `0x${hex}`;
}

/** A sending wallet address in the method's format: 0x + 40 hex on BEP20 and Ethereum, a bech32 address on Bitcoin. */
export function sendingAddress(method: CryptoMethod = 'usdt'): string {
  if (method !== 'bitcoin') {
    return `0x${randomBytes(20).toString('hex')}`;
  }
  const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
  return `bc1q${Array.from(randomBytes(38), (byte) => charset[byte % 32]).join('')}`;
}

/** A valid claim body for POST /api/payment: a fresh hash, the spec's price, and a sending address. */
export function paymentClaim(method: CryptoMethod = 'usdt'): { transactionId: string; amount: number; paymentMethod: typeof method; fromAddress: string } {
  return { transactionId: transactionHash(method), amount: 60, paymentMethod: method, fromAddress: sendingAddress(method) };
}

/**
 * Inserts a payment: a pending 60 USDT payment by a new user, with a fresh
 * transaction id and a sending address (none for cards), unless told
 * otherwise; other methods are stated in their currency.
 */
export async function buildPayment(db: Db, overrides: PartialModelObject<Payment> = {}): Promise<Payment> {
  const userId = overrides.userId ?? (await buildUser(db)).id;
  const method = overrides.paymentMethod ?? 'usdt';
  return Payment.query(db).insertAndFetch({
    amount: 60,
    currency: typeof method === 'string' ? paymentCurrencyOf(method) : 'USDT',
    paymentMethod: 'usdt',
    transactionId: transactionHash(),
    fromAddress: method === 'card' || typeof method !== 'string' ? null : sendingAddress(method),
    status: 'pending',
    ...overrides,
    userId,
  });
}
