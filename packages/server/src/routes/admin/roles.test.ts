import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@signals/protocol';
import { AuditLog, User } from '../../db/models/index.js';
import { buildUser } from '../../../test/support/factories/users.js';
import { USDT_CLAIMS, withSettings } from '../../../test/support/settings.js';
import { quickSignIn } from '../../../test/support/quickSessions.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { collect, eventually } from '../../../test/support/events.js';
import { fileSockets } from '../../../test/support/fileSockets.js';

let server: TestServer;
const live = fileSockets();

beforeAll(async () => {
  server = await startTestServer();
  // Members may claim a USDT payment: the live test's payments.
  await withSettings(server.app.db, USDT_CLAIMS);
});
afterAll(async () => {
  await server.close();
});

/** An error answer as the server wrote it (in English, asked in no other language). */
const answer = (response: { body: unknown }) => response.body as { code?: string; message?: string; issues?: Array<{ message: string }> };

const staff = async (staffRole: 'owner' | 'admin' | 'finance' | 'support' | 'editor' | 'analyst') => {
  const user = await buildUser(server.app.db, { staffRole });
  return { user, client: await quickSignIn(server, user) };
};

describe('PATCH /api/admin/users/:id/role', () => {
  it('lets the owner make a member a support agent, who then reads tickets and is refused payments with roleRequired', async () => {
    const owner = await staff('owner');
    const member = await buildUser(server.app.db);
    const made = await owner.client.patch(`/api/admin/users/${member.id}/role`, { role: 'support' });
    expect(made.status).toBe(200);
    expect(routes.adminSetUserRole.response.parse(made.body)).toMatchObject({ id: member.id, isAdmin: true, staffRole: 'support' });

    const agent = await quickSignIn(server, member);
    expect((await agent.get('/api/user')).body).toMatchObject({ isAdmin: true, staffRole: 'support' });
    expect((await agent.get('/api/admin/tickets')).status).toBe(200);
    const payments = await agent.get('/api/admin/payments');
    expect(payments.status).toBe(403);
    expect(answer(payments)).toMatchObject({ code: 'roleRequired', message: 'Your staff role does not allow this' });

    const audit = await AuditLog.query(server.app.db).where({ action: 'user.role', entityId: member.id }).first();
    expect(audit).toMatchObject({ actorId: owner.user.id, before: { username: member.username, role: 'member' }, after: { username: member.username, role: 'support' } });
  });

  it('moves a staff member’s open socket between the live rooms of their role at once', async () => {
    const owner = await staff('owner');
    const finance = await staff('finance');
    const socket = await live(finance.client);
    const payments = collect(socket, 'payment:created');
    const tickets = collect(socket, 'ticket:created');
    const payer = await quickSignIn(server, await buildUser(server.app.db));

    // As finance: payments, not tickets.
    const claim = await payer.post('/api/payment', { transactionId: `0x${'a1'.repeat(32)}`, amount: 60, paymentMethod: 'usdt', fromAddress: `0x${'b2'.repeat(20)}` });
    expect(claim.status, JSON.stringify(claim.body)).toBe(201);
    await eventually(() => payments.length === 1, 'the claim reaching finance');
    await payer.post('/api/user/tickets', { subject: 'Before the change', message: 'A ticket finance does not see.' });

    expect((await owner.client.patch(`/api/admin/users/${finance.user.id}/role`, { role: 'support' })).status).toBe(200);
    // As support: tickets, not payments; the first ticket was not theirs to hear.
    await payer.post('/api/user/tickets', { subject: 'After the change', message: 'A ticket support hears of live.' });
    await eventually(() => tickets.length === 1, 'the ticket reaching the new support agent');
    expect(tickets[0]).toMatchObject({ subject: 'After the change' });
    // Another payer: the first has a claim waiting already.
    const second = await quickSignIn(server, await buildUser(server.app.db));
    expect((await second.post('/api/payment', { transactionId: `0x${'c3'.repeat(32)}`, amount: 60, paymentMethod: 'usdt', fromAddress: `0x${'d4'.repeat(20)}` })).status).toBe(201);
    await payer.post('/api/user/tickets', { subject: 'A marker', message: 'Sent after the claim: once it arrives, the claim would have.' });
    await eventually(() => tickets.length === 2, 'the marker ticket');
    expect(payments).toHaveLength(1);
  });

  it('takes a staff member off the staff with `member`, and keeps the last owner in the role', async () => {
    const owner = await staff('owner');
    const editor = await staff('editor');
    const demoted = await owner.client.patch(`/api/admin/users/${editor.user.id}/role`, { role: 'member' });
    expect(demoted.body).toMatchObject({ isAdmin: false, staffRole: null });
    expect((await editor.client.get('/api/admin/news')).status).toBe(403);

    // Every other owner steps down first, so this one is the last.
    const others = await User.query(server.app.db).where({ staffRole: 'owner' }).whereNot('id', owner.user.id);
    await User.query(server.app.db).whereIn('id', others.map((other) => other.id)).patch({ staffRole: 'admin' });
    const second = await staff('admin');
    const last = await owner.client.patch(`/api/admin/users/${owner.user.id}/role`, { role: 'admin' });
    expect(last.status).toBe(409);
    expect(answer(last)).toMatchObject({ code: 'lastOwner' });
    expect((await User.query(server.app.db).findById(owner.user.id))?.staffRole).toBe('owner');

    // With a second owner, the first may hand the role over.
    expect((await owner.client.patch(`/api/admin/users/${second.user.id}/role`, { role: 'owner' })).status).toBe(200);
    expect((await owner.client.patch(`/api/admin/users/${owner.user.id}/role`, { role: 'admin' })).body).toMatchObject({ staffRole: 'admin' });
    await User.query(server.app.db).whereIn('id', others.map((other) => other.id)).patch({ staffRole: 'owner' });
  });

  it('is the owner’s alone, by this route or by the admin flag of an edit, and refuses a role it does not know', async () => {
    const admin = await staff('admin');
    const member = await buildUser(server.app.db);
    const byRoute = await admin.client.patch(`/api/admin/users/${member.id}/role`, { role: 'support' });
    expect(byRoute.status).toBe(403);
    expect(answer(byRoute)).toMatchObject({ code: 'roleRequired' });
    const byFlag = await admin.client.patch(`/api/admin/users/${member.id}`, { isAdmin: true });
    expect(byFlag.status).toBe(403);
    // An admin's edit that leaves the flag alone goes through.
    expect((await admin.client.patch(`/api/admin/users/${member.id}`, { username: `${member.username}_x` })).status).toBe(200);
    expect((await User.query(server.app.db).findById(member.id))).toMatchObject({ isAdmin: false, staffRole: null });

    const owner = await staff('owner');
    const unknown = await owner.client.patch(`/api/admin/users/${member.id}/role`, { role: 'superuser' });
    expect(unknown.status).toBe(400);
    expect(answer(unknown).issues?.[0]?.message).toBe('Choose a role: owner, admin, finance, support, editor, analyst or member');
    // The owner's flag makes an `admin`.
    expect((await owner.client.patch(`/api/admin/users/${member.id}`, { isAdmin: true })).body).toMatchObject({ isAdmin: true, staffRole: 'admin' });
  });
});

describe('notifications by role', () => {
  it('lets support write to one member, and keeps broadcasts, and taking one back, to the broadcasters', async () => {
    const support = await staff('support');
    const member = await buildUser(server.app.db);
    const one = await support.client.post('/api/admin/notifications', { title: 'About your ticket', message: 'We have answered your ticket.', userIds: [member.id] });
    expect(one.status).toBe(201);
    const everyone = await support.client.post('/api/admin/notifications', { title: 'Maintenance', message: 'The service pauses tonight.' });
    expect(everyone.status).toBe(403);
    expect(answer(everyone).code).toBe('roleRequired');
    const several = await support.client.post('/api/admin/notifications', { title: 'Two of you', message: 'A message to two members.', userIds: [member.id, support.user.id] });
    expect(several.status).toBe(403);

    const admin = await staff('admin');
    const broadcast = await admin.client.post<Array<{ id: number }>>('/api/admin/notifications', { title: 'Maintenance', message: 'The service pauses tonight.' });
    expect(broadcast.status).toBe(201);
    expect((await support.client.delete(`/api/admin/notifications/${broadcast.body[0]!.id}`)).status).toBe(403);
    expect((await admin.client.delete(`/api/admin/notifications/${broadcast.body[0]!.id}`)).status).toBe(200);
  });
});

describe('PUT /api/admin/settings by role', () => {
  it('lets an admin change the General tab, not the Payment or Staff tabs; an unchanged owner’s value in a whole tab passes', async () => {
    const admin = await staff('admin');
    const general = await admin.client.put('/api/admin/settings', { settings: [{ key: 'site_name', value: 'Roles Signals' }] });
    expect(general.status).toBe(200);
    for (const key of ['premium_subscription_price', 'usdt_wallet_address', 'telegram_post_signals', 'approval_threshold_usd', 'require_staff_2fa'] as const) {
      const value = { premium_subscription_price: '75', usdt_wallet_address: '', telegram_post_signals: 'false', approval_threshold_usd: '500', require_staff_2fa: 'true' }[key];
      const current = (await admin.client.get<Array<{ key: string; value: string }>>('/api/admin/settings')).body.find((setting) => setting.key === key)!.value;
      if (current === value) {
        continue;
      }
      const refused = await admin.client.put('/api/admin/settings', { settings: [{ key, value }] });
      expect(refused.status, key).toBe(403);
      expect(answer(refused).code).toBe('roleRequired');
    }
    const unchanged = await admin.client.put('/api/admin/settings', {
      settings: [
        { key: 'site_name', value: 'Roles Signals Two' },
        { key: 'premium_subscription_price', value: '60' },
      ],
    });
    expect(unchanged.status).toBe(200);
    // A refused save changes nothing, not even its allowed part.
    const mixed = await admin.client.put('/api/admin/settings', {
      settings: [
        { key: 'site_name', value: 'Never Saved' },
        { key: 'approval_threshold_usd', value: '250' },
      ],
    });
    expect(mixed.status).toBe(403);
    const settings = (await admin.client.get<Array<{ key: string; value: string }>>('/api/admin/settings')).body;
    expect(settings.find((setting) => setting.key === 'site_name')?.value).toBe('Roles Signals Two');

    const owner = await staff('owner');
    expect((await owner.client.put('/api/admin/settings', { settings: [{ key: 'approval_threshold_usd', value: '0' }] })).status).toBe(200);
  });
});
