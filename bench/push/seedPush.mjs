/**
 * Bench-only: writes straight into the server's database (run with the
 * server's environment, like lib/seed.mjs).
 *
 *   node bench/push/seedPush.mjs subscribe <clients.json> <origin>   one push subscription per member
 *   node bench/push/seedPush.mjs enqueue <clients.json> <tag>        one push row per member, as the alert dispatch writes them
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
} else if (command === 'enqueue') {
  const payload = JSON.stringify({ title: 'New premium signal: BTC/USDT', body: 'Futures, 2.4 % profit', url: '/signals/1', tag: arg });
  rows = clients.map(({ userId }) => ({ channel: 'push', userId, recipient: '', subject: 'New premium signal: BTC/USDT', body: 'Futures, 2.4 % profit', payload, category: 'newSignals', status: 'pending', attempts: 0, createdAt: now }));
} else {
  throw new Error(`Unknown command ${command}`);
}
const table = command === 'subscribe' ? 'pushSubscriptions' : 'outbox';
await db.transaction(async (trx) => {
  for (let i = 0; i < rows.length; i += BATCH) {
    await trx(table).insert(rows.slice(i, i + BATCH));
  }
});
await db.destroy();
