import { generate } from 'otplib';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PublicSettings, routes, SETTING_KEYS, SETTINGS, TwoFactorSetup } from '@signals/protocol';
import { AuditLog, SystemSetting } from '../../db/models/index.js';
import { uniqueName } from '../../../test/support/factories/users.js';
import { adminCallers } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';
import { captureEvents, collect, eventually } from '../../../test/support/events.js';
import { signedInUser } from '../../../test/support/signIn.js';
import { connected, openSocket } from '../../../test/support/testSocket.js';

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
    ['admin_email', 'not-an-email', 'Must be a valid email'],
    ['support_email', '', 'Must be a valid email'],
    ['admin_notification_email', 'x@', 'Must be a valid email'],
    ['premium_subscription_price', '0', 'Price must be a positive number'],
    ['premium_subscription_price', '-5', 'Price must be a positive number with at most 2 decimals'],
    ['enable_registrations', 'yes', 'Must be true or false'],
    ['site_name', '   ', 'Site name is required'],
  ])('refuses %s = %j with a 400 naming the key, and saves nothing of the request', async (key, value, reason) => {
    const before = await valueOf('site_description');
    const response = await save([
      { key: 'site_description', value: uniqueName('never saved') },
      { key, value },
    ]);
    expect(response.status).toBe(400);
    // The answer names the key; its issue, on the key's path, says what is wrong in the setting rule's own words.
    expect(response.body).toMatchObject({ message: `This setting is not valid: ${key}`, code: 'validationFailed', issues: [{ path: `settings.${key}`, message: reason }] });
    expect((response.body as { issues: Array<{ code?: string }> }).issues[0]?.code).toBeDefined();
    expect(await valueOf('site_description')).toBe(before);
  });

  it('names every bad key at once', async () => {
    const response = await save([
      { key: 'admin_email', value: 'nope' },
      { key: 'enable_usdt_payments', value: 'maybe' },
    ]);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'These settings are not valid: admin_email, enable_usdt_payments',
      code: 'validationFailed',
      issues: [
        { path: 'settings.admin_email', message: 'Must be a valid email' },
        { path: 'settings.enable_usdt_payments', message: 'Must be true or false' },
      ],
    });
  });

  it("checks each network's receiving address when saved, and saves nothing of a refused request", async () => {
    const before = await valueOf('usdt_wallet_address');
    const refused = await save([
      { key: 'usdt_wallet_address', value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
      { key: 'btc_wallet_address', value: '0x52908400098527886E0F7030069857D2E4169EE7' },
      { key: 'eth_wallet_address', value: '0xabc' },
    ]);
    expect(refused.status).toBe(400);
    expect((refused.body as { issues: Array<{ path: string; message: string }> }).issues).toMatchObject([
      { path: 'settings.usdt_wallet_address', message: expect.stringMatching(/^A BEP20 receiving address is 0x followed by 40 hexadecimal characters/) },
      { path: 'settings.btc_wallet_address', message: expect.stringMatching(/^A Bitcoin receiving address starts with 1, 3 or bc1/) },
      { path: 'settings.eth_wallet_address', message: expect.stringMatching(/^An Ethereum receiving address/) },
    ]);
    expect(await valueOf('usdt_wallet_address')).toBe(before);
    const accepted = await save([
      { key: 'usdt_wallet_address', value: ' 0x52908400098527886E0F7030069857D2E4169EE7 ' },
      { key: 'btc_wallet_address', value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
      { key: 'eth_wallet_address', value: '' },
    ]);
    expect(accepted.status).toBe(200);
    expect((await publicSettings()).walletAddresses).toEqual({ usdt: '0x52908400098527886E0F7030069857D2E4169EE7', bitcoin: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', ethereum: null });
  });

  it("takes a Telegram group's or channel's id, or none, and refuses a person's chat or a name", async () => {
    const refused = await save([
      { key: 'telegram_premium_chat_id', value: '123456789' },
      { key: 'telegram_public_chat_id', value: '@signals' },
    ]);
    expect(refused.status).toBe(400);
    expect((refused.body as { issues: Array<{ path: string; message: string }> }).issues).toEqual([
      { path: 'settings.telegram_premium_chat_id', code: 'validation.settings.telegramChatId', message: 'A Telegram chat id is a minus sign and digits (for a channel, -100 and its number), or empty for none.' },
      { path: 'settings.telegram_public_chat_id', code: 'validation.settings.telegramChatId', message: 'A Telegram chat id is a minus sign and digits (for a channel, -100 and its number), or empty for none.' },
    ]);
    expect(await valueOf('telegram_premium_chat_id')).toBe('');
    const accepted = await save([
      { key: 'telegram_premium_chat_id', value: ' -1001234567890 ' },
      { key: 'telegram_public_chat_id', value: '' },
      { key: 'telegram_post_signals', value: 'false' },
    ]);
    expect(accepted.status).toBe(200);
    expect([await valueOf('telegram_premium_chat_id'), await valueOf('telegram_public_chat_id'), await valueOf('telegram_post_signals')]).toEqual(['-1001234567890', '', 'false']);
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
  it('the premium threshold is one figure every offer quotes: a percentage, published with the public settings', async () => {
    expect((await publicSettings()).premiumProfitThreshold).toBe(1.7);
    for (const value of ['0', '-1', '100', '1.755', 'two']) {
      const refused = await save([{ key: 'premium_profit_threshold', value }]);
      expect(refused.status, value).toBe(400);
      expect(refused.body).toMatchObject({ issues: [{ path: 'settings.premium_profit_threshold', message: 'The premium threshold is a percentage above 0 and below 100, with at most two decimals' }] });
    }
    expect(await valueOf('premium_profit_threshold')).toBe('1.7');
    expect((await save([{ key: 'premium_profit_threshold', value: ' 2.5 ' }])).status).toBe(200);
    expect((await publicSettings()).premiumProfitThreshold).toBe(2.5);
    await save([{ key: 'premium_profit_threshold', value: '1.7' }]);
  });


  it('site name, price, wallet address and crypto payments show on the public settings', async () => {
    const response = await save([
      { key: 'site_name', value: '  Alpha Signals  ' },
      { key: 'premium_subscription_price', value: '75.50' },
      { key: 'usdt_wallet_address', value: '0xAbC1230000000000000000000000000000000000' },
      { key: 'enable_usdt_payments', value: 'false' },
    ]);
    expect(response.status).toBe(200);
    expect(await publicSettings()).toMatchObject({
      siteName: 'Alpha Signals',
      premiumPrice: 75.5,
      walletAddresses: { usdt: '0xAbC1230000000000000000000000000000000000' },
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
    const refused = await server.client().post('/api/register', { username, email: `${username}@example.com`, password: 'Secret#2026' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(englishAnswer(MESSAGES.registrationsClosed));

    expect((await save([{ key: 'enable_registrations', value: 'true' }])).status).toBe(200);
    const accepted = await server.client().post('/api/register', { username, email: `${username}@example.com`, password: 'Secret#2026' });
    expect(accepted.status).toBe(201);
  });
});

describe('demo burn addresses in production', () => {
  const production = { NODE_ENV: 'production', ADMIN_USERNAME: 'founder', ADMIN_PASSWORD: 'a long passphrase' };

  it('are refused when saved on a production server, and accepted in development (the demo data uses them)', async () => {
    const burn = '0x000000000000000000000000000000000000dEaD';
    expect((await save([{ key: 'usdt_wallet_address', value: burn }])).status).toBe(200);
    const prod = await startTestServer(production);
    try {
      const admin = prod.client();
      await admin.signIn('founder', 'a long passphrase');
      // In production staff need two-factor before the back office opens (issue 46).
      const { secretKey } = TwoFactorSetup.parse((await admin.post('/api/user/2fa-setup', { password: 'a long passphrase' })).body);
      expect((await admin.post('/api/user/2fa-verify', { code: await generate({ secret: secretKey }), password: 'a long passphrase' })).status).toBe(200);
      const refused = await admin.put('/api/admin/settings', { settings: [{ key: 'usdt_wallet_address', value: burn }] });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        ...englishAnswer(MESSAGES.settingsInvalid(['usdt_wallet_address'])),
        code: 'validationFailed',
        issues: [{ path: 'settings.usdt_wallet_address', ...englishAnswer(MESSAGES.demoWalletInProduction('usdt_wallet_address')) }],
      });
      expect((await admin.get<{ walletAddresses: { usdt: string | null } }>('/api/settings/public')).body.walletAddresses.usdt).toBeNull();
    } finally {
      await prod.close();
    }
  });

  it('stop a production server from starting, naming the setting', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-burn-'));
    try {
      const first = await startTestServer({ ...production, DATA_DIR: dataDir });
      await first.app.db('systemSettings').where({ key: 'btc_wallet_address' }).update({ value: '1BitcoinEaterAddressDontSendf59kuE' });
      await first.close();
      await expect(startTestServer({ ...production, DATA_DIR: dataDir })).rejects.toThrow(/btc_wallet_address holds a well-known burn address/);
      // Development on the same data starts: the demo flow goes on working.
      const dev = await startTestServer({ DATA_DIR: dataDir });
      await dev.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/admin/providers', () => {
  it('says which outside providers the server is configured with, whatever the switches say', async () => {
    // This file's server has none: the switches for e-mail and SMS are on by default and still send nothing.
    expect((await callers.adminClient.get('/api/admin/providers')).body).toEqual({ email: false, sms: false, card: false, chain: false });
    const configured = await startTestServer({
      SMTP_URL: 'smtp://127.0.0.1:9',
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'a'.repeat(32),
      TWILIO_FROM: '+14155550100',
    });
    try {
      const { adminClient } = await adminCallers(configured);
      const answer = await adminClient.get('/api/admin/providers');
      expect(answer.status).toBe(200);
      expect(routes.adminProviders.response.parse(answer.body)).toEqual({ email: true, sms: true, card: false, chain: false });
      expect((await configured.client().get('/api/admin/providers')).status).toBe(401);
    } finally {
      await configured.close();
    }
  });
});

describe('settings reaching open apps', () => {
  it('tells every open app the new price and name at once, in the shape GET /api/settings/public answers', async () => {
    const { client } = await signedInUser(server);
    const socket = openSocket(client);
    try {
      await connected(socket);
      const heard = collect(socket, 'settings:changed');
      expect((await save([{ key: 'premium_subscription_price', value: '75' }, { key: 'site_name', value: 'Live Price Signals' }])).status).toBe(200);
      await eventually(() => heard.length > 0, 'the new settings on an open socket');
      expect(heard).toEqual([await publicSettings()]);
      expect(heard[0]).toMatchObject({ premiumPrice: 75, siteName: 'Live Price Signals' });
    } finally {
      socket.close();
    }
  });

  it('says nothing when a save changes nothing', async () => {
    const captured = captureEvents(server);
    try {
      const current = (await valueOf('site_name'))!;
      expect((await save([{ key: 'site_name', value: current }])).status).toBe(200);
      expect(captured.ofType('settings.changed')).toEqual([]);
      expect((await save([{ key: 'site_name', value: `${current} again` }])).status).toBe(200);
      expect(captured.ofType('settings.changed')).toHaveLength(1);
    } finally {
      captured.stop();
    }
  });
});
