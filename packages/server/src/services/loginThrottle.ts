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
  attempt(guess: PasswordGuess): Promise<number>;
  /** The attempt was not a guess (the password was right and a second step is needed, or it only proved who is asking): it is given back. */
  release(guess: PasswordGuess): Promise<void>;
  /** The sign-in succeeded: the account's (or the device's) count is cleared and the attempt given back to the address. */
  succeeded(guess: PasswordGuess): Promise<void>;
}

/**
 * Who is guessing whose password. `device` is the nonce of a device cookie
 * this browser earned by signing in to this account before (OWASP's device
 * cookie pattern, http/deviceCookie.ts): its tries count against that device
 * rather than the account, so strangers failing on the account cannot lock
 * the owner out of a browser they have used, while the device itself is
 * limited like an account.
 */
export interface PasswordGuess {
  username: string;
  ip: string;
  device?: string;
}

/**
 * Where the counts live. Each limiter's `points` is its limit and its
 * `duration` the window; in memory by default, a shared store (Redis) when
 * several processes serve one audience.
 */
export interface LoginLimiters {
  account: RateLimiterAbstract;
  address: RateLimiterAbstract;
  /** Per device cookie: the same limit as an account. */
  device: RateLimiterAbstract;
}

export function createLoginThrottle(limiters: LoginLimiters = memoryLimiters()): LoginThrottle {
  const addressKey = (ip: string) => `login-address|${ip}`;
  /** The count a guess adds to besides its address's: its device's when it has one, else the account's. */
  const ownerCount = ({ username, device }: PasswordGuess): [RateLimiterAbstract, string] =>
    device ? [limiters.device, `login-device|${device}`] : [limiters.account, `login-account|${username.trim().toLowerCase()}`];
  const giveBack = async (guess: PasswordGuess) => {
    const [limiter, key] = ownerCount(guess);
    await Promise.all([limiter.reward(key, 1), limiters.address.reward(addressKey(guess.ip), 1)]);
  };
  return {
    async attempt(guess) {
      const [limiter, key] = ownerCount(guess);
      const counted = await Promise.all([countOne(limiter, key), countOne(limiters.address, addressKey(guess.ip))]);
      const wait = Math.max(...counted);
      if (wait > 0) {
        // A refused attempt checked nothing: it must not add to a count (or lock an account) on its own.
        await giveBack(guess);
      }
      return wait;
    },
    release: giveBack,
    async succeeded(guess) {
      const [limiter, key] = ownerCount(guess);
      await Promise.all([limiter.delete(key), limiters.address.reward(addressKey(guess.ip), 1)]);
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
  device: { points: LOGIN_MAX_FAILURES, duration: LOGIN_FAILURE_WINDOW_MS / 1000 },
} as const;

export function memoryLimiters(accountMax: number = LOGIN_MAX_FAILURES, addressMax: number = LOGIN_ADDRESS_MAX_FAILURES): LoginLimiters {
  return {
    account: new RateLimiterMemory({ ...loginLimiterOptions.account, points: accountMax }),
    address: new RateLimiterMemory({ ...loginLimiterOptions.address, points: addressMax }),
    device: new RateLimiterMemory({ ...loginLimiterOptions.device, points: accountMax }),
  };
}
