import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog } from '../db/models/index.js';
import { createLogger } from '../services/logger.js';
import { withRequestContext } from '../services/requestContext.js';
import { buildAdmin, buildUser } from '../../test/support/factories/users.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('answers every request with an id of its own, a fresh one each time', async () => {
    const client = server.client();
    const first = await client.get('/api/health');
    const second = await client.get('/api/no-such-route');
    expect(first.headers.get('x-request-id')).toMatch(UUID);
    expect(second.status).toBe(404);
    expect(second.headers.get('x-request-id')).toMatch(UUID);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it("keeps a caller's well-formed id and replaces anything else", async () => {
    const client = server.client();
    const kept = await client.request('GET', '/api/health', { headers: { 'X-Request-Id': 'edge-7f3a9c21' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a9c21');
    for (const offered of ['short', 'has spaces in it', `${'x'.repeat(65)}`, '<script>alert(1)</script>']) {
      const replaced = await client.request('GET', '/api/health', { headers: { 'X-Request-Id': offered } });
      expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    }
  });

  it('writes the id of the request into the audit row of the admin action it made', async () => {
    const admin = await buildAdmin(server.app.db);
    const member = await buildUser(server.app.db);
    const client = server.client();
    await client.signIn(admin.username, admin.password);

    const banned = await client.request('POST', `/api/admin/users/${member.id}/ban`, { headers: { 'X-Request-Id': 'ban-request-0001' } });
    expect(banned.status).toBe(200);

    const row = await AuditLog.query(server.app.db).where({ action: 'user.ban', entityId: member.id }).first();
    expect(row?.requestId).toBe('ban-request-0001');
  });
});

describe('the logger', () => {
  it('puts the request id on every line written while serving the request, and none outside one', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({ level: 'info', pretty: false }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });

    await withRequestContext({ requestId: 'req-00000042' }, async () => {
      logger.info('inside');
      // A later turn of the event loop, as after any I/O the request waits for: the context must carry across it.
      await new Promise((resolve) => setImmediate(resolve));
      logger.warn({ paymentId: 7 }, 'still inside, after a wait');
    });
    logger.info('outside');

    expect(lines.map(({ msg, reqId, level }) => ({ msg, reqId, level }))).toEqual([
      { msg: 'inside', reqId: 'req-00000042', level: 30 },
      { msg: 'still inside, after a wait', reqId: 'req-00000042', level: 40 },
      { msg: 'outside', reqId: undefined, level: 30 },
    ]);
    expect(lines[1]).toMatchObject({ paymentId: 7 });
    expect(typeof lines[0]!.time).toBe('string');
  });

  it('writes nothing below its level', () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'warn', pretty: false }, { write: (line: string) => void lines.push(line) });
    logger.info('not shown');
    logger.debug('not shown either');
    logger.error('shown');
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['shown']);
  });
});
