import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { normalRecoveryCode, RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '@signals/protocol';

/**
 * Two-factor recovery codes: RECOVERY_CODE_COUNT single-use codes a member
 * signs in with when their authenticator is gone, each
 * RECOVERY_CODE_LENGTH characters from an alphabet without look-alikes
 * (about 40 bits), shown as `k7mq-x3ds`.
 *
 * Only a keyed hash of each is stored: HMAC-SHA256 keyed with the member's
 * TOTP secret, which is itself kept sealed (services/totpSecrets.ts). A plain
 * hash of 40 bits is undone offline by trying them all; a copy of the
 * database lets nobody do that here, since the key does not open without the
 * deployment's data keys, and a key rotation, which seals the secret again
 * but never changes it, leaves every code working. The codes live and die
 * with that secret: made when two-factor turns on, deleted when it goes off.
 */

/** A fresh set of codes, all different, as the member is shown them. */
export function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) {
    const characters = Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]);
    const half = RECOVERY_CODE_LENGTH / 2;
    codes.add(`${characters.slice(0, half).join('')}-${characters.slice(half).join('')}`);
  }
  return [...codes];
}

/**
 * What is stored of a code: bound to the member (a row copied to another
 * account matches nothing) and read in its normal form, so case, dashes and
 * spaces never matter.
 *
 * @param secret the member's TOTP secret, in clear.
 * @param userId the member.
 * @param code the code as shown or typed.
 */
export function hashRecoveryCode(secret: string, userId: number, code: string): string {
  return createHmac('sha256', secret).update(`recovery-code|${userId}|${normalRecoveryCode(code)}`).digest('hex');
}

/**
 * The stored code whose hash is `hash`, compared in constant time against
 * every one of them (no early exit), so the time taken says nothing about
 * how close a guess came or which code matched.
 */
export function findRecoveryCode<T extends { codeHash: string }>(stored: readonly T[], hash: string): T | undefined {
  const given = Buffer.from(hash, 'hex');
  let found: T | undefined;
  for (const row of stored) {
    const candidate = Buffer.from(row.codeHash, 'hex');
    const same = candidate.length === given.length && timingSafeEqual(candidate, given);
    found = same && !found ? row : found;
  }
  return found;
}
