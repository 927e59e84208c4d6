import { describe, expect, it } from 'vitest';
import { EMAIL_LINK_TTL_MS, MESSAGES, textRef, User as UserSchema } from '@signals/protocol';
import { EmailLink, User } from '../../db/models/index.js';
import { buildAdmin, buildUser, uniqueName, type BuiltUser } from '../../../test/support/factories/users.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';
import { signIn, signedInUser } from '../../../test/support/signIn.js';
import { addressMailServer, CHANGED_SUBJECT } from '../../../test/support/addressMail.js';

const NEW_PASSWORD = 'Taken#Back2026';

const world = addressMailServer();

describe('changing the e-mail address (a stolen session cannot become a stolen account)', () => {
  it('refuses a new address without the current password, or with a wrong one, and changes nothing', async () => {
    const { user, client } = await signedInUser(world.server);
    const to = `${uniqueName('thief')}@example.net`;

    const without = await client.patch(`/api/users/${user.id}`, { username: user.username, email: to });
    expect(without.status).toBe(400);
    expect(without.body).toMatchObject({ message: 'Enter your current password', issues: [{ path: 'currentPassword', message: 'Enter your current password' }] });

    const wrong = await client.patch(`/api/users/${user.id}`, { username: user.username, email: to, currentPassword: 'Not#ThePassword1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject(englishAnswer(MESSAGES.wrongCurrentPassword));

    expect(await User.query(world.server.app.db).findById(user.id)).toMatchObject({ email: user.email, pendingEmail: null });
    await world.expectNoMail(to);
  });

  it('with the password, the address changes only once the link sent to the new address is opened; the old inbox is told, with an undo', async () => {
    const member = await signedInUser(world.server);
    const { user, client } = member;
    const to = `${uniqueName('moved')}@example.net`;

    const asked = await client.patch(`/api/users/${user.id}`, { username: user.username, email: to.toUpperCase(), currentPassword: user.password });
    expect(asked.status).toBe(200);
    expect(UserSchema.parse(asked.body)).toMatchObject({ email: user.email, emailVerified: true, pendingEmail: to });
    expect((await client.get('/api/user')).body).toMatchObject({ email: user.email, pendingEmail: to });

    const linkMail = await world.mailbox.next(to);
    expect(linkMail.parsed.subject).toBe('Confirm your new e-mail address for Crypto Arbitrage Signals');
    expect(linkMail.parsed.text).toContain(`Hello ${user.username},`);
    const token = world.tokenIn(linkMail, '/verify-email');
    // Only its hash is stored.
    expect((await EmailLink.query(world.server.app.db).where('userId', user.id)).map((row) => row.tokenHash)).not.toContain(token);

    const opened = await world.openLink(token);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ outcome: 'changed', email: to });
    expect((await client.get('/api/user')).body).toMatchObject({ email: to, emailVerified: true, pendingEmail: null });

    const notice = await world.mailbox.next(user.email);
    expect(notice.parsed.subject).toBe('The e-mail address of your Crypto Arbitrage Signals account was changed');
    expect(notice.parsed.text).toContain(`changed to ${to}`);
    expect(notice.parsed.text).toContain('within 7 days');
    world.tokenIn(notice, '/undo-email-change');

    // Single use.
    const again = await world.openLink(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'emailLinkUsed' });
  });

  it('the old inbox’s undo, within 7 days: the old address back, a new password, every session ended', async () => {
    const member = await signedInUser(world.server);
    const { user, client } = member;
    const elsewhere = await signIn(world.server, user);
    const to = `${uniqueName('attacker')}@example.net`;
    expect((await world.openLink(await world.askForChange(member, to))).status).toBe(200);
    const undoToken = world.tokenIn(await world.nextTitled(user.email, CHANGED_SUBJECT), '/undo-email-change');

    const weak = await world.server.client().post('/api/email/undo-change', { token: undoToken, newPassword: 'aaaaaa' });
    expect(weak.status).toBe(400);
    expect((await User.query(world.server.app.db).findById(user.id))!.email).toBe(to);

    const undone = await world.server.client().post('/api/email/undo-change', { token: undoToken, newPassword: NEW_PASSWORD });
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ email: user.email });
    expect(await User.query(world.server.app.db).findById(user.id)).toMatchObject({ email: user.email, emailVerifiedAt: expect.any(Date), pendingEmail: null });
    // Whoever changed it knew the old password and held a session: both are worthless now.
    expect((await client.get('/api/user')).status).toBe(401);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    expect((await world.server.client().post('/api/login', { username: user.username, password: user.password }, { headers: { 'x-forwarded-for': world.nextAddress() } })).status).toBe(401);
    expect((await signIn(world.server, { username: user.username, password: NEW_PASSWORD }).then((c) => c.get('/api/user'))).body).toMatchObject({ email: user.email });

    expect((await world.server.client().post('/api/email/undo-change', { token: undoToken, newPassword: NEW_PASSWORD })).body).toMatchObject({ code: 'emailLinkUsed' });
  });

  it('a second change, by whoever made the first, does not take the first address’s undo away', async () => {
    const member = await signedInUser(world.server);
    const first = `${uniqueName('hop1')}@example.net`;
    const second = `${uniqueName('hop2')}@example.net`;
    expect((await world.openLink(await world.askForChange(member, first))).status).toBe(200);
    const undoToken = world.tokenIn(await world.nextTitled(member.user.email, CHANGED_SUBJECT), '/undo-email-change');
    expect((await world.openLink(await world.askForChange(member, second))).status).toBe(200);
    expect((await User.query(world.server.app.db).findById(member.user.id))!.email).toBe(second);

    const undone = await world.server.client().post('/api/email/undo-change', { token: undoToken, newPassword: NEW_PASSWORD });
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ email: member.user.email });
    // The second change's undo (sent to the first new address) died with the owner's.
    const laterUndo = world.tokenIn(await world.nextTitled(first, CHANGED_SUBJECT), '/undo-email-change');
    expect((await world.server.client().post('/api/email/undo-change', { token: laterUndo, newPassword: NEW_PASSWORD })).body).toMatchObject({ code: 'emailLinkUsed' });
  });

  it('the undo works until its seventh day ends and not after', async () => {
    const member = await signedInUser(world.server);
    const to = `${uniqueName('late')}@example.net`;
    expect((await world.openLink(await world.askForChange(member, to))).status).toBe(200);
    const undoToken = world.tokenIn(await world.nextTitled(member.user.email, CHANGED_SUBJECT), '/undo-email-change');
    const undo = await EmailLink.query(world.server.app.db).where({ userId: member.user.id, purpose: 'undo' }).first();
    expect(undo!.expiresAt.getTime() - undo!.createdAt.getTime()).toBe(EMAIL_LINK_TTL_MS.undo);

    // Seven days and a second have passed since the change.
    const sent = new Date(Date.now() - EMAIL_LINK_TTL_MS.undo - 1000);
    await EmailLink.query(world.server.app.db).patch({ createdAt: sent, expiresAt: new Date(sent.getTime() + EMAIL_LINK_TTL_MS.undo) }).where('id', undo!.id);
    const late = await world.server.client().post('/api/email/undo-change', { token: undoToken, newPassword: NEW_PASSWORD });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: 'emailLinkExpired' });
    expect((await User.query(world.server.app.db).findById(member.user.id))!.email).toBe(to);
  });

  it('a pending change can be sent again and cancelled; a cancelled change’s link no longer works', async () => {
    const member = await signedInUser(world.server);
    const to = `${uniqueName('pending')}@example.net`;
    const first = await world.askForChange(member, to);

    expect((await member.client.post('/api/user/email-change/resend')).status).toBe(200);
    const second = world.tokenIn(await world.mailbox.next(to), '/verify-email');
    expect(second).not.toBe(first);
    // The newer link replaces the older one.
    expect((await world.openLink(first)).body).toMatchObject({ code: 'emailLinkUsed' });

    const cancelled = await member.client.delete('/api/user/email-change');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ email: member.user.email, pendingEmail: null });
    expect((await world.openLink(second)).body).toMatchObject({ code: 'emailLinkUsed' });
    expect((await User.query(world.server.app.db).findById(member.user.id))!.email).toBe(member.user.email);
    expect((await member.client.delete('/api/user/email-change')).status).toBe(409);
  });

  it('an address another account verified meanwhile is refused when the link is opened, with a clear message', async () => {
    const member = await signedInUser(world.server);
    const to = `${uniqueName('contested')}@example.net`;
    const token = await world.askForChange(member, to);
    await buildUser(world.server.app.db, { email: to });

    const refused = await world.openLink(token);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(englishAnswer(textRef('errors.emailAddressTaken')));
    expect((await User.query(world.server.app.db).findById(member.user.id))!.email).toBe(member.user.email);
  });

  it('asking to move to an address another account verified sends its owner the notice, not a link; the answer is the same', async () => {
    const owner = await buildUser(world.server.app.db);
    const member = await signedInUser(world.server);
    const response = await member.client.patch(`/api/users/${member.user.id}`, { username: member.user.username, email: owner.email, currentPassword: member.user.password });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: member.user.email, pendingEmail: owner.email });
    const notice = await world.mailbox.next(owner.email);
    expect(notice.parsed.subject).toBe('Someone tried to use your e-mail address on Crypto Arbitrage Signals');
    expect(notice.parsed.text).toContain(`Hello ${owner.username},`);
    expect(notice.parsed.text).not.toMatch(/token=/);
  });
});

describe('reset links die when the password or the address changes', () => {
  async function resetTokenFor(user: BuiltUser): Promise<string> {
    expect((await world.server.client().post('/api/password-reset', { email: user.email }, { headers: { 'x-forwarded-for': world.nextAddress() } })).status).toBe(200);
    return world.tokenIn(await world.mailbox.next(user.email), '/reset-password');
  }

  it('a change of password retires every reset link sent before', async () => {
    const { user, client } = await signedInUser(world.server);
    const token = await resetTokenFor(user);
    expect((await client.post('/api/user/change-password', { currentPassword: user.password, newPassword: 'Changed#Passw0rd' })).status).toBe(200);

    const used = await world.server.client().post('/api/password-reset/confirm', { token, newPassword: NEW_PASSWORD });
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({ code: 'resetLinkInvalid' });
  });

  it('a change of address retires every reset link sent to the old one', async () => {
    const member = await signedInUser(world.server);
    const token = await resetTokenFor(member.user);
    expect((await world.openLink(await world.askForChange(member, `${uniqueName('fresh')}@example.net`))).status).toBe(200);

    const used = await world.server.client().post('/api/password-reset/confirm', { token, newPassword: NEW_PASSWORD });
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({ code: 'resetLinkInvalid' });
  });

  it('an admin’s new password for a member retires them too', async () => {
    const user = await buildUser(world.server.app.db);
    const admin = await buildAdmin(world.server.app.db);
    const token = await resetTokenFor(user);
    expect((await (await signIn(world.server, admin)).post(`/api/admin/users/${user.id}/reset-password`, { password: 'Admin#Chosen2026' })).status).toBe(200);
    expect((await world.server.client().post('/api/password-reset/confirm', { token, newPassword: NEW_PASSWORD })).body).toMatchObject({ code: 'resetLinkInvalid' });
  });
});
