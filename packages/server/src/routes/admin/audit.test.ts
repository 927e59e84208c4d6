import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@signals/protocol';
import { AuditLog } from '../../db/models/index.js';
import { buildSignal } from '../../../test/support/factories/signals.js';
import { buildAdmin, buildUser } from '../../../test/support/factories/users.js';
import { adminCallers, signIn } from '../../../test/support/signIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

let server: TestServer;
let callers: Awaited<ReturnType<typeof adminCallers>>;

beforeAll(async () => {
  server = await startTestServer();
  callers = await adminCallers(server);
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/admin/audit', () => {
  it('lists admin actions newest first with the actor, filtered by entity type and paged', async () => {
    const second = await buildAdmin(server.app.db);
    const secondClient = await signIn(server, second);
    const signal = await buildSignal(server.app.db, { isActive: false, announcedAt: null });
    const member = await buildUser(server.app.db);
    await callers.adminClient.delete(`/api/signals/${signal.id}`, { body: { reason: 'A draft saved twice' } });
    await secondClient.post(`/api/admin/users/${member.id}/ban`);

    const all = routes.adminListAudit.response.parse((await callers.adminClient.get('/api/admin/audit')).body);
    expect(all.items.slice(0, 2).map((e) => [e.action, e.actorUsername, e.entityId])).toEqual([
      ['user.ban', second.username, member.id],
      ['signal.delete', callers.admin.username, signal.id],
    ]);
    expect(all.items[1]!.before).toMatchObject({ id: signal.id, pair: signal.pair });
    expect(all.items[1]!.after).toEqual({ reason: 'A draft saved twice' });

    const signals = routes.adminListAudit.response.parse((await callers.adminClient.get('/api/admin/audit?entityType=signal&pageSize=1')).body);
    expect(signals).toMatchObject({ total: 1, pageSize: 1, items: [expect.objectContaining({ action: 'signal.delete' })] });
  });

  it('narrows to one staff member and to one kind of action, each alone and together (issue 46)', async () => {
    const other = await buildAdmin(server.app.db);
    const otherClient = await signIn(server, other);
    const member = await buildUser(server.app.db);
    const source = await otherClient.post('/api/admin/signal-sources', { name: 'Kinds apart', mode: 'draft' });
    expect(source.status, source.text).toBe(201);
    expect((await otherClient.post(`/api/admin/users/${member.id}/ban`)).status).toBe(200);
    expect((await callers.adminClient.post(`/api/admin/users/${member.id}/unban`)).status).toBe(200);
    const list = async (query: string) => routes.adminListAudit.response.parse((await callers.adminClient.get(`/api/admin/audit?${query}`)).body).items;

    expect((await list(`actorId=${other.id}`)).map((entry) => entry.action)).toEqual(['user.ban', 'signal_source.create']);
    expect((await list(`actorId=${other.id}`)).every((entry) => entry.actorUsername === other.username)).toBe(true);
    const users = await list('kind=user');
    expect(users.map((entry) => entry.action)).toEqual(expect.arrayContaining(['user.unban', 'user.ban']));
    expect(users.every((entry) => entry.action.startsWith('user.'))).toBe(true);
    // `signal` is its own kind: a source's actions (`signal_source.…`) are not among a signal's.
    expect((await list('kind=signal')).some((entry) => entry.action.startsWith('signal_source.'))).toBe(false);
    expect((await list('kind=signal_source')).map((entry) => entry.action)).toEqual(['signal_source.create']);
    expect((await list(`actorId=${other.id}&kind=user`)).map((entry) => entry.action)).toEqual(['user.ban']);

    const unknown = await callers.adminClient.get('/api/admin/audit?kind=payments');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ issues: [{ path: 'kind', message: 'kind must be one of the kinds of action the audit log records' }] });
    expect((await callers.adminClient.get('/api/admin/audit?actorId=x')).status).toBe(400);
  });

  it('is append-only in the database itself', async () => {
    const entry = await AuditLog.query(server.app.db).first();
    expect(entry).toBeDefined();
    await expect(AuditLog.query(server.app.db).patch({ action: 'forged' }).where('id', entry!.id)).rejects.toThrow(/append-only/);
    await expect(AuditLog.query(server.app.db).deleteById(entry!.id)).rejects.toThrow(/append-only/);
  });
});
