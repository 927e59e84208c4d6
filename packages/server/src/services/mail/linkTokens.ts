import { createHash, randomBytes } from 'node:crypto';

/*
 * The tokens of every link we e-mail that proves an inbox: password resets
 * (password_resets) and address links (email_links: sign-up confirmation,
 * change of address, undo); and of the links that tie a Telegram account to a
 * member (telegram_link_tokens: base64url fits Telegram's start parameter).
 * Only the hash is stored, so a copy of the database opens nothing; claimOnce
 * (db/singleUseLinks.ts) makes each work once.
 */

/** A new link token (32 random bytes, 43 base64url characters) and the hash that is stored in its place. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

/** SHA-256 is enough: the token is random, not a password, so a slow hash buys nothing. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
