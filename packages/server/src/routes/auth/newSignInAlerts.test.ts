import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TwoFactorSetup, type Notification as NotificationDto } from '@signals/protocol';
import { OutboxMessage } from '../../db/models/index.js';
import { NEW_SIGN_IN_ALERTS_PER_HOUR } from '../../services/alerts/newSignInAlertThrottle.js';
import { eventually } from '../../../test/support/events.js';
import { buildUser, uniqueName } from '../../../test/support/factories/users.js';
import { linkToken, startMailbox, type Mailbox } from '../../../test/support/mailbox.js';
import { signIn } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

const PASSWORD = 'Str0ng#Pass-2026';
const NEW_SIGN_IN = 'New sign-in to your account';

let mailbox: Mailbox;
let server: TestServer;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startTestServer({ SMTP_URL: mailbox.url });
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

/**
 * A member who signed up in `home`, as anyone does (the account's first browser), and opened the link confirming
 * their address: until then nothing but that link is e-mailed to it.
 */
async function signedUp(): Promise<{ id: number; username: string; email: string; home: TestClient }> {
  const username = uniqueName('member');
  const email = `${username.toLowerCase()}@example.com`;
  const home = server.client();
  const registered = await home.post<{ id: number }>('/api/register', { username, email, password: PASSWORD });
  expect(registered.status).toBe(201);
  const confirmed = await server.client().post('/api/email/verify', { token: linkToken(await mailbox.next(email), '/verify-email') });
  expect(confirmed.status).toBe(200);
  return { id: registered.body.id, username, email, home };
}

/** Turns two-factor on from the member's browser; answers the secret. */
async function withTwoFactor(home: TestClient): Promise<string> {
  const { secretKey } = TwoFactorSetup.parse((await home.post('/api/user/2fa-setup', { password: PASSWORD })).body);
  expect((await home.post('/api/user/2fa-verify', { code: await generate({ secret: secretKey }), password: PASSWORD })).status).toBe(200);
  return secretKey;
}

/** The new-sign-in rows the outbox holds for the member, per channel. */
async function newSignInMessages(userId: number): Promise<Record<string, number>> {
  const rows = await OutboxMessage.query(server.app.db).where({ userId }).where('body', 'like', '%Someone signed in to your account%');
  return rows.reduce<Record<string, number>>((counts, row) => ({ ...counts, [row.channel]: (counts[row.channel] ?? 0) + 1 }), {});
}

async function bellTitles(client: TestClient, userId: number): Promise<string[]> {
  return (await client.get<NotificationDto[]>('/api/notifications')).body.filter((n) => n.userId === userId).map((n) => n.title);
}

/** Every mail that reached `address` so far, by subject. */
function mailsTo(address: string): string[] {
  return mailbox.mails.filter((mail) => mail.to.includes(address)).map((mail) => mail.parsed.subject ?? '');
}

describe('new-sign-in alerts', () => {
  it('a sign-in that passes two-factor, from a browser new to the account, sends the new-sign-in e-mail', async () => {
    const member = await signedUp();
    const secret = await withTwoFactor(member.home);
    await server.app.outbox.runOnce();
    await mailbox.next(member.email); // "Two-factor authentication turned on"

    const stranger = server.client();
    const asked = await stranger.post('/api/login', { username: member.username, password: PASSWORD });
    expect(asked.status).toBe(401);
    // The code-less attempt leaves the browser nothing: it is still new to the account when the code comes.
    expect(stranger.cookies.size).toBe(0);
    // The next step's code: the one that turned two-factor on cannot be used again.
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await stranger.post('/api/login', { username: member.username, password: PASSWORD, code })).status).toBe(200);

    await server.app.outbox.runOnce();
    const mail = await mailbox.next(member.email);
    expect(mail.parsed.subject).toBe(NEW_SIGN_IN);
    expect(mail.parsed.text).toMatch(/Someone signed in to your account on .+ UTC from .+, a browser not used on it before\./);
    expect(await bellTitles(member.home, member.id)).toContain(NEW_SIGN_IN);
  });

  it('the browser a member signed up in is the account’s first: a sign-in from any other is told, and one from it again is not', async () => {
    const member = await signedUp();
    await member.home.post('/api/logout');
    await member.home.signIn(member.username, PASSWORD);
    expect(await newSignInMessages(member.id)).toEqual({});

    await server.client().signIn(member.username, PASSWORD);
    expect(await newSignInMessages(member.id)).toEqual({ email: 1, sms: 1, push: 1 });
    expect(await bellTitles(member.home, member.id)).toEqual([NEW_SIGN_IN]);
  });

  it(`sends at most ${NEW_SIGN_IN_ALERTS_PER_HOUR} an hour beyond the bell: the next new browser is in the bell only`, async () => {
    const user = await buildUser(server.app.db);
    // The account's first browser, then strangers' browsers one after another.
    const home = await signIn(server, user);
    for (let i = 0; i < NEW_SIGN_IN_ALERTS_PER_HOUR + 2; i += 1) {
      await signIn(server, user);
    }
    // Every sign-in is in the member's bell; e-mail, SMS and push stop at the hour's allowance.
    expect((await bellTitles(home, user.id)).filter((title) => title === NEW_SIGN_IN)).toHaveLength(NEW_SIGN_IN_ALERTS_PER_HOUR + 2);
    expect(await newSignInMessages(user.id)).toEqual({ email: NEW_SIGN_IN_ALERTS_PER_HOUR, sms: NEW_SIGN_IN_ALERTS_PER_HOUR, push: NEW_SIGN_IN_ALERTS_PER_HOUR });
    await server.app.outbox.runOnce();
    await eventually(() => mailsTo(user.email).length >= NEW_SIGN_IN_ALERTS_PER_HOUR, 'the allowed e-mails');
    expect(mailsTo(user.email)).toEqual(Array.from({ length: NEW_SIGN_IN_ALERTS_PER_HOUR }, () => NEW_SIGN_IN));

    // The allowance is the account's: another member's first alert still goes out.
    const other = await buildUser(server.app.db);
    await signIn(server, other);
    await signIn(server, other);
    expect(await newSignInMessages(other.id)).toEqual({ email: 1, sms: 1, push: 1 });
  });

  it('signing in again from a browser the account knows spends none of the allowance', async () => {
    const member = await signedUp();
    for (let i = 0; i < NEW_SIGN_IN_ALERTS_PER_HOUR + 1; i += 1) {
      await member.home.signIn(member.username, PASSWORD);
    }
    await server.client().signIn(member.username, PASSWORD);
    expect(await newSignInMessages(member.id)).toEqual({ email: 1, sms: 1, push: 1 });
  });
});
