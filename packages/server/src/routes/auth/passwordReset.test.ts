import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_SENT } from '@signals/protocol';
import { PasswordReset, User } from '../../db/models/index.js';
import { RESET_REQUESTS_PER_ADDRESS, RESET_REQUESTS_PER_EMAIL } from '../../services/mail/passwordResetThrottle.js';
import { buildUser, type BuiltUser } from '../../../test/support/factories/users.js';
import { startMailbox, type Mailbox, type ReceivedMail } from '../../../test/support/mailbox.js';
import { withSettings } from '../../../test/support/settings.js';
import { signIn } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

const PUBLIC_URL = 'https://signals.example.com';
const NEW_PASSWORD = 'Fresh#Start2026';

let mailbox: Mailbox;
let server: TestServer;
/** Each test asks from its own client address (TRUST_PROXY), so the per-address limit is its own. */
let address = 0;
const nextAddress = () => `203.0.113.${(address += 1)}`;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startTestServer({ SMTP_URL: mailbox.url, PUBLIC_URL, TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

function requestReset(email: string, from = nextAddress()) {
  return server.client().post<{ message: string; code?: string }>('/api/password-reset', { email }, { headers: { 'x-forwarded-for': from } });
}

function confirmReset(token: string, newPassword = NEW_PASSWORD) {
  return server.client().post<{ message?: string; code?: string; ok?: boolean; issues?: Array<{ path: string }> }>('/api/password-reset/confirm', { token, newPassword });
}

/** The token of the reset link in the e-mail's text and HTML (the same link in both). */
function resetTokenOf(mail: ReceivedMail): string {
  const pattern = new RegExp(`${PUBLIC_URL}/reset-password\\?token=([A-Za-z0-9_-]{43})`);
  const fromText = pattern.exec(mail.parsed.text ?? '')?.[1];
  expect(fromText).toBeDefined();
  expect(pattern.exec(typeof mail.parsed.html === 'string' ? mail.parsed.html : '')?.[1]).toBe(fromText);
  return fromText ?? '';
}

async function resetMailFor(user: BuiltUser): Promise<ReceivedMail> {
  const response = await requestReset(user.email);
  expect(response.status).toBe(200);
  return mailbox.next(user.email);
}

describe('forgot password', () => {
  it('answers the same whether or not an account uses the address; only the account gets an e-mail', async () => {
    const user = await buildUser(server.app.db);
    const known = await requestReset(user.email.toUpperCase());
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: PASSWORD_RESET_SENT });
    expect(unknown.body).toEqual(known.body);

    const mail = await mailbox.next(user.email);
    expect(mail.parsed.subject).toBe('Reset your Crypto Arbitrage Signals password');
    expect(mail.parsed.text).toContain(`Hello ${user.username},`);
    expect(mail.parsed.text).toContain('It works once, for 30 minutes');
    await expect(mailbox.next('nobody-here@example.com', 300)).rejects.toThrow(/No e-mail reached/);
    // Only the hash is stored: the token in the e-mail is nowhere in the table.
    const token = resetTokenOf(mail);
    const rows = await PasswordReset.query(server.app.db).where('userId', user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it('is written in the account’s language, whatever the asking browser’s', async () => {
    const user = await buildUser(server.app.db);
    await User.query(server.app.db).patch({ language: 'de' }).where('id', user.id);
    expect((await server.client().post('/api/password-reset', { email: user.email }, { headers: { 'x-forwarded-for': nextAddress(), 'accept-language': 'fr' } })).status).toBe(200);

    const mail = await mailbox.next(user.email);
    expect(mail.parsed.subject).toBe('Passwort für Crypto Arbitrage Signals zurücksetzen');
    expect(mail.parsed.text).toContain(`Hallo ${user.username},`);
    expect(mail.parsed.text).toContain('Der Link funktioniert einmal und ist 30 Minuten gültig');
    expect(mail.parsed.text).toContain(`Neues Passwort wählen: ${PUBLIC_URL}/reset-password?token=`);
    expect(mail.parsed.text).toContain('Wenn Sie das nicht waren, ignorieren Sie sie: Ihr Passwort bleibt unverändert.');
    expect(mail.parsed.html).toContain('<html lang="de">');
    resetTokenOf(mail);
  });

  it('sets the new password with the link, ends every session of the account, and signs nobody in', async () => {
    const user = await buildUser(server.app.db);
    const [laptop, phone] = await Promise.all([signIn(server, user), signIn(server, user)]);
    const token = resetTokenOf(await resetMailFor(user));

    const reset = server.client();
    const response = await reset.post('/api/password-reset/confirm', { token, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect((await reset.get('/api/session')).body).toEqual({ user: null });

    expect((await laptop.get('/api/user')).status).toBe(401);
    expect((await phone.get('/api/user')).status).toBe(401);
    expect((await server.client().post('/api/login', { username: user.username, password: user.password })).status).toBe(401);
    expect((await server.client().post('/api/login', { username: user.username, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('works once: the same link again, or an older link of the account, is refused', async () => {
    const user = await buildUser(server.app.db);
    const older = resetTokenOf(await resetMailFor(user));
    const newer = resetTokenOf(await resetMailFor(user));
    expect((await confirmReset(newer)).status).toBe(200);

    for (const token of [newer, older]) {
      const again = await confirmReset(token, 'Another#Passw0rd');
      expect(again.status).toBe(400);
      expect(again.body.message).toMatch(/^This reset link is not valid any more/);
      expect(again.body.code).toBe('resetLinkInvalid');
      expect(again.body.issues?.[0]?.path).toBe('token');
    }
    expect((await server.client().post('/api/login', { username: user.username, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('stops working after 30 minutes', async () => {
    const user = await buildUser(server.app.db);
    const token = resetTokenOf(await resetMailFor(user));
    // 31 minutes later, as the database sees it.
    const row = await PasswordReset.query(server.app.db).where('userId', user.id).first();
    await PasswordReset.query(server.app.db)
      .patch({ createdAt: new Date(row!.createdAt.getTime() - 31 * 60_000), expiresAt: new Date(Date.now() - 60_000) })
      .where('id', row!.id);
    expect((await confirmReset(token)).status).toBe(400);
    expect((await server.client().post('/api/login', { username: user.username, password: user.password })).status).toBe(200);
  });

  it('holds the new password to the sign-up strength rules, naming the field, and keeps the link usable', async () => {
    const user = await buildUser(server.app.db);
    const token = resetTokenOf(await resetMailFor(user));
    const weak = await confirmReset(token, 'password');
    expect(weak.status).toBe(400);
    expect(weak.body.issues?.[0]).toMatchObject({ path: 'newPassword', message: 'Password must contain at least one uppercase letter' });
    expect((await confirmReset(token)).status).toBe(200);
  });

  it(`allows ${RESET_REQUESTS_PER_EMAIL} requests an hour per e-mail address, known or not, then 429 with Retry-After`, async () => {
    const user = await buildUser(server.app.db);
    for (const email of [user.email, 'ghost-address@example.com']) {
      for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i += 1) {
        expect((await requestReset(email)).status).toBe(200);
      }
      const refused = await requestReset(email);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect(refused.body.message).toMatch(/^Too many reset requests. Try again in \d+ minutes\.$/);
      expect(refused.body.code).toBe('tooManyPasswordResets');
    }
    // Three e-mails reached the inbox, not four.
    for (let i = 0; i < RESET_REQUESTS_PER_EMAIL; i += 1) {
      await mailbox.next(user.email);
    }
    await expect(mailbox.next(user.email, 300)).rejects.toThrow(/No e-mail reached/);
  });

  it(`allows ${RESET_REQUESTS_PER_ADDRESS} requests an hour per client address`, async () => {
    const from = nextAddress();
    for (let i = 0; i < RESET_REQUESTS_PER_ADDRESS; i += 1) {
      expect((await requestReset(`someone-${i}@example.com`, from)).status).toBe(200);
    }
    const refused = await requestReset('someone-else@example.com', from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    // Another address is not held up.
    expect((await requestReset('someone-else@example.com')).status).toBe(200);
  });

  it('is not there when the back office turns "Enable Password Reset" off: 403, no e-mail, and the public settings say so', async () => {
    const user = await buildUser(server.app.db);
    const restore = await withSettings(server.app.db, { enable_password_reset: 'false' });
    try {
      const response = await requestReset(user.email);
      expect(response.status).toBe(403);
      expect(response.body.message).toMatch(/^Password reset is not available/);
      expect(response.body.code).toBe('passwordResetUnavailable');
      expect((await server.client().get<{ passwordResetAvailable: boolean }>('/api/settings/public')).body.passwordResetAvailable).toBe(false);
      await expect(mailbox.next(user.email, 300)).rejects.toThrow(/No e-mail reached/);
    } finally {
      await restore();
    }
    expect((await server.client().get<{ passwordResetAvailable: boolean }>('/api/settings/public')).body.passwordResetAvailable).toBe(true);
  });

  it('sends nothing to a banned account, with the same answer', async () => {
    const user = await buildUser(server.app.db, { isBanned: true });
    expect((await requestReset(user.email)).body).toEqual({ message: PASSWORD_RESET_SENT });
    await expect(mailbox.next(user.email, 300)).rejects.toThrow(/No e-mail reached/);
  });
});
