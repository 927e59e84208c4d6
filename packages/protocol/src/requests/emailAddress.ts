import { z } from 'zod';
import { textRef } from '../text.js';
import { strongPassword } from './fields.js';

/**
 * How long each e-mail link works: the sign-up link to confirm an address,
 * the link sent to the new address of a change, and the old address's undo.
 */
export const EMAIL_LINK_TTL_MS = {
  verify: 48 * 60 * 60 * 1000,
  change: 24 * 60 * 60 * 1000,
  undo: 7 * 24 * 60 * 60 * 1000,
} as const;

/** E-mails to confirm an address (or to tell its owner that someone tried it) one address may be sent per hour, whatever the account. */
export const ADDRESS_EMAILS_PER_HOUR = 3;

/** What an e-mail link page refuses with: references to the validation catalogue (validation.emailLink.*). */
export const EMAIL_LINK_MESSAGES = {
  invalid: textRef('validation.emailLink.invalid'),
} as const;

/** An e-mail link's token as it carries it: 43 base64url characters (32 random bytes), as a reset link's. */
export const EmailLinkToken = z.string({ error: EMAIL_LINK_MESSAGES.invalid }).regex(/^[A-Za-z0-9_-]{43}$/, EMAIL_LINK_MESSAGES.invalid);

/** Opening a link that proves an inbox: the sign-up confirmation, or the new address of a change. */
export const EmailLinkRequest = z.object({ token: EmailLinkToken });
export type EmailLinkRequest = z.input<typeof EmailLinkRequest>;

/** What opening the link did: the account's address is now verified (a sign-up), or now this one (a change). */
export const EmailLinkOpened = z.object({
  outcome: z.enum(['verified', 'changed']),
  email: z.string(),
});
export type EmailLinkOpened = z.infer<typeof EmailLinkOpened>;

/**
 * Undoing a change of address from the old inbox: whoever changed it knew the
 * password, so a new one is chosen in the same step.
 */
export const EmailChangeUndoRequest = z.object({ token: EmailLinkToken, newPassword: strongPassword });
export type EmailChangeUndoRequest = z.input<typeof EmailChangeUndoRequest>;

// The undo page's form is the reset page's (NewPasswordForm, requests/passwordReset.ts): the new password twice.

/** The address the account has again after an undo. */
export const EmailChangeUndone = z.object({ email: z.string() });
export type EmailChangeUndone = z.infer<typeof EmailChangeUndone>;
