import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePath, routes, type RouteName } from '@signals/protocol';
import { startTestServer, type TestServer } from '../support/testServer.js';
import { openSocket, refusal } from '../support/testSocket.js';
import { AUTHORIZATION_EXPECTATIONS, ROLES, type Role } from './authorizationExpectations.js';
import { changedTables, snapshotDatabase } from './dbSnapshot.js';
import { callRoute, isWrite } from './requests.js';
import { ROUTE_CALLS, type RouteCall } from './routeCalls.js';
import { startStripeStub, type StripeStub } from './stripeStub.js';
import { buildWorld, callerFor, type World } from './world.js';

let server: TestServer;
let stripe: StripeStub;
let world: World;

beforeAll(async () => {
  stripe = await startStripeStub();
  server = await startTestServer(stripe.env);
  world = await buildWorld(server);
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const NAMES = Object.keys(routes) as RouteName[];

/**
 * The one read that remembers something, by design (issue 17): opening an
 * open signal's detail follows it, so the member is told when it closes. One
 * row of their own, idempotent, an opt-out kept; a forged GET can do no more
 * than that. Any other table a GET changes still fails the check.
 */
const REMEMBERED_BY_READS: Partial<Record<RouteName, string[]>> = { getSignal: ['signal_follows'] };

/**
 * RFC 8058 (issue 18): a mail provider's one-click unsubscribe is a form POST
 * from its own servers, with no Origin. The signed token in the URL is the
 * credential, not a cookie, so there is nothing to forge; a browser's
 * cross-site POST still carries its Origin and is refused like any other.
 */
const ONE_CLICK_FORM_POSTS: Partial<Record<RouteName, string[]>> = { emailUnsubscribe: ['users'] };

/** The caller a write is worth forging for: the one the table lets through. */
function allowedRole(name: RouteName): Role {
  const expect = AUTHORIZATION_EXPECTATIONS[name][0]!.expect;
  return (['admin', 'free', 'anonymous'] as const).find((role) => expect[role] === 'ok') ?? 'admin';
}

/** Ways a hostile page gets a browser to write: another origin, a cross-site fetch, or a body that needs no preflight. */
function forgeries(baseUrl: string, call: RouteCall): Array<[string, Record<string, string>, string | undefined]> {
  const json = JSON.stringify(call.body ?? {});
  const fields = new URLSearchParams(Object.entries((call.body ?? {}) as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return [
    ['foreign Origin', { origin: 'https://evil.example', 'content-type': 'application/json' }, json],
    ['look-alike Origin', { origin: `${baseUrl}.evil.example`, 'content-type': 'application/json' }, json],
    ['null Origin', { origin: 'null', 'content-type': 'application/json' }, json],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }, json],
    ['form body', { 'content-type': 'application/x-www-form-urlencoded' }, fields],
    ['multipart body', { 'content-type': 'multipart/form-data; boundary=x' }, `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--`],
    ['text/plain body', { 'content-type': 'text/plain' }, json],
  ];
}

describe('forgery', () => {
  it('refuses every forged state-changing call of the table and changes nothing', { timeout: 300_000 }, async () => {
    let attempts = 0;
    const accepted: string[] = [];
    const changed: string[] = [];
    for (const name of NAMES.filter(isWrite)) {
      const role = allowedRole(name);
      const { user, client } = await callerFor(server, role);
      const call = await ROUTE_CALLS[name][AUTHORIZATION_EXPECTATIONS[name][0]!.name]!({ server, world, stripe, role, caller: user, client });
      for (const [what, headers, rawBody] of forgeries(server.baseUrl, call)) {
        const before = await snapshotDatabase(server.app.db);
        const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
        const response = await client.request(routes[name].method, routePath(routes[name].path, call.params) + query, { rawBody, headers });
        attempts += 1;
        const oneClick = what === 'form body' ? ONE_CLICK_FORM_POSTS[name] : undefined;
        if (oneClick ? response.status !== 200 : response.status < 300 || ![403, 415].includes(response.status)) {
          accepted.push(`${name} as ${role} with ${what} → ${response.status}`);
        }
        const tables = changedTables(before, await snapshotDatabase(server.app.db)).filter((table) => !(oneClick ?? []).includes(table));
        if (tables.length > 0) {
          changed.push(`${name} with ${what} changed ${tables.join(', ')}`);
        }
      }
    }
    console.info(`[hardening] forgery: ${attempts} forged writes (${NAMES.filter(isWrite).length} routes x 7 forgeries), accepted ${accepted.length}, database changes ${changed.length}`);
    expect(accepted).toEqual([]);
    expect(changed).toEqual([]);
  });

  it('changes nothing with any GET of the table, as any role', { timeout: 300_000 }, async () => {
    let calls = 0;
    const changed: string[] = [];
    for (const name of NAMES.filter((n) => !isWrite(n))) {
      for (const routeCase of AUTHORIZATION_EXPECTATIONS[name]) {
        for (const role of ROLES) {
          const { user, client } = await callerFor(server, role);
          if (role === 'expiredPremium') {
            // Lapsed premium is ended by the first request of any kind, on purpose: let that happen before watching.
            await client.get('/api/session');
            // ...and its "premium ended" alert be handed to the outbox worker, whose delivery would otherwise land mid-watch.
            await server.app.outbox.runOnce();
          }
          const call = await ROUTE_CALLS[name][routeCase.name]!({ server, world, stripe, role, caller: user, client });
          const before = await snapshotDatabase(server.app.db);
          await callRoute(client, name, call);
          calls += 1;
          const remembered = REMEMBERED_BY_READS[name] ?? [];
          const tables = changedTables(before, await snapshotDatabase(server.app.db)).filter((table) => !remembered.includes(table));
          if (tables.length > 0) {
            changed.push(`${name}:${routeCase.name} as ${role} changed ${tables.join(', ')}`);
          }
        }
      }
    }
    console.info(`[hardening] safe methods: ${calls} GETs (every GET route x ${ROLES.length} roles), database changes ${changed.length}`);
    expect(changed).toEqual([]);
  });

  it.each(['websocket', 'polling'] as const)('refuses socket handshakes from foreign, null and look-alike origins over %s', async (transport) => {
    const { client } = await callerFor(server, 'premium');
    const url = new URL(server.baseUrl);
    const port = Number(url.port);
    const hostile = [
      'https://evil.example',
      'null',
      `${server.baseUrl}.evil.example`,
      `http://evil-${url.host}`,
      `http://${url.hostname}.evil.example:${port}`,
      `http://evil.example/${url.host}`,
      `http://${url.hostname}:${port + 1}`,
      `https://${url.host}`,
      `ws://${url.host}`,
      `http://localhost:${port}`,
      `${server.baseUrl}/`,
      `${server.baseUrl}@evil.example`,
    ];
    const opened: string[] = [];
    for (const origin of hostile) {
      if ((await refusal(openSocket(client, { origin, transport }))) === 'connected') {
        opened.push(origin);
      }
    }
    console.info(`[hardening] socket origins (${transport}): ${hostile.length} hostile origins, handshakes accepted ${opened.length}`);
    expect(opened).toEqual([]);
    expect(await refusal(openSocket(client, { origin: server.baseUrl, transport }))).toBe('connected');
  });
});
