/**
 * Bench-only seeding for bench/hardening/revocation.mjs: members whose
 * premium ends, and sessions that run out, at given moments, written straight
 * into the database before the server starts (as bench/lib/seed.mjs writes
 * its members, after it, with the same keys). Nothing asks the server to end
 * them: its timers must. Writes the list (kind, end, cookie header) to
 * BENCH_SEED_OUT.
 *
 * usage: node bench/hardening/seedEndings.mjs <per kind> <first end, epoch ms> <spacing ms>
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/server.mjs';

const dist = (file) => import(path.join(ROOT, 'packages/server/dist', file));
const { loadConfig } = await dist('config.js');
const { openDatabase } = await dist('db/knex.js');
const { hashPassword } = await dist('services/passwords.js');
const { loadOrCreateSecrets, loadOrCreateSharedSecrets } = await dist('secrets.js');

const perKind = Number(process.argv[2] ?? 10);
const firstEnd = Number(process.argv[3] ?? Date.now() + 20_000);
const spacing = Number(process.argv[4] ?? 500);
const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
const COOKIE = 'signals.sid';

const config = loadConfig();
const db = openDatabase(config);
const secrets = config.databaseUrl ? await loadOrCreateSharedSecrets(db) : loadOrCreateSecrets(config.dataDir);
const passwordHash = await hashPassword('bench-user-password-1');
const now = new Date();

/** koa-session's signed cookie: keygrip's default HMAC-SHA1, base64url. */
function signedCookie(key) {
  const sig = createHmac('sha1', secrets.sessionKeys[0]).update(`${COOKIE}=${key}`).digest('base64url');
  return `${COOKIE}=${key}; ${COOKIE}.sig=${sig}`;
}

/** A session row as the session store writes it, ending at `endsAt`. */
async function session(userId, endsAt, maxAge) {
  const key = randomUUID();
  await db('sessions').insert({
    id: createHash('sha256').update(key).digest('hex'),
    userId,
    data: JSON.stringify({ userId, _expire: endsAt, _maxAge: maxAge }),
    expiresAt: new Date(endsAt),
    createdAt: now,
  });
  return signedCookie(key);
}

const endings = [];
for (let i = 0; i < perKind; i += 1) {
  const endsAt = firstEnd + i * spacing;
  const tag = randomUUID().slice(0, 8);
  // Premium that ends at `endsAt`, on a session that does not.
  const [premium] = await db('users')
    .insert({ username: `endp${i}_${tag}`, email: `endp${i}_${tag}@bench.invalid`, passwordHash, isPremium: true, subscriptionEndDate: new Date(endsAt), createdAt: now, updatedAt: now })
    .returning('id');
  const premiumId = typeof premium === 'object' ? premium.id : premium;
  endings.push({ kind: 'premium', endsAt, userId: premiumId, cookie: await session(premiumId, Date.now() + SESSION_MAX_AGE_MS, SESSION_MAX_AGE_MS) });
  // A session that runs out at `endsAt`.
  const [member] = await db('users').insert({ username: `ends${i}_${tag}`, email: `ends${i}_${tag}@bench.invalid`, passwordHash, createdAt: now, updatedAt: now }).returning('id');
  const memberId = typeof member === 'object' ? member.id : member;
  endings.push({ kind: 'session', endsAt, userId: memberId, cookie: await session(memberId, endsAt, endsAt - Date.now()) });
}

await db.destroy();
fs.writeFileSync(process.env.BENCH_SEED_OUT ?? path.join(config.dataDir, 'bench-endings.json'), JSON.stringify(endings));
console.log(`Seeded ${perKind} premium ends and ${perKind} session ends, ${spacing} ms apart from ${new Date(firstEnd).toISOString()}`);
