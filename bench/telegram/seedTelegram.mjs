/**
 * Bench-only: writes straight into the server's database (run with the server's environment, like lib/seed.mjs).
 *
 *   node bench/telegram/seedTelegram.mjs link <clients.json>   every member linked to a Telegram account of their own,
 *                                                               keeping Telegram on for high-profit signals only
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/server.mjs';

const dist = (file) => import(path.join(ROOT, 'packages/server/dist', file));
const { loadConfig } = await dist('config.js');
const { openDatabase } = await dist('db/knex.js');

const [command, clientsFile] = process.argv.slice(2);
if (command !== 'link') {
  throw new Error(`Unknown command ${command}`);
}
const clients = JSON.parse(fs.readFileSync(clientsFile, 'utf8'));
const db = openDatabase(loadConfig());
const BATCH = 500;
const now = new Date();
// Telegram user ids (and their private chats' ids) past 32 bits, as Telegram's are.
const rows = clients.map(({ userId }) => ({ userId, telegramUserId: 5_000_000_000 + userId, username: `bench_${userId}`, chatId: 5_000_000_000 + userId, linkedAt: now, blockedAt: null }));
// The defaults with every channel but the bell off for new signals, and Telegram on for high-profit ones: only a
// high-profit signal is sent to Telegram, and the measured signals (under 2 %) are not.
const preferences = JSON.stringify({
  newSignals: { app: true, push: false, email: false, sms: false, telegram: false },
  highProfitSignals: { app: true, push: false, email: false, sms: false, telegram: true },
  premiumContent: { app: true, push: false, email: false, sms: false, telegram: false },
  accountUpdates: { app: true, push: false, email: false, sms: false, telegram: false },
});
await db.transaction(async (trx) => {
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx('telegramLinks').insert(rows.slice(i, i + BATCH));
  }
  await trx('users').whereIn('id', clients.map(({ userId }) => userId)).update({ notificationPreferences: preferences });
});
await db.destroy();
