import type { Knex } from 'knex';
import { shift, type SeedContext } from './context.js';

/** The four demo accounts of the README, plus a few members who joined over the last weeks. */
export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'Admin#2026', email: 'admin@example.com', isAdmin: true, isPremium: false, isBanned: false, phoneNumber: null },
  { username: 'premium', password: 'Premium#2026', email: 'premium@example.com', isAdmin: false, isPremium: true, isBanned: false, phoneNumber: '+14155550123' },
  { username: 'trader', password: 'Trader#2026', email: 'trader@example.com', isAdmin: false, isPremium: false, isBanned: false, phoneNumber: null },
  { username: 'banned', password: 'Banned#2026', email: 'banned@example.com', isAdmin: false, isPremium: false, isBanned: true, phoneNumber: null },
] as const;

/** Members who appear in the dashboard charts and the admin tables; they share one password. */
export const DEMO_MEMBERS = [
  { username: 'luna_trades', email: 'luna@example.com', joinedDaysAgo: 160 },
  { username: 'pip_hunter', email: 'pips@example.com', joinedDaysAgo: 120 },
  { username: 'satoshi_fan', email: 'sato@example.com', joinedDaysAgo: 95 },
  { username: 'arb_queen', email: 'arbq@example.com', joinedDaysAgo: 64 },
  { username: 'delta_neutral', email: 'delta@example.com', joinedDaysAgo: 27 },
  { username: 'moonwalker', email: 'moon@example.com', joinedDaysAgo: 12 },
  { username: 'grid_bot', email: 'grid@example.com', joinedDaysAgo: 4 },
] as const;
export const DEMO_MEMBER_PASSWORD = 'Member#2026';

export async function seed(knex: Knex, { now, hashPassword }: SeedContext): Promise<void> {
  const hashes = await Promise.all([...DEMO_ACCOUNTS.map((a) => hashPassword(a.password)), hashPassword(DEMO_MEMBER_PASSWORD)]);
  const memberHash = hashes[DEMO_ACCOUNTS.length]!;
  const rows = DEMO_ACCOUNTS.map((account, index) => ({
    username: account.username,
    email: account.email,
    passwordHash: hashes[index]!,
    phoneNumber: account.phoneNumber,
    isAdmin: account.isAdmin,
    // The demo's admin is its owner (issue 46): every part of the back office is open to it.
    staffRole: account.isAdmin ? 'owner' : null,
    isPremium: account.isPremium,
    isBanned: account.isBanned,
    subscriptionEndDate: account.isPremium ? shift(now, 30, 'days') : null,
    language: 'en',
    createdAt: shift(now, -(200 - index * 20), 'days'),
    // The demo's addresses count as confirmed: their alerts go out as a real member's would.
    emailVerifiedAt: shift(now, -(200 - index * 20), 'days'),
    updatedAt: now,
  }));
  const members = DEMO_MEMBERS.map((member) => ({
    username: member.username,
    email: member.email,
    passwordHash: memberHash,
    phoneNumber: null,
    isAdmin: false,
    isPremium: false,
    isBanned: false,
    subscriptionEndDate: null,
    language: 'en',
    createdAt: shift(now, -member.joinedDaysAgo, 'days'),
    emailVerifiedAt: shift(now, -member.joinedDaysAgo, 'days'),
    updatedAt: now,
  }));
  await knex('users').insert([...rows, ...members]);
}
