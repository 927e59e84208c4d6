import { createHmac, timingSafeEqual } from 'node:crypto';
import type Koa from 'koa';
import { SESSION_COOKIE } from '@signals/protocol';

/**
 * Signs and checks the session cookie, in place of the Keygrip that the
 * cookies package builds from a key list: the same signatures (HMAC-SHA1 in
 * URL-safe base64 without padding), so cookies signed before stay valid and
 * older keys still verify after a rotation.
 *
 * Why not Keygrip: it compares signatures by HMACing both sides again with
 * fresh random bytes, which came to about a tenth of the CPU time of a
 * signed-in API request (bench/api). timingSafeEqual compares in constant
 * time without that work.
 */
export class Keyring {
  private keys: readonly string[];

  /**
   * @param keys newest first.
   * @param reload re-reads the stored keys (and calls `replace`): given when
   *   several processes share them, so a key rotated in elsewhere is learnt.
   */
  constructor(
    keys: readonly string[],
    private readonly reload?: () => Promise<void>,
  ) {
    this.keys = Keyring.checked(keys);
  }

  private static checked(keys: readonly string[]): readonly string[] {
    if (keys.length === 0) {
      throw new Error('Keyring needs at least one key');
    }
    return [...keys];
  }

  /** Takes a new key list (after a rotation): the first signs from now on. */
  replace(keys: readonly string[]): void {
    this.keys = Keyring.checked(keys);
  }

  /**
   * Before a signature is checked: when it matches no key we know and the
   * keys are shared, re-read them once, since another process may sign with
   * a key rotated in since we read them. Without this, the cookies library
   * would find the signature bad and clear it: the member signed out.
   */
  async learn(data: string, digest: string): Promise<void> {
    if (this.reload && this.index(data, digest) < 0) {
      await this.reload();
    }
  }

  /** The signature of `data` with the newest key (or the given one). */
  sign(data: string, key: string = this.keys[0]!): string {
    return createHmac('sha1', key).update(data).digest('base64url');
  }

  verify(data: string, digest: string): boolean {
    return this.index(data, digest) > -1;
  }

  /** Which key signed `data` (0 is the newest), or -1 when none did. */
  index(data: string, digest: string | undefined): number {
    const given = Buffer.from(digest ?? '');
    for (const [position, key] of this.keys.entries()) {
      const expected = Buffer.from(this.sign(data, key));
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        return position;
      }
    }
    return -1;
  }
}

/**
 * Lets the keyring learn a rotated session key before koa-session checks the
 * cookie's signature (see `Keyring.learn`). The cookies library signs
 * `name=value` into the `name.sig` cookie.
 */
export async function learnSessionCookieKey(cookies: Pick<Koa.Context['cookies'], 'get'>, keyring: Keyring): Promise<void> {
  const value = cookies.get(SESSION_COOKIE);
  const digest = cookies.get(`${SESSION_COOKIE}.sig`);
  if (value && digest) {
    await keyring.learn(`${SESSION_COOKIE}=${value}`, digest);
  }
}

/** The middleware form of `learnSessionCookieKey`, placed before koa-session. */
export function learnRotatedSessionKeys(keyring: Keyring): Koa.Middleware {
  return async (ctx, next) => {
    await learnSessionCookieKey(ctx.cookies, keyring);
    await next();
  };
}
