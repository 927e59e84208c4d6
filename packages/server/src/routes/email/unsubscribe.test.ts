import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailSubscriptionState, NotificationPreferences } from '@signals/protocol';
import { User } from '../../db/models/index.js';
import { buildUser, type BuiltUser } from '../../../test/support/factories/users.js';
import { startMailbox, type Mailbox, type ReceivedMail } from '../../../test/support/mailbox.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

const PUBLIC_URL = 'https://signals.example.com';

let mailbox: Mailbox;
let server: TestServer;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startTestServer({ SMTP_URL: mailbox.url, PUBLIC_URL, MAIL_FROM: 'Signals Desk <alerts@signals.example.com>' });
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

/** An outbox row as the alert dispatch writes it (channel, member, category, subject, body), delivered by the real worker over SMTP. */
async function deliverAlert(user: BuiltUser, alert: { subject: string; body: string; category: string | null }) {
  await server.app.db('outbox').insert({
    channel: 'email',
    userId: user.id,
    recipient: user.email,
    subject: alert.subject,
    body: alert.body,
    category: alert.category,
    status: 'pending',
    attempts: 0,
    createdAt: new Date(),
  });
  await server.app.outbox.runOnce();
  return mailbox.next(user.email);
}

async function preferencesOf(user: BuiltUser): Promise<NotificationPreferences> {
  const client = server.client();
  await client.signIn(user.username, user.password);
  return (await client.get<NotificationPreferences>('/api/user/notification-preferences')).body;
}

/** A header as the mail client reads it: the raw line, unfolded, without its name. */
function header(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).replace(/\r?\n\s+/g, ' ').trim();
}

/** The https URL in `List-Unsubscribe: <…>`. */
function oneClickUrl(mail: ReceivedMail): string {
  return /^<(https:[^>]+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1] ?? '';
}

/** The token of the link `href` points at. */
function tokenOf(href: string): string {
  return new URL(href).searchParams.get('token') ?? '';
}

describe('alert e-mails', () => {
  it('arrive over SMTP with an HTML and a text body from the layout, from MAIL_FROM, with the one-click unsubscribe headers of their category', async () => {
    const user = await buildUser(server.app.db);
    const mail = await deliverAlert(user, { subject: 'New signal: BTC/USDT', body: 'BTC/USDT long, 2.6 % expected.\n\nOpen the app for the details.', category: 'newSignals' });

    expect(mail.parsed.from?.value).toEqual([{ name: 'Signals Desk', address: 'alerts@signals.example.com' }]);
    expect(mail.parsed.subject).toBe('New signal: BTC/USDT');
    expect(mail.parsed.text).toContain('BTC/USDT long, 2.6 % expected.');
    expect(mail.parsed.text).toContain('because e-mail alerts for new signals are on');
    expect(mail.parsed.html).toContain('<p style="margin:0 0 16px">BTC/USDT long, 2.6 % expected.</p>');

    const url = oneClickUrl(mail);
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/api/email/unsubscribe\\?token=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{27}$`));
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The body's link opens the page, with the same token.
    const pageLink = new RegExp(`${PUBLIC_URL}/unsubscribe\\?token=([A-Za-z0-9_.-]+)`).exec(mail.parsed.text ?? '');
    expect(pageLink?.[1]).toBe(tokenOf(url));
    expect(mail.parsed.html).toContain(`href="${PUBLIC_URL}/unsubscribe?token=${tokenOf(url)}"`);
  });

  it('escape what the message says: markup in a body reaches the HTML as text', async () => {
    const user = await buildUser(server.app.db);
    const mail = await deliverAlert(user, { subject: 'Note', body: 'Watch <script>alert(1)</script> & "quotes"', category: 'accountUpdates' });
    expect(mail.parsed.html).toContain('Watch &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(mail.parsed.html).not.toContain('<script>');
  });

  it('of an admin (no category) carry no one-click header, and the footer points to the notification settings', async () => {
    const user = await buildUser(server.app.db);
    const mail = await deliverAlert(user, { subject: 'Maintenance tonight', body: 'The site is down from 2 to 3 UTC.', category: null });
    expect(header(mail, 'List-Unsubscribe')).toBeUndefined();
    expect(mail.parsed.text).toContain(`Notification settings: ${PUBLIC_URL}/settings/notifications`);
  });
});

describe('one-click unsubscribe', () => {
  it("works signed out as the mail client's RFC 8058 POST: that category's e-mail goes off, nothing else changes", async () => {
    const user = await buildUser(server.app.db);
    const mail = await deliverAlert(user, { subject: 'High profit', body: 'ETH/USDT closed at +4 %.', category: 'highProfitSignals' });
    const url = oneClickUrl(mail);
    const before = await preferencesOf(user);

    const response = await server.client().request<EmailSubscriptionState>('POST', url.replace(PUBLIC_URL, ''), {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ category: 'highProfitSignals', email: user.email, emailOn: false });

    const after = await preferencesOf(user);
    expect(after).toEqual({ ...before, highProfitSignals: { ...before.highProfitSignals, email: false } });
  });

  it("works from the page's call, and the page's undo turns it back on", async () => {
    const user = await buildUser(server.app.db);
    const mail = await deliverAlert(user, { subject: 'Premium', body: 'New premium analysis.', category: 'premiumContent' });
    const token = tokenOf(oneClickUrl(mail));
    await User.query(server.app.db).patch({ notificationPreferences: await preferencesOf(user) }).where('id', user.id);
    const visitor = server.client();

    const off = await visitor.post<EmailSubscriptionState>(`/api/email/unsubscribe?token=${token}`);
    expect(off.body).toEqual({ category: 'premiumContent', email: user.email, emailOn: false });
    expect((await preferencesOf(user)).premiumContent.email).toBe(false);

    const on = await visitor.post<EmailSubscriptionState>(`/api/email/resubscribe?token=${token}`);
    expect(on.body).toEqual({ category: 'premiumContent', email: user.email, emailOn: true });
    expect((await preferencesOf(user)).premiumContent.email).toBe(true);
  });

  it('refuses a token that was altered or not signed by this site, and changes nothing', async () => {
    const user = await buildUser(server.app.db);
    const mail = await deliverAlert(user, { subject: 'Account', body: 'Your payment was approved.', category: 'accountUpdates' });
    const token = tokenOf(oneClickUrl(mail));
    const [, signature] = token.split('.');
    // Another member's id under the first member's signature.
    const other = await buildUser(server.app.db);
    const forged = `${Buffer.from(`${other.id}.accountUpdates`).toString('base64url')}.${signature}`;

    for (const bad of [forged, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`]) {
      const response = await server.client().post<{ message: string }>(`/api/email/unsubscribe?token=${bad}`);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^This unsubscribe link is not valid/);
    }
    const missing = await server.client().post<{ message: string; issues: Array<{ path: string }> }>('/api/email/unsubscribe');
    expect(missing.status).toBe(400);
    expect(missing.body.issues[0]?.path).toBe('token');
    expect((await preferencesOf(other)).accountUpdates.email).toBe(true);
    expect((await preferencesOf(user)).accountUpdates.email).toBe(true);
  });

  it('still refuses any other form body on the API', async () => {
    const response = await server.client().request('POST', '/api/login', { rawBody: 'username=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.status).toBe(415);
  });
});

describe('without SMTP_URL', () => {
  it('e-mail is off: the public settings say so, and password reset is not offered', async () => {
    const plain = await startTestServer();
    try {
      const settings = await plain.client().get<{ deliveryChannels: { email: boolean }; passwordResetAvailable: boolean }>('/api/settings/public');
      expect(settings.body.deliveryChannels.email).toBe(false);
      expect(settings.body.passwordResetAvailable).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
