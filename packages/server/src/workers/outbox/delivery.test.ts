import { defaultNotificationPreferences } from '@signals/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { OutboxMessage, User } from '../../db/models/index.js';
import { inTransaction } from '../../db/transaction.js';
import { remindEndingSubscriptions } from '../../services/alerts/subscriptionReminders.js';
import { eventually } from '../../../test/support/events.js';
import { buildUser } from '../../../test/support/factories/users.js';
import { adminCallers } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { startMailbox, type Mailbox } from '../../../test/support/mailbox.js';
import { startTwilioStandIn, type TwilioStandIn } from '../../../test/support/twilioStandIn.js';
import { NOT_SENT_REASONS } from '../../services/outbox/eligibility.js';
import { MAX_ATTEMPTS, retryDelayMs } from './worker.js';

let smtp: Mailbox;
let twilio: TwilioStandIn;
let server: TestServer;
let callers: Awaited<ReturnType<typeof adminCallers>>;

beforeAll(async () => {
  [smtp, twilio] = await Promise.all([startMailbox(), startTwilioStandIn()]);
  server = await startTestServer({ SMTP_URL: smtp.url, ...twilio.env });
  callers = await adminCallers(server);
});
afterAll(async () => {
  await server?.close();
  await Promise.all([smtp?.close(), twilio?.close()]);
});
beforeEach(() => {
  smtp.mails.length = 0;
  twilio.received.length = 0;
  twilio.answer.status = 201;
});

/** The user's outbox row once it matches: the worker writes it after the provider answers. */
async function eventuallyRow(userId: number, matches: (row: OutboxMessage) => boolean): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await eventually(async () => {
    found = await OutboxMessage.query(server.app.db).where('userId', userId).first();
    return found !== undefined && matches(found);
  }, `user ${userId}'s outbox row`);
  return found!;
}

function send(userIds: number[], channels: { sendEmail?: boolean; sendSms?: boolean; sendInApp?: boolean }) {
  return callers.adminClient.post('/api/admin/notifications', { title: 'BTC alert', message: 'Bitcoin moved five percent in an hour.', type: 'signal', userIds, ...channels });
}

describe('outbox delivery', () => {
  it('sends e-mail through SMTP_URL and SMS through Twilio, and marks both sent', async () => {
    const user = await buildUser(server.app.db, { isPremium: true, phoneNumber: '+14155550199', phoneVerified: true });
    expect((await send([user.id], { sendEmail: true, sendSms: true })).status).toBe(201);
    await server.app.outbox.runOnce();

    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail).toMatchObject({ from: 'support@example.com', to: [user.email] });
    expect(mail.parsed.subject).toBe('BTC alert');
    expect(mail.parsed.text).toContain('Bitcoin moved five percent in an hour.');
    expect(mail.parsed.html).toContain('Bitcoin moved five percent in an hour.');
    expect(twilio.received).toEqual([
      {
        method: 'POST',
        path: `/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`,
        contentType: 'application/x-www-form-urlencoded',
        auth: { user: twilio.accountSid, password: twilio.authToken },
        form: { To: '+14155550199', From: twilio.env.TWILIO_FROM, Body: 'BTC alert: Bitcoin moved five percent in an hour.' },
      },
    ]);

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

  it('writes to a member in the language they chose: a German reader gets the e-mail, its footer and the SMS in German', async () => {
    const endsAt = new Date(Date.now() + 2 * 86_400_000);
    const user = await buildUser(server.app.db, { isPremium: true, subscriptionEndDate: endsAt, phoneNumber: '+14155550196', phoneVerified: true });
    const preferences = defaultNotificationPreferences(true);
    preferences.accountUpdates.sms = true;
    await User.query(server.app.db).patch({ language: 'de', notificationPreferences: preferences }).where('id', user.id);
    await inTransaction(server.app.db, server.app.services.events, (unit) => remindEndingSubscriptions(unit, { now: new Date(), publicUrl: server.config.publicUrl }));
    await server.app.outbox.runOnce();

    const day = new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' }).format(endsAt);
    // No paid period on record: the renewal link quotes the monthly plan.
    const monthly = await server.app.db('plans').where({ code: 'monthly', isActive: true }).first<{ id: number }>();
    const link = `${server.config.publicUrl}/payment?plan=${monthly.id}`;
    const mail = await smtp.next(user.email);
    expect(mail.parsed.subject).toBe('Premium endet in 2 Tagen');
    expect(mail.parsed.text).toContain(`Ihr Premium-Abonnement endet am ${day}. Verlängern Sie es,`);
    expect(mail.parsed.text).toContain('Sie erhalten diese E-Mail, weil in Ihren Benachrichtigungseinstellungen bei Crypto Arbitrage Signals E-Mails zu Konto-Updates aktiviert sind.');
    expect(mail.parsed.text).toMatch(/Keine E-Mails mehr zu Konto-Updates: http\S+\/unsubscribe\?token=/);
    expect(mail.parsed.text).toMatch(/Benachrichtigungseinstellungen: http\S+\/settings\/notifications/);
    expect(mail.parsed.html).toContain('<html lang="de">');
    expect(mail.parsed.text).not.toMatch(/You got this|Premium ends/);
    expect(mail.parsed.text).toContain(link);
    expect(twilio.received.map((text) => text.form.Body)).toEqual([
      `Premium endet in 2 Tagen: Ihr Premium-Abonnement endet am ${day}. Verlängern Sie es, um weiterhin alle Signaldetails und Premium-Benachrichtigungen zu erhalten: ${link}`,
    ]);
  });

  it('texts nobody whose number is not verified: the row says why', async () => {
    const user = await buildUser(server.app.db, { isPremium: true, phoneNumber: '+14155550197' });
    await send([user.id], { sendInApp: false, sendSms: true });
    await server.app.outbox.runOnce();
    expect(twilio.received).toEqual([]);
    expect(await OutboxMessage.query(server.app.db).where('userId', user.id).first()).toMatchObject({ status: 'not_sent', reason: NOT_SENT_REASONS.phoneUnverified });
  });

  it(`retries when Twilio refuses and gives up after ${MAX_ATTEMPTS} attempts with the error as the reason`, async () => {
    const user = await buildUser(server.app.db, { isPremium: true, phoneNumber: '+14155550198', phoneVerified: true });
    twilio.answer.status = 400;
    // SMS only, with no in-app row: the queued message wakes the worker all the same, which tries it at once.
    const start = Date.now();
    await send([user.id], { sendInApp: false, sendSms: true });
    await eventually(() => twilio.received.length === 1, 'the first attempt, right after the send');
    // Recorded, not only claimed: the claim counts the attempt before the provider answers.
    const held = await eventuallyRow(user.id, (row) => row.attempts === 1 && row.reason !== null);
    expect(held).toMatchObject({ status: 'pending', attempts: 1, reason: "Twilio answered 400: The 'To' number +14155550198 is not a valid phone number." });
    // Held for the back-off, counted from the attempt: a run before it ends sends nothing.
    expect(held.notBefore!.getTime()).toBeGreaterThanOrEqual(start + retryDelayMs(1));
    expect(held.notBefore!.getTime()).toBeLessThanOrEqual(Date.now() + retryDelayMs(1));
    await server.app.outbox.runOnce(new Date(held.notBefore!.getTime() - 1));
    expect(twilio.received).toHaveLength(1);

    for (let run = 1; run < MAX_ATTEMPTS; run += 1) {
      const row = await OutboxMessage.query(server.app.db).where('userId', user.id).first();
      await server.app.outbox.runOnce(row!.notBefore!);
    }
    expect((await OutboxMessage.query(server.app.db).where('userId', user.id).first())).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(twilio.received).toHaveLength(MAX_ATTEMPTS);
    await server.app.outbox.runOnce(new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect(twilio.received).toHaveLength(MAX_ATTEMPTS);
  });

  it('backs off exponentially, and waits longer when the provider asks (Retry-After), within an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(1, 90_000)).toBe(90_000);
    expect(retryDelayMs(3, 1_000)).toBe(120_000);
    expect(retryDelayMs(2, 7 * 24 * 60 * 60 * 1000)).toBe(60 * 60 * 1000);
  });
});

describe('delivery configuration', () => {
  it('takes SMTP_URL, MAIL_FROM, PUBLIC_URL and the Twilio account from the environment; none is needed', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        MAIL_FROM: 'Signals <alerts@example.com>',
        PUBLIC_URL: 'https://signals.example.com/',
        TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}`,
        TWILIO_AUTH_TOKEN: 'x'.repeat(32),
        TWILIO_FROM: '+14155550100',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Signals <alerts@example.com>',
      publicUrl: 'https://signals.example.com',
      twilio: { accountSid: `AC${'a'.repeat(32)}`, authToken: 'x'.repeat(32), from: '+14155550100', apiUrl: 'https://api.twilio.com' },
    });
    expect(loadConfig({ PORT: '4000' })).toMatchObject({ smtpUrl: null, mailFrom: null, twilio: null, publicUrl: 'http://127.0.0.1:4000' });
  });

  it.each([
    [{ SMTP_URL: 'http://user:secret@mail.example.com' }, /^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL$/],
    [{ TWILIO_ACCOUNT_SID: 'secret-sid' }, /^Invalid configuration: TWILIO_ACCOUNT_SID must look like AC followed by 32 hex digits$/],
    [{ TWILIO_AUTH_TOKEN: 'short-secret' }, /^Invalid configuration: TWILIO_AUTH_TOKEN must be the account’s auth token$/],
    [{ TWILIO_ACCOUNT_SID: `AC${'a'.repeat(32)}` }, /^Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together$/],
    [{ PUBLIC_URL: 'signals.example.com' }, /^Invalid configuration: PUBLIC_URL must be an http:\/\/ or https:\/\/ address like https:\/\/signals.example.com$/],
  ])('stops on %j without echoing the value (it may hold credentials)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
