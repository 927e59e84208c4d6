/**
 * Bench-only seeding for the track record: N signals spread over the last two
 * years, about 60% closed (won, lost, breakeven, with results), a few
 * cancelled, the rest open; arbitrage, forex and futures in turn, about half
 * of them premium. Written straight into the database in one transaction, from a
 * fixed pseudo-random sequence, so every run measures the same table. Run by
 * run.mjs with the server's environment.
 *
 * usage: node bench/trackRecord/seed.mjs <signals>
 */
import { generator, serverModule } from '../lib/seeding.mjs';

const { loadConfig } = await serverModule('config.js');
const { openDatabase } = await serverModule('db/knex.js');
const { prepareDatabase } = await serverModule('bootstrap.js');

const signals = Number(process.argv[2] ?? 100_000);
const YEARS_MS = 2 * 365 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
// 20 columns a row: well under SQLite's limit of bound variables per statement.
const BATCH = 400;

const random = generator(17);
const round2 = (value) => Math.round(value * 100) / 100;

/** The trade of the i-th signal, by type. */
function trade(i) {
  switch (i % 3) {
    case 0:
      return { pair: 'BTC/USDT', signalType: 'arbitrage', profitPercentage: 1.2, buyExchange: 'Binance', sellExchange: 'Kraken', buyPrice: 67420.5, sellPrice: 68229.5 };
    case 1:
      return { pair: 'EUR/USD', signalType: 'forex', profitPercentage: 0.8, direction: 'buy', entryPrice: 1.0842, takeProfit1: 1.0875, stopLoss: 1.0815 };
    default:
      return { pair: 'ETH/USDT', signalType: 'futures', profitPercentage: 2.4, direction: 'long', exchange: 'Bybit', leverage: 10, contractType: 'perpetual', entryPrice: 3000, takeProfit1: 3100, stopLoss: 2950 };
  }
}

/** How the i-th signal ended: 58% closed (62% of those won, 35% lost, 3% breakeven), 3% cancelled, the rest open. */
function ending(row, createdAt, now) {
  const draw = random();
  const closedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + (1 + random() * 71) * HOUR_MS));
  if (draw >= 0.61) {
    return { outcome: 'open', resultPercent: null, exitPrice: null, closedAt: null };
  }
  if (draw >= 0.58) {
    return { outcome: 'cancelled', resultPercent: null, exitPrice: null, closedAt };
  }
  const kind = random();
  const resultPercent = kind < 0.62 ? round2(0.2 + random() * 3.8) : kind < 0.97 ? round2(-0.2 - random() * 2.8) : 0;
  const outcome = resultPercent > 0 ? 'won' : resultPercent < 0 ? 'lost' : 'breakeven';
  const exitPrice = row.entryPrice ? round2(row.entryPrice * (1 + resultPercent / 100)) : null;
  return { outcome, resultPercent, exitPrice, closedAt };
}

const config = loadConfig();
const db = openDatabase(config);
const quiet = { info() {}, warn() {}, error: console.error, debug() {} };
await prepareDatabase(db, config, quiet);

const started = Date.now();
const now = new Date();
// Oldest first, so ids rise with publication as they do in use.
const times = Array.from({ length: signals }, () => now.getTime() - random() * YEARS_MS).sort((a, b) => a - b);
await db.transaction(async (trx) => {
  for (let start = 0; start < signals; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(signals, start + BATCH); i += 1) {
      const createdAt = new Date(times[i]);
      const row = { ...trade(i), isPremium: random() < 0.5, isActive: true, createdAt, updatedAt: createdAt, expiresAt: new Date(createdAt.getTime() + 72 * HOUR_MS) };
      rows.push({ ...row, ...ending(row, createdAt, now) });
    }
    await trx('signals').insert(rows);
  }
});
const counts = await db('signals').select('outcome').count({ n: '*' }).groupBy('outcome');
await db.destroy();
console.log(`Seeded ${signals} signals in ${Date.now() - started} ms: ${counts.map((c) => `${c.outcome} ${c.n}`).join(', ')}`);
