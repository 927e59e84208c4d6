import { TestClient } from './testClient.js';
import type { TestServer } from './testServer.js';
import { buildAdmin, buildUser, type BuiltUser, type UserOverrides } from './factories/users.js';

/**
 * A browser signed in over POST /api/login as `user`, on a client of its own;
 * throws unless it worked. `server` is anything that opens clients: the test
 * server, or a server process by its URL (`clientsAt(url)`).
 */
export async function signIn(server: Pick<TestServer, 'client'>, user: Pick<BuiltUser, 'username' | 'password'>): Promise<TestClient> {
  const client = server.client();
  await client.signIn(user.username, user.password);
  return client;
}

/** A server process at `url` as `signIn` sees it: where its clients connect. */
export function clientsAt(url: string): Pick<TestServer, 'client'> {
  return { client: () => new TestClient(url) };
}

/** A new user built with `overrides` and signed in on their own client; the user comes along for assertions. */
export async function signedInUser(server: TestServer, overrides: UserOverrides = {}): Promise<{ user: BuiltUser; client: TestClient }> {
  const user = await buildUser(server.app.db, overrides);
  return { user, client: await signIn(server, user) };
}

/**
 * The callers most admin tests need: a signed-in admin, a signed-in member
 * (for 403s) and an anonymous client (for 401s).
 */
export async function adminCallers(server: TestServer, overrides: UserOverrides = {}) {
  const admin = await buildAdmin(server.app.db, overrides);
  const member = await buildUser(server.app.db);
  const [adminClient, memberClient] = await Promise.all([signIn(server, admin), signIn(server, member)]);
  return { admin, member, adminClient, memberClient, anonymous: server.client() };
}
