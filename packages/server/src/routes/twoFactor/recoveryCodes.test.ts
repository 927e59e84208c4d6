import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES, MESSAGES, RECOVERY_CODE_COUNT, TwoFactorRecoveryCodes, TwoFactorSetup, TwoFactorStatus, type Notification as NotificationDto } from '@signals/protocol';
import { TWO_FACTOR_MESSAGES } from '../../commands/twoFactor.js';
import { OutboxMessage, RecoveryCode } from '../../db/models/index.js';
import { buildAdmin, type BuiltUser } from '../../../test/support/factories/users.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';
import { adminCallers, signedInUser, signIn } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** Two-factor turned on through the routes, as the settings screen does; answers the secret and the codes shown. */
async function enrol(client: TestClient, user: BuiltUser): Promise<{ secret: string; codes: string[] }> {
  const { secretKey } = TwoFactorSetup.parse((await client.post('/api/user/2fa-setup', { password: user.password })).body);
  const verified = await client.post('/api/user/2fa-verify', { code: await generate({ secret: secretKey }), password: user.password });
  expect(verified.status).toBe(200);
  const { recoveryCodes } = TwoFactorRecoveryCodes.parse(verified.body);
  return { secret: secretKey, codes: recoveryCodes };
}

async function memberWithTwoFactor() {
  const { user, client } = await signedInUser(server);
  return { user, client, ...(await enrol(client, user)) };
}

function signInWith(user: BuiltUser, second: { code?: string; recoveryCode?: string }, client = server.client()) {
  return client.post<{ message: string; twoFactorRequired?: boolean }>('/api/login', { username: user.username, password: user.password, ...second });
}

async function status(client: TestClient) {
  return TwoFactorStatus.parse((await client.get('/api/user/2fa-status')).body);
}

/** The next 30-second step's code: a step is accepted once. */
function laterCode(secret: string, steps = 1) {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * steps });
}

describe('two-factor recovery codes', () => {
  it(`turning two-factor on answers ${RECOVERY_CODE_COUNT} different codes, once; only their hashes are kept`, async () => {
    const { user, client } = await signedInUser(server);
    const { secretKey } = TwoFactorSetup.parse((await client.post('/api/user/2fa-setup', { password: user.password })).body);
    const verified = await client.post('/api/user/2fa-verify', { code: await generate({ secret: secretKey }), password: user.password });
    expect(verified.status).toBe(200);
    const answer = TwoFactorRecoveryCodes.parse(verified.body);
    expect(answer).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    expect(answer.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(answer.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of answer.recoveryCodes) {
      expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
    }
    // Never retrievable again: the status tells how many, the table holds no code.
    expect(await status(client)).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    const rows = await RecoveryCode.query(server.app.db).where('userId', user.id);
    expect(rows).toHaveLength(RECOVERY_CODE_COUNT);
    const stored = JSON.stringify(rows);
    for (const code of answer.recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
  });

  it('signs in with the password and a recovery code in place of the six digits, once; the member is told how many are left', async () => {
    const { user, client, codes } = await memberWithTwoFactor();
    const [code] = codes as [string];
    // Typed in capitals, with a space for the dash: one code however it is typed.
    const browser = server.client();
    const first = await signInWith(user, { recoveryCode: code.toUpperCase().replace('-', ' ') }, browser);
    expect(first.status).toBe(200);
    expect((await browser.get('/api/user')).body).toMatchObject({ id: user.id });

    const again = await signInWith(user, { recoveryCode: code });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ ...englishAnswer(MESSAGES.invalidRecoveryCode), twoFactorRequired: true });
    expect(await status(client)).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 });

    const bell = (await client.get<NotificationDto[]>('/api/notifications')).body.filter((n) => n.userId === user.id && n.title === 'A recovery code was used');
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ isImportant: true, message: expect.stringContaining(`You have ${RECOVERY_CODE_COUNT - 1} recovery codes left.`) });
    const mail = await OutboxMessage.query(server.app.db).where({ userId: user.id, channel: 'email', subject: 'A recovery code was used' });
    expect(mail).toHaveLength(1);
    expect(mail[0]!.body).toContain('with one of your two-factor recovery codes');
  });

  it('lets exactly one of five simultaneous sign-ins with the same recovery code through', async () => {
    const { user, client, codes } = await memberWithTwoFactor();
    const clients = Array.from({ length: 5 }, () => server.client());
    const answers = await Promise.all(clients.map((browser) => signInWith(user, { recoveryCode: codes[3]! }, browser)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401, 401, 401]);
    const signedIn = await Promise.all(clients.map(async (browser) => (await browser.get('/api/user')).status));
    expect(signedIn.filter((code) => code === 200)).toHaveLength(1);
    expect(await status(client)).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 });
  });

  it('refuses a code that is not one of the member’s: another member’s, or one never made; each counts as a wrong code', async () => {
    const { user, client, codes } = await memberWithTwoFactor();
    const other = await memberWithTwoFactor();
    expect((await signInWith(user, { recoveryCode: other.codes[0]! })).status).toBe(401);
    // The other member's code still works for them: nothing was used up.
    expect((await signInWith(other.user, { recoveryCode: other.codes[0]! })).status).toBe(200);

    // Wrong recovery codes share the sign-in limit, as wrong six-digit codes do: past it, even a right one is refused.
    for (let i = 1; i < LOGIN_MAX_FAILURES; i += 1) {
      expect((await signInWith(user, { recoveryCode: 'aaaa-aaaa' })).status).toBe(401);
    }
    const locked = await signInWith(user, { recoveryCode: codes[0]! });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Refused before it was looked at: the right code was not used up.
    expect(await status(client)).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
  });

  it('answers 400 to a malformed recovery code, and to a code and a recovery code together, and counts neither', async () => {
    const { user, codes, secret } = await memberWithTwoFactor();
    const malformed = await signInWith(user, { recoveryCode: 'not-a-code!' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ message: 'A recovery code has 8 letters and digits, like k7mq-x3ds', issues: [{ path: 'recoveryCode' }] });
    const both = await signInWith(user, { code: await laterCode(secret), recoveryCode: codes[0]! });
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ issues: [{ path: 'recoveryCode', message: 'Enter the code from your app or a recovery code, not both' }] });
    expect((await signInWith(user, { recoveryCode: codes[0]! })).status).toBe(200);
  });

  it('makes a new set with the password and a code or a recovery code; the old set stops working at once', async () => {
    const { user, client, codes, secret } = await memberWithTwoFactor();
    expect((await client.post('/api/user/2fa-recovery-codes', { password: 'Not#ThePassw0rd', code: await laterCode(secret) })).status).toBe(400);
    const noProof = await client.post('/api/user/2fa-recovery-codes', { password: user.password });
    expect(noProof.status).toBe(400);
    expect(noProof.body).toMatchObject({ issues: [{ path: 'code', message: 'Code must be 6 digits' }] });
    const wrongRecovery = await client.post('/api/user/2fa-recovery-codes', { password: user.password, recoveryCode: 'aaaa-aaaa' });
    expect(wrongRecovery.status).toBe(400);
    expect(wrongRecovery.body).toMatchObject({ ...englishAnswer(MESSAGES.invalidRecoveryCode), issues: [{ path: 'recoveryCode' }] });

    const renewed = await client.post('/api/user/2fa-recovery-codes', { password: user.password, code: await laterCode(secret) });
    expect(renewed.status).toBe(200);
    const fresh = TwoFactorRecoveryCodes.parse(renewed.body);
    expect(fresh.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh.recoveryCodes.filter((code) => codes.includes(code))).toEqual([]);
    for (const old of codes.slice(0, 2)) {
      expect((await signInWith(user, { recoveryCode: old })).status).toBe(401);
    }
    expect((await signInWith(user, { recoveryCode: fresh.recoveryCodes[0]! })).status).toBe(200);
    expect(await status(client)).toEqual({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT - 1 });

    // A member without their authenticator renews with one of the codes they still hold (used up with the old set).
    const byRecovery = await client.post('/api/user/2fa-recovery-codes', { password: user.password, recoveryCode: fresh.recoveryCodes[1]! });
    expect(byRecovery.status).toBe(200);
    const third = TwoFactorRecoveryCodes.parse(byRecovery.body).recoveryCodes;
    expect((await signInWith(user, { recoveryCode: fresh.recoveryCodes[2]! })).status).toBe(401);
    expect((await signInWith(user, { recoveryCode: third[0]! })).status).toBe(200);
    const told = await OutboxMessage.query(server.app.db).where({ userId: user.id, channel: 'email', subject: 'New recovery codes made' });
    expect(told).toHaveLength(2);
  });

  it('answers 409 to a new set while two-factor is off', async () => {
    const { user, client } = await signedInUser(server);
    const response = await client.post('/api/user/2fa-recovery-codes', { password: user.password, code: '123456' });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(englishAnswer(TWO_FACTOR_MESSAGES.notEnabled));
  });

  it('turning two-factor off (with a recovery code, the authenticator lost) deletes every code', async () => {
    const { user, client, codes } = await memberWithTwoFactor();
    const off = await client.post('/api/user/2fa-disable', { password: user.password, recoveryCode: codes[0]! });
    expect(off.status).toBe(200);
    expect(TwoFactorStatus.parse(off.body)).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(await RecoveryCode.query(server.app.db).where('userId', user.id)).toEqual([]);
    // On again: a new set, none of the old ones.
    const again = await enrol(client, user);
    expect(again.codes.filter((code) => codes.includes(code))).toEqual([]);
    expect((await signInWith(user, { recoveryCode: codes[1]! })).status).toBe(401);
    expect((await signInWith(user, { recoveryCode: again.codes[0]! })).status).toBe(200);
  });

  it('an admin clearing a member’s two-factor deletes their codes', async () => {
    const { user, codes } = await memberWithTwoFactor();
    const { adminClient } = await adminCallers(server);
    expect((await adminClient.post(`/api/admin/users/${user.id}/reset-2fa`)).status).toBe(200);
    expect(await RecoveryCode.query(server.app.db).where('userId', user.id)).toEqual([]);
    // Two-factor is off: a code sent along is not looked at, the password alone signs in.
    expect((await signInWith(user, { recoveryCode: codes[0]! })).status).toBe(200);
  });

  it('an admin with two-factor signs in to the back office with a recovery code', async () => {
    const admin = await buildAdmin(server.app.db);
    const client = await signIn(server, admin);
    const { codes } = await enrol(client, admin);
    const browser = server.client();
    expect((await signInWith(admin, {}, browser)).body).toMatchObject({ twoFactorRequired: true });
    expect((await signInWith(admin, { recoveryCode: codes[9]! }, browser)).status).toBe(200);
    expect((await browser.get('/api/admin/stats')).status).toBe(200);
  });
});
