import { EMAIL_LINK_TTL_MS } from '@signals/protocol';
import type { User } from '../../db/models/index.js';
import type { Services } from '../index.js';
import { readSettings } from '../settings.js';
import { senderOf } from './mailer.js';
import { composeAddressEmail, type AddressEmail } from './templates/addressEmails.js';

/** What to e-mail after a write that asked to prove an address: the link, or the owner's notice when another account verified it. */
export type AddressProof = { send: 'link' } | { send: 'notice'; owner: User };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Sends one e-mail about an address, after the write that decided it has
 * committed. Not awaited by the answer: an answer that waited for SMTP would
 * take longer for one case than another (a sign-up with a known address and
 * one with a new address must look alike), and a failure is logged, not
 * shown. These e-mails go straight to the address, not through the outbox:
 * they are what proves it, so the verified-address gate of the outbox
 * (services/outbox/eligibility.ts) cannot apply to them; their limit is the
 * per-address count (addressMailThrottle.ts).
 *
 * @param services the mailer, settings and logger.
 * @param to the address.
 * @param about whose account the e-mail speaks of (name and language), and which e-mail.
 */
export function sendAddressEmail(services: Pick<Services, 'db' | 'config' | 'logger' | 'mailer'>, to: string, about: { user: Pick<User, 'id' | 'username' | 'language'>; email: AddressEmail }): void {
  const { mailer } = services;
  if (!mailer) {
    return;
  }
  const sent = readSettings(services.db).then((settings) =>
    mailer.send({
      from: senderOf(services.config, settings),
      to,
      ...composeAddressEmail({ siteName: settings.site_name, publicUrl: services.config.publicUrl, username: about.user.username, language: about.user.language, email: about.email }),
    }),
  );
  sent.catch((error: unknown) => {
    services.logger.warn({ err: error }, `Sending a ${about.email.kind} e-mail about user #${about.user.id} failed`);
  });
}

/**
 * Sends what a proof of address decided (commands/emailAddress.ts
 * `proveAddress`): the link to the address, in the member's name and
 * language; or, when another account verified the address, the notice to its
 * owner, in the owner's.
 *
 * @param services the mailer, settings and logger.
 * @param input the address, the member who asked, the decision, what the link proves, and its token.
 */
export function sendAddressProof(
  services: Pick<Services, 'db' | 'config' | 'logger' | 'mailer'>,
  input: { to: string; user: Pick<User, 'id' | 'username' | 'language'>; proof: AddressProof; purpose: 'verify' | 'change'; token: string },
): void {
  const { to, user, proof, purpose, token } = input;
  if (proof.send === 'notice') {
    sendAddressEmail(services, to, { user: proof.owner, email: { kind: 'taken' } });
    return;
  }
  sendAddressEmail(services, to, { user, email: { kind: purpose, token, hours: EMAIL_LINK_TTL_MS[purpose] / HOUR_MS } });
}

/** The undo link's days, as the old address's notice states them. */
export const UNDO_DAYS = EMAIL_LINK_TTL_MS.undo / DAY_MS;
