/**
 * Bench-only: writes straight into the server's database (run with the
 * server's environment, like lib/seed.mjs).
 *
 *   node bench/push/seedPush.mjs subscribe <clients.json> <origin>   one push subscription per member, each member
 *                                                                      keeping push on for high-profit signals only
 *
 * The browsers' keys are real P-256 keys (one pair shared by all, since the
 * server's cost per push does not depend on whose key it is), so the server
 * does the full encryption work for each.
 */
import { createECDH, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/server.mjs';

const dist = (file) => import(path.join(ROOT, 'packages/server/dist', file));
const { loadConfig } = await dist('config.js');
const { openDatabase } = await dist('db/knex.js');

const [command, clientsFile, arg] = process.argv.slice(2);
const clients = JSON.parse(fs.readFileSync(clientsFile, 'utf8'));
const db = openDatabase(loadConfig());
const BATCH = 500;
const now = new Date();

let rows;
if (command === 'subscribe') {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const p256dh = ecdh.getPublicKey().toString('base64url');
  rows = clients.map(({ userId }) => ({ userId, endpoint: `${arg}/push/${userId}`, p256dh, auth: randomBytes(16).toString('base64url'), userAgent: 'bench', createdAt: now }));
} else {
  throw new Error(`Unknown command ${command}`);
}
// The defaults (protocol's defaultNotificationPreferences) with push off for new signals: only a high-profit signal is pushed.
const preferences = JSON.stringify({
  newSignals: { app: true, push: false, email: true, sms: false },
  highProfitSignals: { app: true, push: true, email: true, sms: false },
  premiumContent: { app: true, push: true, email: false, sms: false },
  accountUpdates: { app: true, push: true, email: true, sms: false },
});
await db.transaction(async (trx) => {
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx('pushSubscriptions').insert(rows.slice(i, i + BATCH));
  }
  await trx('users').whereIn('id', clients.map(({ userId }) => userId)).update({ notificationPreferences: preferences });
});
await db.destroy();
