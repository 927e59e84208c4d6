import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import os from 'node:os';
import { textRef } from '@signals/protocol';
import { serviceUnavailable } from '../errors.js';
import { HashingQueue, QueueFullError } from './hashingQueue.js';

/**
 * Password hashing with scrypt (no native dependency). The parameters travel
 * inside each hash, so they can be raised later without invalidating old ones.
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_MEMORY = 128 * PARAMS.N * PARAMS.r * 2;

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

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY }, 'normal');
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) {
    return false;
  }
  const expected = Buffer.from(key, 'base64url');
  const N = Number(n);
  const actual = await scrypt(
    password,
    Buffer.from(salt, 'base64url'),
    expected.length,
    { N, r: Number(r), p: Number(p), maxmem: 128 * N * Number(r) * 2 },
    'urgent',
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Compared against when the account does not exist, so a miss takes as long as a wrong password. */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
