import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteName, type RouteSpec } from '@signals/protocol';
import type { TestClient, TestResponse } from '../support/testClient.js';
import { startTestServer, type TestServer } from '../support/testServer.js';
import { AUTHORIZATION_EXPECTATIONS, type Role } from './authorizationExpectations.js';
import { fieldsOf, hostileBody, hostileId, hostileQuery, hostileRawBody } from './hostileValues.js';
import { ROUTE_CALLS } from './routeCalls.js';
import { startTelegramStandIn, type TelegramStandIn } from '../support/telegramStandIn.js';
import { startStripeStub, type StripeStub } from './stripeStub.js';
import { buildWorld, callerFor, type World } from './world.js';

/** Generated requests per route that takes input (a body, a path id or a query): 200 in CI, more by hand with HARDENING_RUNS. */
const RUNS = Number(process.env.HARDENING_RUNS ?? 200);
/** Routes with no input schema at all get a quarter: only junk they ignore can be generated for them. */
const RUNS_WITHOUT_INPUT = Math.max(1, Math.round(RUNS / 4));
/** What a stack trace or a database error looks like in an answer. */
const LEAK = /\bat .+\.(js|ts):\d+|node_modules|\bsqlite|SQLITE_|\bselect .+ from\b|\binsert into\b|\bupdate .+ set\b|syntax error|\bknex\b|\bobjection\b|TypeError|ReferenceError|RangeError/i;
/**
 * Random data an answer carries by design: a picture as a data URL (a QR code) and a base32 secret. A library's name
 * turns up in them by chance ("YSKNEX7W…" in a two-factor secret failed a run): they are not read for leaks.
 */
const RANDOM_DATA = /data:[\w/+.-]+;base64,[A-Za-z0-9+/=]+|"secretKey":"[A-Z2-7]+"/g;

let server: TestServer;
let stripe: StripeStub;
/** The Bot API's stand-in: with a bot configured, every Telegram route answers as it does for members. */
let telegram: TelegramStandIn;
let world: World;

beforeAll(async () => {
  stripe = await startStripeStub();
  telegram = await startTelegramStandIn();
  server = await startTestServer({ ...stripe.env, ...telegram.env });
  world = await buildWorld(server);
});
afterAll(async () => {
  await server?.close();
  await stripe?.close();
  await telegram?.close();
});

/** The caller that gets past the access check, so the input reaches validation and the handler. */
function allowedRole(name: RouteName): Role {
  const expect = AUTHORIZATION_EXPECTATIONS[name][0]!.expect;
  return (['admin', 'free', 'anonymous'] as const).find((role) => expect[role] === 'ok') ?? 'admin';
}

interface Tally {
  requests: number;
  serverErrors: string[];
  leaks: string[];
  healthFailures: number;
}

function inspect(tally: Tally, label: string, sent: string, response: TestResponse): void {
  tally.requests += 1;
  if (response.status >= 500) {
    tally.serverErrors.push(`${label} → ${response.status} ${sent.slice(0, 200)}`);
  }
  const match = LEAK.exec(response.text.replace(RANDOM_DATA, ''));
  // An answer may quote the input back (a rejected setting key, say): only what the caller did not send is a leak.
  if (match && !sent.includes(match[0])) {
    tally.leaks.push(`${label} → ${response.status} shows "${match[0]}": ${response.text.slice(0, 200)}`);
  }
}

describe('malformed input', () => {
  it(`answers ${RUNS} generated hostile requests per route with input without a 5xx, a crash or a leak`, { timeout: 900_000 }, async () => {
    const tally: Tally = { requests: 0, serverErrors: [], leaks: [], healthFailures: 0 };
    const names = Object.keys(routes) as RouteName[];
    let planned = 0;
    for (const name of names) {
      const spec: RouteSpec = routes[name];
      const role = allowedRole(name);
      let caller = await callerFor(server, role);
      const valid = await ROUTE_CALLS[name][AUTHORIZATION_EXPECTATIONS[name][0]!.name]!({ server, world, stripe, role, caller: caller.user, client: caller.client });
      const bodyFields = fieldsOf(spec.body);
      const queryFields = fieldsOf(spec.query);
      const request = fc.record({
        id: fc.oneof({ weight: 3, arbitrary: fc.constant(String(valid.params?.id ?? 1)) }, { weight: 1, arbitrary: hostileId }),
        query: hostileQuery(queryFields),
        body: fc.oneof({ weight: 5, arbitrary: hostileBody(bodyFields, valid.body).map((body) => ({ json: body })) }, { weight: 1, arbitrary: hostileRawBody.map(([type, raw]) => ({ type, raw })) }),
      });
      // Sampled up front (seeded, so a run can be repeated) and sent a few at a time, as a client with several tabs would.
      const runs = spec.body || spec.params || spec.query ? RUNS : RUNS_WITHOUT_INPUT;
      const samples = fc.sample(request, { numRuns: runs, seed: 9 });
      planned += samples.length;
      await inBatches(samples, 4, async ({ id, query, body }) => {
        const path = spec.path.replace(':id', id) + (query ? `?${query}` : '');
        // A GET carries no body (fetch will not send one): its hostile input is the path and the query.
        const options = spec.method === 'GET' ? {} : 'json' in body ? { body: body.json } : { rawBody: body.raw, headers: { 'content-type': body.type } };
        const sent = `${spec.method} ${path} ${spec.method === 'GET' ? '' : 'json' in body ? JSON.stringify(body.json) : body.raw}`;
        const response = await send(caller.client, spec.method, path, options);
        inspect(tally, name, sent, response);
        if (response.status === 401 && role !== 'anonymous') {
          // The call ended this caller's session (logout, a password change): carry on as a new one.
          caller = await callerFor(server, role);
        }
      });
      const health = await server.client().get('/api/health');
      tally.healthFailures += health.status === 200 ? 0 : 1;
    }
    console.info(
      `[hardening] malformed input: ${tally.requests} generated requests (${RUNS} per route with input, ${RUNS_WITHOUT_INPUT} without, ${names.length} routes), ` +
        `5xx answers ${tally.serverErrors.length}, crashes ${tally.healthFailures}, stack traces or SQL in bodies ${tally.leaks.length}`,
    );
    // Every planned request was sent and answered: a suite that quietly sent fewer would prove less than it says.
    expect(planned).toBe(names.reduce((sum, name) => {
      const spec: RouteSpec = routes[name];
      return sum + (spec.body || spec.params || spec.query ? RUNS : RUNS_WITHOUT_INPUT);
    }, 0));
    expect(tally.requests).toBe(planned);
    expect(tally.serverErrors).toEqual([]);
    expect(tally.leaks).toEqual([]);
    expect(tally.healthFailures).toBe(0);
  });

  it('answers bodies that are not UTF-8 with a 4xx', async () => {
    const caller = await callerFor(server, 'free');
    const bodies: Array<[string, Buffer, Record<string, string>]> = [
      ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]), {}],
      ['UTF-16 with a BOM', Buffer.from('\ufeff{"language":"fr"}', 'utf16le'), {}],
    ];
    const statuses: number[] = [];
    for (const [, body, headers] of bodies) {
      const cookie = [...caller.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const response = await fetch(`${server.baseUrl}/api/user/language`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, ...headers },
        body,
        signal: AbortSignal.timeout(35_000),
      }).catch(() => null);
      statuses.push(response?.status ?? 0);
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect((await server.client().get('/api/health')).status).toBe(200);
  });
});

/** Runs `work` over `items`, `size` at a time. */
async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) {
    await Promise.all(items.slice(i, i + size).map(work));
  }
}

async function send(client: TestClient, method: string, path: string, options: { body?: unknown; rawBody?: string; headers?: Record<string, string> }): Promise<TestResponse> {
  try {
    return await client.request(method, path, options);
  } catch (error) {
    // A body the client cannot even encode, or an answer that is not the JSON it claims: the latter is a server fault.
    return { status: 599, body: null, text: String(error), headers: new Headers() };
  }
}
