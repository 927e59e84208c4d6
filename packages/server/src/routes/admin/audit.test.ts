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

  it('is append-only in the database itself', async () => {
    const entry = await AuditLog.query(server.app.db).first();
    expect(entry).toBeDefined();
    await expect(AuditLog.query(server.app.db).patch({ action: 'forged' }).where('id', entry!.id)).rejects.toThrow(/append-only/);
    await expect(AuditLog.query(server.app.db).deleteById(entry!.id)).rejects.toThrow(/append-only/);
  });
});
