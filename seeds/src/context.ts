import type { Knex } from 'knex';

/** What a seed file is given besides the Knex transaction. */
export interface SeedContext {
  /** The moment the seeding runs; demo dates are relative to it. */
  now: Date;
  /** The server's password hasher, so demo accounts sign in like any other. */
  // A function property, not a method: seed files destructure it.
  hashPassword: (password: string) => Promise<string>;
}

export type SeedFile = { name: string; seed(knex: Knex, ctx: SeedContext): Promise<void> };

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A date `amount` of `unit` before or after `now` (negative is the past). */
export function shift(now: Date, amount: number, unit: 'minutes' | 'hours' | 'days'): Date {
  const size = unit === 'minutes' ? MINUTE : unit === 'hours' ? HOUR : DAY;
  return new Date(now.getTime() + amount * size);
}

/** The id of a demo user by username. */
export async function userId(knex: Knex, username: string): Promise<number> {
  const row = await knex('users').where({ username }).first<{ id: number } | undefined>('id');
  if (!row) {
    throw new Error(`Seed order is wrong: user ${username} does not exist yet`);
  }
  return row.id;
}
