import { cancelEmailChange as dropEmailChange, proveAddress } from '../../commands/emailAddress.js';
import { textRef } from '@signals/protocol';
import { conflict } from '../../errors.js';
import { prepareAddressLink } from '../../guards/addressMail.js';
import { presentUser } from '../../presenters/user.js';
import { sendAddressProof } from '../../services/mail/addressMail.js';
import type { Handler } from '../types.js';

/** "Resend the link": the account's address, unverified, gets its confirmation link again (3 an hour per address). */
const resendEmailVerification: Handler<'resendEmailVerification'> = async ({ viewer, services, write }) => {
  if (viewer.emailVerifiedAt !== null) {
    throw conflict(textRef('errors.emailAlreadyVerified'));
  }
  const link = await prepareAddressLink(services, viewer.email, 'refuse');
  if (link) {
    const proof = await write((unit) => proveAddress(unit, viewer, { user: viewer, purpose: 'verify', email: viewer.email, link, now: new Date() }));
    sendAddressProof(services, { to: viewer.email, user: viewer, proof, purpose: 'verify', token: link.token });
  }
  return { ok: true };
};

/** The pending new address gets its link again (3 an hour per address). */
const resendEmailChange: Handler<'resendEmailChange'> = async ({ viewer, services, write }) => {
  const pending = viewer.pendingEmail;
  if (!pending) {
    throw conflict(textRef('errors.noEmailChangePending'));
  }
  const link = await prepareAddressLink(services, pending, 'refuse');
  if (link) {
    const proof = await write((unit) => proveAddress(unit, viewer, { user: viewer, purpose: 'change', email: pending, link, now: new Date() }));
    sendAddressProof(services, { to: pending, user: viewer, proof, purpose: 'change', token: link.token });
  }
  return { ok: true };
};

const cancelEmailChange: Handler<'cancelEmailChange'> = async ({ viewer, write }) => {
  const user = await write((unit) => dropEmailChange(unit, viewer, { now: new Date() }));
  return presentUser(user);
};

export const emailAddressHandlers = { resendEmailVerification, resendEmailChange, cancelEmailChange };
