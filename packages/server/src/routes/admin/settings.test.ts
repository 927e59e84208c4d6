import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PublicSettings, routes, SETTING_KEYS, SETTINGS } from '@signals/protocol';
import { AuditLog, SystemSetting } from '../../db/models/index.js';
import { adminCallers } from '../../test/adminFactories.js';
import { uniqueName } from '../../test/factories.js';
import { startTestServer, type TestServer } from '../../test/testServer.js';

let server: TestServer;
let callers: Awaited<ReturnType<typeof adminCallers>>;

beforeAll(async () => {
  server = await startTestServer();
  callers = await adminCallers(server);
});
afterAll(async () => {
  await server.close();
});

function save(settings: { key: string; value: string }[]) {
  return callers.adminClient.put('/api/admin/settings', { settings });
}

async function publicSettings() {
  return PublicSettings.parse((await server.client().get('/api/settings/public')).body);
}

async function valueOf(key: string) {
  return (await SystemSetting.query(server.app.db).where({ key }).first())?.value;
}

describe('GET /api/admin/settings', () => {
  it('lists every setting with its group and description', async () => {
    const response = await callers.adminClient.get('/api/admin/settings');
    expect(response.status).toBe(200);
    const settings = routes.adminGetSettings.response.parse(response.body);
    expect(settings.map((s) => s.key)).toEqual(SETTING_KEYS);
    expect(settings.find((s) => s.key === 'enable_sms_notifications')).toMatchObject({ group: 'notifications', value: 'true', description: SETTINGS.enable_sms_notifications.description });
  });
});

describe('PUT /api/admin/settings', () => {
  it('saves the values sent in one go, answers the whole list and audits each change', async () => {
    const response = await save([
      { key: 'site_description', value: 'Signals for busy traders' },
      { key: 'admin_notification_email', value: 'alerts@example.com' },
    ]);
    expect(response.status).toBe(200);
    const settings = routes.adminUpdateSettings.response.parse(response.body);
    expect(settings).toHaveLength(SETTING_KEYS.length);
    expect(settings.find((s) => s.key === 'site_description')?.value).toBe('Signals for busy traders');
    const audit = await AuditLog.query(server.app.db).where({ action: 'setting.update' }).orderBy('id');
    expect(audit.map((a) => a.after)).toEqual([
      { key: 'site_description', value: 'Signals for busy traders' },
      { key: 'admin_notification_email', value: 'alerts@example.com' },
    ]);
    expect(audit[0]).toMatchObject({ actorId: callers.admin.id, before: { key: 'site_description', value: SETTINGS.site_description.defaultValue } });

    // Saving the same values again changes nothing, and audits nothing.
    await save([{ key: 'site_description', value: 'Signals for busy traders' }]);
    expect(await AuditLog.query(server.app.db).where({ action: 'setting.update' }).resultSize()).toBe(2);
  });

  it.each([
    ['admin_email', 'not-an-email', 'admin_email: Must be a valid email'],
    ['support_email', '', 'support_email: Must be a valid email'],
    ['admin_notification_email', 'x@', 'admin_notification_email: Must be a valid email'],
    ['premium_subscription_price', '0', 'premium_subscription_price: Price must be a positive number'],
    ['premium_subscription_price', '-5', 'premium_subscription_price: Price must be a positive number with at most 2 decimals'],
    ['enable_registrations', 'yes', 'enable_registrations: Must be true or false'],
    ['site_name', '   ', 'site_name: Site name is required'],
  ])('refuses %s = %j with a 400 naming the key, and saves nothing of the request', async (key, value, message) => {
    const before = await valueOf('site_description');
    const response = await save([
      { key: 'site_description', value: uniqueName('never saved') },
      { key, value },
    ]);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message, issues: [{ path: `settings.${key}`, message }] });
    expect(await valueOf('site_description')).toBe(before);
  });

  it('names every bad key at once', async () => {
    const response = await save([
      { key: 'admin_email', value: 'nope' },
      { key: 'enable_usdt_payments', value: 'maybe' },
    ]);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'admin_email: Must be a valid email; enable_usdt_payments: Must be true or false' });
  });

  it('refuses an unknown key and an empty list', async () => {
    const unknown = await save([{ key: 'stripe_secret', value: 'x' }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ message: 'Unknown setting: stripe_secret' });
    const empty = await save([]);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'Send at least one setting' });
  });
});

describe('saved settings take effect at once', () => {
  it('site name, price, wallet address and crypto payments show on the public settings', async () => {
    const response = await save([
      { key: 'site_name', value: '  Alpha Signals  ' },
      { key: 'premium_subscription_price', value: '75.50' },
      { key: 'usdt_wallet_address', value: '0xAbC123' },
      { key: 'enable_usdt_payments', value: 'false' },
    ]);
    expect(response.status).toBe(200);
    expect(await publicSettings()).toMatchObject({
      siteName: 'Alpha Signals',
      premiumPrice: 75.5,
      walletAddresses: { usdt: '0xAbC123' },
      enableCryptoPayments: false,
    });
    await save([
      { key: 'site_name', value: SETTINGS.site_name.defaultValue },
      { key: 'premium_subscription_price', value: '60' },
      { key: 'enable_usdt_payments', value: 'true' },
    ]);
    expect(await publicSettings()).toMatchObject({ siteName: SETTINGS.site_name.defaultValue, premiumPrice: 60, enableCryptoPayments: true });
  });

  it('closing registrations refuses the next sign-up; opening them accepts it', async () => {
    expect((await save([{ key: 'enable_registrations', value: 'false' }])).status).toBe(200);
    expect((await publicSettings()).enableRegistrations).toBe(false);
    const username = uniqueName('late');
    const refused = await server.client().post('/api/register', { username, email: `${username}@example.com`, password: 'secret1' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: MESSAGES.registrationsClosed });

    expect((await save([{ key: 'enable_registrations', value: 'true' }])).status).toBe(200);
    const accepted = await server.client().post('/api/register', { username, email: `${username}@example.com`, password: 'secret1' });
    expect(accepted.status).toBe(201);
  });
});
