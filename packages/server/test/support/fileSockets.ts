import { afterAll } from 'vitest';
import type { TestClient } from './testClient.js';
import { connected, openSocket, type TestSocket } from './testSocket.js';

/**
 * The live sockets of one test file: `live(client)` opens one for a signed-in client and resolves once it is
 * connected (so no push it should hear is sent before it listens); all of them close after the file.
 */
export function fileSockets(): (client: TestClient) => Promise<TestSocket> {
  const sockets: TestSocket[] = [];
  afterAll(() => sockets.forEach((socket) => socket.close()));
  return async (client) => {
    const socket = openSocket(client);
    sockets.push(socket);
    await connected(socket);
    return socket;
  };
}
