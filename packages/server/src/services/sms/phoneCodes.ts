import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Keyring } from '../../http/keyring.js';

/** A six-digit code, every value equally likely. */
export function newPhoneCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The stored form of a code: keyed with the session keys, since a plain hash
 * of six digits is undone by trying the million of them.
 */
export function hashPhoneCode(keyring: Keyring, userId: number, phoneNumber: string, code: string): string {
  return keyring.sign(`phone-code|${userId}|${phoneNumber}|${code}`);
}

/** Whether `code` is the one stored as `codeHash`, compared in constant time. */
export function phoneCodeMatches(keyring: Keyring, userId: number, phoneNumber: string, code: string, codeHash: string): boolean {
  const given = Buffer.from(hashPhoneCode(keyring, userId, phoneNumber, code));
  const stored = Buffer.from(codeHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
