import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** The window the registration limit counts over. */
export const REGISTRATION_WINDOW_S = 60 * 60;

/**
 * Counts sign-ups per address (the client's address behind TRUST_PROXY), so
 * one machine cannot create accounts by the thousand or keep the server busy
 * hashing their passwords. Every attempt that reaches the password hashing
 * counts, successful or not.
 */
export interface RegistrationThrottle {
  /** Counts a sign-up from `ip`; answers the seconds to wait when it is over the limit, or 0. */
  attempt(ip: string): Promise<number>;
}

/**
 * @param limiter where the counts live: `points` registrations per `duration` seconds (REGISTRATION_LIMIT per hour).
 */
export function createRegistrationThrottle(limiter: RateLimiterAbstract): RegistrationThrottle {
  return {
    async attempt(ip) {
      const state = await limiter.penalty(`register|${ip}`, 1);
      return state.consumedPoints > limiter.points ? Math.max(1, Math.ceil(state.msBeforeNext / 1000)) : 0;
    },
  };
}

/** The limit in rate-limiter-flexible's terms, wherever the counts live. */
export function registrationLimiterOptions(perHour: number) {
  return { points: perHour, duration: REGISTRATION_WINDOW_S };
}

export function memoryRegistrationLimiter(perHour: number): RateLimiterAbstract {
  return new RateLimiterMemory(registrationLimiterOptions(perHour));
}
