import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface E2eMailbox {
  /**
   * The next e-mail to `address` (whose subject matches `subject`, when given): one already here, or the first to
   * arrive within `timeoutMs`. Other e-mails stay for a later call: a member gets several at once (a sign-in alert
   * beside a reset link) and the server sends them in no promised order.
   */
  next(address: string, options?: { subject?: RegExp; timeoutMs?: number }): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** A real SMTP server (smtp-server) on `port`, keeping what arrives for the spec to read (mailparser). */
export function startMailbox(port: number): Promise<E2eMailbox> {
  const mails: Array<{ to: string[]; parsed: ParsedMail }> = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), parsed });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  return new Promise((resolve, reject) => {
    smtp.on('error', reject);
    const listener = smtp.listen(port, '127.0.0.1', () => {
      if ((listener.address() as AddressInfo).port !== port) {
        reject(new Error(`The e2e mailbox could not take port ${port}`));
      }
      resolve({
        async next(address, { subject, timeoutMs = 10_000 } = {}) {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const found = mails.findIndex(
              (mail) => mail.to.includes(address.toLowerCase()) && (!subject || subject.test(mail.parsed.subject ?? '')),
            );
            if (found >= 0) {
              return mails.splice(found, 1)[0]!.parsed;
            }
            if (Date.now() > deadline) {
              throw new Error(`No e-mail${subject ? ` titled ${String(subject)}` : ''} reached ${address} within ${timeoutMs} ms`);
            }
            await new Promise((done) => setTimeout(done, 100));
          }
        },
        close: () => new Promise<void>((done) => smtp.close(() => done())),
      });
    });
  });
}
