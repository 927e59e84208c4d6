import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '@signals/protocol';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Failed sign-ins one address may make, across every account, within the
 * window. Higher than the per-account limit so that a household or an office
 * behind one NAT is not locked out by a few typos, low enough that one
 * attacker can lock out at most a handful of accounts per window
 * (50 / LOGIN_MAX_FAILURES = 5) and try at most 50 passwords per window.
 */
export const LOGIN_ADDRESS_MAX_FAILURES = 50;

/**
 * Counts sign-in attempts that were not successes (wrong password, unknown
 * account, wrong TOTP code, banned account) twice: per account, whatever the
 * address (a botnet guessing one password from many machines), and per
 * address, whatever the account (one machine trying many accounts). An
 * attempt is refused while either count is over its limit, even with the
 * right password.
 *
 * Each attempt is counted before the password is checked and given back when
 * it turns out not to be a guess, so a burst of concurrent guesses cannot all
 * pass the check before the first failure is recorded. A successful sign-in
 * clears the account's count (the owner is back in) but only gives back its
 * own attempt to the address: an attacker holding one valid account must not
 * be able to reset their address's counter with it.
 */
export interface LoginThrottle {
  /** Counts an attempt; answers the seconds to wait when it is refused, or 0 when it may go on. */
  attempt(username: string, ip: string): Promise<number>;
  /** The attempt was not a guess (the password was right and a second step is needed): it is given back. */
  release(username: string, ip: string): Promise<void>;
  /** The sign-in succeeded: the account's count is cleared and the attempt given back to the address. */
  succeeded(username: string, ip: string): Promise<void>;
}

/**
 * Where the counts live. Each limiter's `points` is its limit and its
 * `duration` the window; in memory by default, a shared store (Redis) when
 * several processes serve one audience.
 */
export interface LoginLimiters {
  account: RateLimiterAbstract;
  address: RateLimiterAbstract;
}

export function createLoginThrottle(limiters: LoginLimiters = memoryLimiters()): LoginThrottle {
  const accountKey = (username: string) => `login-account|${username.trim().toLowerCase()}`;
  const addressKey = (ip: string) => `login-address|${ip}`;
  return {
    async attempt(username, ip) {
      const counted = await Promise.all([
        countOne(limiters.account, accountKey(username)),
        countOne(limiters.address, addressKey(ip)),
      ]);
      const wait = Math.max(...counted);
      if (wait > 0) {
        // A refused attempt checked nothing: it must not add to a count (or lock an account) on its own.
        await Promise.all([limiters.account.reward(accountKey(username), 1), limiters.address.reward(addressKey(ip), 1)]);
      }
      return wait;
    },
    async release(username, ip) {
      await Promise.all([limiters.account.reward(accountKey(username), 1), limiters.address.reward(addressKey(ip), 1)]);
    },
    async succeeded(username, ip) {
      await Promise.all([limiters.account.delete(accountKey(username)), limiters.address.reward(addressKey(ip), 1)]);
    },
  };
}

/** Adds one to the key's count; answers the seconds left in its window when that goes over the limit, else 0. */
async function countOne(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const state = await limiter.penalty(key, 1);
  if (state.consumedPoints > limiter.points) {
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }
  return 0;
}

/** The two windows' limits, in rate-limiter-flexible's terms (points per duration in seconds), wherever the counts live. */
export const loginLimiterOptions = {
  account: { points: LOGIN_MAX_FAILURES, duration: LOGIN_FAILURE_WINDOW_MS / 1000 },
  address: { points: LOGIN_ADDRESS_MAX_FAILURES, duration: LOGIN_FAILURE_WINDOW_MS / 1000 },
} as const;

export function memoryLimiters(accountMax: number = LOGIN_MAX_FAILURES, addressMax: number = LOGIN_ADDRESS_MAX_FAILURES): LoginLimiters {
  return {
    account: new RateLimiterMemory({ ...loginLimiterOptions.account, points: accountMax }),
    address: new RateLimiterMemory({ ...loginLimiterOptions.address, points: addressMax }),
  };
}
