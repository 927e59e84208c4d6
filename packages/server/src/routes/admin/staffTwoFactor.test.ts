import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TwoFactorSetup } from '@signals/protocol';
import { buildUser, type BuiltUser } from '../../../test/support/factories/users.js';
import { collect, eventually } from '../../../test/support/events.js';
import { quickSignIn } from '../../../test/support/quickSessions.js';
import { USDT_CLAIMS, withSettings } from '../../../test/support/settings.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { fileSockets } from '../../../test/support/fileSockets.js';

let server: TestServer;
const live = fileSockets();

beforeAll(async () => {
  server = await startTestServer();
  await withSettings(server.app.db, USDT_CLAIMS);
});
afterAll(async () => {
  await server.close();
});

/** Two-factor turned on through the member's own routes, as the security screen does. */
async function enrol(client: TestClient, user: BuiltUser): Promise<void> {
  const { secretKey } = TwoFactorSetup.parse((await client.post('/api/user/2fa-setup', { password: user.password })).body);
  expect((await client.post('/api/user/2fa-verify', { code: await generate({ secret: secretKey }), password: user.password })).status).toBe(200);
}

async function claim(tag: string): Promise<void> {
  const payer = await quickSignIn(server, await buildUser(server.app.db));
  expect((await payer.post('/api/payment', { transactionId: `0x${tag.repeat(32)}`, amount: 60, paymentMethod: 'usdt', fromAddress: `0x${'ef'.repeat(20)}` })).status).toBe(201);
}

describe('require_staff_2fa', () => {
  it('cannot be turned on by an owner without two-factor, whom it would shut out', async () => {
    const owner = await buildUser(server.app.db, { staffRole: 'owner' });
    const client = await quickSignIn(server, owner);
    const refused = await client.put('/api/admin/settings', { settings: [{ key: 'require_staff_2fa', value: 'true' }] });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'ownTwoFactorFirst' });
  });

  it('holds a staff account without two-factor to its setup, over REST and the live channel, until it turns it on', async () => {
    const owner = await buildUser(server.app.db, { staffRole: 'owner' });
    const ownerClient = await quickSignIn(server, owner);
    const finance = await buildUser(server.app.db, { staffRole: 'finance' });
    const financeClient = await quickSignIn(server, finance);
    // Off (the default outside production): no second factor needed.
    expect((await financeClient.get('/api/admin/payments')).status).toBe(200);

    await enrol(ownerClient, owner);
    expect((await ownerClient.put('/api/admin/settings', { settings: [{ key: 'require_staff_2fa', value: 'true' }] })).status).toBe(200);
    try {
      for (const path of ['/api/admin/payments', '/api/admin/stats', '/api/admin/settings']) {
        const refused = await financeClient.get(path);
        expect(refused.status, path).toBe(403);
        expect(refused.body, path).toMatchObject({ code: 'twoFactorRequired', message: 'Staff accounts need two-factor authentication: turn it on under Security to continue' });
      }
      // Its own account still works, and the owner, who has two-factor, is let through.
      expect((await financeClient.get('/api/user')).status).toBe(200);
      expect((await ownerClient.get('/api/admin/payments')).status).toBe(200);

      // Live: no staff room while held back.
      const socket = await live(financeClient);
      const payments = collect(socket, 'payment:created');
      const ownerSocket = await live(ownerClient);
      const ownerPayments = collect(ownerSocket, 'payment:created');
      await claim('a7');
      await eventually(() => ownerPayments.length === 1, 'the claim reaching the owner');
      expect(payments).toHaveLength(0);

      // Two-factor on: the back office opens, and the open socket joins the staff rooms at once.
      await enrol(financeClient, finance);
      expect((await financeClient.get('/api/admin/payments')).status).toBe(200);
      await claim('b8');
      await eventually(() => payments.length === 1, 'the next claim reaching finance live');
    } finally {
      await withSettings(server.app.db, { require_staff_2fa: 'false' });
    }
  });

  it('moves the open sockets of staff without two-factor out of the staff rooms when switched on, and back when off', async () => {
    const owner = await buildUser(server.app.db, { staffRole: 'owner' });
    const ownerClient = await quickSignIn(server, owner);
    await enrol(ownerClient, owner);
    const finance = await quickSignIn(server, await buildUser(server.app.db, { staffRole: 'finance' }));
    const [financeSocket, ownerSocket] = [await live(finance), await live(ownerClient)];
    const heard = collect(financeSocket, 'payment:created');
    const ownerHeard = collect(ownerSocket, 'payment:created');
    try {
      expect((await ownerClient.put('/api/admin/settings', { settings: [{ key: 'require_staff_2fa', value: 'true' }] })).status).toBe(200);
      // The owner hears each claim; finance, held back on the socket it opened before, does not.
      await claim('c9');
      await eventually(() => ownerHeard.length === 1, 'the claim reaching the owner');
      expect(heard).toHaveLength(0);
      expect((await ownerClient.put('/api/admin/settings', { settings: [{ key: 'require_staff_2fa', value: 'false' }] })).status).toBe(200);
      await claim('d1');
      await eventually(() => heard.length === 1, 'the next claim reaching finance once the rule is off');
    } finally {
      await withSettings(server.app.db, { require_staff_2fa: 'false' });
    }
  });

  it('is on from the first start in production, and off elsewhere', async () => {
    const production = await startTestServer({ NODE_ENV: 'production', ADMIN_USERNAME: 'founder', ADMIN_PASSWORD: 'a long passphrase' });
    try {
      const founder = production.client();
      await founder.signIn('founder', 'a long passphrase');
      const held = await founder.get('/api/admin/stats');
      expect(held.status).toBe(403);
      expect(held.body).toMatchObject({ code: 'twoFactorRequired' });
    } finally {
      await production.close();
    }
    const settings = await (await quickSignIn(server, await buildUser(server.app.db, { staffRole: 'owner' }))).get<Array<{ key: string; value: string }>>('/api/admin/settings');
    expect(settings.body.find((setting) => setting.key === 'require_staff_2fa')?.value).toBe('false');
  });
});
