import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, NotificationPreferences as PreferencesSchema, User as UserSchema, defaultNotificationPreferences } from '@signals/protocol';
import { SMS_PREMIUM_ONLY } from '../../commands/profile.js';
import { User } from '../../db/models/index.js';
import { captureEvents } from '../../../test/support/events.js';
import { buildUser, uniqueName } from '../../../test/support/factories/users.js';
import { signedInUser } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { OWN_PROFILE_ONLY } from './profile.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('PATCH /api/users/:id', () => {
  it('saves the member’s own username, e-mail and phone number and tells their other tabs', async () => {
    const { user, client } = await signedInUser(server);
    const capture = captureEvents(server);
    const username = uniqueName('Renamed');
    // This server sends no e-mail (no SMTP_URL): with the password, the address changes at once, unverified.
    const response = await client.patch(`/api/users/${user.id}`, { username, email: `${username}@Example.org`, phoneNumber: '+44 20 7946 0958', currentPassword: user.password });
    capture.stop();

    expect(response.status).toBe(200);
    expect(UserSchema.parse(response.body)).toMatchObject({ id: user.id, username, email: `${username.toLowerCase()}@example.org`, emailVerified: false, pendingEmail: null, phoneNumber: '+442079460958' });
    expect((await client.get('/api/user')).body).toMatchObject({ username });
    expect(capture.ofType('user.updated')).toEqual([expect.objectContaining({ premiumChanged: false, user: expect.objectContaining({ id: user.id, username }) })]);
  });

  it('keeps the phone number when it is left out, and removes it when sent empty', async () => {
    const { user, client } = await signedInUser(server, { phoneNumber: '+14155550100' });
    const kept = await client.patch(`/api/users/${user.id}`, { username: user.username, email: user.email });
    expect(kept.body).toMatchObject({ phoneNumber: '+14155550100' });
    const removed = await client.patch(`/api/users/${user.id}`, { username: user.username, email: user.email, phoneNumber: '' });
    expect(removed.body).toMatchObject({ phoneNumber: null });
  });

  it('lets a member change only the letter case of their own username', async () => {
    const { user, client } = await signedInUser(server);
    const response = await client.patch(`/api/users/${user.id}`, { username: user.username.toUpperCase(), email: user.email });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ username: user.username.toUpperCase() });
  });

  it('answers 400 with the spec messages and changes nothing', async () => {
    const { user, client } = await signedInUser(server);
    const response = await client.patch(`/api/users/${user.id}`, { username: 'ab', email: 'nope' });

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Username must be at least 3 characters',
      issues: expect.arrayContaining([
        expect.objectContaining({ path: 'username', message: 'Username must be at least 3 characters' }),
        expect.objectContaining({ path: 'email', message: 'Invalid email address' }),
      ]),
    });
    expect((await User.query(server.app.db).findById(user.id))!.username).toBe(user.username);
  });

  it('answers 409 when the username belongs to someone else, in any letter case; never tells whether an e-mail has an account', async () => {
    const other = await buildUser(server.app.db);
    const { user, client } = await signedInUser(server);

    const sameName = await client.patch(`/api/users/${user.id}`, { username: other.username.toUpperCase(), email: user.email });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ ...englishAnswer(MESSAGES.usernameTaken), issues: [{ path: 'username', ...englishAnswer(MESSAGES.usernameTaken) }] });

    // Taken by a verified account: the answer is a plain success; the address stays unverified here, and the other
    // account keeps it as its verified one (no e-mail on this server: nothing is sent to either).
    const sameEmail = await client.patch(`/api/users/${user.id}`, { username: user.username, email: other.email.toUpperCase(), currentPassword: user.password });
    expect(sameEmail.status).toBe(200);
    expect(sameEmail.body).toMatchObject({ email: other.email, emailVerified: false });
    expect(await User.query(server.app.db).findById(other.id)).toMatchObject({ email: other.email, emailVerifiedAt: expect.any(Date) });
  });

  it('answers 403 for another member’s profile and leaves it as it was', async () => {
    const other = await buildUser(server.app.db);
    const { client } = await signedInUser(server);
    const response = await client.patch(`/api/users/${other.id}`, { username: uniqueName(), email: `${uniqueName()}@example.com` });

    expect(response.status).toBe(403);
    expect(response.body).toEqual(englishAnswer(OWN_PROFILE_ONLY));
    const stored = await User.query(server.app.db).findById(other.id);
    expect(stored).toMatchObject({ username: other.username, email: other.email });
  });

  it('answers 401 to an anonymous caller', async () => {
    const user = await buildUser(server.app.db);
    const response = await server.client().patch(`/api/users/${user.id}`, { username: uniqueName(), email: 'x@example.com' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(englishAnswer(MESSAGES.notSignedIn));
  });
});

describe('POST /api/user/language', () => {
  it('saves one of the eight languages', async () => {
    const { user, client } = await signedInUser(server);
    const response = await client.post('/api/user/language', { language: 'ja' });
    expect(response.status).toBe(200);
    expect(UserSchema.parse(response.body).language).toBe('ja');
    expect((await User.query(server.app.db).findById(user.id))!.language).toBe('ja');
  });

  it('answers 400 to a language that is not offered and keeps the old one', async () => {
    const { user, client } = await signedInUser(server);
    const response = await client.post('/api/user/language', { language: 'xx' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Choose one of the supported languages' });
    expect((await User.query(server.app.db).findById(user.id))!.language).toBe('en');
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await server.client().post('/api/user/language', { language: 'fr' })).status).toBe(401);
  });
});

describe('notification preferences', () => {
  type Preferences = ReturnType<typeof defaultNotificationPreferences>;
  const allOn = { app: true, push: true, email: true, sms: true, telegram: true };
  const smsFree = (p: Preferences) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, { ...v, sms: false }])) as Preferences;

  it('answers the spec’s defaults: SMS on new and high-profit signals for premium members only', async () => {
    const free = await signedInUser(server);
    const premium = await signedInUser(server, { isPremium: true });
    expect(PreferencesSchema.parse((await free.client.get('/api/user/notification-preferences')).body)).toEqual(defaultNotificationPreferences(false));
    expect((await premium.client.get('/api/user/notification-preferences')).body).toEqual(defaultNotificationPreferences(true));
  });

  it('saves a member’s choices and answers them back', async () => {
    const { user, client } = await signedInUser(server);
    const choices = { ...defaultNotificationPreferences(false), premiumContent: { app: false, push: true, email: true, sms: false, telegram: false } };
    const saved = await client.put('/api/user/notification-preferences', choices);
    expect(saved.status).toBe(200);
    expect(PreferencesSchema.parse(saved.body)).toEqual(choices);
    expect((await client.get('/api/user/notification-preferences')).body).toEqual(choices);
    expect((await User.query(server.app.db).findById(user.id))!.notificationPreferences).toEqual(choices);
  });

  it('lets a premium member turn SMS on', async () => {
    const { client } = await signedInUser(server, { isPremium: true });
    const choices = { newSignals: allOn, highProfitSignals: allOn, premiumContent: allOn, accountUpdates: allOn };
    const saved = await client.put('/api/user/notification-preferences', choices);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(choices);
  });

  it('answers 403 to SMS for a member without premium and saves nothing', async () => {
    const { user, client } = await signedInUser(server);
    const response = await client.put('/api/user/notification-preferences', { ...defaultNotificationPreferences(false), accountUpdates: allOn });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(englishAnswer(SMS_PREMIUM_ONLY));
    expect((await User.query(server.app.db).findById(user.id))!.notificationPreferences).toBeNull();
  });

  it('shows SMS off once premium has ended, keeping the rest of the saved choices', async () => {
    const { user, client } = await signedInUser(server, { isPremium: true });
    const choices = { ...defaultNotificationPreferences(true), premiumContent: { app: false, push: false, email: false, sms: true, telegram: false } };
    await client.put('/api/user/notification-preferences', choices);
    await User.query(server.app.db).patch({ isPremium: false, subscriptionEndDate: null }).where('id', user.id);
    expect((await client.get('/api/user/notification-preferences')).body).toEqual(smsFree(choices));
  });

  it('answers 400 to an incomplete set or an unknown channel', async () => {
    const { client } = await signedInUser(server);
    const missing = await client.put('/api/user/notification-preferences', { newSignals: allOn });
    expect(missing.status).toBe(400);
    const extra = await client.put('/api/user/notification-preferences', {
      ...defaultNotificationPreferences(false),
      newSignals: { app: true, push: true, email: true, sms: false, pigeon: true },
    });
    expect(extra.status).toBe(400);
  });

  it('takes Telegram per category, and a set saved without it (a client from before) keeps Telegram as it was', async () => {
    const { client } = await signedInUser(server);
    const telegramOff = { ...defaultNotificationPreferences(false), premiumContent: { app: true, push: true, email: false, sms: false, telegram: false } };
    expect((await client.put('/api/user/notification-preferences', telegramOff)).body).toEqual(telegramOff);
    const withoutTelegram = Object.fromEntries(
      Object.entries(defaultNotificationPreferences(false)).map(([category, { telegram: _left, ...channels }]) => [category, { ...channels, email: false }]),
    );
    const saved = await client.put('/api/user/notification-preferences', withoutTelegram);
    expect(saved.status).toBe(200);
    // E-mail off as sent; Telegram as it was: on by default, off where the member turned it off.
    expect((await client.get<PreferencesSchema>('/api/user/notification-preferences')).body).toMatchObject({
      newSignals: { email: false, telegram: true },
      premiumContent: { email: false, telegram: false },
    });
  });

  it('answers 401 to an anonymous caller', async () => {
    expect((await server.client().get('/api/user/notification-preferences')).status).toBe(401);
    expect((await server.client().put('/api/user/notification-preferences', defaultNotificationPreferences(false))).status).toBe(401);
  });
});
