/**
 * The SMTP port of the e2e server's SMTP_URL: fixed, next to the server's own
 * port (playwright.config.ts), so a spec can receive the e-mails the app sends
 * (e2e/support/mailbox.ts). Only a spec that starts the mailbox listens on it;
 * e-mails sent while none listens fail and wait in the outbox, as with a mail
 * server that is down.
 */
export function smtpPortFor(appPort: number): number {
  return appPort + 9;
}
