import type { NotificationCategory } from '@signals/protocol';
import { CATEGORY_NAMES } from '../categories.js';
import { renderLayout, type RenderedBodies } from './layout.js';

export interface AlertEmailInput {
  siteName: string;
  publicUrl: string;
  body: string;
  /** The preference category; null for an admin's message, which belongs to none. */
  category: NotificationCategory | null;
  /** The signed token of the category's one-click unsubscribe; present with a category. */
  unsubscribeToken: string | null;
}

export interface ComposedAlertEmail extends RenderedBodies {
  /** RFC 8058 one-click unsubscribe headers, for an e-mail of a category. */
  headers: Record<string, string>;
}

/**
 * An alert e-mail: the message, a footer saying why it came and how to stop
 * it, and for an e-mail of a category the one-click unsubscribe (RFC 2369 /
 * RFC 8058 headers for the mail client's button, and a link to the page that
 * turns the category's e-mail off without signing in).
 */
export function composeAlertEmail(input: AlertEmailInput): ComposedAlertEmail {
  const settingsUrl = `${input.publicUrl}/settings/notifications`;
  if (!input.category || !input.unsubscribeToken) {
    return {
      ...renderLayout({
        siteName: input.siteName,
        publicUrl: input.publicUrl,
        body: input.body,
        footer: `You got this e-mail from the ${input.siteName} team because e-mail notifications are on in your account. Choose which e-mails you get in your notification settings.`,
        footerLinks: [{ label: 'Notification settings', url: settingsUrl }],
      }),
      headers: {},
    };
  }
  const token = encodeURIComponent(input.unsubscribeToken);
  const name = CATEGORY_NAMES[input.category];
  const bodies = renderLayout({
    siteName: input.siteName,
    publicUrl: input.publicUrl,
    body: input.body,
    footer: `You got this e-mail because e-mail alerts for ${name} are on in your ${input.siteName} notification settings.`,
    footerLinks: [
      { label: `Stop e-mails about ${name}`, url: `${input.publicUrl}/unsubscribe?token=${token}` },
      { label: 'Notification settings', url: settingsUrl },
    ],
  });
  return {
    ...bodies,
    headers: {
      'List-Unsubscribe': `<${input.publicUrl}/api/email/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
