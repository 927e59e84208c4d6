import { openEmailLink as openLink, undoEmailChange as undoChange } from '../../commands/emailAddress.js';
import { preparePasswordReset } from '../../guards/passwordChange.js';
import { sendAddressEmail, UNDO_DAYS } from '../../services/mail/addressMail.js';
import { hashLinkToken, newLinkToken } from '../../services/mail/linkTokens.js';
import type { Handler } from '../types.js';

/**
 * The page a confirmation link opens (no sign-in: the link is the proof). A
 * change of address that took effect is told to the old address, when it was
 * verified, with the link that undoes it.
 */
const openEmailLink: Handler<'openEmailLink'> = async ({ input, services, write }) => {
  const undo = newLinkToken();
  const opened = await write((unit) => openLink(unit, null, { tokenHash: hashLinkToken(input.body.token), undoLink: undo, now: new Date() }));
  const { user, previousEmail } = opened;
  if (previousEmail) {
    sendAddressEmail(services, previousEmail, { user, email: { kind: 'changed', token: undo.token, newEmail: user.email, days: UNDO_DAYS } });
  }
  return { outcome: opened.outcome, email: user.email };
};

/** The page the old address's undo link opens: the old address back, with a new password. */
const undoEmailChange: Handler<'undoEmailChange'> = async ({ input, services, write }) => {
  // Hashed before the transaction: hashing is slow on purpose.
  const { passwordHash } = await preparePasswordReset(services.passwords, input.body.newPassword);
  const user = await write((unit) => undoChange(unit, null, { tokenHash: hashLinkToken(input.body.token), passwordHash, now: new Date() }));
  return { email: user.email };
};

export const addressLinkHandlers = { openEmailLink, undoEmailChange };
