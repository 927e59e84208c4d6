import type { LanguageCode, NotificationCategory } from '@signals/protocol';
import { serverText } from '../../../i18n/serverText.js';
import { renderLayout, type RenderedBodies } from './layout.js';

export interface AlertEmailInput {
  siteName: string;
  publicUrl: string;
  body: string;
  /** The preference category; null for an admin's message, which belongs to none. */
  category: NotificationCategory | null;
  /** The signed token of the category's one-click unsubscribe; present with a category. */
  unsubscribeToken: string | null;
  /** The recipient's language, the body's: the footer and its links are written in it. */
  language: LanguageCode;
  /** A button under the message (a receipt's page). */
  action?: { label: string; url: string };
}

export interface ComposedAlertEmail extends RenderedBodies {
  /** RFC 8058 one-click unsubscribe headers, for an e-mail of a category. */
  headers: Record<string, string>;
}

/**
 * An alert e-mail: the message, a footer saying why it came and how to stop
 * it (in the recipient's language), and for an e-mail of a category the one-click unsubscribe (RFC 2369 /
 * RFC 8058 headers for the mail client's button, and a link to the page that
 * turns the category's e-mail off without signing in).
 */
export function composeAlertEmail(input: AlertEmailInput): ComposedAlertEmail {
  const { language, siteName } = input;
  const settings = { label: serverText(language, 'emails.alert.settings'), url: `${input.publicUrl}/settings/notifications` };
  if (!input.category || !input.unsubscribeToken) {
    return {
      ...renderLayout({
        siteName,
        publicUrl: input.publicUrl,
        language,
        body: input.body,
        action: input.action,
        footer: serverText(language, 'emails.alert.footer', { siteName }),
        footerLinks: [settings],
      }),
      headers: {},
    };
  }
  const token = encodeURIComponent(input.unsubscribeToken);
  const category = input.category;
  const bodies = renderLayout({
    siteName,
    publicUrl: input.publicUrl,
    language,
    body: input.body,
    action: input.action,
    footer: serverText(language, 'emails.alert.categoryFooter', { category, siteName }),
    footerLinks: [{ label: serverText(language, 'emails.alert.stop', { category }), url: `${input.publicUrl}/unsubscribe?token=${token}` }, settings],
  });
  return {
    ...bodies,
    headers: {
      'List-Unsubscribe': `<${input.publicUrl}/api/email/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
