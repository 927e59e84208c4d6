import { PASSWORD_RESET_SENT, PASSWORD_RESET_TTL_MS, textRef } from '@signals/protocol';
import { completePasswordReset, issuePasswordReset } from '../../commands/passwordReset.js';
import { forbidden, tooManyRequests } from '../../errors.js';
import { preparePasswordReset } from '../../guards/passwordChange.js';
import { findResetRecipient } from '../../queries/passwordReset.js';
import { findUnverifiedHolder } from '../../queries/emailHolders.js';
import { prepareAddressLink } from '../../guards/addressMail.js';
import { proveAddress } from '../../commands/emailAddress.js';
import { sendAddressProof } from '../../services/mail/addressMail.js';
import type { Write } from '../../db/transaction.js';
import { hashLinkToken, newLinkToken } from '../../services/mail/linkTokens.js';
import { senderOf } from '../../services/mail/mailer.js';
import { composePasswordResetEmail } from '../../services/mail/templates/passwordResetEmail.js';
import type { Services } from '../../services/index.js';
import { presentPublicSettings, readSettings, type SettingValues } from '../../services/settings.js';
import type { Handler } from '../types.js';

/** E-mail configured and the back office's "Enable Password Reset" on; else the feature is not there. */
async function settingsIfAvailable(services: Services): Promise<SettingValues> {
  const settings = await readSettings(services.db);
  if (!services.mailer || !presentPublicSettings(settings, services.config).passwordResetAvailable) {
    throw forbidden(textRef('errors.passwordResetUnavailable'));
  }
  return settings;
}

const requestPasswordReset: Handler<'requestPasswordReset'> = async ({ input, ctx, services, write }) => {
  const settings = await settingsIfAvailable(services);
  const { email } = input.body;
  const wait = await services.passwordResetThrottle.take(ctx.ip, email);
  if (wait > 0) {
    throw tooManyRequests(textRef('errors.tooManyPasswordResets', { minutes: Math.ceil(wait / 60) }), wait);
  }
  const user = await findResetRecipient(services.db, email);
  // No account, or a banned one: nothing is sent, and the answer stays the same. An address nobody verified gets no
  // reset link, at most its confirmation link again, under the same per-address limit as any other.
  if (!user) {
    await resendConfirmation(services, email, write);
  } else {
    const now = new Date();
    const { token, tokenHash } = newLinkToken();
    await write((unit) => issuePasswordReset(unit, null, { user, tokenHash, expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS), now }));
    // In the account's language, not the asking browser's: the e-mail goes to the account.
    const mail = composePasswordResetEmail({
      siteName: settings.site_name,
      publicUrl: services.config.publicUrl,
      username: user.username,
      token,
      minutes: PASSWORD_RESET_TTL_MS / 60_000,
      language: user.language,
    });
    // Not awaited: an answer that waited for SMTP would take longer for a known address than an unknown one.
    services.mailer?.send({ from: senderOf(services.config, settings), to: user.email, ...mail }).catch((error: unknown) => {
      services.logger.warn({ err: error }, `Sending a password-reset e-mail to user #${user.id} failed`);
    });
  }
  return { message: PASSWORD_RESET_SENT };
};

/** "Forgot password?" for an address only unverified accounts claim: the newest one's confirmation link, when the address's limit allows. */
async function resendConfirmation(services: Services, email: string, write: Write): Promise<void> {
  const claimant = await findUnverifiedHolder(services.db, email);
  if (!claimant) {
    return;
  }
  const link = await prepareAddressLink(services, email, 'quiet');
  if (link) {
    const proof = await write((unit) => proveAddress(unit, null, { user: claimant, purpose: 'verify', email, link, now: new Date() }));
    sendAddressProof(services, { to: email, user: claimant, proof, purpose: 'verify', token: link.token });
  }
}

const confirmPasswordReset: Handler<'confirmPasswordReset'> = async ({ input, services, write }) => {
  await settingsIfAvailable(services);
  const { passwordHash } = await preparePasswordReset(services.passwords, input.body.newPassword);
  await write((unit) => completePasswordReset(unit, null, { tokenHash: hashLinkToken(input.body.token), passwordHash, now: new Date() }));
  return { ok: true };
};

export const passwordResetHandlers = { requestPasswordReset, confirmPasswordReset };
