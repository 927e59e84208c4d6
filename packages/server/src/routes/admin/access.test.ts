import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, routePath, routes, type RouteName } from '@signals/protocol';
import { adminCallers } from '../../../test/support/signIn.js';
import type { TestClient } from '../../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { handlers } from '../index.js';
import { englishAnswer } from '../../../test/support/inEnglish.js';

let server: TestServer;
let callers: Awaited<ReturnType<typeof adminCallers>>;

beforeAll(async () => {
  server = await startTestServer();
  callers = await adminCallers(server);
});
afterAll(async () => {
  await server.close();
});

const adminRoutes = (Object.keys(routes) as RouteName[]).filter((name) => routes[name].access === 'admin');

function call(client: TestClient, name: RouteName) {
  const spec = routes[name];
  // Well-formed ids (a canned reply's fill names a ticket and a reply), and an empty body: access is decided before any input is read.
  const path = routePath(spec.path, { id: 1, replyId: 1 });
  return client.request(spec.method, path, spec.method === 'GET' || spec.method === 'DELETE' ? {} : { body: {} });
}

describe('admin routes', () => {
  it('every admin route of the table has a handler', () => {
    expect(adminRoutes.filter((name) => !handlers[name])).toEqual([]);
    expect(adminRoutes).toEqual(expect.arrayContaining(['createSignal', 'updateSignal', 'deleteSignal', 'adminApprovePayment', 'adminListAudit']));
  });

  it.each(adminRoutes)('%s answers 401 to an anonymous caller', async (name) => {
    const response = await call(callers.anonymous, name);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(englishAnswer(MESSAGES.notSignedIn));
  });

  it.each(adminRoutes)('%s answers 403 to a signed-in member who is not an admin', async (name) => {
    const response = await call(callers.memberClient, name);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(englishAnswer(MESSAGES.adminOnly));
  });
});
