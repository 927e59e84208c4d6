import { expect } from 'vitest';
import { buildAdmin } from './factories/users.js';
import type { TestClient } from './testClient.js';
import { startTestServer, type TestServer } from './testServer.js';

/** The two ways the server writes pushes: the fast path (ws internals) and the stock socket.io fallback. */
export const DELIVERY_PATHS = [['fast'], ['stock']] as const;

/** A test server pushing on `path` (checked: auto must not have fallen back), and an admin signed in to publish. */
export async function serverOnPath(path: 'fast' | 'stock'): Promise<{ server: TestServer; admin: TestClient }> {
  const server = await startTestServer({ REALTIME_FAST_PATH: path === 'fast' ? 'auto' : 'off' });
  expect(server.app.realtime.fastPath).toBe(path === 'fast');
  const adminUser = await buildAdmin(server.app.db);
  const admin = server.client();
  await admin.signIn(adminUser.username, adminUser.password);
  return { server, admin };
}
