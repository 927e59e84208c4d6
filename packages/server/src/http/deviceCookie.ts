import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { DEVICE_COOKIE } from '@signals/protocol';
import type { PasswordGuess } from '../services/loginThrottle.js';

/** How long a browser stays known to an account after its last sign-in there. */
const DEVICE_MAX_AGE_MS = 180 * 24 * 60 * 60 * 1000;

/**
 * OWASP's device cookie: a successful sign-in leaves the browser a cookie,
 * signed with the session keys, naming the account and a random nonce. Later
 * password guesses from that browser for that account count against the
 * nonce, not the account (services/loginThrottle.ts), so ten wrong passwords
 * from strangers lock the strangers out while the owner still signs in from a
 * browser they have used. The cookie names the account by its lower-cased
 * username, the name a sign-in attempt arrives with, because the throttle
 * counts before the account is looked up.
 */
export function issueDeviceCookie(ctx: Context, username: string, secure: boolean): void {
  const owner = Buffer.from(username.trim().toLowerCase()).toString('base64url');
  ctx.cookies.set(DEVICE_COOKIE, `${owner}.${randomBytes(16).toString('base64url')}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: DEVICE_MAX_AGE_MS,
    overwrite: true,
  });
}

/** The nonce of this browser's device cookie when its signature holds and it was earned by `username`. */
export function deviceOf(ctx: Context, username: string): string | undefined {
  const value = ctx.cookies.get(DEVICE_COOKIE, { signed: true });
  const dot = value?.indexOf('.') ?? -1;
  if (!value || dot < 1) {
    return undefined;
  }
  const owner = Buffer.from(value.slice(0, dot), 'base64url').toString();
  const nonce = value.slice(dot + 1);
  return owner === username.trim().toLowerCase() && nonce.length > 0 ? nonce : undefined;
}

/** Who is guessing, for the sign-in throttle: the account, the caller's address and, when it has one, the device. */
export function passwordGuessOf(ctx: Context, username: string): PasswordGuess {
  const device = deviceOf(ctx, username);
  return device ? { username, ip: ctx.ip, device } : { username, ip: ctx.ip };
}
