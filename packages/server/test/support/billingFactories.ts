import { randomBytes } from 'node:crypto';
import type { PaymentChannel, PaymentStatus, SettingKey, SubscriptionStatus, TicketStatus } from '@signals/protocol';
import type { Db } from '../../src/db/knex.js';
import { Payment, Subscription, SupportTicket, TicketResponse, Wallet } from '../../src/db/models/index.js';
import type { DomainEvent } from '../../src/services/eventBus.js';
import { buildUser, type UserOverrides } from './factories.js';
import type { TestClient } from './testClient.js';
import type { TestServer } from './testServer.js';

const DAY_MS = 86_400_000;

/** A member signed in on their own client (one browser). */
export async function signedInUser(server: TestServer, overrides: UserOverrides = {}): Promise<{ user: Awaited<ReturnType<typeof buildUser>>; client: TestClient }> {
  const user = await buildUser(server.app.db, overrides);
  const client = server.client();
  await client.signIn(user.username, user.password);
  return { user, client };
}

/** Collects the domain events the app publishes from now on; call `stop` when done. */
export function captureEvents(server: TestServer): { events: DomainEvent[]; ofType<T extends DomainEvent['type']>(type: T): Extract<DomainEvent, { type: T }>[]; stop(): void } {
  const events: DomainEvent[] = [];
  const stop = server.app.services.events.subscribe((event) => events.push(event));
  return {
    events,
    ofType: <T extends DomainEvent['type']>(type: T) => events.filter((e): e is Extract<DomainEvent, { type: T }> => e.type === type),
    stop,
  };
}

/** Sets system settings for a test; returns a function that puts the previous values back. */
export async function withSettings(db: Db, values: Partial<Record<SettingKey, string>>): Promise<() => Promise<void>> {
  const previous = await db('systemSettings').whereIn('key', Object.keys(values)).select('key', 'value');
  for (const [key, value] of Object.entries(values)) {
    await db('systemSettings').where({ key }).update({ value });
  }
  return async () => {
    for (const row of previous as { key: string; value: string }[]) {
      await db('systemSettings').where({ key: row.key }).update({ value: row.value });
    }
  };
}

/** A transaction hash in the format of the method: 0x + 64 hex for USDT and Ethereum, 64 hex for Bitcoin. */
export function transactionHash(method: 'usdt' | 'bitcoin' | 'ethereum' = 'usdt'): string {
  const hex = randomBytes(32).toString('hex');
  return method === 'bitcoin' ? hex : `0x${hex}`;
}

/** A sending wallet address in the method's format: 0x + 40 hex on BEP20 and Ethereum, a bech32 address on Bitcoin. */
export function sendingAddress(method: 'usdt' | 'bitcoin' | 'ethereum' = 'usdt'): string {
  if (method !== 'bitcoin') {
    return `0x${randomBytes(20).toString('hex')}`;
  }
  const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
  return `bc1q${Array.from(randomBytes(38), (byte) => charset[byte % 32]).join('')}`;
}

/** A valid claim body for POST /api/payment: a fresh hash, the spec's price, and a sending address. */
export function paymentClaim(method: 'usdt' | 'bitcoin' | 'ethereum' = 'usdt'): { transactionId: string; amount: number; paymentMethod: typeof method; fromAddress: string } {
  return { transactionId: transactionHash(method), amount: 60, paymentMethod: method, fromAddress: sendingAddress(method) };
}

export interface SubscriptionOverrides {
  startDate?: Date;
  endDate?: Date;
  amount?: number;
  status?: SubscriptionStatus;
  paymentMethod?: PaymentChannel;
  paymentIntent?: string | null;
}

/** Inserts a subscription row: active, a month from now by default. */
export async function buildSubscription(db: Db, userId: number, overrides: SubscriptionOverrides = {}): Promise<Subscription> {
  const now = Date.now();
  return Subscription.query(db).insertAndFetch({
    userId,
    startDate: overrides.startDate ?? new Date(now),
    endDate: overrides.endDate ?? new Date(now + 30 * DAY_MS),
    amount: overrides.amount ?? 60,
    status: overrides.status ?? 'active',
    paymentMethod: overrides.paymentMethod ?? 'usdt',
    paymentIntent: overrides.paymentIntent ?? null,
  });
}

/** Inserts a payment row: a pending 60 USDT payment with a fresh transaction id and a sending address by default. */
export async function buildPayment(
  db: Db,
  userId: number,
  overrides: { status?: PaymentStatus; transactionId?: string; fromAddress?: string | null; rejectReason?: string | null; createdAt?: Date } = {},
): Promise<Payment> {
  return Payment.query(db).insertAndFetch({
    userId,
    amount: 60,
    currency: 'USDT',
    paymentMethod: 'usdt',
    transactionId: overrides.transactionId ?? transactionHash(),
    fromAddress: overrides.fromAddress === undefined ? sendingAddress() : overrides.fromAddress,
    status: overrides.status ?? 'pending',
    rejectReason: overrides.rejectReason ?? null,
    ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
  });
}

/** Inserts a wallet for the user. */
export async function buildWallet(db: Db, userId: number, overrides: { name?: string; walletAddress?: string; network?: string } = {}): Promise<Wallet> {
  return Wallet.query(db).insertAndFetch({
    userId,
    name: overrides.name ?? 'Main wallet',
    walletAddress: overrides.walletAddress ?? `0x${randomBytes(20).toString('hex')}`,
    network: overrides.network ?? 'BEP20',
  });
}

/** Inserts a support ticket for the user: open by default. */
export async function buildTicket(db: Db, userId: number, overrides: { subject?: string; message?: string; status?: TicketStatus } = {}): Promise<SupportTicket> {
  return SupportTicket.query(db).insertAndFetch({
    userId,
    subject: overrides.subject ?? 'Payment not showing',
    message: overrides.message ?? 'I paid yesterday and my account is still on the free plan.',
    status: overrides.status ?? 'open',
    priority: 'medium',
  });
}

/** Inserts a response on a ticket. */
export async function buildTicketResponse(db: Db, ticketId: number, userId: number, overrides: { message?: string; isFromAdmin?: boolean } = {}): Promise<TicketResponse> {
  return TicketResponse.query(db).insertAndFetch({
    ticketId,
    userId,
    message: overrides.message ?? 'Thanks, we are looking into it.',
    isFromAdmin: overrides.isFromAdmin ?? false,
  });
}
