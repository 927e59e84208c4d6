import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SignalInput } from '@signals/protocol';
import { buildAdmin, buildUser } from '../../test/support/factories/users.js';
import { collect, eventually } from '../../test/support/events.js';
import type { TestClient } from '../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';
import { connected, disconnected, openSocket, type TestSocket } from '../../test/support/testSocket.js';

/** A port free now, for two processes in turn on the same address, as a restart would be. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const signal = (pair: string): SignalInput => ({ pair, signalType: 'arbitrage', profitPercentage: 1.2, buyExchange: 'Kraken', sellExchange: 'OKX', buyPrice: 100, sellPrice: 101.2 });

describe('a restart hands the live channel over to the next process on the data folder', () => {
  let dataDir: string;
  let server: TestServer | undefined;
  let socket: TestSocket | undefined;

  afterEach(async () => {
    socket?.close();
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A member's socket on the first process, one push received, then that process stopped. */
  async function memberThroughAStop({ pushFirst = true } = {}): Promise<{ env: Record<string, string>; member: TestClient; admin: TestClient; received: unknown[]; notice: unknown }> {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-handover-'));
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()) };
    server = await startTestServer(env);
    const adminUser = await buildAdmin(server.app.db);
    const memberUser = await buildUser(server.app.db, { isPremium: true });
    const admin = server.client();
    await admin.signIn(adminUser.username, adminUser.password);
    const member = server.client();
    await member.signIn(memberUser.username, memberUser.password);
    // It comes back when told to, as the web app does after the stopping server's notice.
    socket = openSocket(member, { reconnection: false });
    await connected(socket);
    const received = collect(socket, 'signal:created');
    const notices = collect(socket, 'server:restarting');
    if (pushFirst) {
      expect((await admin.post('/api/signals', signal('AAA/USDT'))).status).toBe(201);
      await eventually(() => received.length === 1, 'the first push');
    }

    const dropped = disconnected(socket);
    await server.close();
    server = undefined;
    expect(await dropped).toBe('transport close');
    expect(notices).toHaveLength(1);
    return { env, member, admin, received, notice: notices[0] };
  }

  it('comes back recovered, with the push sent before it reconnected, reading nothing again', async () => {
    const { env, admin, received } = await memberThroughAStop();
    server = await startTestServer(env);
    // Published on the new process before the member is back.
    expect((await admin.post('/api/signals', signal('BBB/USDT'))).status).toBe(201);

    socket!.connect();
    await connected(socket!);
    expect(socket!.recovered).toBe(true);
    await eventually(() => received.length === 2, 'the missed push');
    expect(received.map((push) => (push as { pair: string }).pair)).toEqual(['AAA/USDT', 'BBB/USDT']);
    // Handed over once: the folder holds no copy a later start could take again.
    expect(fs.existsSync(path.join(dataDir, 'live-handover.json'))).toBe(false);
  });

  it('comes back afresh when the last process left nothing (a crash): the client reads again', async () => {
    const { env, received } = await memberThroughAStop();
    fs.rmSync(path.join(dataDir, 'live-handover.json'));
    server = await startTestServer(env);
    socket!.connect();
    await connected(socket!);
    expect(socket!.recovered).toBe(false);
    expect(received).toHaveLength(1);
  });

  it('comes back afresh, rather than recovered into the full shape, when the member lost premium meanwhile', async () => {
    const { env, member, received } = await memberThroughAStop();
    server = await startTestServer(env);
    const me = await member.get<{ id: number }>('/api/user');
    await server.app.db('users').where({ id: me.body.id }).update({ isPremium: false, subscriptionEndDate: null });
    socket!.connect();
    await connected(socket!);
    expect(socket!.recovered).toBe(false);
    expect(received).toHaveLength(1);
  });

  it('sends a socket with nothing to recover from (no push yet) what it missed since the stopping server’s notice', async () => {
    const before = Date.now();
    const { env, admin, received, notice } = await memberThroughAStop({ pushFirst: false });
    const { at } = notice as { withinMs: number; at: number };
    expect(at).toBeGreaterThanOrEqual(before);
    server = await startTestServer(env);
    expect((await admin.post('/api/signals', signal('CCC/USDT'))).status).toBe(201);

    // As the web app comes back after the notice (live/connection.ts).
    const caughtUp = collect(socket!, 'live:caught-up');
    socket!.auth = { since: at };
    socket!.connect();
    await connected(socket!);
    expect(socket!.recovered).toBe(false);
    await eventually(() => caughtUp.length === 1, 'the catch-up answer');
    expect(caughtUp).toEqual([{ complete: true }]);
    expect(received.map((push) => (push as { pair: string }).pair)).toEqual(['CCC/USDT']);
  });
});
