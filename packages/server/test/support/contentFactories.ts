import type { PartialModelObject } from 'objection';
import type { Db } from '../../src/db/knex.js';
import { Airdrop, News, Notification, NotificationRead, Signal, type User } from '../../src/db/models/index.js';
import type { SignalViewer } from '../../src/policies/signal.js';
import { buildUser, uniqueName, type UserOverrides } from './factories.js';
import type { TestClient } from './testClient.js';
import type { TestServer } from './testServer.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Detail fields of each type, so a signal built as forex or futures looks like one an admin would write. */
const DETAIL_BY_TYPE: Record<Signal['signalType'], PartialModelObject<Signal>> = {
  arbitrage: { buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 67420.5, sellPrice: 68532 },
  forex: { direction: 'buy', entryPrice: 1.0842, takeProfit1: 1.088, takeProfit2: 1.0915, stopLoss: 1.0815 },
  futures: {
    exchange: 'Bybit',
    direction: 'long',
    leverage: 10,
    contractType: 'perpetual',
    entryPrice: 3500,
    takeProfit1: 3600,
    takeProfit2: 3700,
    stopLoss: 3400,
  },
};

/** Inserts a signal: a free arbitrage signal expiring in an hour unless told otherwise. */
export async function buildSignal(db: Db, overrides: PartialModelObject<Signal> = {}): Promise<Signal> {
  const signalType = (overrides.signalType as Signal['signalType'] | undefined) ?? 'arbitrage';
  return Signal.query(db).insertAndFetch({
    pair: 'BTC/USDT',
    profitPercentage: 1.5,
    isPremium: false,
    isActive: true,
    expiresAt: new Date(Date.now() + HOUR_MS),
    ...DETAIL_BY_TYPE[signalType],
    ...overrides,
    signalType,
  });
}

/** Inserts a notification; `userId: null` (the default) sends it to everyone. */
export async function buildNotification(db: Db, overrides: PartialModelObject<Notification> = {}): Promise<Notification> {
  return Notification.query(db).insertAndFetch({
    userId: null,
    title: uniqueName('Title '),
    message: 'Something happened that you may want to know about.',
    type: 'general',
    isImportant: false,
    ...overrides,
  });
}

/** Records that a user has read a notification. */
export async function markRead(db: Db, notificationId: number, userId: number): Promise<void> {
  await NotificationRead.query(db).insert({ notificationId, userId, readAt: new Date() });
}

/** Inserts a news item, published now unless told otherwise. */
export async function buildNews(db: Db, overrides: PartialModelObject<News> = {}): Promise<News> {
  const isPublished = (overrides.isPublished as boolean | undefined) ?? true;
  return News.query(db).insertAndFetch({
    title: uniqueName('News '),
    content: 'Markets moved today, and here is what it means for traders.',
    imageUrl: null,
    videoUrl: null,
    externalUrl: null,
    publishedAt: isPublished ? new Date() : null,
    ...overrides,
    isPublished,
  });
}

/** Inserts an active airdrop ending in thirty days unless told otherwise. */
export async function buildAirdrop(db: Db, overrides: PartialModelObject<Airdrop> = {}): Promise<Airdrop> {
  return Airdrop.query(db).insertAndFetch({
    title: uniqueName('Airdrop '),
    description: 'Join early, complete the tasks and receive tokens at launch.',
    projectName: 'Example Protocol',
    tokenSymbol: 'EXP',
    imageUrl: null,
    websiteUrl: 'https://example.com',
    registrationUrl: 'https://example.com/join',
    endDate: new Date(Date.now() + 30 * DAY_MS),
    value: 250,
    isActive: true,
    ...overrides,
  });
}

/** The clock of the entitlement grid: fixed, so the expired and active subscriptions stay so. */
export const GRID_NOW = new Date('2026-03-01T12:00:00Z');

const gridMember = { isAdmin: false, isBanned: false, isPremium: false, subscriptionEndDate: null };

/** Every viewer state the signal entitlement distinguishes, as the policy reads them (no database). */
export const GRID_VIEWERS = {
  anonymous: null,
  free: gridMember,
  premium: { ...gridMember, isPremium: true, subscriptionEndDate: new Date(GRID_NOW.getTime() + 30 * DAY_MS) },
  // The flag is still set because the expiry sweep has not run yet: the end date wins.
  expiredPremium: { ...gridMember, isPremium: true, subscriptionEndDate: new Date(GRID_NOW.getTime() - DAY_MS) },
  banned: { ...gridMember, isPremium: true, subscriptionEndDate: new Date(GRID_NOW.getTime() + 30 * DAY_MS), isBanned: true },
  admin: { ...gridMember, isAdmin: true },
} as const satisfies Record<string, SignalViewer>;
export type GridViewer = keyof typeof GRID_VIEWERS;

/** The whole grid: signal tier x viewer state, and whether the full detail may be sent. */
export const SIGNAL_GRID: ReadonlyArray<readonly [tier: 'free' | 'premium', viewer: GridViewer, seesDetail: boolean]> = [
  ['free', 'anonymous', false],
  ['free', 'free', true],
  ['free', 'premium', true],
  ['free', 'expiredPremium', true],
  ['free', 'banned', false],
  ['free', 'admin', true],
  ['premium', 'anonymous', false],
  ['premium', 'free', false],
  ['premium', 'premium', true],
  ['premium', 'expiredPremium', false],
  ['premium', 'banned', false],
  ['premium', 'admin', true],
];

/** A browser signed in as a new user built with `overrides`; the user comes along for assertions. */
export async function signedInClient(server: TestServer, overrides: UserOverrides = {}): Promise<{ client: TestClient; user: User }> {
  const user = await buildUser(server.app.db, overrides);
  const client = server.client();
  await client.signIn(user.username, user.password);
  return { client, user };
}

/** A coin symbol no other test has used, so a `coin` filter isolates one test's signals in a shared database. */
export function uniqueCoin(): string {
  return uniqueName('Z').replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, 12);
}
