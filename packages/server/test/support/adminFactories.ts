import { randomBytes } from 'node:crypto';
import type { PartialModelObject } from 'objection';
import { paymentCurrencyOf } from '@signals/protocol';
import type { Db } from '../../src/db/knex.js';
import { Airdrop, News, Notification, Payment, Signal, SupportTicket, TicketResponse, type User } from '../../src/db/models/index.js';
import type { DomainEvent } from '../../src/services/eventBus.js';
import { sendingAddress } from './billingFactories.js';
import { buildAdmin, buildUser, type UserOverrides } from './factories.js';
import type { TestClient } from './testClient.js';
import type { TestServer } from './testServer.js';

type BuiltUser = User & { password: string };

/** A user signed in on their own client (one browser). */
export async function signIn(server: TestServer, user: BuiltUser): Promise<TestClient> {
  const client = server.client();
  await client.signIn(user.username, user.password);
  return client;
}

/**
 * The callers most admin tests need: a signed-in admin, a signed-in member
 * (for 403s) and an anonymous client (for 401s).
 */
export async function adminCallers(server: TestServer, overrides: UserOverrides = {}) {
  const admin = await buildAdmin(server.app.db, overrides);
  const member = await buildUser(server.app.db);
  const [adminClient, memberClient] = await Promise.all([signIn(server, admin), signIn(server, member)]);
  return { admin, member, adminClient, memberClient, anonymous: server.client() };
}

/** Collects the domain events published from now on. */
export function recordEvents(server: TestServer) {
  const events: DomainEvent[] = [];
  const stop = server.app.services.events.subscribe((event) => events.push(event));
  return {
    events,
    ofType: <T extends DomainEvent['type']>(type: T) => events.filter((e): e is Extract<DomainEvent, { type: T }> => e.type === type),
    stop,
  };
}

/** A transaction id no other payment has. */
export function uniqueTxid(): string {
  return `0x${randomBytes(32).toString('hex')}`;
}

/** Inserts a pending 60 USDT payment by a new user, with a sending address (none for cards), unless told otherwise; other methods are stated in USD. */
export async function buildPayment(db: Db, overrides: PartialModelObject<Payment> = {}): Promise<Payment> {
  const userId = overrides.userId ?? (await buildUser(db)).id;
  const method = overrides.paymentMethod ?? 'usdt';
  return Payment.query(db).insertAndFetch({
    amount: 60,
    currency: typeof method === 'string' ? paymentCurrencyOf(method) : 'USDT',
    paymentMethod: 'usdt',
    transactionId: uniqueTxid(),
    fromAddress: method === 'card' || typeof method !== 'string' ? null : sendingAddress(method),
    status: 'pending',
    ...overrides,
    userId,
  });
}

/** Inserts an open ticket by a new user unless told otherwise. */
export async function buildTicket(db: Db, overrides: PartialModelObject<SupportTicket> = {}): Promise<SupportTicket> {
  const userId = overrides.userId ?? (await buildUser(db)).id;
  return SupportTicket.query(db).insertAndFetch({
    subject: 'Cannot see premium signals',
    message: 'I paid yesterday and premium signals are still locked for me.',
    status: 'open',
    priority: 'medium',
    ...overrides,
    userId,
  });
}

/** Inserts a response on a ticket, from its owner unless told otherwise. */
export async function buildTicketResponse(db: Db, ticket: SupportTicket, overrides: PartialModelObject<TicketResponse> = {}): Promise<TicketResponse> {
  return TicketResponse.query(db).insertAndFetch({ ticketId: ticket.id, userId: ticket.userId, message: 'Any news on this?', isFromAdmin: false, ...overrides });
}

/** Inserts an active free arbitrage signal expiring in an hour unless told otherwise. */
export async function buildAdminSignal(db: Db, overrides: PartialModelObject<Signal> = {}): Promise<Signal> {
  return Signal.query(db).insertAndFetch({
    pair: 'BTC/USDT',
    signalType: 'arbitrage',
    profitPercentage: 1.5,
    isPremium: false,
    isActive: true,
    buyExchange: 'Binance',
    sellExchange: 'Kraken',
    buyPrice: 67000,
    sellPrice: 68000,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
    ...overrides,
  });
}

/** Inserts a published news item unless told otherwise. */
export async function buildNews(db: Db, overrides: PartialModelObject<News> = {}): Promise<News> {
  const isPublished = overrides.isPublished ?? true;
  return News.query(db).insertAndFetch({
    title: 'Bitcoin breaks a new high',
    content: 'The market moved sharply overnight on heavy volume.',
    isPublished,
    publishedAt: isPublished ? new Date() : null,
    ...overrides,
  });
}

/** Inserts an active airdrop ending in 30 days unless told otherwise. */
export async function buildAirdrop(db: Db, overrides: PartialModelObject<Airdrop> = {}): Promise<Airdrop> {
  return Airdrop.query(db).insertAndFetch({
    title: 'Layer Zero drop',
    description: 'Bridge once a week to qualify for the drop.',
    projectName: 'LayerZero',
    tokenSymbol: 'ZRO',
    registrationUrl: 'https://example.com/register',
    endDate: new Date(Date.now() + 30 * 86_400_000),
    isActive: true,
    ...overrides,
  });
}

/** Inserts a notification to everyone unless told otherwise. */
export async function buildNotification(db: Db, overrides: PartialModelObject<Notification> = {}): Promise<Notification> {
  return Notification.query(db).insertAndFetch({
    userId: null,
    title: 'Maintenance tonight',
    message: 'The service will be down for ten minutes at midnight.',
    type: 'system',
    isImportant: false,
    ...overrides,
  });
}
