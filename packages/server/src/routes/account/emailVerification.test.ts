import { describe, expect, it } from 'vitest';
import { textRef } from '@signals/protocol';
import { EmailLink, OutboxMessage, User } from '../../db/models/index.js';
import { eventually } from '../../../test/support/events.js';
import { buildAdmin, buildUser, uniqueName } from '../../../test/support/factories/users.js';
import { buildTicket } from '../../../test/support/factories/tickets.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';
import { signIn, signedInUser } from '../../../test/support/signIn.js';
import { addressMailServer } from '../../../test/support/addressMail.js';

const world = addressMailServer();

describe('verified addresses (no mail bombs through our server)', () => {
  it('an unverified address gets only its confirmation link: no new-sign-in alert, no default-on alert, no reset; after the link, it gets them', async () => {
    const username = uniqueName('fresh');
    const email = `${username}@example.org`;
    const { response } = world.register({ username, email });
    expect((await response).status).toBe(201);
    expect((await response).body).toMatchObject({ email, emailVerified: false, pendingEmail: null });
    const confirm = await world.mailbox.next(email);
    expect(confirm.parsed.subject).toBe('Confirm your e-mail address for Crypto Arbitrage Signals');
    const token = world.tokenIn(confirm, '/verify-email');
    const user = (await User.query(world.server.app.db).findOne({ username }))!;
    const member = { username, password: 'Signup#2026' };

    // The browser that signed up is the account's first: a sign-in from another new browser is alerted, each time.
    await signIn(world.server, member);
    await signIn(world.server, member);
    const admin = await signIn(world.server, await buildAdmin(world.server.app.db));
    const ticket = await buildTicket(world.server.app.db, { userId: user.id, subject: 'Where is my invoice?' });
    expect((await admin.post(`/api/admin/tickets/${ticket.id}/respond`, { message: 'Sent it again.' })).status).toBe(201);
    // "Forgot password?" sends a reset only to a verified address; this one gets its confirmation link again instead.
    expect((await world.server.client().post('/api/password-reset', { email }, { headers: { 'x-forwarded-for': world.nextAddress() } })).status).toBe(200);
    const again = await world.mailbox.next(email);
    expect(again.parsed.subject).toBe('Confirm your e-mail address for Crypto Arbitrage Signals');

    const emailRows = await OutboxMessage.query(world.server.app.db).where({ userId: user.id, channel: 'email' }).orderBy('id');
    expect(emailRows.map((row) => [row.subject, row.status, row.reason])).toEqual([
      ['New sign-in to your account', 'not_sent', 'The user’s e-mail address is not verified yet'],
      ['New sign-in to your account', 'not_sent', 'The user’s e-mail address is not verified yet'],
      ['Support replied: Where is my invoice?', 'not_sent', 'The user’s e-mail address is not verified yet'],
    ]);
    await world.expectNoMail(email);

    // The newer link replaced the first; it confirms the address.
    expect((await world.openLink(token)).body).toMatchObject({ code: 'emailLinkUsed' });
    const verified = await world.openLink(world.tokenIn(again, '/verify-email'));
    expect(verified.body).toEqual({ outcome: 'verified', email });

    await signIn(world.server, member);
    expect((await world.mailbox.next(email)).parsed.subject).toBe('New sign-in to your account');
    const reply = await buildTicket(world.server.app.db, { userId: user.id, subject: 'And the receipt?' });
    expect((await admin.post(`/api/admin/tickets/${reply.id}/respond`, { message: 'Attached.' })).status).toBe(201);
    expect((await world.mailbox.next(email)).parsed.subject).toBe('Support replied: And the receipt?');
  });

  it('“resend the link” sends at most 3 confirmation e-mails an hour to one address, whatever the account', async () => {
    const email = `${uniqueName('busy')}@example.org`;
    const first = world.register({ username: uniqueName('one'), email });
    expect((await first.response).status).toBe(201);
    await world.mailbox.next(email);
    const second = world.register({ username: uniqueName('two'), email });
    expect((await second.response).status).toBe(201);
    await world.mailbox.next(email);

    expect((await first.client.post('/api/user/email-verification')).status).toBe(200);
    await world.mailbox.next(email);
    const refused = await second.client.post('/api/user/email-verification');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'tooManyAddressEmails' });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Nor does a sign-up or "Forgot password?" get past it: the answers stay the same, and nothing is sent.
    const third = world.register({ username: uniqueName('three'), email });
    expect((await third.response).status).toBe(201);
    expect((await world.server.client().post('/api/password-reset', { email }, { headers: { 'x-forwarded-for': world.nextAddress() } })).status).toBe(200);
    await world.expectNoMail(email);
  });

  it('resending to an address already confirmed is a 409', async () => {
    const { client } = await signedInUser(world.server);
    const response = await client.post('/api/user/email-verification');
    expect(response.status).toBe(409);
    expect(response.body).toEqual(englishAnswer(textRef('errors.emailAlreadyVerified')));
  });
});

describe('sign-up answers the same whether or not the address has an account', () => {
  it('same status, same body shape, same cookies; the owner is told by e-mail, the newcomer’s address stays unverified', async () => {
    const owner = await buildUser(world.server.app.db);
    const freshEmail = `${uniqueName('new')}@example.org`;
    const fresh = world.register({ username: uniqueName('fresh'), email: freshEmail });
    const taken = world.register({ username: uniqueName('copy'), email: owner.email.toUpperCase() });
    const [a, b] = [await fresh.response, await taken.response];

    expect(b.status).toBe(a.status);
    expect(a.status).toBe(201);
    const shape = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value]));
    expect(shape(b.body)).toEqual(shape(a.body));
    expect(b.body).toMatchObject({ email: owner.email, emailVerified: false, pendingEmail: null });
    const cookieNames = (response: typeof a) => response.headers.getSetCookie().map((cookie) => cookie.split('=')[0]).sort();
    expect(cookieNames(b)).toEqual(cookieNames(a));
    expect([...a.headers.keys()].sort()).toEqual([...b.headers.keys()].sort());

    const notice = await world.mailbox.next(owner.email);
    expect(notice.parsed.subject).toBe('Someone tried to use your e-mail address on Crypto Arbitrage Signals');
    expect(notice.parsed.text).toContain(`Hello ${owner.username},`);
    expect(notice.parsed.text).toContain('If it was you, sign in, or reset your password if you forgot it.');
    expect(notice.parsed.text).not.toMatch(/token=/);
    await world.mailbox.next(freshEmail);

    // The owner keeps the address; a reset goes only to them.
    expect((await world.server.client().post('/api/password-reset', { email: owner.email }, { headers: { 'x-forwarded-for': world.nextAddress() } })).status).toBe(200);
    const reset = await world.mailbox.next(owner.email);
    expect(reset.parsed.text).toContain(`Hello ${owner.username},`);
  });

  it('refuses weak passwords with the same messages as a reset', async () => {
    const username = uniqueName('weak');
    for (const weak of ['aaaaaa', '123456', 'password1']) {
      const signUp = await world.server.client().post<{ issues: Array<{ path: string; message: string }> }>('/api/register', { username, email: `${username}@example.org`, password: weak }, { headers: { 'x-forwarded-for': world.nextAddress() } });
      const reset = await world.server.client().post<{ issues: Array<{ path: string; message: string }> }>('/api/password-reset/confirm', { token: 'A'.repeat(43), newPassword: weak });
      expect(signUp.status).toBe(400);
      const messagesOf = (issues: Array<{ path: string; message: string }>, path: string) => issues.filter((issue) => issue.path === path).map((issue) => issue.message);
      expect(messagesOf(signUp.body.issues, 'password')).toEqual(messagesOf(reset.body.issues, 'newPassword'));
      expect(messagesOf(signUp.body.issues, 'password').length).toBeGreaterThan(0);
    }
    expect(await User.query(world.server.app.db).where('username', username).resultSize()).toBe(0);
  });
});

describe('opening a confirmation link', () => {
  it('tells an expired link from a used one and from one that never was', async () => {
    const username = uniqueName('slow');
    const email = `${username}@example.org`;
    expect((await world.register({ username, email }).response).status).toBe(201);
    const token = world.tokenIn(await world.mailbox.next(email), '/verify-email');
    const user = (await User.query(world.server.app.db).findOne({ username }))!;
    await EmailLink.query(world.server.app.db).patch({ expiresAt: new Date(Date.now() - 1000) }).where({ userId: user.id, purpose: 'verify' });

    expect((await world.openLink(token)).body).toMatchObject({ code: 'emailLinkExpired' });
    expect((await world.openLink('B'.repeat(43))).body).toMatchObject({ code: 'emailLinkInvalid' });
    const damaged = await world.openLink('short');
    expect(damaged.status).toBe(400);
    expect(damaged.body).toMatchObject({ issues: [{ path: 'token', message: 'This link is incomplete or damaged. Open the whole link from the e-mail.' }] });
    expect((await User.query(world.server.app.db).findById(user.id))!.emailVerifiedAt).toBeNull();
  });

  it('two accounts that claimed one address: the first to open its link gets it, the other is refused', async () => {
    const email = `${uniqueName('shared')}@example.org`;
    expect((await world.register({ username: uniqueName('first'), email }).response).status).toBe(201);
    const firstToken = world.tokenIn(await world.mailbox.next(email), '/verify-email');
    expect((await world.register({ username: uniqueName('second'), email }).response).status).toBe(201);
    const secondToken = world.tokenIn(await world.mailbox.next(email), '/verify-email');

    expect((await world.openLink(secondToken)).body).toEqual({ outcome: 'verified', email });
    const refused = await world.openLink(firstToken);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'emailAddressTaken' });
    expect(await User.query(world.server.app.db).whereRaw('lower(email) = ?', [email]).whereNotNull('emailVerifiedAt').resultSize()).toBe(1);
  });
});

describe('the outbox waits for the link', () => {
  it('eventually delivers nothing pending to an unverified address', async () => {
    const user = await buildUser(world.server.app.db, { emailVerified: false });
    const admin = await signIn(world.server, await buildAdmin(world.server.app.db));
    expect((await admin.post('/api/admin/notifications', { title: 'Maintenance', message: 'Tonight at ten.', userIds: [user.id], sendEmail: true })).status).toBe(201);
    await eventually(async () => (await OutboxMessage.query(world.server.app.db).where({ userId: user.id, channel: 'email' }).resultSize()) === 1, 'the e-mail row');
    expect(await OutboxMessage.query(world.server.app.db).where({ userId: user.id, channel: 'email' }).first()).toMatchObject({ status: 'not_sent', reason: 'The user’s e-mail address is not verified yet' });
  });
});
