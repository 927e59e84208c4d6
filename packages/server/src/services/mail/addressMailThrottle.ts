import { ADDRESS_EMAILS_PER_HOUR } from '@signals/protocol';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { takeOne } from '../limitCount.js';

const WINDOW_S = 60 * 60;

/** The limit in rate-limiter-flexible's terms, wherever the count lives (in memory, or Redis: cluster/index.ts). */
export const addressMailLimiterOptions = { points: ADDRESS_EMAILS_PER_HOUR, duration: WINDOW_S };

/**
 * Limits the e-mails that go to an address not proven to be the sender's:
 * the link confirming an address (at sign-up, on "resend", on a change of
 * address, on "Forgot password?" for an unconfirmed one) and the notice to
 * an address's owner that someone tried to use it. Counted per address
 * typed, whatever the account and whoever asks, as the reset e-mails are: an
 * address nobody proved cannot be made a target by creating accounts.
 */
export interface AddressMailThrottle {
  /** Counts one e-mail to `email`; answers the seconds to wait when over the limit (then nothing is counted), else 0. */
  take(email: string): Promise<number>;
}

export function createAddressMailThrottle(limiter: RateLimiterAbstract = new RateLimiterMemory(addressMailLimiterOptions)): AddressMailThrottle {
  return {
    take: (email) => takeOne(limiter, `address-mail|${email.toLowerCase()}`),
  };
}
