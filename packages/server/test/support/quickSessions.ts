import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE } from '@signals/protocol';
import type { User } from '../../src/db/models/index.js';
import { Keyring } from '../../src/http/keyring.js';
import { loadSecrets } from '../../src/secrets.js';
import { createSessionStore } from '../../src/services/sessionStore.js';
import type { TestClient } from './testClient.js';
import type { TestServer } from './testServer.js';

const MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * A browser signed in as `user` without going through POST /api/login: the
 * session row is written as koa-session writes it and the cookie signed with
 * the app's own key and Keyring. Suites that need hundreds of signed-in
 * callers use it to skip the deliberately slow password hash; whatever the
 * server does with the cookie afterwards is the real thing. `maxAgeMs` gives
 * a session that runs out soon, as one would after its lifetime.
 */
export async function quickSignIn(server: TestServer, user: Pick<User, 'id'>, maxAgeMs: number = MAX_AGE_MS): Promise<TestClient> {
  const key = randomUUID();
  await createSessionStore(server.app.db).set(key, { userId: user.id, _expire: Date.now() + maxAgeMs, _maxAge: maxAgeMs }, maxAgeMs);
  const client = server.client();
  client.cookies.set(SESSION_COOKIE, key);
  client.cookies.set(`${SESSION_COOKIE}.sig`, await signCookie(server, `${SESSION_COOKIE}=${key}`));
  return client;
}

async function signCookie(server: TestServer, data: string): Promise<string> {
  return new Keyring((await loadSecrets(server.config, server.app.db)).sessionKeys).sign(data);
}
