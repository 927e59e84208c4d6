/**
 * Bench-only seeding for the users CSV (issue 46): M members written straight into the database from a fixed
 * pseudo-random sequence, so every run exports the same rows. Run by run.mjs with the server's environment (SQLite,
 * or PostgreSQL in the schema DATABASE_SCHEMA).
 *
 * - Languages: 40% en, the rest spread over the other seven.
 * - Premium: 25% paid running, 5% trial, 3% comped, 2% in grace, 15% lapsed within the last 90 days (a period
 *   row that ended), the rest never premium.
 * - Sign-ups over the last three years; 60% seen within the last 60 days.
 * - 10% linked Telegram; 1% have a payment claim waiting.
 *
 * usage: node bench/usersCsv/seed.mjs <members>
 */
import { generator, serverModule } from '../lib/seeding.mjs';

const { loadConfig } = await serverModule('config.js');
const { openDatabase } = await serverModule('db/knex.js');
const { prepareDatabase } = await serverModule('bootstrap.js');

const members = Number(process.argv[2] ?? 100_000);
const DAY = 86_400_000;
const BATCH = 500;
const LANGUAGES = ['es', 'fr', 'de', 'ja', 'zh', 'ru', 'ko'];

const random = generator(46);
const pick = (n) => Math.floor(random() * n);
const config = loadConfig();
const db = openDatabase(config);
const quiet = { info() {}, warn() {}, error: console.error, debug() {} };
await prepareDatabase(db, config, quiet);
const started = Date.now();
const now = Date.now();
const at = (ms) => new Date(ms);

const first = (await db('users').max('id as id').first()).id ?? 0;
const users = [];
const periods = [];
const links = [];
const claims = [];
for (let i = 0; i < members; i += 1) {
  const id = first + 1 + i;
  const roll = random();
  const createdAt = at(now - pick(3 * 365) * DAY - pick(DAY));
  const user = {
    id,
    username: `member${i}`,
    email: `member${i}@bench.invalid`,
    passwordHash: 'bench-not-a-hash',
    language: random() < 0.4 ? 'en' : LANGUAGES[pick(LANGUAGES.length)],
    isPremium: false,
    premiumKind: null,
    subscriptionEndDate: null,
    graceEndDate: null,
    lastSeenAt: random() < 0.6 ? at(now - pick(60) * DAY - pick(DAY)) : null,
    createdAt,
    updatedAt: createdAt,
  };
  const running = (kind, endsInDays) => {
    Object.assign(user, { isPremium: true, premiumKind: kind, subscriptionEndDate: at(now + endsInDays * DAY) });
    periods.push({ userId: id, kind, months: kind === 'paid' ? 1 : 0, startDate: at(now - 10 * DAY), endDate: user.subscriptionEndDate, mrrFrom: at(now - 10 * DAY), amount: kind === 'paid' ? 60 : 0, status: 'active', paymentMethod: kind === 'paid' ? 'usdt' : null, createdAt, updatedAt: createdAt });
  };
  if (roll < 0.25) {
    running('paid', 1 + pick(30));
  } else if (roll < 0.3) {
    running('trial', 1 + pick(7));
  } else if (roll < 0.33) {
    running('comped', 1 + pick(60));
  } else if (roll < 0.35) {
    Object.assign(user, { isPremium: true, premiumKind: 'paid', subscriptionEndDate: at(now - DAY), graceEndDate: at(now + 2 * DAY) });
  } else if (roll < 0.5) {
    const ended = at(now - (1 + pick(90)) * DAY);
    user.subscriptionEndDate = ended;
    periods.push({ userId: id, kind: 'paid', months: 1, startDate: at(ended.getTime() - 30 * DAY), endDate: ended, mrrFrom: at(ended.getTime() - 30 * DAY), amount: 60, status: 'expired', paymentMethod: 'usdt', createdAt, updatedAt: createdAt });
  }
  if (random() < 0.1) {
    links.push({ userId: id, telegramUserId: 900_000_000 + i, username: null, chatId: 900_000_000 + i, linkedAt: createdAt });
  }
  if (random() < 0.01) {
    claims.push({ userId: id, amount: 60, currency: 'USDT', paymentMethod: 'usdt', transactionId: `0x${i.toString(16).padStart(64, '0')}`, transactionKey: `0x${i.toString(16).padStart(64, '0')}`, fromAddress: null, status: 'pending', createdAt: at(now), updatedAt: at(now) });
  }
  users.push(user);
}

async function insertAll(table, rows) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db(table).insert(rows.slice(i, i + BATCH));
  }
}
await insertAll('users', users);
await insertAll('subscriptions', periods);
await insertAll('telegramLinks', links);
await insertAll('payments', claims);
if (db.client.config.client === 'pg') {
  // The ids were given: the sequence goes on after them.
  await db.raw("select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))");
  await db.raw('vacuum analyze');
}
console.log(
  `Seeded ${members.toLocaleString('en')} members (${periods.length.toLocaleString('en')} premium periods, ${links.length.toLocaleString('en')} Telegram links, ${claims.length.toLocaleString('en')} claims waiting) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
await db.destroy();
