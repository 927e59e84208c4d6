import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import os from 'node:os';
import { textRef } from '@signals/protocol';
import { serviceUnavailable } from '../errors.js';
import { HashingQueue, QueueFullError } from './hashingQueue.js';

/**
 * Password hashing with scrypt (no native dependency). The parameters travel
 * inside each hash, so they can be raised later without invalidating old ones,
 * and a check reads its cost from the hash it checks.
 *
 * The default cost, scrypt's N as a power of two: 2^15 takes 32 MiB and about a tenth of a second of one core per hash.
 */
export const DEFAULT_PASSWORD_HASH_COST = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scryptOptions(n: number, r: number, p: number): ScryptOptions {
  return { N: n, r, p, maxmem: 128 * n * r * 2 };
}

/**
 * Every hash and check in the process goes through one queue, one job per
 * core at most (each holds a core for a while and 128·N·r bytes of memory), checks of a password
 * being signed in with ahead of new hashes (registration, password change,
 * reset): a flood of sign-ups slows the sign-ups, not the members signing in.
 */
const queue = new HashingQueue(Math.max(1, os.availableParallelism()), 500);

/** What a client hears when more new passwords are waiting to be hashed than the queue holds. */
export const HASHING_BUSY = textRef('errors.hashingBusy');

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions, priority: 'urgent' | 'normal'): Promise<Buffer> {
  const job = () =>
    new Promise<Buffer>((resolve, reject) => {
      scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
    });
  return queue.run(job, priority).catch((error: unknown) => {
    throw error instanceof QueueFullError ? serviceUnavailable(HASHING_BUSY, 30) : error;
  });
}

/**
 * Hashes a new password.
 *
 * @param password the password in clear.
 * @param cost scrypt's N as a power of two (the server's PASSWORD_HASH_COST).
 * @returns the hash with its parameters, as stored.
 */
export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const n = 2 ** cost;
  const key = await scrypt(password, salt, KEY_LENGTH, scryptOptions(n, R, P), 'normal');
  return ['scrypt', n, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) {
    return false;
  }
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, scryptOptions(Number(n), Number(r), Number(p)), 'urgent');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** How one server hashes new passwords, at its configured cost. */
export interface PasswordHasher {
  /** Hashes a new password (registration, change, reset). */
  hash(password: string): Promise<string>;
  /** A hash of the server's cost to check against when the account does not exist, so a miss takes as long as a wrong password. */
  decoy(): Promise<string>;
}

/** A hasher at `cost` (PASSWORD_HASH_COST), its decoy made on first use. */
export function createPasswordHasher(cost: number): PasswordHasher {
  let decoy: Promise<string> | null = null;
  return {
    hash: (password) => hashPassword(password, cost),
    decoy: () => (decoy ??= hashPassword(randomBytes(16).toString('hex'), cost)),
  };
}
