import { createHash, randomBytes } from 'node:crypto';

/** A new reset token (32 random bytes, 43 base64url characters) and the hash that is stored in its place. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

/** SHA-256 is enough: the token is random, not a password, so a slow hash buys nothing. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
