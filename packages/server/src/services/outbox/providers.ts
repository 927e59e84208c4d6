import { NOTIFICATION_CATEGORIES, type LanguageCode, type NotificationCategory } from '@signals/protocol';
import type { Config } from '../../config.js';
import type { Keyring } from '../../http/keyring.js';
import type { Mailer } from '../mail/mailer.js';
import type { EmailAction } from './emailPayload.js';
import { composeAlertEmail } from '../mail/templates/alertEmail.js';
import { signUnsubscribeToken } from '../mail/unsubscribeTokens.js';
import type { SmsProvider } from '../sms/twilio.js';

/** An outbox e-mail row as the worker hands it over. */
export interface EmailMessage {
  /** The site name and support address (MAIL_FROM overrides the sender, not the site name). */
  from: { name: string; address: string };
  to: string;
  subject: string;
  /** The message as plain text. */
  text: string;
  /** The member it goes to, and its preference category: with both, it carries a one-click unsubscribe. */
  userId?: number | null;
  category?: string | null;
  /** The language the text is in: the layout around it (footer, unsubscribe) is written in it too. */
  language?: LanguageCode;
  /** A button under the text, to a page of the site. */
  action?: EmailAction | null;
}

export interface SmsMessage {
  to: string;
  body: string;
}

/** How the worker hands messages over; a channel without a provider is not configured. */
export interface DeliveryProviders {
  email: ((message: EmailMessage) => Promise<void>) | null;
  sms: ((message: SmsMessage) => Promise<void>) | null;
  /** Releases connections (the SMTP pool). */
  close(): void;
}

export interface DeliveryProviderParts {
  config: Pick<Config, 'publicUrl' | 'mailFrom'>;
  /** SMTP_URL's mailer, or null. */
  mailer: Mailer | null;
  /** Twilio, or null. */
  sms: SmsProvider | null;
  /** Signs the unsubscribe links (the session keys). */
  keyring: Keyring;
}

function categoryOf(value: string | null | undefined): NotificationCategory | null {
  return NOTIFICATION_CATEGORIES.find((category) => category === value) ?? null;
}

/**
 * The providers: e-mail composed from the templates (HTML and text, the
 * category's one-click unsubscribe) and sent by the mailer; SMS through the
 * SMS provider.
 */
export function createDeliveryProviders({ config, mailer, sms, keyring }: DeliveryProviderParts): DeliveryProviders {
  return {
    email: mailer
      ? async (message) => {
          const category = categoryOf(message.category);
          const token = category && message.userId ? signUnsubscribeToken(keyring, { userId: message.userId, category }) : null;
          const composed = composeAlertEmail({
            siteName: message.from.name,
            publicUrl: config.publicUrl,
            body: message.text,
            category,
            unsubscribeToken: token,
            language: message.language ?? 'en',
            action: message.action ? { label: message.action.label, url: `${config.publicUrl}${message.action.path}` } : undefined,
          });
          await mailer.send({ from: config.mailFrom ?? message.from, to: message.to, subject: message.subject, ...composed });
        }
      : null,
    sms: sms ? (message) => sms.send(message) : null,
    close: () => mailer?.close(),
  };
}
