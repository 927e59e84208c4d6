import type { LanguageCode } from '@signals/protocol';
import { serverText } from '../../../i18n/serverText.js';
import { renderLayout, type RenderedBodies } from './layout.js';

export interface PasswordResetEmailInput {
  siteName: string;
  publicUrl: string;
  username: string;
  /** The single-use token of the link. */
  token: string;
  /** How long the link works, in minutes. */
  minutes: number;
  /** The account's language: the e-mail is written in it. */
  language: LanguageCode;
}

/** The "reset your password" e-mail, in the account's language: one link, how long it works, and what to do if you did not ask. */
export function composePasswordResetEmail(input: PasswordResetEmailInput): RenderedBodies & { subject: string } {
  const { language, siteName } = input;
  const link = `${input.publicUrl}/reset-password?token=${encodeURIComponent(input.token)}`;
  return {
    subject: serverText(language, 'emails.passwordReset.subject', { siteName }),
    ...renderLayout({
      siteName,
      publicUrl: input.publicUrl,
      language,
      body: serverText(language, 'emails.passwordReset.body', { username: input.username, siteName, minutes: input.minutes }),
      action: { label: serverText(language, 'emails.passwordReset.action'), url: link },
      footer: serverText(language, 'emails.passwordReset.footer', { siteName }),
    }),
  };
}
