import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, routes } from '@signals/protocol';
import { AuditLog, Session, Subscription, User } from '../../db/models/index.js';
import { TWO_FACTOR_MESSAGES } from '../../commands/twoFactor.js';
import { ADMIN_USER_REFUSALS } from '../../policies/adminUsers.js';
import { newTotpSecret } from '../../services/totp.js';
import { captureEvents } from '../../../test/support/events.js';
import { buildAdmin, buildUser, uniqueName } from '../../../test/support/factories/users.js';
import { adminCallers, signIn } from '../../../test/support/signIn.js';
import { quickSignIn } from '../../../test/support/quickSessions.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

let server: TestServer;
let callers: Awaited<ReturnType<typeof adminCallers>>;

beforeAll(async () => {
  server = await startTestServer();
  callers = await adminCallers(server);
});
afterAll(async () => {
  await server.close();
});

const DAY_MS = 86_400_000;

function editOf(user: User, changes: Partial<{ username: string; email: string; isPremium: boolean; isAdmin: boolean }> = {}) {
  return { username: user.username, email: user.email, isPremium: user.isPremium, isAdmin: user.isAdmin, ...changes };
}

describe('GET /api/admin/users', () => {
  it('searches username or e-mail case-insensitively, filters by role and pages', async () => {
    const tag = uniqueName('Zeta');
    const byName = await buildUser(server.app.db, { username: `${tag}_a` });
    const byEmail = await buildUser(server.app.db, { email: `x_${tag.toLowerCase()}@mail.test` });
    const premium = await buildUser(server.app.db, { username: `${tag}_p`, isPremium: true });

    const found = await callers.adminClient.get(`/api/admin/users?search=${tag.toUpperCase()}`);
    expect(found.status).toBe(200);
    const page = routes.adminListUsers.response.parse(found.body);
    expect(page.items.map((u) => u.id).sort()).toEqual([byName.id, byEmail.id, premium.id].sort());
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 25 });

    const premiumOnly = routes.adminListUsers.response.parse((await callers.adminClient.get(`/api/admin/users?search=${tag}&role=premium`)).body);
    expect(premiumOnly.items.map((u) => u.id)).toEqual([premium.id]);

    const second = routes.adminListUsers.response.parse((await callers.adminClient.get(`/api/admin/users?search=${tag}&sort=username&order=asc&pageSize=2&page=2`)).body);
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items).toHaveLength(1);
  });

  it('takes LIKE wildcards in the search literally', async () => {
    const page = routes.adminListUsers.response.parse((await callers.adminClient.get('/api/admin/users?search=%25')).body);
    expect(page.total).toBe(0);
  });

  it('answers 400 for a bad page size', async () => {
    const response = await callers.adminClient.get('/api/admin/users?pageSize=0');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'pageSize must be at least 1' });
  });
});

describe('GET /api/admin/users/search', () => {
  it('finds users by prefix first, then substring, up to the limit', async () => {
    const tag = uniqueName('kappa').toLowerCase();
    const inside = await buildUser(server.app.db, { username: `aa_${tag}` });
    const prefix = await buildUser(server.app.db, { username: `${tag}_zz` });
    const response = await callers.adminClient.get(`/api/admin/users/search?q=${tag}`);
    expect(response.status).toBe(200);
    const users = routes.adminSearchUsers.response.parse(response.body);
    expect(users.map((u) => u.id)).toEqual([prefix.id, inside.id]);
    expect(Object.keys(users[0]!).sort()).toEqual(['email', 'id', 'username']);

    const limited = routes.adminSearchUsers.response.parse((await callers.adminClient.get(`/api/admin/users/search?q=${tag}&limit=1`)).body);
    expect(limited).toHaveLength(1);
  });

  it('answers 400 without a search text', async () => {
    const response = await callers.adminClient.get('/api/admin/users/search?q=');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Type a name or an e-mail' });
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it('edits name and e-mail, and records the change in the audit log', async () => {
    const user = await buildUser(server.app.db);
    const username = uniqueName('Renamed');
    const response = await callers.adminClient.patch(`/api/admin/users/${user.id}`, editOf(user, { username, email: `${username}@NEW.test` }));
    expect(response.status).toBe(200);
    expect(routes.adminUpdateUser.response.parse(response.body)).toMatchObject({ id: user.id, username, email: `${username.toLowerCase()}@new.test` });
    const audit = await AuditLog.query(server.app.db).where({ entityType: 'user', entityId: user.id, action: 'user.update' }).first();
    expect(audit).toMatchObject({ actorId: callers.admin.id, before: { username: user.username }, after: { username } });
    expect(JSON.stringify(audit)).not.toMatch(/passwordHash|scrypt/);
  });

  it('makes a user premium for one month through a subscription, and removing premium ends it at once', async () => {
    const user = await buildUser(server.app.db);
    const events = captureEvents(server);
    const granted = await callers.adminClient.patch(`/api/admin/users/${user.id}`, editOf(user, { isPremium: true }));
    expect(granted.status).toBe(200);
    const body = routes.adminUpdateUser.response.parse(granted.body);
    expect(body.isPremium).toBe(true);
    const end = new Date(body.subscriptionEndDate!).getTime();
    expect(end).toBeGreaterThan(Date.now() + 27 * DAY_MS);
    expect(end).toBeLessThan(Date.now() + 32 * DAY_MS);
    const [subscription] = await Subscription.query(server.app.db).where('userId', user.id);
    expect(subscription).toMatchObject({ status: 'active', amount: 0, endDate: new Date(end) });
    expect(events.ofType('user.updated')).toEqual([expect.objectContaining({ premiumChanged: true })]);

    const removed = await callers.adminClient.patch(`/api/admin/users/${user.id}`, editOf(user, { isPremium: false }));
    expect(routes.adminUpdateUser.response.parse(removed.body)).toMatchObject({ isPremium: false, subscriptionEndDate: null });
    const ended = await Subscription.query(server.app.db).findById(subscription!.id);
    expect(ended!.status).toBe('cancelled');
    expect(ended!.endDate.getTime()).toBeLessThanOrEqual(Date.now());
    expect(events.ofType('user.updated').at(-1)).toMatchObject({ premiumChanged: true });
    events.stop();
  });

  it('refuses an e-mail or username another account has, with 409', async () => {
    const [user, other] = await Promise.all([buildUser(server.app.db), buildUser(server.app.db)]);
    const email = await callers.adminClient.patch(`/api/admin/users/${user.id}`, editOf(user, { email: other.email.toUpperCase() }));
    expect(email.status).toBe(409);
    expect(email.body).toEqual({ ...englishAnswer(MESSAGES.emailTaken), issues: [{ path: 'email', ...englishAnswer(MESSAGES.emailTaken) }] });
    const name = await callers.adminClient.patch(`/api/admin/users/${user.id}`, editOf(user, { username: other.username }));
    expect(name.status).toBe(409);
    expect(name.body).toEqual({ ...englishAnswer(MESSAGES.usernameTaken), issues: [{ path: 'username', ...englishAnswer(MESSAGES.usernameTaken) }] });
  });

  it('refuses to let admins remove their own admin flag, with 409 and a clear message', async () => {
    const response = await callers.adminClient.patch(`/api/admin/users/${callers.admin.id}`, editOf(callers.admin, { isAdmin: false }));
    expect(response.status).toBe(409);
    expect(response.body).toEqual(englishAnswer(ADMIN_USER_REFUSALS.removeOwnAdmin));
    expect((await User.query(server.app.db).findById(callers.admin.id))!.isAdmin).toBe(true);
  });

  it('may demote another admin', async () => {
    const other = await buildAdmin(server.app.db);
    const response = await callers.adminClient.patch(`/api/admin/users/${other.id}`, editOf(other, { isAdmin: false }));
    expect(routes.adminUpdateUser.response.parse(response.body).isAdmin).toBe(false);
  });

  it('answers 400 with the spec messages and 404 for an unknown user', async () => {
    const user = await buildUser(server.app.db);
    const invalid = await callers.adminClient.patch(`/api/admin/users/${user.id}`, { username: 'ab', email: 'nope' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      message: 'Username must be at least 3 characters',
      issues: expect.arrayContaining([expect.objectContaining({ path: 'email', message: 'Please enter a valid email' })]),
    });
    const missing = await callers.adminClient.patch('/api/admin/users/999999', editOf(user));
    expect(missing.status).toBe(404);
    const empty = await callers.adminClient.patch(`/api/admin/users/${user.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'Send at least one field to change' });
  });

  it('changes only the fields it names: a paying member renamed keeps premium, its end date and their role', async () => {
    const endsAt = new Date(Date.now() + 20 * DAY_MS);
    const member = await buildUser(server.app.db, { isPremium: true, subscriptionEndDate: endsAt });
    const renamed = uniqueName('renamed');
    const response = await callers.adminClient.patch(`/api/admin/users/${member.id}`, { username: renamed, email: `${renamed}@example.com` });
    expect(response.status).toBe(200);
    const stored = (await User.query(server.app.db).findById(member.id))!;
    expect(stored).toMatchObject({ username: renamed, email: `${renamed}@example.com`, isPremium: true, isAdmin: false });
    expect(stored.subscriptionEndDate?.getTime()).toBe(endsAt.getTime());

    const adminTarget = await buildAdmin(server.app.db);
    expect((await callers.adminClient.patch(`/api/admin/users/${adminTarget.id}`, { email: `${uniqueName('e')}@example.com` })).status).toBe(200);
    expect((await User.query(server.app.db).findById(adminTarget.id))!.isAdmin).toBe(true);
  });
});

describe('POST /api/admin/users/:id/ban and /unban', () => {
  it('bans a member: every session ends at once, events go out, the ban is audited; unban lifts it', async () => {
    const member = await buildUser(server.app.db);
    const client = await signIn(server, member);
    const events = captureEvents(server);

    const banned = await callers.adminClient.post(`/api/admin/users/${member.id}/ban`);
    expect(banned.status).toBe(200);
    expect(routes.adminBanUser.response.parse(banned.body).isBanned).toBe(true);
    expect(await Session.query(server.app.db).where('userId', member.id).resultSize()).toBe(0);
    // The ended session's next request is refused with the ban's words, and the session says why it ended.
    expect(await client.get('/api/user')).toMatchObject({ status: 403, body: { code: 'banned' } });
    expect((await client.get('/api/session')).body).toEqual({ user: null, endedReason: 'banned' });
    expect(events.ofType('user.sessionsEnded')).toEqual([{ type: 'user.sessionsEnded', userId: member.id, reason: 'banned' }]);
    expect(events.ofType('user.updated')).toHaveLength(1);

    const unbanned = await callers.adminClient.post(`/api/admin/users/${member.id}/unban`);
    expect(routes.adminUnbanUser.response.parse(unbanned.body).isBanned).toBe(false);
    const actions = (await AuditLog.query(server.app.db).where({ entityType: 'user', entityId: member.id }).orderBy('id')).map((a) => a.action);
    expect(actions).toEqual(['user.ban', 'user.unban']);
    events.stop();
  });

  it('never bans an admin: 409', async () => {
    const other = await buildAdmin(server.app.db);
    const response = await callers.adminClient.post(`/api/admin/users/${other.id}/ban`);
    expect(response.status).toBe(409);
    expect(response.body).toEqual(englishAnswer(ADMIN_USER_REFUSALS.banAdmin));
    expect((await User.query(server.app.db).findById(other.id))!.isBanned).toBe(false);
  });
});

describe('POST /api/admin/users/:id/reset-password', () => {
  it('sets the password, ends every session of the user and audits it without the password', async () => {
    const member = await buildUser(server.app.db);
    const client = await signIn(server, member);
    const events = captureEvents(server);
    const password = 'brand-new-secret';

    const response = await callers.adminClient.post(`/api/admin/users/${member.id}/reset-password`, { password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect((await client.get('/api/user')).status).toBe(401);
    // The browser is told why, even if the live channel's word never reached it.
    expect((await client.get('/api/session')).body).toEqual({ user: null, endedReason: 'passwordReset' });
    expect(events.ofType('user.sessionsEnded')).toEqual([{ type: 'user.sessionsEnded', userId: member.id, reason: 'passwordReset' }]);
    await signIn(server, Object.assign(member, { password }));

    const audit = await AuditLog.query(server.app.db).where({ entityId: member.id, action: 'user.reset_password' }).first();
    expect(audit?.actorId).toBe(callers.admin.id);
    expect(JSON.stringify(audit)).not.toContain(password);
    events.stop();
  });

  it('keeps the admin’s own session when admins reset their own password, and ends their others', async () => {
    const admin = await buildAdmin(server.app.db);
    const [here, elsewhere] = await Promise.all([signIn(server, admin), signIn(server, admin)]);
    const response = await here.post(`/api/admin/users/${admin.id}/reset-password`, { password: 'another-secret' });
    expect(response.status).toBe(200);
    expect((await here.get('/api/user')).status).toBe(200);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
  });

  it('answers 400 for a password under 8 characters', async () => {
    const response = await callers.adminClient.post(`/api/admin/users/${callers.member.id}/reset-password`, { password: 'short' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Password must be at least 8 characters' });
  });
});

describe('POST /api/admin/users/:id/reset-2fa', () => {
  it('clears two-factor, ends every session of the member and audits it; the member signs in with the password alone', async () => {
    const member = await buildUser(server.app.db);
    await User.query(server.app.db).patch({ totpSecret: newTotpSecret(), totpEnabled: true, totpLastStep: 5 }).where('id', member.id);
    const client = await quickSignIn(server, member);
    const events = captureEvents(server);

    const response = await callers.adminClient.post(`/api/admin/users/${member.id}/reset-2fa`);
    expect(response.status).toBe(200);
    expect(routes.adminResetTwoFactor.response.parse(response.body)).toMatchObject({ id: member.id, twoFactorEnabled: false });
    expect(await User.query(server.app.db).findById(member.id)).toMatchObject({ totpEnabled: false, totpSecret: null, totpLastStep: null });
    expect((await client.get('/api/user')).status).toBe(401);
    expect(events.ofType('user.sessionsEnded')).toEqual([{ type: 'user.sessionsEnded', userId: member.id, reason: 'twoFactorReset' }]);
    events.stop();
    expect((await server.client().post('/api/login', { username: member.username, password: member.password })).status).toBe(200);

    const audit = await AuditLog.query(server.app.db).where({ entityId: member.id, action: 'user.reset_2fa' }).first();
    expect(audit?.actorId).toBe(callers.admin.id);
    expect(JSON.stringify(audit)).not.toMatch(/totpSecret|secret/i);
  });

  it('answers 409 when two-factor is off and 404 for an unknown user, changing nothing', async () => {
    const member = await buildUser(server.app.db);
    const client = await quickSignIn(server, member);
    const off = await callers.adminClient.post(`/api/admin/users/${member.id}/reset-2fa`);
    expect(off.status).toBe(409);
    expect(off.body).toEqual(englishAnswer(TWO_FACTOR_MESSAGES.notEnabledForUser));
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await callers.adminClient.post('/api/admin/users/999999/reset-2fa')).status).toBe(404);
  });
});

