import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { SettingValues } from '../settings.js';

export type Sender = string | { name: string; address: string };

export interface OutgoingMail {
  from: Sender;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

/** Sends e-mail over SMTP_URL; null when e-mail is not configured. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Releases the SMTP connections. */
  close(): void;
}

/** An SMTP server that does not answer in this time has failed; the outbox tries again later. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * The mailer of SMTP_URL (nodemailer: the URL carries host, port, TLS and
 * credentials), or null without it.
 */
export function createMailer(config: Pick<Config, 'smtpUrl'>): Mailer | null {
  if (!config.smtpUrl) {
    return null;
  }
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

/** Who e-mails come from: MAIL_FROM, else the site name and the support e-mail setting. */
export function senderOf(config: Pick<Config, 'mailFrom'>, settings: Pick<SettingValues, 'site_name' | 'support_email'>): Sender {
  return config.mailFrom ?? { name: settings.site_name, address: settings.support_email };
}
