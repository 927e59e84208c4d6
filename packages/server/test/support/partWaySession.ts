import { SESSION_COOKIE } from '@signals/protocol';
import type { User } from '../../src/db/models/index.js';
import { createSessionStore } from '../../src/services/sessionStore.js';
import { quickSignIn } from './quickSessions.js';
import type { TestClient } from './testClient.js';
import type { TestServer } from './testServer.js';

/**
 * A browser signed in as `user` on a session part-way through its life: it
 * lasts `lifetimeMs` and has `leftMs` of it left, as koa-session writes it.
 * With less than half its life left, the next request renews it (koa-session's
 * `renew`), so a test needs no wait to reach the renewal window: the session
 * starts in it.
 */
export async function signInPartWay(server: TestServer, user: Pick<User, 'id'>, { leftMs, lifetimeMs }: { leftMs: number; lifetimeMs: number }): Promise<TestClient> {
  const client = await quickSignIn(server, user, lifetimeMs);
  const key = client.cookies.get(SESSION_COOKIE);
  if (!key) {
    throw new Error('quickSignIn gave no session cookie');
  }
  // The same row written again with the end brought forward; the server has not read it yet, so nothing cached it.
  await createSessionStore(server.app.db).set(key, { userId: user.id, _expire: Date.now() + leftMs, _maxAge: lifetimeMs }, leftMs);
  return client;
}
