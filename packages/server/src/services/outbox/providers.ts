import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';

export interface EmailMessage {
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
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

/** A webhook that does not answer in this time has failed; the worker tries again later. */
const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * The providers the configuration names: e-mail through nodemailer over
 * SMTP_URL, SMS as a JSON POST `{ to, body }` to SMS_WEBHOOK_URL.
 *
 * @param config the server configuration.
 */
export function createDeliveryProviders(config: Pick<Config, 'smtpUrl' | 'smsWebhookUrl'>): DeliveryProviders {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const webhook = config.smsWebhookUrl;
  return {
    email: transport
      ? async (message) => {
          await transport.sendMail(message);
        }
      : null,
    sms: webhook
      ? async (message) => {
          const response = await fetch(webhook, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(message),
            signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
          });
          if (!response.ok) {
            throw new Error(`The SMS webhook answered ${response.status} ${response.statusText}`.trim());
          }
        }
      : null,
    close: () => transport?.close(),
  };
}
