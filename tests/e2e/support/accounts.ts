import { randomBytes } from 'node:crypto';

/** The demo accounts loaded into the e2e server's empty database (see seeds/). */
export const DEMO = {
  admin: { username: 'admin', password: 'Admin#2026' },
  premium: { username: 'premium', password: 'Premium#2026' },
  trader: { username: 'trader', password: 'Trader#2026' },
  banned: { username: 'banned', password: 'Banned#2026' },
} as const;

/** A fresh account for a test that changes state, so parallel tests never share one. */
export function newAccount(prefix = 'e2e') {
  const username = `${prefix}_${randomBytes(4).toString('hex')}`;
  return { username, email: `${username}@example.com`, password: 'Trader#e2e1' };
}
