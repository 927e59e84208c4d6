import { textRef } from '@signals/protocol';
import type { User } from '../db/models/index.js';
import { badRequest, forbidden, tooManyRequests } from '../errors.js';
import type { Services } from '../services/index.js';
import type { LoginThrottle, PasswordGuess } from '../services/loginThrottle.js';
import { newLinkToken } from '../services/mail/linkTokens.js';
import { confirmPassword } from './credentials.js';

/** A link's token for the e-mail, and its hash for the table. */
export type LinkToken = ReturnType<typeof newLinkToken>;

/**
 * Counts one e-mail to an address nobody proved yet (its confirmation link,
 * or the notice to its owner) against the per-address limit, and makes the
 * link's token, before the write. `quiet` (a sign-up, "Forgot password?"):
 * over the limit, or with e-mail not configured, nothing is sent and the
 * answer stays the same (null). `refuse` (a member's own "resend"): a 429
 * saying when, or a 403 when e-mail is not configured.
 *
 * @param services the mailer and the per-address count.
 * @param email the address the e-mail would go to.
 * @param mode what to do when nothing can be sent.
 */
export async function prepareAddressLink(services: Pick<Services, 'mailer' | 'addressMailThrottle'>, email: string, mode: 'quiet' | 'refuse'): Promise<LinkToken | null> {
  if (!services.mailer) {
    if (mode === 'refuse') {
      throw forbidden(textRef('errors.emailNotConfigured'));
    }
    return null;
  }
  const wait = await services.addressMailThrottle.take(email);
  if (wait > 0) {
    if (mode === 'refuse') {
      throw tooManyRequests(textRef('errors.tooManyAddressEmails', { minutes: Math.ceil(wait / 60) }), wait);
    }
    return null;
  }
  return newLinkToken();
}

/**
 * Checks a member's change of e-mail before the write: the current password
 * (a stolen session alone must not move the account to another inbox),
 * under the sign-in throttle (guards/credentials.ts `confirmPassword`); then,
 * with e-mail configured, one count of the new address's limit and the token
 * of the link sent to it. Without e-mail the change is made at once, as it
 * always was, the new address unverified.
 *
 * @param services the mailer, the sign-in throttle and the per-address count.
 * @param guess the member's username, address and device, for the throttle.
 * @param member the member, with the stored hash.
 * @param input the new address, and the password typed (absent or empty: a 400 on `currentPassword`).
 * @returns the link's token, or null when the change is made at once.
 */
export async function prepareEmailChange(
  services: Pick<Services, 'mailer' | 'addressMailThrottle'> & { loginThrottle: LoginThrottle },
  guess: PasswordGuess,
  member: User,
  input: { email: string; currentPassword: string | undefined },
): Promise<LinkToken | null> {
  if (!input.currentPassword) {
    const message = textRef('validation.password.enterCurrent');
    throw badRequest(message, [{ path: 'currentPassword', message }]);
  }
  await confirmPassword(services.loginThrottle, guess, member, input.currentPassword, 'currentPassword');
  return services.mailer ? prepareAddressLink(services, input.email, 'refuse') : null;
}
