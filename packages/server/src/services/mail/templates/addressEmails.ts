import type { LanguageCode } from '@signals/protocol';
import { serverText } from '../../../i18n/serverText.js';
import { renderLayout, type RenderedBodies } from './layout.js';

/** The e-mails about an address: its confirmation link, a change's link, the notice to its owner, the undo after a change. */
export type AddressEmail =
  /** Sign-up (or "resend"): confirm this address; the link works `hours`. */
  | { kind: 'verify'; token: string; hours: number }
  /** A change of address: confirm the new one; the link works `hours`. */
  | { kind: 'change'; token: string; hours: number }
  /** To the owner of an address someone else tried to use: no link, only what to do if it was them. */
  | { kind: 'taken' }
  /** To the old address once a change took effect: the new address, and the undo link for `days`. */
  | { kind: 'changed'; token: string; newEmail: string; days: number };

export interface AddressEmailInput {
  siteName: string;
  publicUrl: string;
  /** The account's name (the owner's, for `taken`). */
  username: string;
  /** The account's language (the owner's, for `taken`): the e-mail is written in it. */
  language: LanguageCode;
  email: AddressEmail;
}

/** One of the e-mails about an address, in the account's language. */
export function composeAddressEmail(input: AddressEmailInput): RenderedBodies & { subject: string } {
  const { language, siteName, publicUrl, username, email } = input;
  const text = (key: Parameters<typeof serverText>[1], values: Record<string, string | number> = {}) => serverText(language, key, { siteName, username, ...values });
  const layout = (body: string, action: { label: string; url: string }, footer: string) => renderLayout({ siteName, publicUrl, language, body, action, footer });
  switch (email.kind) {
    case 'verify':
      return {
        subject: text('emails.verify.subject'),
        ...layout(text('emails.verify.body', { hours: email.hours }), { label: text('emails.verify.action'), url: linkTo(publicUrl, '/verify-email', email.token) }, text('emails.verify.footer')),
      };
    case 'change':
      return {
        subject: text('emails.change.subject'),
        ...layout(text('emails.change.body', { hours: email.hours }), { label: text('emails.change.action'), url: linkTo(publicUrl, '/verify-email', email.token) }, text('emails.change.footer')),
      };
    case 'taken':
      return {
        subject: text('emails.taken.subject'),
        ...layout(text('emails.taken.body'), { label: text('emails.taken.action'), url: `${publicUrl}/auth` }, text('emails.taken.footer')),
      };
    case 'changed':
      return {
        subject: text('emails.changed.subject'),
        ...layout(
          text('emails.changed.body', { newEmail: email.newEmail, days: email.days }),
          { label: text('emails.changed.action'), url: linkTo(publicUrl, '/undo-email-change', email.token) },
          text('emails.changed.footer', { days: email.days }),
        ),
      };
  }
}

function linkTo(publicUrl: string, path: string, token: string): string {
  return `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
}
