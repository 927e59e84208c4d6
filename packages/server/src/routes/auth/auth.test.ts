import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES, MESSAGES, SESSION_COOKIE, User as UserSchema } from '@signals/protocol';
import { User } from '../../db/models/index.js';
import { buildAdmin, buildUser, uniqueName } from '../../../test/support/factories/users.js';
import { signIn } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('POST /api/register', () => {
  it('creates the account, signs it in and returns the client user shape without secrets', async () => {
    const client = server.client();
    const username = uniqueName('Reg');
    const response = await client.post('/api/register', { username, email: `${username}@Example.com`, password: 'Secret#2026', phoneNumber: '+1 415 555 0100' });

    expect(response.status).toBe(201);
    const user = UserSchema.parse(response.body);
    expect(user).toMatchObject({ username, email: `${username.toLowerCase()}@example.com`, phoneNumber: '+14155550100', isAdmin: false, isPremium: false });
    expect(response.text).not.toMatch(/password|hash|totp/i);
    expect((await client.get('/api/user')).body).toMatchObject({ id: user.id, username });

    const stored = await User.query(server.app.db).findById(user.id);
    expect(stored!.passwordHash).toMatch(/^scrypt\$/);
    expect(stored!.passwordHash).not.toContain('Secret#2026');
  });

  it('saves the language the visitor was reading the app in as the account’s, English when none is sent', async () => {
    const german = uniqueName('Reg');
    const withLanguage = await server.client().post('/api/register', { username: german, email: `${german}@example.com`, password: 'Secret#2026', language: 'de' });
    expect(withLanguage.status).toBe(201);
    expect(withLanguage.body).toMatchObject({ username: german, language: 'de' });
    const plain = uniqueName('Reg');
    expect((await server.client().post('/api/register', { username: plain, email: `${plain}@example.com`, password: 'Secret#2026' })).body).toMatchObject({ language: 'en' });

    const unknown = uniqueName('Reg');
    const refused = await server.client().post('/api/register', { username: unknown, email: `${unknown}@example.com`, password: 'Secret#2026', language: 'xx' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ issues: [{ path: 'language', message: 'Choose one of the supported languages' }] });
  });

  it('answers 400 with the spec messages for each invalid field and creates nothing', async () => {
    const before = await User.query(server.app.db).resultSize();
    const response = await server.client().post('/api/register', { username: 'a', email: 'not-an-email', password: '123' });

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Username must be at least 2 characters',
      issues: expect.arrayContaining([
        expect.objectContaining({ path: 'username', message: 'Username must be at least 2 characters' }),
        expect.objectContaining({ path: 'email', message: 'Please enter a valid email' }),
        expect.objectContaining({ path: 'password', message: 'Password must be at least 8 characters' }),
      ]),
    });
    expect(await User.query(server.app.db).resultSize()).toBe(before);
  });

  it('refuses a username taken in any letter case with 409 (usernames are public; an e-mail is never refused: see emailAddress.test.ts)', async () => {
    const existing = await buildUser(server.app.db);
    const sameName = await server.client().post('/api/register', { username: existing.username.toUpperCase(), email: `${uniqueName()}@example.com`, password: 'Secret#2026' });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ ...englishAnswer(MESSAGES.usernameTaken), issues: [{ path: 'username', ...englishAnswer(MESSAGES.usernameTaken) }] });

  });

  it('answers 403 when the enable_registrations setting is off', async () => {
    await server.app.db('systemSettings').where({ key: 'enable_registrations' }).update({ value: 'false' });
    try {
      const username = uniqueName();
      const response = await server.client().post('/api/register', { username, email: `${username}@example.com`, password: 'Secret#2026' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(englishAnswer(MESSAGES.registrationsClosed));
      expect(await User.query(server.app.db).where('username', username).resultSize()).toBe(0);
    } finally {
      await server.app.db('systemSettings').where({ key: 'enable_registrations' }).update({ value: 'true' });
    }
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password and sets a signed, httpOnly, SameSite=Lax cookie', async () => {
    const user = await buildUser(server.app.db);
    const client = server.client();
    const response = await client.post('/api/login', { username: user.username, password: user.password });

    expect(response.status).toBe(200);
    expect(UserSchema.parse(response.body).id).toBe(user.id);
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(session).toMatch(/httponly/i);
    expect(session).toMatch(/samesite=lax/i);
    expect(cookies.some((c) => c.startsWith(`${SESSION_COOKIE}.sig=`))).toBe(true);
  });

  it('accepts the username in any letter case', async () => {
    const user = await buildUser(server.app.db);
    const response = await server.client().post('/api/login', { username: user.username.toUpperCase(), password: user.password });
    expect(response.status).toBe(200);
  });

  it('answers 401 to a wrong password and to an unknown user alike, without a session', async () => {
    const user = await buildUser(server.app.db);
    const wrong = server.client();
    const wrongPassword = await wrong.post('/api/login', { username: user.username, password: 'not-the-password' });
    const unknown = await server.client().post('/api/login', { username: uniqueName(), password: 'whatever1' });

    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual(englishAnswer(MESSAGES.invalidCredentials));
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(englishAnswer(MESSAGES.invalidCredentials));
    expect((await wrong.get('/api/user')).status).toBe(401);
  });

  it('answers 403 to a banned user with a message that says so and where to write', async () => {
    const user = await buildUser(server.app.db, { isBanned: true });
    await server.app.db('systemSettings').where({ key: 'support_email' }).update({ value: 'help@signals.test' });
    const client = server.client();
    const response = await client.post('/api/login', { username: user.username, password: user.password });

    expect(response.status).toBe(403);
    // The address the admin set, since a banned member cannot reach the support screen; the code lets a client tell a ban from other refusals.
    expect(response.body).toEqual(englishAnswer(MESSAGES.banned('help@signals.test')));
    expect(response.body).toMatchObject({ code: 'banned' });
    expect((response.body as { message: string }).message).toContain('write to help@signals.test');
    expect((await client.get('/api/user')).status).toBe(401);
    await server.app.db('systemSettings').where({ key: 'support_email' }).update({ value: 'support@example.com' });
  });

  it('stops a banned user’s existing session at once', async () => {
    const user = await buildUser(server.app.db);
    const client = await signIn(server, user);
    expect((await client.get('/api/user')).status).toBe(200);

    await User.query(server.app.db).patch({ isBanned: true }).where('id', user.id);

    const next = await client.get('/api/user');
    expect(next.status).toBe(403);
    expect(next.body).toEqual({ ...englishAnswer(MESSAGES.banned('support@example.com')), code: 'banned' });
    // The session itself is gone: lifting the ban does not bring it back.
    await User.query(server.app.db).patch({ isBanned: false }).where('id', user.id);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it(`answers 429 after ${LOGIN_MAX_FAILURES} failures for one username from one address, even with the right password`, async () => {
    const user = await buildUser(server.app.db);
    const client = server.client();
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      expect((await client.post('/api/login', { username: user.username, password: 'wrong-password' })).status).toBe(401);
    }
    const blocked = await client.post('/api/login', { username: user.username, password: user.password });
    expect(blocked.status).toBe(429);
    expect((blocked.body as { message: string }).message).toMatch(/too many failed sign-in attempts/i);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    // Another account from the same address is not affected.
    const other = await buildUser(server.app.db);
    expect((await server.client().post('/api/login', { username: other.username, password: other.password })).status).toBe(200);
  });

  it('clears the failure count after a successful sign-in', async () => {
    const user = await buildUser(server.app.db);
    const client = server.client();
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES - 1; attempt += 1) {
      await client.post('/api/login', { username: user.username, password: 'wrong-password' });
    }
    expect((await client.post('/api/login', { username: user.username, password: user.password })).status).toBe(200);
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES - 1; attempt += 1) {
      await client.post('/api/login', { username: user.username, password: 'wrong-password' });
    }
    expect((await client.post('/api/login', { username: user.username, password: user.password })).status).toBe(200);
  });

  it('issues a new session key at sign-in, and the previous key stops working', async () => {
    const first = await buildUser(server.app.db);
    const second = await buildUser(server.app.db);
    const client = await signIn(server, first);
    const before = client.clone();

    await client.signIn(second.username, second.password);

    expect(client.cookies.get(SESSION_COOKIE)).not.toBe(before.cookies.get(SESSION_COOKIE));
    expect((await client.get('/api/user')).body).toMatchObject({ id: second.id });
    expect((await before.get('/api/user')).status).toBe(401);
  });

  it('refuses a tampered session cookie', async () => {
    const user = await buildUser(server.app.db);
    const client = await signIn(server, user);
    client.cookies.set(SESSION_COOKIE, 'f'.repeat(36));
    expect((await client.get('/api/user')).status).toBe(401);
  });
});

describe('POST /api/logout and GET /api/user', () => {
  it('answers 401 to GET /api/user when nobody is signed in', async () => {
    const response = await server.client().get('/api/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual(englishAnswer(MESSAGES.notSignedIn));
  });

  it('ends the session on the server: a copy of the old cookie gets nothing afterwards', async () => {
    const user = await buildUser(server.app.db);
    const client = await signIn(server, user);
    const stolen = client.clone();

    expect((await client.post('/api/logout')).status).toBe(200);

    expect((await client.get('/api/user')).status).toBe(401);
    expect((await stolen.get('/api/user')).status).toBe(401);
  });

  it('answers GET /api/session with the user, or null for a visitor, without an error status', async () => {
    const visitor = await server.client().get('/api/session');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ user: null });

    const user = await buildUser(server.app.db);
    const client = await signIn(server, user);
    const signedIn = await client.get('/api/session');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ user: { id: user.id, username: user.username } });
  });

  it('answers 200 to a logout without a session', async () => {
    expect((await server.client().post('/api/logout')).status).toBe(200);
  });
});

describe('admin endpoints', () => {
  it('answer 401 to anonymous callers and 403 to non-admins, and let admins through', async () => {
    expect((await server.client().get('/api/admin/stats')).status).toBe(401);

    const member = await buildUser(server.app.db);
    const memberClient = await signIn(server, member);
    const refused = await memberClient.get('/api/admin/users');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(englishAnswer(MESSAGES.adminOnly));

    const admin = await buildAdmin(server.app.db);
    const adminClient = await signIn(server, admin);
    const allowed = await adminClient.get('/api/admin/users');
    expect(allowed.status).toBe(200);
    // The page lists the admin who asked, so an empty or wrong answer would show.
    const page = allowed.body as { items: { username: string }[]; total: number };
    expect(page.items.map((user) => user.username)).toContain(admin.username);
    expect(page.total).toBeGreaterThanOrEqual(2);
  });
});
