import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { OutboxMessage } from '../../db/models/index.js';
import { buildUser } from '../../../test/support/factories/users.js';
import { adminCallers } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { MAX_ATTEMPTS, retryDelayMs } from './worker.js';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server that keeps what it receives: nothing leaves the machine. */
function startSmtp(): Promise<{ port: number; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        mails.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    const listener = smtp.listen(0, '127.0.0.1', () => {
      resolve({ port: (listener.address() as AddressInfo).port, mails, close: () => new Promise<void>((done) => smtp.close(() => done())) });
    });
  });
}

/** A local SMS webhook that records each request and answers with the status the test sets. */
function startWebhook(): Promise<{ url: string; received: unknown[]; answer: { status: number }; close(): Promise<void> }> {
  const received: unknown[] = [];
  const answer = { status: 200 };
  const webhook = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method, contentType: request.headers['content-type'], body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown });
      response.writeHead(answer.status).end();
    });
  });
  return new Promise((resolve) => {
    webhook.listen(0, '127.0.0.1', () => {
      const { port } = webhook.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/sms`, received, answer, close: () => new Promise<void>((done) => webhook.close(() => done())) });
    });
  });
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let webhook: Awaited<ReturnType<typeof startWebhook>>;
let server: TestServer;
let callers: Awaited<ReturnType<typeof adminCallers>>;

beforeAll(async () => {
  [smtp, webhook] = await Promise.all([startSmtp(), startWebhook()]);
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMS_WEBHOOK_URL: webhook.url });
  callers = await adminCallers(server);
});
afterAll(async () => {
  await server?.close();
  await Promise.all([smtp?.close(), webhook?.close()]);
});
beforeEach(() => {
  smtp.mails.length = 0;
  webhook.received.length = 0;
  webhook.answer.status = 200;
});

function send(userIds: number[], channels: { sendEmail?: boolean; sendSms?: boolean; sendInApp?: boolean }) {
  return callers.adminClient.post('/api/admin/notifications', { title: 'BTC alert', message: 'Bitcoin moved five percent in an hour.', type: 'signal', userIds, ...channels });
}

describe('outbox delivery', () => {
  it('sends e-mail through SMTP_URL and SMS through the webhook, and marks both sent', async () => {
    const user = await buildUser(server.app.db, { isPremium: true, phoneNumber: '+14155550199' });
    expect((await send([user.id], { sendEmail: true, sendSms: true })).status).toBe(201);
    await server.app.outbox.runOnce();

    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).toMatchObject({ from: 'support@example.com', to: [user.email] });
    expect(smtp.mails[0]!.raw).toMatch(/^Subject: BTC alert$/m);
    expect(smtp.mails[0]!.raw).toContain('Bitcoin moved five percent in an hour.');
    expect(webhook.received).toEqual([{ method: 'POST', contentType: 'application/json', body: { to: '+14155550199', body: 'BTC alert: Bitcoin moved five percent in an hour.' } }]);

    const rows = await OutboxMessage.query(server.app.db).where('userId', user.id).orderBy('id');
    expect(rows.map((row) => [row.channel, row.status, row.attempts, row.reason])).toEqual([
      ['email', 'sent', 1, null],
      ['sms', 'sent', 1, null],
    ]);
    expect(rows.every((row) => row.sentAt instanceof Date && row.notificationId !== null)).toBe(true);

    // Delivered once: a later run sends nothing again.
    await server.app.outbox.runOnce();
    expect(smtp.mails).toHaveLength(1);
  });

  it(`retries a failing webhook and gives up after ${MAX_ATTEMPTS} attempts with the error as the reason`, async () => {
    const user = await buildUser(server.app.db, { isPremium: true, phoneNumber: '+14155550198' });
    webhook.answer.status = 502;
    // SMS only: no in-app row, so nothing nudges the worker and each run here is one attempt.
    await send([user.id], { sendInApp: false, sendSms: true });

    const start = new Date();
    const first = await server.app.outbox.runOnce(start);
    expect(first).toMatchObject({ retrying: 1, sent: 0 });
    const held = await OutboxMessage.query(server.app.db).where('userId', user.id).first();
    expect(held).toMatchObject({ status: 'pending', attempts: 1, reason: 'The SMS webhook answered 502 Bad Gateway' });
    // Held for the back-off: a run before it ends sends nothing.
    expect(held!.notBefore!.getTime()).toBe(start.getTime() + retryDelayMs(1));
    await server.app.outbox.runOnce(start);
    expect(webhook.received).toHaveLength(1);

    for (let run = 1; run < MAX_ATTEMPTS; run += 1) {
      const row = await OutboxMessage.query(server.app.db).where('userId', user.id).first();
      await server.app.outbox.runOnce(row!.notBefore!);
    }
    expect((await OutboxMessage.query(server.app.db).where('userId', user.id).first())).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(webhook.received).toHaveLength(MAX_ATTEMPTS);
    await server.app.outbox.runOnce(new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect(webhook.received).toHaveLength(MAX_ATTEMPTS);
  });

  it('backs off exponentially, and waits longer when the provider asks (Retry-After), within an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(1, 90_000)).toBe(90_000);
    expect(retryDelayMs(3, 1_000)).toBe(120_000);
    expect(retryDelayMs(2, 7 * 24 * 60 * 60 * 1000)).toBe(60 * 60 * 1000);
  });
});

describe('delivery configuration', () => {
  it('takes SMTP_URL and SMS_WEBHOOK_URL from the environment, and neither by default', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example.com:465', SMS_WEBHOOK_URL: 'https://sms.example.com/hook' })).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      smsWebhookUrl: 'https://sms.example.com/hook',
    });
    expect(loadConfig({})).toMatchObject({ smtpUrl: null, smsWebhookUrl: null });
  });

  it.each([
    [{ SMTP_URL: 'http://user:secret@mail.example.com' }, /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL$/],
    [{ SMS_WEBHOOK_URL: 'ftp://user:secret@sms.example.com' }, /^Invalid configuration: SMS_WEBHOOK_URL must be an http:\/\/ or https:\/\/ URL$/],
  ])('stops on %j without echoing the value (it may hold credentials)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
