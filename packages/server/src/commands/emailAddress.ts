import { EMAIL_LINK_TTL_MS, textRef, type TextKey } from '@signals/protocol';
import { EmailLink, User, type EmailLinkPurpose } from '../db/models/index.js';
import { isUniqueViolation } from '../db/errors.js';
import { claimOnce, retirePasswordResets, type LinkRefusal } from '../db/singleUseLinks.js';
import type { UnitOfWork } from '../db/transaction.js';
import { badRequest, conflict } from '../errors.js';
import { findVerifiedHolder } from '../queries/emailHolders.js';
import type { AddressProof } from '../services/mail/addressMail.js';
import { endSessionsOfUser } from '../services/sessionStore.js';

/*
 * Verified addresses and safe changes of address (issue 38). An address is
 * proven by opening a single-use link sent to it (email_links, stored as
 * reset links are). Addresses are unique among verified accounts only, and
 * whoever asks is never told whether an address has an account: when
 * another account verified it, its owner gets a notice instead of a link.
 */

/** A link token made before the transaction (services/mail/linkTokens.ts), only its hash stored. */
export interface PreparedLink {
  tokenHash: string;
}

/** Used or expired links are kept this long, so a late click still says "used" or "expired" rather than "not valid". */
const KEEP_SPENT_LINKS_MS = EMAIL_LINK_TTL_MS.undo;

/**
 * Stores a link that proves `email` for the member (confirming the address
 * at sign-up, or the new address of a change), retiring the member's earlier
 * link of the same purpose; or, when another account verified the address,
 * stores nothing and answers that its owner is to be told instead.
 *
 * @param unit the transaction.
 * @param _actor the member, or null at sign-up and "Forgot password?".
 * @param input the member, what the link proves, the address, the token's hash, and the clock.
 */
export async function proveAddress(
  unit: UnitOfWork,
  _actor: Pick<User, 'id'> | null,
  input: { user: Pick<User, 'id'>; purpose: 'verify' | 'change'; email: string; link: PreparedLink; now: Date },
): Promise<AddressProof> {
  const { trx } = unit;
  const { user, purpose, email, link, now } = input;
  const owner = await findVerifiedHolder(trx, email, user.id);
  if (owner) {
    return { send: 'notice', owner };
  }
  await retireLinks(unit, user.id, [purpose], now);
  await EmailLink.query(trx).where('userId', user.id).where('expiresAt', '<=', new Date(now.getTime() - KEEP_SPENT_LINKS_MS)).delete();
  await EmailLink.query(trx).insert({ userId: user.id, purpose, email: email.toLowerCase(), tokenHash: link.tokenHash, createdAt: now, expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS[purpose]), usedAt: null });
  return { send: 'link' };
}

/** What opening a link did, and for a change of a verified address, the undo link's address to tell. */
export interface LinkOpened {
  outcome: 'verified' | 'changed';
  user: User;
  /** A change: the address it replaced, to be told with the undo link; null when that address was never verified. */
  previousEmail: string | null;
}

/**
 * Opens a link that proves an inbox (no sign-in: the link is the proof). A
 * sign-up link verifies the account's address; a change link moves the
 * account to the new address, verified, retires every password-reset link
 * and confirmation link still out (not the undo links of earlier changes),
 * and, when the old address was verified, stores the
 * undo link the old inbox is sent (EMAIL_LINK_TTL_MS.undo). Refused (and
 * nothing changes) when the link is unknown, used, expired, no longer the
 * account's (its address or pending change moved on), or when another
 * account verified the address meanwhile (409). Records `user.updated`.
 *
 * @param unit the transaction and event recorder.
 * @param _actor null.
 * @param input the token's hash, the undo link's (made beforehand, stored only for a change), and the clock.
 */
export async function openEmailLink(unit: UnitOfWork, _actor: null, input: { tokenHash: string; undoLink: PreparedLink; now: Date }): Promise<LinkOpened> {
  const { trx, record } = unit;
  const { now } = input;
  const link = await claimLink(unit, input.tokenHash, now, ['verify', 'change']);
  const user = await User.query(trx).findById(link.userId);
  if (!user) {
    throw linkRefused('unknown');
  }
  if (link.purpose === 'verify') {
    if (user.email.toLowerCase() !== link.email) {
      throw linkReplaced();
    }
    if (user.emailVerifiedAt === null) {
      await assertNotVerifiedElsewhere(unit, link.email, user.id);
      const verified = await saveAddress(unit, user.id, { emailVerifiedAt: now });
      record({ type: 'user.updated', user: verified, premiumChanged: false });
      return { outcome: 'verified', user: verified, previousEmail: null };
    }
    return { outcome: 'verified', user, previousEmail: null };
  }
  if (user.pendingEmail !== link.email) {
    throw linkReplaced();
  }
  await assertNotVerifiedElsewhere(unit, link.email, user.id);
  const previousEmail = user.emailVerifiedAt !== null ? user.email : null;
  const changed = await saveAddress(unit, user.id, { email: link.email, emailVerifiedAt: now, pendingEmail: null });
  await retirePasswordResets(trx, user.id, now);
  // Undo links already out stay valid: a second change (by whoever made the first) must not take the first
  // address's way back from it.
  await retireLinks(unit, user.id, ['verify', 'change'], now);
  if (previousEmail) {
    await EmailLink.query(trx).insert({ userId: user.id, purpose: 'undo', email: previousEmail.toLowerCase(), tokenHash: input.undoLink.tokenHash, createdAt: now, expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS.undo), usedAt: null });
  }
  record({ type: 'user.updated', user: changed, premiumChanged: false });
  return { outcome: 'changed', user: changed, previousEmail };
}

/**
 * Undoes a change of address from the old inbox, within the undo link's
 * days: the old address back (verified), the pending change dropped, a new
 * password (whoever made the change knew the old one), every session ended,
 * every reset and address link retired. Records `user.sessionsEnded`.
 *
 * @param unit the transaction and event recorder.
 * @param _actor null: the link is the proof.
 * @param input the token's hash, the new password's hash (hashed before the transaction), and the clock.
 * @returns the member, with the old address back.
 */
export async function undoEmailChange(unit: UnitOfWork, _actor: null, input: { tokenHash: string; passwordHash: string; now: Date }): Promise<User> {
  const { trx, record } = unit;
  const { now } = input;
  const link = await claimLink(unit, input.tokenHash, now, ['undo']);
  await assertNotVerifiedElsewhere(unit, link.email, link.userId);
  const user = await saveAddress(unit, link.userId, { email: link.email, emailVerifiedAt: now, pendingEmail: null, passwordHash: input.passwordHash });
  await retirePasswordResets(trx, user.id, now);
  await retireLinks(unit, user.id, ['verify', 'change', 'undo'], now);
  await endSessionsOfUser(trx, user.id, 'passwordChanged');
  record({ type: 'user.sessionsEnded', userId: user.id, reason: 'passwordChanged' });
  return user;
}

/**
 * Drops the member's pending change of address: the link sent to it stops
 * working. A 409 when none is pending. Records `user.updated`.
 *
 * @param unit the transaction and event recorder.
 * @param member the member.
 * @param input the clock.
 */
export async function cancelEmailChange(unit: UnitOfWork, member: Pick<User, 'id' | 'pendingEmail'>, input: { now: Date }): Promise<User> {
  if (!member.pendingEmail) {
    throw conflict(textRef('errors.noEmailChangePending'));
  }
  await retireLinks(unit, member.id, ['change'], input.now);
  const user = await saveAddress(unit, member.id, { pendingEmail: null });
  unit.record({ type: 'user.updated', user, premiumChanged: false });
  return user;
}

async function retireLinks(unit: UnitOfWork, userId: number, purposes: EmailLinkPurpose[], now: Date): Promise<void> {
  await EmailLink.query(unit.trx).patch({ usedAt: now }).where('userId', userId).whereIn('purpose', purposes).whereNull('usedAt');
}

async function claimLink(unit: UnitOfWork, tokenHash: string, now: Date, purposes: EmailLinkPurpose[]): Promise<EmailLink> {
  const claim = await claimOnce(unit.trx, EmailLink, tokenHash, now);
  if ('refused' in claim) {
    throw linkRefused(claim.refused);
  }
  // An undo link is not a confirmation link, nor the other way round.
  if (!purposes.includes(claim.row.purpose)) {
    throw linkRefused('unknown');
  }
  return claim.row;
}

async function assertNotVerifiedElsewhere(unit: UnitOfWork, email: string, userId: number): Promise<void> {
  if (await findVerifiedHolder(unit.trx, email, userId)) {
    throw addressTaken();
  }
}

/** Writes the address columns; the partial unique index is the last word on two accounts verifying one address at once. */
async function saveAddress(unit: UnitOfWork, userId: number, patch: Partial<Pick<User, 'email' | 'emailVerifiedAt' | 'pendingEmail' | 'passwordHash'>>): Promise<User> {
  try {
    return await User.query(unit.trx).patchAndFetchById(userId, patch);
  } catch (error) {
    if (isUniqueViolation(error, 'email')) {
      throw addressTaken();
    }
    throw error;
  }
}

const REFUSALS: Record<LinkRefusal, TextKey> = {
  unknown: 'errors.emailLinkInvalid',
  used: 'errors.emailLinkUsed',
  expired: 'errors.emailLinkExpired',
};

function linkRefused(why: LinkRefusal) {
  const message = textRef(REFUSALS[why]);
  return badRequest(message, [{ path: 'token', message }]);
}

function linkReplaced() {
  const message = textRef('errors.emailLinkReplaced');
  return badRequest(message, [{ path: 'token', message }]);
}

function addressTaken() {
  return conflict(textRef('errors.emailAddressTaken'));
}
