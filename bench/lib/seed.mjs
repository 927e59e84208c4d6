/**
 * Bench-only seeding: N users (half premium, half free) and one live session
 * each, written straight into the database with one precomputed password hash,
 * as the session store writes them. Run by the benchmarks with the server's
 * environment; writes the clients (cookie header and tier) to BENCH_SEED_OUT.
 *
 * usage: node bench/lib/seed.mjs <users> [signals]
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serverModule } from './seeding.mjs';

const { loadConfig } = await serverModule('config.js');
const { openDatabase } = await serverModule('db/knex.js');
const { prepareDatabase } = await serverModule('bootstrap.js');
const { hashPassword } = await serverModule('services/passwords.js');
const { loadOrCreateSecrets, loadOrCreateSharedSecrets } = await serverModule('secrets.js');

const users = Number(process.argv[2] ?? 10_000);
const signals = Number(process.argv[3] ?? 0);
const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
const COOKIE = 'signals.sid';
const BATCH = 500;

const config = loadConfig();
fs.mkdirSync(config.dataDir, { recursive: true });
const db = openDatabase(config);
const quiet = { info() {}, warn() {}, error: console.error, debug() {} };
await prepareDatabase(db, config, quiet);
// Where the server will look for its cookie keys: the data folder on SQLite, the database on PostgreSQL.
const secrets = config.databaseUrl ? await loadOrCreateSharedSecrets(db) : loadOrCreateSecrets(config.dataDir);

const started = Date.now();
const now = new Date();
const premiumUntil = new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000);
const passwordHash = await hashPassword('bench-user-password-1');
const clients = [];

/** koa-session's signed cookie: keygrip's default HMAC-SHA1, base64url. */
function signedCookie(key) {
  const sig = createHmac('sha1', secrets.sessionKeys[0]).update(`${COOKIE}=${key}`).digest('base64url');
  return `${COOKIE}=${key}; ${COOKIE}.sig=${sig}`;
}

for (let start = 0; start < users; start += BATCH) {
  const rows = [];
  for (let i = start; i < Math.min(users, start + BATCH); i += 1) {
    const premium = i % 2 === 0;
    rows.push({
      username: `bench${i}`,
      email: `bench${i}@bench.invalid`,
      passwordHash,
      isPremium: premium,
      subscriptionEndDate: premium ? premiumUntil : null,
      // Signed in and using the app, as its sessions say: seen now, so their next requests need not mark it (issue 46).
      lastSeenAt: now,
      createdAt: now,
      updatedAt: now,
    });
  }
  await db.transaction(async (trx) => {
    const inserted = await trx('users').insert(rows).returning('id');
    const sessions = inserted.map((row, n) => {
      const userId = typeof row === 'object' ? row.id : row;
      const key = randomUUID();
      const expiresAt = new Date(Date.now() + SESSION_MAX_AGE_MS);
      clients.push({ cookie: signedCookie(key), premium: (start + n) % 2 === 0, userId });
      return {
        id: createHash('sha256').update(key).digest('hex'),
        userId,
        data: JSON.stringify({ userId, _expire: expiresAt.getTime(), _maxAge: SESSION_MAX_AGE_MS }),
        expiresAt,
        createdAt: now,
      };
    });
    await trx('sessions').insert(sessions);
  });
}

// Optional history, so list endpoints have rows to answer with: alternating free and premium.
for (let start = 0; start < signals; start += BATCH) {
  const rows = [];
  for (let i = start; i < Math.min(signals, start + BATCH); i += 1) {
    rows.push({ ...signalRow(i), createdAt: now, updatedAt: now });
  }
  await db('signals').insert(rows);
}

await db.destroy();
fs.writeFileSync(process.env.BENCH_SEED_OUT ?? path.join(config.dataDir, 'bench-clients.json'), JSON.stringify(clients));
console.log(`Seeded ${users} users with sessions${signals ? ` and ${signals} signals` : ''} in ${Date.now() - started} ms`);

function signalRow(i) {
  const premium = i % 2 === 1;
  if (i % 3 === 0) {
    return { pair: 'BTC/USDT', signalType: 'arbitrage', profitPercentage: 1.2, isPremium: premium, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 67420.5, sellPrice: 68229.5 };
  }
  if (i % 3 === 1) {
    return { pair: 'EUR/USD', signalType: 'forex', profitPercentage: 0.8, isPremium: premium, direction: 'buy', entryPrice: 1.0842, takeProfit1: 1.0875, stopLoss: 1.0815 };
  }
  return { pair: 'ETH/USDT', signalType: 'futures', profitPercentage: 2.4, isPremium: premium, direction: 'long', exchange: 'Bybit', leverage: 10, contractType: 'perpetual', entryPrice: 3000, takeProfit1: 3100, stopLoss: 2950 };
}
