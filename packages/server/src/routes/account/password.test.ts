import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SESSION_COOKIE } from '@signals/protocol';
import { PASSWORD_MESSAGES } from '../../commands/passwords.js';
import { Session, User } from '../../db/models/index.js';
import { hashSessionKey } from '../../services/sessionKey.js';
import { captureEvents } from '../../../test/support/events.js';
import { signedInUser, signIn } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const NEW_PASSWORD = 'Fresh#Passw0rd';

describe('POST /api/user/change-password', () => {
  it('changes the password, ends every other session and keeps this one signed in', async () => {
    const { user, client } = await signedInUser(server);
    const otherBrowser = await signIn(server, user);
    const capture = captureEvents(server);

    const response = await client.post('/api/user/change-password', { currentPassword: user.password, newPassword: NEW_PASSWORD });
    capture.stop();

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await otherBrowser.get('/api/user')).status).toBe(401);
    expect((await server.client().post('/api/login', { username: user.username, password: user.password })).status).toBe(401);
    expect((await server.client().post('/api/login', { username: user.username, password: NEW_PASSWORD })).status).toBe(200);

    const [ended] = capture.ofType('user.sessionsEnded');
    expect(ended).toMatchObject({ userId: user.id, reason: 'passwordChanged', exceptSessionKey: expect.any(String) });
    // The key named as the survivor is this browser's session.
    expect(await Session.query(server.app.db).findById(hashSessionKey(ended!.exceptSessionKey!))).toMatchObject({ userId: user.id });
    expect(client.cookies.get(SESSION_COOKIE)).toBeDefined();
  });

  it('answers 400 "Current password is incorrect" and changes nothing', async () => {
    const { user, client } = await signedInUser(server);
    const otherBrowser = await signIn(server, user);
    const before = (await User.query(server.app.db).findById(user.id))!.passwordHash;

    const response = await client.post('/api/user/change-password', { currentPassword: 'Not-the-one#1', newPassword: NEW_PASSWORD });

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(englishAnswer(MESSAGES.wrongCurrentPassword));
    expect((await User.query(server.app.db).findById(user.id))!.passwordHash).toBe(before);
    expect((await otherBrowser.get('/api/user')).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(200);
  });

  it.each([
    ['Sh#1a', 'Password must be at least 8 characters'],
    ['lowercase#123', 'Password must contain at least one uppercase letter'],
    ['UPPERCASE#123', 'Password must contain at least one lowercase letter'],
    ['NoDigits#here', 'Password must contain at least one number'],
    ['NoSpecial1234', 'Password must contain at least one special character'],
  ])('refuses the weak new password %j with the spec message', async (newPassword, message) => {
    const { user, client } = await signedInUser(server);
    const response = await client.post('/api/user/change-password', { currentPassword: user.password, newPassword });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, issues: expect.arrayContaining([expect.objectContaining({ path: 'newPassword', message })]) });
  });

  it('asks for the current password', async () => {
    const { client } = await signedInUser(server);
    const response = await client.post('/api/user/change-password', { newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Current password is required' });
  });

  it('refuses a new password equal to the current one', async () => {
    const { user, client } = await signedInUser(server);
    const response = await client.post('/api/user/change-password', { currentPassword: user.password, newPassword: user.password });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ ...englishAnswer(PASSWORD_MESSAGES.sameAsCurrent), issues: [{ path: 'newPassword', ...englishAnswer(PASSWORD_MESSAGES.sameAsCurrent) }] });
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await server.client().post('/api/user/change-password', { currentPassword: 'whatever', newPassword: NEW_PASSWORD });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(englishAnswer(MESSAGES.notSignedIn));
  });
});
