import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One e-mail as the SMTP server received it: the envelope, and the message parsed by mailparser. */
export interface ReceivedMail {
  from: string;
  to: string[];
  parsed: ParsedMail;
}

export interface Mailbox {
  port: number;
  /** SMTP_URL for the server under test. */
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the next e-mail to `address` (one already here counts), or rejects after `timeoutMs`. */
  next(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server in this process (smtp-server) that keeps what it receives: nothing leaves the machine. */
export function startMailbox(): Promise<Mailbox> {
  const mails: ReceivedMail[] = [];
  const waiting: Array<{ address: string; resolve: (mail: ReceivedMail) => void }> = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const mail = { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), parsed };
          mails.push(mail);
          const waiter = waiting.findIndex((w) => mail.to.includes(w.address));
          if (waiter >= 0) {
            waiting.splice(waiter, 1)[0]?.resolve(mail);
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  return new Promise((resolve) => {
    const listener = smtp.listen(0, '127.0.0.1', () => {
      const port = (listener.address() as AddressInfo).port;
      resolve({
        port,
        url: `smtp://127.0.0.1:${port}`,
        mails,
        next(address, timeoutMs = 5000) {
          const here = mails.find((mail) => mail.to.includes(address));
          if (here) {
            mails.splice(mails.indexOf(here), 1);
            return Promise.resolve(here);
          }
          return new Promise((done, fail) => {
            const waiter = {
              address,
              resolve: (mail: ReceivedMail) => {
                clearTimeout(timer);
                mails.splice(mails.indexOf(mail), 1);
                done(mail);
              },
            };
            // A wait that timed out stops waiting: the next e-mail to the address stays here for the next call.
            const timer = setTimeout(() => {
              waiting.splice(waiting.indexOf(waiter), 1);
              fail(new Error(`No e-mail reached ${address} within ${timeoutMs} ms`));
            }, timeoutMs);
            waiting.push(waiter);
          });
        },
        close: () => new Promise<void>((done) => smtp.close(() => done())),
      });
    });
  });
}

/** The token of the link to `path` (e.g. `/verify-email`) in an e-mail's text; throws when there is none. */
export function linkToken(mail: ReceivedMail, path: string): string {
  const token = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.parsed.text ?? '')?.[1];
  if (!token) {
    throw new Error(`No ${path} link in “${mail.parsed.subject ?? ''}”`);
  }
  return token;
}
