import { afterAll, beforeAll, expect } from 'vitest';
import type { BuiltUser } from './factories/users.js';
import { startMailbox, type Mailbox, type ReceivedMail } from './mailbox.js';
import type { TestClient } from './testClient.js';
import { startTestServer, type TestServer } from './testServer.js';

/** The site the e-mails' links point at. */
export const PUBLIC_URL = 'https://signals.example.com';
export const CHANGED_SUBJECT = 'The e-mail address of your Crypto Arbitrage Signals account was changed';

/**
 * For the suites of e-mail addresses (emailAddress.test.ts, emailVerification.test.ts): a server that e-mails an
 * in-process SMTP mailbox, started before the file's tests and closed after them, with what those suites do to it.
 * Each request that counts per client address comes from its own (`nextAddress`, TRUST_PROXY).
 */
export function addressMailServer() {
  let mailbox: Mailbox;
  let server: TestServer;
  let address = 0;
  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer({ SMTP_URL: mailbox.url, PUBLIC_URL, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await server?.close();
    await mailbox?.close();
  });

  const nextAddress = () => `198.51.100.${(address += 1)}`;

  /** The token of the link to `path` in the e-mail's text, the same as in its HTML. */
  function tokenIn(mail: ReceivedMail, path: string): string {
    const pattern = new RegExp(`${PUBLIC_URL}${path}\\?token=([A-Za-z0-9_-]{43})`);
    const fromText = pattern.exec(mail.parsed.text ?? '')?.[1];
    expect(fromText, `a ${path} link in “${mail.parsed.subject}”`).toBeDefined();
    expect(pattern.exec(typeof mail.parsed.html === 'string' ? mail.parsed.html : '')?.[1]).toBe(fromText);
    return fromText ?? '';
  }

  return {
    get server() {
      return server;
    },
    get mailbox() {
      return mailbox;
    },
    nextAddress,
    tokenIn,
    /** The next e-mail to `to` with this subject; others to it before (a new-sign-in alert) are passed over. */
    async nextTitled(to: string, subject: string): Promise<ReceivedMail> {
      for (;;) {
        const mail = await mailbox.next(to);
        if (mail.parsed.subject === subject) {
          return mail;
        }
      }
    },
    /** No e-mail reaches `to` while the server settles what it would send (the delivery worker gets a moment). */
    async expectNoMail(to: string): Promise<void> {
      await expect(mailbox.next(to, 400)).rejects.toThrow(/No e-mail reached/);
    },
    openLink(token: string) {
      return server.client().post<{ outcome?: string; email?: string; message?: string; code?: string }>('/api/email/verify', { token });
    },
    register(account: { username: string; email: string; password?: string }) {
      const client = server.client();
      const response = client.post<Record<string, unknown>>('/api/register', { password: 'Signup#2026', ...account }, { headers: { 'x-forwarded-for': nextAddress() } });
      return { client, response };
    },
    /** A member with a verified address moving to `to`: the change asked for, its link's token. */
    async askForChange(member: { user: BuiltUser; client: TestClient }, to: string): Promise<string> {
      const response = await member.client.patch(`/api/users/${member.user.id}`, { username: member.user.username, email: to, currentPassword: member.user.password });
      expect(response.status).toBe(200);
      return tokenIn(await mailbox.next(to), '/verify-email');
    },
  };
}
