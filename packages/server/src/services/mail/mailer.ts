import type { Transporter } from 'nodemailer';
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
  const url = config.smtpUrl;
  if (!url) {
    return null;
  }
  // nodemailer is loaded with the first e-mail, not at start: a restart is ready sooner (issue 21).
  let transport: Promise<Transporter> | null = null;
  const opened = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS }),
    ));
  return {
    async send(mail) {
      await (await opened()).sendMail(mail);
    },
    close: () => void transport?.then((open) => open.close()),
  };
}

/** Who e-mails come from: MAIL_FROM, else the site name and the support e-mail setting. */
export function senderOf(config: Pick<Config, 'mailFrom'>, settings: Pick<SettingValues, 'site_name' | 'support_email'>): Sender {
  return config.mailFrom ?? { name: settings.site_name, address: settings.support_email };
}
