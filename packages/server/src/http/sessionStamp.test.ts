import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SESSION_ENDS_IN_HEADER, SESSION_TAG_HEADER } from '@signals/protocol';
import { Session } from '../db/models/index.js';
import { hashSessionKey } from '../services/sessionKey.js';
import { buildUser } from '../../test/support/factories/users.js';
import { adminCallers, signedInUser, signIn } from '../../test/support/signIn.js';
import type { TestClient } from '../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';

/**
 * The session stamp the service worker keeps copies under (packages/web/src/pwa/keptSession.ts): which session an
 * answer was made for, and for how long it runs; none once the session has ended, however it ended.
 */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The session's key, as the browser's cookie holds it (its signature is a cookie of its own). */
function sessionKey(client: TestClient): string {
  const key = client.cookies.get(SESSION_COOKIE);
  expect(key).toBeDefined();
  return key!;
}

async function stampOf(client: TestClient, path = '/api/session') {
  const answer = await client.get(path);
  return { status: answer.status, tag: answer.headers.get(SESSION_TAG_HEADER), endsIn: answer.headers.get(SESSION_ENDS_IN_HEADER) };
}

describe('the session stamp on API answers', () => {
  it("names a member's session the same on every answer, apart from their other sessions, never by its key", async () => {
    const { user, client } = await signedInUser(server);
    const first = await stampOf(client);
    expect(first.tag).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await stampOf(client, '/api/signals/free')).toMatchObject({ status: 200, tag: first.tag });
    expect(await stampOf(client, '/api/settings/public')).toMatchObject({ status: 200, tag: first.tag });

    const otherBrowser = await signIn(server, user);
    const other = await stampOf(otherBrowser);
    expect(other.tag).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(other.tag).not.toBe(first.tag);
    // Neither the cookie's key nor the row's id, nor a piece of either: script reading it learns nothing it could sign in with.
    for (const browser of [client, otherBrowser]) {
      const key = sessionKey(browser);
      for (const secret of [key, hashSessionKey(key)]) {
        expect(secret).not.toContain(first.tag);
        expect(secret).not.toContain(other.tag);
      }
    }
  });

  it('says when the session ends, as its row does', async () => {
    const { client } = await signedInUser(server);
    const stamp = await stampOf(client);
    const row = await Session.query(server.app.db).findById(hashSessionKey(sessionKey(client)));
    expect(row).toBeDefined();
    const endsIn = Number(stamp.endsIn);
    expect(Number.isInteger(endsIn)).toBe(true);
    // The same end, within the moment between writing the row and reading the answer.
    expect(Math.abs(Date.now() + endsIn - row!.expiresAt.getTime())).toBeLessThan(60_000);
  });

  it('stamps nothing for a visitor, nor once the member signed out', async () => {
    expect(await stampOf(server.client())).toMatchObject({ status: 200, tag: null, endsIn: null });
    const { client } = await signedInUser(server);
    expect((await stampOf(client)).tag).not.toBeNull();
    const out = await client.post('/api/logout');
    expect(out.headers.get(SESSION_TAG_HEADER)).toBeNull();
    expect(await stampOf(client)).toMatchObject({ status: 200, tag: null, endsIn: null });
  });

  it('stamps nothing once an admin has banned the member, nor once their password was changed on another device', async () => {
    const { adminClient } = await adminCallers(server);

    const banned = await signedInUser(server);
    expect((await stampOf(banned.client)).tag).not.toBeNull();
    expect((await adminClient.post(`/api/admin/users/${banned.user.id}/ban`)).status).toBe(200);
    // The browser still holds its cookie: the answer tells it the session is over.
    expect(banned.client.cookies.get(SESSION_COOKIE)).toBeDefined();
    expect(await stampOf(banned.client, '/api/session')).toMatchObject({ status: 200, tag: null, endsIn: null });

    const user = await buildUser(server.app.db);
    const thisBrowser = await signIn(server, user);
    const phone = await signIn(server, user);
    const phoneTag = (await stampOf(phone)).tag;
    expect((await stampOf(thisBrowser)).tag).not.toBeNull();
    expect((await phone.post('/api/user/change-password', { currentPassword: user.password, newPassword: 'Fresh#Passw0rd' })).status).toBe(200);
    expect(await stampOf(thisBrowser)).toMatchObject({ status: 200, tag: null });
    // The device that changed it keeps its session, and its tag.
    expect((await stampOf(phone)).tag).toBe(phoneTag);
  });
});
