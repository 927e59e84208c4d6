import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/support/factories/users.js';
import { startTestServer } from '../../test/support/testServer.js';
import { connected, disconnected, openSocket } from '../../test/support/testSocket.js';
import { comeBackWindowMs } from './restartNotice.js';

describe('a stopping server spreads its clients’ return', () => {
  it('over a window as wide as its crowd needs: a second for a few, half a minute at most', () => {
    expect(comeBackWindowMs(1)).toBe(1000);
    expect(comeBackWindowMs(2000)).toBe(1000);
    expect(comeBackWindowMs(10_000)).toBe(5000);
    expect(comeBackWindowMs(20_000)).toBe(10_000);
    expect(comeBackWindowMs(1_000_000)).toBe(30_000);
  });

  it('tells every socket the window to come back in, before it closes them', async () => {
    const server = await startTestServer();
    const notices: unknown[][] = [];
    const reasons: Promise<string>[] = [];
    try {
      for (let each = 0; each < 3; each += 1) {
        const user = await buildUser(server.app.db, { isPremium: each === 0 });
        const client = server.client();
        await client.signIn(user.username, user.password);
        const socket = openSocket(client);
        await connected(socket);
        const heard: unknown[] = [];
        notices.push(heard);
        socket.on('server:restarting', (notice) => heard.push(notice));
        // The notice comes before the close: what is heard by the time of the disconnect is what the client acts on.
        reasons.push(disconnected(socket).then((reason) => `${reason} after ${heard.length} notice(s)`));
      }
    } finally {
      await server.close();
    }
    expect(await Promise.all(reasons)).toEqual(Array(3).fill('transport close after 1 notice(s)'));
    // Three sockets: the shortest window, over which each client draws its moment once the start time has passed; and the
    // moment from which each asks for what it missed.
    expect(notices).toEqual(Array(3).fill([{ withinMs: 1000, afterMs: expect.any(Number), at: expect.any(Number) }]));
  });
});
