import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, TwoFactorSetup, TwoFactorStatus } from '@signals/protocol';
import { TWO_FACTOR_MESSAGES } from '../../commands/twoFactor.js';
import { User } from '../../db/models/index.js';
import { newTotpSecret } from '../../services/totp.js';
import { openTotpSecret } from '../../services/totpSecrets.js';
import { TWO_FACTOR_MAX_FAILURES } from '../../services/twoFactorThrottle.js';
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

/** A six-digit code that is not the current one. */
async function wrongCodeFor(secret: string): Promise<string> {
  const good = await generate({ secret });
  return good === '000000' ? '111111' : '000000';
}

async function storedUser(id: number) {
  return (await User.query(server.app.db).findById(id))!;
}

describe('two-factor set-up, sign-in and removal', () => {
  it('goes from setup to verified, then sign-in needs the code, and a code works once', async () => {
    const { user, client } = await signedInUser(server);
    expect(TwoFactorStatus.parse((await client.get('/api/user/2fa-status')).body)).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const setup = await client.post('/api/user/2fa-setup', { password: user.password });
    expect(setup.status).toBe(200);
    const { secretKey, qrCodeUrl } = TwoFactorSetup.parse(setup.body);
    expect(qrCodeUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    // Stored as pending: not on until a code proves the app has it. Sealed: the column holds no readable secret.
    expect(await storedUser(user.id)).toMatchObject({ totpSecret: expect.not.stringContaining(secretKey), totpEnabled: false });
    expect(await openTotpSecret(server.app.db, await storedUser(user.id))).toBe(secretKey);
    expect((await client.get('/api/user/2fa-status')).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const capture = captureEvents(server);
    const code = await generate({ secret: secretKey });
    const verified = await client.post('/api/user/2fa-verify', { code, password: user.password });
    capture.stop();
    expect(verified.status).toBe(200);
    // With the recovery codes, shown this once (routes/twoFactor/recoveryCodes.test.ts).
    expect(verified.body).toEqual({ enabled: true, recoveryCodesLeft: 10, recoveryCodes: expect.any(Array) });
    expect((await client.get('/api/user/2fa-status')).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect(capture.ofType('user.updated')).toEqual([expect.objectContaining({ user: expect.objectContaining({ id: user.id, totpEnabled: true }) })]);

    const withoutCode = await server.client().post('/api/login', { username: user.username, password: user.password });
    expect(withoutCode.status).toBe(401);
    expect(withoutCode.body).toEqual({ ...englishAnswer(MESSAGES.twoFactorRequired), twoFactorRequired: true });

    // The verify step used the current time step; sign in with the next one, as an app would show it 30 s later.
    const nextStepCode = await generate({ secret: secretKey, epoch: Math.floor(Date.now() / 1000) + 30 });
    const browser = server.client();
    expect((await browser.post('/api/login', { username: user.username, password: user.password, code: nextStepCode })).status).toBe(200);
    expect((await browser.get('/api/user')).body).toMatchObject({ id: user.id, twoFactorEnabled: true });

    const replay = await server.client().post('/api/login', { username: user.username, password: user.password, code: nextStepCode });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ ...englishAnswer(MESSAGES.invalidTwoFactorCode), twoFactorRequired: true });
  });

  it('does not accept the verify code a second time at sign-in', async () => {
    const { user, client } = await signedInUser(server);
    const { secretKey } = TwoFactorSetup.parse((await client.post('/api/user/2fa-setup', { password: user.password })).body);
    const code = await generate({ secret: secretKey });
    expect((await client.post('/api/user/2fa-verify', { code, password: user.password })).status).toBe(200);

    const replay = await server.client().post('/api/login', { username: user.username, password: user.password, code });
    expect(replay.status).toBe(401);
  });

  it('answers 409 to a set-up while two-factor is on, and keeps the secret', async () => {
    const { user, client } = await signedInUser(server);
    const secret = newTotpSecret();
    await User.query(server.app.db).patch({ totpSecret: secret, totpEnabled: true }).where('id', user.id);
    const response = await client.post('/api/user/2fa-setup', { password: user.password });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(englishAnswer(TWO_FACTOR_MESSAGES.alreadyEnabled));
    expect((await storedUser(user.id)).totpSecret).toBe(secret);
  });

  it('refuses a wrong code with 400 and stays off', async () => {
    const { user, client } = await signedInUser(server);
    const { secretKey } = TwoFactorSetup.parse((await client.post('/api/user/2fa-setup', { password: user.password })).body);
    const response = await client.post('/api/user/2fa-verify', { code: await wrongCodeFor(secretKey), password: user.password });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(englishAnswer(MESSAGES.invalidTwoFactorCode));
    expect((await storedUser(user.id)).totpEnabled).toBe(false);
  });

  it('answers 400 "Code must be 6 digits" to a malformed code', async () => {
    const { user, client } = await signedInUser(server);
    await client.post('/api/user/2fa-setup', { password: user.password });
    const response = await client.post('/api/user/2fa-verify', { code: '12345', password: user.password });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Code must be 6 digits' });
  });

  it('answers 409 to verify before any set-up', async () => {
    const { user, client } = await signedInUser(server);
    const response = await client.post('/api/user/2fa-verify', { code: '123456', password: user.password });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(englishAnswer(TWO_FACTOR_MESSAGES.noPendingSetup));
  });

  it(`answers 429 after ${TWO_FACTOR_MAX_FAILURES} wrong codes, even to the right one`, async () => {
    const { user, client } = await signedInUser(server);
    const { secretKey } = TwoFactorSetup.parse((await client.post('/api/user/2fa-setup', { password: user.password })).body);
    const wrong = await wrongCodeFor(secretKey);
    for (let attempt = 0; attempt < TWO_FACTOR_MAX_FAILURES; attempt += 1) {
      expect((await client.post('/api/user/2fa-verify', { code: wrong, password: user.password })).status).toBe(400);
    }
    const blocked = await client.post('/api/user/2fa-verify', { code: await generate({ secret: secretKey }), password: user.password });
    expect(blocked.status).toBe(429);
    expect((blocked.body as { message: string }).message).toMatch(/too many wrong codes/i);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await storedUser(user.id)).totpEnabled).toBe(false);

    // Another member is not affected.
    const other = await signedInUser(server);
    const otherSetup = TwoFactorSetup.parse((await other.client.post('/api/user/2fa-setup', { password: other.user.password })).body);
    expect((await other.client.post('/api/user/2fa-verify', { code: await generate({ secret: otherSetup.secretKey }), password: other.user.password })).status).toBe(200);
  });

  it('turns two-factor off with a valid code and forgets the secret; sign-in then needs no code', async () => {
    const { user, client } = await signedInUser(server);
    const secret = newTotpSecret();
    await User.query(server.app.db).patch({ totpSecret: secret, totpEnabled: true }).where('id', user.id);

    const wrong = await client.post('/api/user/2fa-disable', { code: await wrongCodeFor(secret), password: user.password });
    expect(wrong.status).toBe(400);
    expect((await storedUser(user.id)).totpEnabled).toBe(true);

    const response = await client.post('/api/user/2fa-disable', { code: await generate({ secret }), password: user.password });
    expect(response.status).toBe(200);
    expect(TwoFactorStatus.parse(response.body)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(await storedUser(user.id)).toMatchObject({ totpEnabled: false, totpSecret: null });
    expect((await server.client().post('/api/login', { username: user.username, password: user.password })).status).toBe(200);
  });

  it('answers 409 to disabling when two-factor is off', async () => {
    const { user, client } = await signedInUser(server);
    const response = await client.post('/api/user/2fa-disable', { code: '123456', password: user.password });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(englishAnswer(TWO_FACTOR_MESSAGES.notEnabled));
  });

  it('asks for the current password to start, turn on or turn off two-factor, and changes nothing without it', async () => {
    const { user, client } = await signedInUser(server);
    const missing = await client.post('/api/user/2fa-setup', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'Enter your current password', issues: [{ path: 'password' }] });
    const wrong = await client.post('/api/user/2fa-setup', { password: 'Not#ThePassw0rd' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ ...englishAnswer(MESSAGES.wrongCurrentPassword), issues: [{ path: 'password', ...englishAnswer(MESSAGES.wrongCurrentPassword) }] });
    expect((await storedUser(user.id)).totpSecret).toBeNull();

    const { secretKey } = TwoFactorSetup.parse((await client.post('/api/user/2fa-setup', { password: user.password })).body);
    const code = await generate({ secret: secretKey });
    expect((await client.post('/api/user/2fa-verify', { code })).status).toBe(400);
    expect((await client.post('/api/user/2fa-verify', { code, password: 'Not#ThePassw0rd' })).status).toBe(400);
    expect((await storedUser(user.id)).totpEnabled).toBe(false);
    expect((await client.post('/api/user/2fa-verify', { code, password: user.password })).status).toBe(200);

    const next = await generate({ secret: secretKey, epoch: Math.floor(Date.now() / 1000) + 30 });
    const wrongOff = await client.post('/api/user/2fa-disable', { code: next, password: 'Not#ThePassw0rd' });
    expect(wrongOff.status).toBe(400);
    expect(wrongOff.body).toMatchObject({ issues: [{ path: 'password' }] });
    expect((await storedUser(user.id)).totpEnabled).toBe(true);
    expect((await client.post('/api/user/2fa-disable', { code: next, password: user.password })).status).toBe(200);
  });

  it('ends every other session of the member when two-factor turns on, and keeps the one that turned it on', async () => {
    const { user, client } = await signedInUser(server);
    const elsewhere = await signIn(server, user);
    const capture = captureEvents(server);
    const { secretKey } = TwoFactorSetup.parse((await client.post('/api/user/2fa-setup', { password: user.password })).body);
    expect((await client.post('/api/user/2fa-verify', { code: await generate({ secret: secretKey }), password: user.password })).status).toBe(200);
    capture.stop();
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    expect((await client.get('/api/user')).status).toBe(200);
    expect(capture.ofType('user.sessionsEnded')).toEqual([expect.objectContaining({ userId: user.id, reason: 'twoFactorChanged', exceptSessionKey: expect.any(String) })]);
  });

  it('answers 401 to anonymous callers on every two-factor route', async () => {
    const anonymous = server.client();
    expect((await anonymous.get('/api/user/2fa-status')).status).toBe(401);
    expect((await anonymous.post('/api/user/2fa-setup')).status).toBe(401);
    expect((await anonymous.post('/api/user/2fa-verify', { code: '123456' })).status).toBe(401);
    expect((await anonymous.post('/api/user/2fa-disable', { code: '123456' })).status).toBe(401);
  });
});
