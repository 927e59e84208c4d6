import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_LINK_TTL_MS, MESSAGES, textRef, User as UserSchema } from '@signals/protocol';
import { EmailLink, OutboxMessage, User } from '../../db/models/index.js';
import { eventually } from '../../../test/support/events.js';
import { buildAdmin, buildUser, uniqueName, type BuiltUser } from '../../../test/support/factories/users.js';
import { buildTicket } from '../../../test/support/factories/tickets.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';
import { startMailbox, type Mailbox, type ReceivedMail } from '../../../test/support/mailbox.js';
import { signIn, signedInUser } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

const PUBLIC_URL = 'https://signals.example.com';
const NEW_PASSWORD = 'Taken#Back2026';

let mailbox: Mailbox;
let server: TestServer;
/** Each request that counts per client address comes from its own (TRUST_PROXY). */
let address = 0;
const nextAddress = () => `198.51.100.${(address += 1)}`;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startTestServer({ SMTP_URL: mailbox.url, PUBLIC_URL, TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

/** The token of the link to `path` in the e-mail's text, the same as in its HTML. */
function tokenIn(mail: ReceivedMail, path: string): string {
  const pattern = new RegExp(`${PUBLIC_URL}${path}\\?token=([A-Za-z0-9_-]{43})`);
  const fromText = pattern.exec(mail.parsed.text ?? '')?.[1];
  expect(fromText, `a ${path} link in “${mail.parsed.subject}”`).toBeDefined();
  expect(pattern.exec(typeof mail.parsed.html === 'string' ? mail.parsed.html : '')?.[1]).toBe(fromText);
  return fromText ?? '';
}

/** The next e-mail to `to` with this subject; others to it before (a new-sign-in alert) are passed over. */
async function nextTitled(to: string, subject: string): Promise<ReceivedMail> {
  for (;;) {
    const mail = await mailbox.next(to);
    if (mail.parsed.subject === subject) {
      return mail;
    }
  }
}

const CHANGED_SUBJECT = 'The e-mail address of your Crypto Arbitrage Signals account was changed';

/** No e-mail reaches `to` while the server settles what it would send (the delivery worker gets a moment). */
async function expectNoMail(to: string): Promise<void> {
  await expect(mailbox.next(to, 400)).rejects.toThrow(/No e-mail reached/);
}

function openLink(token: string) {
  return server.client().post<{ outcome?: string; email?: string; message?: string; code?: string }>('/api/email/verify', { token });
}

function register(account: { username: string; email: string; password?: string }) {
  const client = server.client();
  const response = client.post<Record<string, unknown>>('/api/register', { password: 'Signup#2026', ...account }, { headers: { 'x-forwarded-for': nextAddress() } });
  return { client, response };
}

/** A member with a verified address moving to `to`: the change asked for, its link's token. */
async function askForChange(member: { user: BuiltUser; client: TestClient }, to: string): Promise<string> {
  const response = await member.client.patch(`/api/users/${member.user.id}`, { username: member.user.username, email: to, currentPassword: member.user.password });
  expect(response.status).toBe(200);
  return tokenIn(await mailbox.next(to), '/verify-email');
}

describe('changing the e-mail address (a stolen session cannot become a stolen account)', () => {
  it('refuses a new address without the current password, or with a wrong one, and changes nothing', async () => {
    const { user, client } = await signedInUser(server);
    const to = `${uniqueName('thief')}@example.net`;

    const without = await client.patch(`/api/users/${user.id}`, { username: user.username, email: to });
    expect(without.status).toBe(400);
    expect(without.body).toMatchObject({ message: 'Enter your current password', issues: [{ path: 'currentPassword', message: 'Enter your current password' }] });

    const wrong = await client.patch(`/api/users/${user.id}`, { username: user.username, email: to, currentPassword: 'Not#ThePassword1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject(englishAnswer(MESSAGES.wrongCurrentPassword));

    expect(await User.query(server.app.db).findById(user.id)).toMatchObject({ email: user.email, pendingEmail: null });
    await expectNoMail(to);
  });

  it('with the password, the address changes only once the link sent to the new address is opened; the old inbox is told, with an undo', async () => {
    const member = await signedInUser(server);
    const { user, client } = member;
    const to = `${uniqueName('moved')}@example.net`;

    const asked = await client.patch(`/api/users/${user.id}`, { username: user.username, email: to.toUpperCase(), currentPassword: user.password });
    expect(asked.status).toBe(200);
    expect(UserSchema.parse(asked.body)).toMatchObject({ email: user.email, emailVerified: true, pendingEmail: to });
    expect((await client.get('/api/user')).body).toMatchObject({ email: user.email, pendingEmail: to });

    const linkMail = await mailbox.next(to);
    expect(linkMail.parsed.subject).toBe('Confirm your new e-mail address for Crypto Arbitrage Signals');
    expect(linkMail.parsed.text).toContain(`Hello ${user.username},`);
    const token = tokenIn(linkMail, '/verify-email');
    // Only its hash is stored.
    expect((await EmailLink.query(server.app.db).where('userId', user.id)).map((row) => row.tokenHash)).not.toContain(token);

    const opened = await openLink(token);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ outcome: 'changed', email: to });
    expect((await client.get('/api/user')).body).toMatchObject({ email: to, emailVerified: true, pendingEmail: null });

    const notice = await mailbox.next(user.email);
    expect(notice.parsed.subject).toBe('The e-mail address of your Crypto Arbitrage Signals account was changed');
    expect(notice.parsed.text).toContain(`changed to ${to}`);
    expect(notice.parsed.text).toContain('within 7 days');
    tokenIn(notice, '/undo-email-change');

    // Single use.
    const again = await openLink(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'emailLinkUsed' });
  });

  it('the old inbox’s undo, within 7 days: the old address back, a new password, every session ended', async () => {
    const member = await signedInUser(server);
    const { user, client } = member;
    const elsewhere = await signIn(server, user);
    const to = `${uniqueName('attacker')}@example.net`;
    expect((await openLink(await askForChange(member, to))).status).toBe(200);
    const undoToken = tokenIn(await nextTitled(user.email, CHANGED_SUBJECT), '/undo-email-change');

    const weak = await server.client().post('/api/email/undo-change', { token: undoToken, newPassword: 'aaaaaa' });
    expect(weak.status).toBe(400);
    expect((await User.query(server.app.db).findById(user.id))!.email).toBe(to);

    const undone = await server.client().post('/api/email/undo-change', { token: undoToken, newPassword: NEW_PASSWORD });
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ email: user.email });
    expect(await User.query(server.app.db).findById(user.id)).toMatchObject({ email: user.email, emailVerifiedAt: expect.any(Date), pendingEmail: null });
    // Whoever changed it knew the old password and held a session: both are worthless now.
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    expect((await server.client().post('/api/login', { username: user.username, password: user.password }, { headers: { 'x-forwarded-for': nextAddress() } })).status).toBe(401);
    expect((await signIn(server, { username: user.username, password: NEW_PASSWORD }).then((c) => c.get('/api/user'))).body).toMatchObject({ email: user.email });

    expect((await server.client().post('/api/email/undo-change', { token: undoToken, newPassword: NEW_PASSWORD })).body).toMatchObject({ code: 'emailLinkUsed' });
  });

  it('a second change, by whoever made the first, does not take the first address’s undo away', async () => {
    const member = await signedInUser(server);
    const first = `${uniqueName('hop1')}@example.net`;
    const second = `${uniqueName('hop2')}@example.net`;
    expect((await openLink(await askForChange(member, first))).status).toBe(200);
    const undoToken = tokenIn(await nextTitled(member.user.email, CHANGED_SUBJECT), '/undo-email-change');
    expect((await openLink(await askForChange(member, second))).status).toBe(200);
    expect((await User.query(server.app.db).findById(member.user.id))!.email).toBe(second);

    const undone = await server.client().post('/api/email/undo-change', { token: undoToken, newPassword: NEW_PASSWORD });
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ email: member.user.email });
    // The second change's undo (sent to the first new address) died with the owner's.
    const laterUndo = tokenIn(await nextTitled(first, CHANGED_SUBJECT), '/undo-email-change');
    expect((await server.client().post('/api/email/undo-change', { token: laterUndo, newPassword: NEW_PASSWORD })).body).toMatchObject({ code: 'emailLinkUsed' });
  });

  it('the undo works until its seventh day ends and not after', async () => {
    const member = await signedInUser(server);
    const to = `${uniqueName('late')}@example.net`;
    expect((await openLink(await askForChange(member, to))).status).toBe(200);
    const undoToken = tokenIn(await nextTitled(member.user.email, CHANGED_SUBJECT), '/undo-email-change');
    const undo = await EmailLink.query(server.app.db).where({ userId: member.user.id, purpose: 'undo' }).first();
    expect(undo!.expiresAt.getTime() - undo!.createdAt.getTime()).toBe(EMAIL_LINK_TTL_MS.undo);

    // Seven days and a second have passed since the change.
    const sent = new Date(Date.now() - EMAIL_LINK_TTL_MS.undo - 1000);
    await EmailLink.query(server.app.db).patch({ createdAt: sent, expiresAt: new Date(sent.getTime() + EMAIL_LINK_TTL_MS.undo) }).where('id', undo!.id);
    const late = await server.client().post('/api/email/undo-change', { token: undoToken, newPassword: NEW_PASSWORD });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: 'emailLinkExpired' });
    expect((await User.query(server.app.db).findById(member.user.id))!.email).toBe(to);
  });

  it('a pending change can be sent again and cancelled; a cancelled change’s link no longer works', async () => {
    const member = await signedInUser(server);
    const to = `${uniqueName('pending')}@example.net`;
    const first = await askForChange(member, to);

    expect((await member.client.post('/api/user/email-change/resend')).status).toBe(200);
    const second = tokenIn(await mailbox.next(to), '/verify-email');
    expect(second).not.toBe(first);
    // The newer link replaces the older one.
    expect((await openLink(first)).body).toMatchObject({ code: 'emailLinkUsed' });

    const cancelled = await member.client.delete('/api/user/email-change');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ email: member.user.email, pendingEmail: null });
    expect((await openLink(second)).body).toMatchObject({ code: 'emailLinkUsed' });
    expect((await User.query(server.app.db).findById(member.user.id))!.email).toBe(member.user.email);
    expect((await member.client.delete('/api/user/email-change')).status).toBe(409);
  });

  it('an address another account verified meanwhile is refused when the link is opened, with a clear message', async () => {
    const member = await signedInUser(server);
    const to = `${uniqueName('contested')}@example.net`;
    const token = await askForChange(member, to);
    await buildUser(server.app.db, { email: to });

    const refused = await openLink(token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(englishAnswer(textRef('errors.emailAddressTaken')));
    expect((await User.query(server.app.db).findById(member.user.id))!.email).toBe(member.user.email);
  });

  it('asking to move to an address another account verified sends its owner the notice, not a link; the answer is the same', async () => {
    const owner = await buildUser(server.app.db);
    const member = await signedInUser(server);
    const response = await member.client.patch(`/api/users/${member.user.id}`, { username: member.user.username, email: owner.email, currentPassword: member.user.password });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: member.user.email, pendingEmail: owner.email });
    const notice = await mailbox.next(owner.email);
    expect(notice.parsed.subject).toBe('Someone tried to use your e-mail address on Crypto Arbitrage Signals');
    expect(notice.parsed.text).toContain(`Hello ${owner.username},`);
    expect(notice.parsed.text).not.toMatch(/token=/);
  });
});

describe('reset links die when the password or the address changes', () => {
  async function resetTokenFor(user: BuiltUser): Promise<string> {
    expect((await server.client().post('/api/password-reset', { email: user.email }, { headers: { 'x-forwarded-for': nextAddress() } })).status).toBe(200);
    return tokenIn(await mailbox.next(user.email), '/reset-password');
  }

  it('a change of password retires every reset link sent before', async () => {
    const { user, client } = await signedInUser(server);
    const token = await resetTokenFor(user);
    expect((await client.post('/api/user/change-password', { currentPassword: user.password, newPassword: 'Changed#Passw0rd' })).status).toBe(200);

    const used = await server.client().post('/api/password-reset/confirm', { token, newPassword: NEW_PASSWORD });
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({ code: 'resetLinkInvalid' });
  });

  it('a change of address retires every reset link sent to the old one', async () => {
    const member = await signedInUser(server);
    const token = await resetTokenFor(member.user);
    expect((await openLink(await askForChange(member, `${uniqueName('fresh')}@example.net`))).status).toBe(200);

    const used = await server.client().post('/api/password-reset/confirm', { token, newPassword: NEW_PASSWORD });
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({ code: 'resetLinkInvalid' });
  });

  it('an admin’s new password for a member retires them too', async () => {
    const user = await buildUser(server.app.db);
    const admin = await buildAdmin(server.app.db);
    const token = await resetTokenFor(user);
    expect((await (await signIn(server, admin)).post(`/api/admin/users/${user.id}/reset-password`, { password: 'Admin#Chosen2026' })).status).toBe(200);
    expect((await server.client().post('/api/password-reset/confirm', { token, newPassword: NEW_PASSWORD })).body).toMatchObject({ code: 'resetLinkInvalid' });
  });
});

describe('verified addresses (no mail bombs through our server)', () => {
  it('an unverified address gets only its confirmation link: no new-sign-in alert, no default-on alert, no reset; after the link, it gets them', async () => {
    const username = uniqueName('fresh');
    const email = `${username}@example.org`;
    const { response } = register({ username, email });
    expect((await response).status).toBe(201);
    expect((await response).body).toMatchObject({ email, emailVerified: false, pendingEmail: null });
    const confirm = await mailbox.next(email);
    expect(confirm.parsed.subject).toBe('Confirm your e-mail address for Crypto Arbitrage Signals');
    const token = tokenIn(confirm, '/verify-email');
    const user = (await User.query(server.app.db).findOne({ username }))!;
    const member = { username, password: 'Signup#2026' };

    // The browser that signed up is the account's first: a sign-in from another new browser is alerted, each time.
    await signIn(server, member);
    await signIn(server, member);
    const admin = await signIn(server, await buildAdmin(server.app.db));
    const ticket = await buildTicket(server.app.db, { userId: user.id, subject: 'Where is my invoice?' });
    expect((await admin.post(`/api/admin/tickets/${ticket.id}/respond`, { message: 'Sent it again.' })).status).toBe(201);
    // "Forgot password?" sends a reset only to a verified address; this one gets its confirmation link again instead.
    expect((await server.client().post('/api/password-reset', { email }, { headers: { 'x-forwarded-for': nextAddress() } })).status).toBe(200);
    const again = await mailbox.next(email);
    expect(again.parsed.subject).toBe('Confirm your e-mail address for Crypto Arbitrage Signals');

    const emailRows = await OutboxMessage.query(server.app.db).where({ userId: user.id, channel: 'email' }).orderBy('id');
    expect(emailRows.map((row) => [row.subject, row.status, row.reason])).toEqual([
      ['New sign-in to your account', 'not_sent', 'The user’s e-mail address is not verified yet'],
      ['New sign-in to your account', 'not_sent', 'The user’s e-mail address is not verified yet'],
      ['Support replied: Where is my invoice?', 'not_sent', 'The user’s e-mail address is not verified yet'],
    ]);
    await expectNoMail(email);

    // The newer link replaced the first; it confirms the address.
    expect((await openLink(token)).body).toMatchObject({ code: 'emailLinkUsed' });
    const verified = await openLink(tokenIn(again, '/verify-email'));
    expect(verified.body).toEqual({ outcome: 'verified', email });

    await signIn(server, member);
    expect((await mailbox.next(email)).parsed.subject).toBe('New sign-in to your account');
    const reply = await buildTicket(server.app.db, { userId: user.id, subject: 'And the receipt?' });
    expect((await admin.post(`/api/admin/tickets/${reply.id}/respond`, { message: 'Attached.' })).status).toBe(201);
    expect((await mailbox.next(email)).parsed.subject).toBe('Support replied: And the receipt?');
  });

  it('“resend the link” sends at most 3 confirmation e-mails an hour to one address, whatever the account', async () => {
    const email = `${uniqueName('busy')}@example.org`;
    const first = register({ username: uniqueName('one'), email });
    expect((await first.response).status).toBe(201);
    await mailbox.next(email);
    const second = register({ username: uniqueName('two'), email });
    expect((await second.response).status).toBe(201);
    await mailbox.next(email);

    expect((await first.client.post('/api/user/email-verification')).status).toBe(200);
    await mailbox.next(email);
    const refused = await second.client.post('/api/user/email-verification');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'tooManyAddressEmails' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Nor does a sign-up or "Forgot password?" get past it: the answers stay the same, and nothing is sent.
    const third = register({ username: uniqueName('three'), email });
    expect((await third.response).status).toBe(201);
    expect((await server.client().post('/api/password-reset', { email }, { headers: { 'x-forwarded-for': nextAddress() } })).status).toBe(200);
    await expectNoMail(email);
  });

  it('resending to an address already confirmed is a 409', async () => {
    const { client } = await signedInUser(server);
    const response = await client.post('/api/user/email-verification');
    expect(response.status).toBe(409);
    expect(response.body).toEqual(englishAnswer(textRef('errors.emailAlreadyVerified')));
  });
});

describe('sign-up answers the same whether or not the address has an account', () => {
  it('same status, same body shape, same cookies; the owner is told by e-mail, the newcomer’s address stays unverified', async () => {
    const owner = await buildUser(server.app.db);
    const freshEmail = `${uniqueName('new')}@example.org`;
    const fresh = register({ username: uniqueName('fresh'), email: freshEmail });
    const taken = register({ username: uniqueName('copy'), email: owner.email.toUpperCase() });
    const [a, b] = [await fresh.response, await taken.response];

    expect(b.status).toBe(a.status);
    expect(a.status).toBe(201);
    const shape = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value]));
    expect(shape(b.body)).toEqual(shape(a.body));
    expect(b.body).toMatchObject({ email: owner.email, emailVerified: false, pendingEmail: null });
    const cookieNames = (response: typeof a) => response.headers.getSetCookie().map((cookie) => cookie.split('=')[0]).sort();
    expect(cookieNames(b)).toEqual(cookieNames(a));
    expect([...a.headers.keys()].sort()).toEqual([...b.headers.keys()].sort());

    const notice = await mailbox.next(owner.email);
    expect(notice.parsed.subject).toBe('Someone tried to use your e-mail address on Crypto Arbitrage Signals');
    expect(notice.parsed.text).toContain(`Hello ${owner.username},`);
    expect(notice.parsed.text).toContain('If it was you, sign in, or reset your password if you forgot it.');
    expect(notice.parsed.text).not.toMatch(/token=/);
    await mailbox.next(freshEmail);

    // The owner keeps the address; a reset goes only to them.
    expect((await server.client().post('/api/password-reset', { email: owner.email }, { headers: { 'x-forwarded-for': nextAddress() } })).status).toBe(200);
    const reset = await mailbox.next(owner.email);
    expect(reset.parsed.text).toContain(`Hello ${owner.username},`);
  });

  it('refuses weak passwords with the same messages as a reset', async () => {
    const username = uniqueName('weak');
    for (const weak of ['aaaaaa', '123456', 'password1']) {
      const signUp = await server.client().post<{ issues: Array<{ path: string; message: string }> }>('/api/register', { username, email: `${username}@example.org`, password: weak }, { headers: { 'x-forwarded-for': nextAddress() } });
      const reset = await server.client().post<{ issues: Array<{ path: string; message: string }> }>('/api/password-reset/confirm', { token: 'A'.repeat(43), newPassword: weak });
      expect(signUp.status).toBe(400);
      const messagesOf = (issues: Array<{ path: string; message: string }>, path: string) => issues.filter((issue) => issue.path === path).map((issue) => issue.message);
      expect(messagesOf(signUp.body.issues, 'password')).toEqual(messagesOf(reset.body.issues, 'newPassword'));
      expect(messagesOf(signUp.body.issues, 'password').length).toBeGreaterThan(0);
    }
    expect(await User.query(server.app.db).where('username', username).resultSize()).toBe(0);
  });
});

describe('opening a confirmation link', () => {
  it('tells an expired link from a used one and from one that never was', async () => {
    const username = uniqueName('slow');
    const email = `${username}@example.org`;
    expect((await register({ username, email }).response).status).toBe(201);
    const token = tokenIn(await mailbox.next(email), '/verify-email');
    const user = (await User.query(server.app.db).findOne({ username }))!;
    await EmailLink.query(server.app.db).patch({ expiresAt: new Date(Date.now() - 1000) }).where({ userId: user.id, purpose: 'verify' });

    expect((await openLink(token)).body).toMatchObject({ code: 'emailLinkExpired' });
    expect((await openLink('B'.repeat(43))).body).toMatchObject({ code: 'emailLinkInvalid' });
    const damaged = await openLink('short');
    expect(damaged.status).toBe(400);
    expect(damaged.body).toMatchObject({ issues: [{ path: 'token', message: 'This link is incomplete or damaged. Open the whole link from the e-mail.' }] });
    expect((await User.query(server.app.db).findById(user.id))!.emailVerifiedAt).toBeNull();
  });

  it('two accounts that claimed one address: the first to open its link gets it, the other is refused', async () => {
    const email = `${uniqueName('shared')}@example.org`;
    expect((await register({ username: uniqueName('first'), email }).response).status).toBe(201);
    const firstToken = tokenIn(await mailbox.next(email), '/verify-email');
    expect((await register({ username: uniqueName('second'), email }).response).status).toBe(201);
    const secondToken = tokenIn(await mailbox.next(email), '/verify-email');

    expect((await openLink(secondToken)).body).toEqual({ outcome: 'verified', email });
    const refused = await openLink(firstToken);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'emailAddressTaken' });
    expect(await User.query(server.app.db).whereRaw('lower(email) = ?', [email]).whereNotNull('emailVerifiedAt').resultSize()).toBe(1);
  });
});

describe('the outbox waits for the link', () => {
  it('eventually delivers nothing pending to an unverified address', async () => {
    const user = await buildUser(server.app.db, { emailVerified: false });
    const admin = await signIn(server, await buildAdmin(server.app.db));
    expect((await admin.post('/api/admin/notifications', { title: 'Maintenance', message: 'Tonight at ten.', userIds: [user.id], sendEmail: true })).status).toBe(201);
    await eventually(async () => (await OutboxMessage.query(server.app.db).where({ userId: user.id, channel: 'email' }).resultSize()) === 1, 'the e-mail row');
    expect(await OutboxMessage.query(server.app.db).where({ userId: user.id, channel: 'email' }).first()).toMatchObject({ status: 'not_sent', reason: 'The user’s e-mail address is not verified yet' });
  });
});
