import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@signals/protocol';
import { User } from '../../src/db/models/index.js';
import { buildUser, uniqueName } from '../support/factories/users.js';
import { quickSignIn } from '../support/quickSessions.js';
import { startTestServer, type TestServer } from '../support/testServer.js';

/** Failures the hardening suites found, each kept from coming back. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A browser still holding the cookie of a member who has since been banned. */
async function bannedBrowser() {
  const banned = await buildUser(server.app.db);
  const client = await quickSignIn(server, banned);
  await User.query(server.app.db).patch({ isBanned: true }).where('id', banned.id);
  return client;
}

describe('signing in from a browser whose session belonged to a banned member', () => {
  // Found by the authorization matrix: the viewer check ended the session, then starting a new one wrote to null (500).
  it('registers a new account on a new session instead of failing with 500', async () => {
    const client = await bannedBrowser();
    const oldKey = client.cookies.get(SESSION_COOKIE);
    const username = uniqueName('fresh');
    const response = await client.post('/api/register', { username, email: `${username}@example.com`, password: 'Secret#2026' });
    expect(response.status).toBe(201);
    expect(client.cookies.get(SESSION_COOKIE)).not.toBe(oldKey);
    expect((await client.get('/api/user')).body).toMatchObject({ username });
  });

  it('signs another member in on a new session', async () => {
    const client = await bannedBrowser();
    const other = await buildUser(server.app.db);
    const response = await client.post('/api/login', { username: other.username, password: other.password });
    expect(response.status).toBe(200);
    expect((await client.get('/api/user')).body).toMatchObject({ id: other.id });
  });
});
