import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_ERRORS, isStaffRole, routes, SERVER_EVENT_NAMES, staffMay, type RouteName } from '@signals/protocol';
import { Payment, Signal, SupportTicket, Wallet } from '../../src/db/models/index.js';
import { buildUser } from '../support/factories/users.js';
import { quickSignIn } from '../support/quickSessions.js';
import { startTestServer, type TestServer } from '../support/testServer.js';
import { collectAll, eventually } from '../support/events.js';
import { connected, openSocket, refusal, type TestSocket } from '../support/testSocket.js';
import { AUTHORIZATION_EXPECTATIONS, CALLERS, SOCKET_EXPECTATIONS, SOCKET_ROLES, type Caller, type Outcome, type Role, type SocketRole } from './authorizationExpectations.js';
import { markersIn, premiumLeaks } from './leaks.js';
import { callRoute } from './requests.js';
import { ROUTE_CALLS } from './routeCalls.js';
import { startTelegramStandIn, type TelegramStandIn } from '../support/telegramStandIn.js';
import { startStripeStub, type StripeStub } from './stripeStub.js';
import { buildWorld, callerFor, OTHER_USER_MARKERS, PREMIUM_MARKERS, roleAttributes, type World } from './world.js';

let server: TestServer;
let stripe: StripeStub;
/** The Bot API's stand-in: with a bot configured, every Telegram route answers as it does for members. */
let telegram: TelegramStandIn;
let world: World;
/** Every push each socket received, by role. */
const received = new Map<SocketRole, Array<[string, unknown]>>();
const sockets: TestSocket[] = [];

beforeAll(async () => {
  stripe = await startStripeStub();
  telegram = await startTelegramStandIn();
  server = await startTestServer({ ...stripe.env, ...telegram.env });
  world = await buildWorld(server);
  for (const role of SOCKET_ROLES) {
    const user = await buildUser(server.app.db, role === 'owner' ? {} : roleAttributes(role));
    const socket = openSocket(await quickSignIn(server, user));
    received.set(role, collectAll(socket));
    await connected(socket);
    sockets.push(socket);
  }
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server?.close();
  await stripe?.close();
  await telegram?.close();
});

const NON_PREMIUM = new Set(['anonymous', 'free', 'expiredPremium', 'banned']);

/**
 * What a caller gets from a route: a member role, as the expectations say; a staff role, what `admin` gets when the
 * route table gives its role the route's capability, else 403 (issue 46).
 */
function expectedFor(name: RouteName, expect: Record<Role, Outcome>, caller: Caller): Outcome {
  if (!isStaffRole(caller)) {
    return expect[caller];
  }
  const spec = routes[name];
  return spec.access === 'admin' && !staffMay(caller, spec.staff) ? 403 : expect.admin;
}
const DENIALS = new Set([401, 403, 404]);

function judge(expected: Outcome, status: number): 'match' | 'allow' | 'denial' | 'other' {
  const allowed = status >= 200 && status < 300;
  if (expected === 'ok') {
    return allowed ? 'match' : DENIALS.has(status) ? 'denial' : 'other';
  }
  if (allowed) {
    return 'allow';
  }
  return status === expected ? 'match' : 'other';
}

describe('the authorization matrix', () => {
  it('has an expectation and a call for every route of the protocol table', () => {
    const names = Object.keys(routes) as RouteName[];
    const missing = names.filter((name) => !AUTHORIZATION_EXPECTATIONS[name]?.length);
    const noCall = names.flatMap((name) => (AUTHORIZATION_EXPECTATIONS[name] ?? []).filter((c) => !ROUTE_CALLS[name]?.[c.name]).map((c) => `${name}:${c.name}`));
    expect(missing).toEqual([]);
    expect(noCall).toEqual([]);
    expect(Object.keys(AUTHORIZATION_EXPECTATIONS).sort()).toEqual([...names].sort());
  });

  it('answers every route, as every role, exactly as the table says, and leaks nothing', { timeout: 300_000 }, async () => {
    const otherMarkers = [...OTHER_USER_MARKERS, world.otherPayment.transactionId];
    const before = await otherRows();
    const unexpected = { allow: [] as string[], denial: [] as string[], other: [] as string[] };
    const premium: string[] = [];
    const crossUser: string[] = [];
    let calls = 0;
    for (const name of Object.keys(routes) as RouteName[]) {
      for (const routeCase of AUTHORIZATION_EXPECTATIONS[name]) {
        for (const role of CALLERS) {
          const { user, client } = await callerFor(server, role);
          const call = await ROUTE_CALLS[name][routeCase.name]!({ server, world, stripe, role, caller: user, client });
          const response = await callRoute(client, name, call);
          calls += 1;
          const expected = expectedFor(name, routeCase.expect, role);
          const label = `${name}:${routeCase.name} as ${role} → ${response.status} (expected ${expected})`;
          const verdict = judge(expected, response.status);
          if (verdict === 'match' && expected === 403 && isStaffRole(role) && routes[name].access === 'admin') {
            // A staff refusal says which rule refused it, so the back office can tell "not your role" from a ban.
            expect((response.body as { code?: string }).code, label).toBe('roleRequired');
          }
          if (verdict !== 'match') {
            unexpected[verdict].push(`${label} ${response.text.slice(0, 120)}`);
          }
          if (NON_PREMIUM.has(role)) {
            premium.push(...premiumLeaks(response.body, PREMIUM_MARKERS).map((leak) => `${label}: ${leak}`));
          }
          if (routes[name].access !== 'admin') {
            crossUser.push(...markersIn(response.body, otherMarkers).map((marker) => `${label}: ${marker}`));
          }
        }
      }
    }
    // Pushes that reached non-premium sockets during all of the above.
    for (const role of ['free', 'expiredPremium', 'owner'] as const) {
      for (const [event, payload] of received.get(role)!) {
        premium.push(...premiumLeaks(payload, PREMIUM_MARKERS).map((leak) => `socket ${role} ${event}: ${leak}`));
        crossUser.push(...markersIn(payload, otherMarkers).map((marker) => `socket ${role} ${event}: ${marker}`));
      }
    }
    const after = await otherRows();
    const writes = before === after ? 0 : 1;
    console.info(
      `[hardening] authorization: ${calls} calls (${Object.keys(routes).length} routes x ${CALLERS.length} callers, own and others' rows): ` +
        `unexpected allows ${unexpected.allow.length}, unexpected denials ${unexpected.denial.length}, other mismatches ${unexpected.other.length}, ` +
        `premium leaks ${premium.length}, cross-user reads ${crossUser.length}, cross-user writes ${writes}`,
    );
    expect(unexpected).toEqual({ allow: [], denial: [], other: [] });
    expect(premium).toEqual([]);
    expect(crossUser).toEqual([]);
    expect(JSON.parse(after)).toEqual(JSON.parse(before));
  });

  it('refuses sockets to visitors and banned members', async () => {
    expect(await refusal(openSocket(server.client()))).toBe(CONNECT_ERRORS.unauthenticated);
    const banned = await callerFor(server, 'banned');
    expect(await refusal(openSocket(banned.client))).toBe(CONNECT_ERRORS.banned);
  });

  it('pushes every event to exactly the rooms of the live table, premium signals in full to premium only', { timeout: 120_000 }, async () => {
    for (const log of received.values()) {
      log.splice(0);
    }
    const admin = await quickSignIn(server, await buildUser(server.app.db, { isAdmin: true }));
    const ownerId = ownerOfSocket()!;
    const owner = await quickSignIn(server, { id: ownerId });
    const ok = (status: number) => expect(status).toBeLessThan(300);

    const signal = await admin.post<{ id: number }>('/api/signals', { pair: 'BTC/USDT', signalType: 'futures', profitPercentage: 2, isPremium: true, direction: 'long', exchange: 'PremLeakFutEx', leverage: 77, entryPrice: 4321.98765, takeProfit1: 4400.5555, stopLoss: 4200.4444 });
    ok(signal.status);
    ok((await admin.put(`/api/signals/${signal.body.id}`, { pair: 'BTC/USDT', signalType: 'futures', profitPercentage: 3, isPremium: true, direction: 'long', exchange: 'PremLeakFutEx', leverage: 77, entryPrice: 4321.98765, takeProfit1: 4400.5555, stopLoss: 4200.4444 })).status);
    ok((await admin.delete(`/api/signals/${signal.body.id}`, { body: { reason: 'Posted twice' } })).status);
    // An outcome event: signal:updated per room (a note keeps it open, so still locked for members) and track-record:changed to all.
    const followed = await admin.post<{ id: number }>('/api/signals', { pair: 'ETH/USDT', signalType: 'futures', profitPercentage: 2, isPremium: true, direction: 'long', exchange: 'PremLeakFutEx', leverage: 77, entryPrice: 4321.98765, takeProfit1: 4400.5555, stopLoss: 4200.4444 });
    ok(followed.status);
    ok((await admin.post(`/api/admin/signals/${followed.body.id}/events`, { kind: 'note', note: 'Holding above the entry' })).status);
    ok((await admin.post('/api/admin/notifications', { title: 'Just for you', message: 'A message for the owner only.', userIds: [ownerId] })).status);
    const toDelete = await admin.post<Array<{ id: number }>>('/api/admin/notifications', { title: 'To delete', message: 'A notification removed again.', userIds: [ownerId] });
    ok(toDelete.status);
    ok((await admin.delete(`/api/admin/notifications/${toDelete.body[0]!.id}`)).status);
    const ticket = await owner.post<{ id: number }>('/api/user/tickets', { subject: 'Live ticket', message: 'A ticket opened to watch the live table.' });
    ok(ticket.status);
    ok((await admin.post(`/api/admin/tickets/${ticket.body.id}/respond`, { message: 'Looking into it.' })).status);
    ok((await admin.patch(`/api/admin/tickets/${ticket.body.id}/status`, { status: 'closed' })).status);
    const payment = await owner.post<{ id: number }>('/api/payment', { transactionId: `0x${'ab'.repeat(32)}`, amount: 60, paymentMethod: 'usdt', fromAddress: `0x${'cd'.repeat(20)}` });
    ok(payment.status);
    ok((await admin.put(`/api/admin/payments/${payment.body.id}/reject`, { reason: 'Not on chain' })).status);
    ok((await owner.post('/api/user/language', { language: 'de' })).status);
    ok((await server.client().post('/api/register', { username: 'livenewcomer', email: 'livenewcomer@example.com', password: 'Secret#2026' })).status);
    ok((await admin.put('/api/admin/settings', { settings: [{ key: 'site_name', value: 'Live Table Signals' }] })).status);
    ok((await admin.post('/api/admin/news', { title: 'Live news', content: 'News written to watch the live table.' })).status);
    // issue 44: a delivery waits on the draft desk (a premium trade: staff only), then is set aside.
    const source = await admin.post<{ url: string; secret: string }>('/api/admin/signal-sources', { name: 'Live desk', mode: 'draft', isPremium: true });
    ok(source.status);
    const delivered = await server.client().post<{ id: number }>(new URL(source.body.url).pathname, { secret: source.body.secret, pair: 'BTCUSDT', side: 'long', exchange: 'PremLeakFutEx', leverage: 77, entry: 4321.98765, tp1: 4400.5555, sl: 4200.4444 });
    ok(delivered.status);
    ok((await admin.post(`/api/admin/signal-drafts/${delivered.body.id}/discard`)).status);
    ok((await admin.post('/api/admin/airdrops', { title: 'Live drop', description: 'An airdrop to watch the live table.', projectName: 'Example', tokenSymbol: 'EXM', registrationUrl: 'https://example.com/join', endDate: new Date(Date.now() + 86_400_000).toISOString() })).status);
    await eventually(() => received.get('owner')!.some(([event]) => event === 'airdrop:changed') && received.get('admin')!.some(([event]) => event === 'airdrop:changed'), 'the last push');

    const mismatches: string[] = [];
    for (const event of SERVER_EVENT_NAMES) {
      for (const role of SOCKET_ROLES) {
        const payloads = received.get(role)!.filter(([name]) => name === event).map(([, payload]) => payload as { locked?: boolean });
        const expected = SOCKET_EXPECTATIONS[event][role];
        const got = payloads.length === 0 ? 'no' : payloads.every((p) => p.locked === true) ? 'locked' : payloads.every((p) => p.locked === false) ? 'full' : 'yes';
        const fine = expected === got || (expected === 'yes' && got !== 'no');
        if (!fine) {
          mismatches.push(`${event} to ${role}: expected ${expected}, got ${got} (${payloads.length})`);
        }
      }
    }
    console.info(`[hardening] live channel: ${SERVER_EVENT_NAMES.length} events x ${SOCKET_ROLES.length} sockets, deliveries not as the table says ${mismatches.length}`);
    expect(mismatches).toEqual([]);
  });
});

/** The socket user of the `owner` role. */
function ownerOfSocket(): number | undefined {
  const socket = sockets[SOCKET_ROLES.indexOf('owner')]!;
  for (const live of server.app.realtime.io.sockets.sockets.values()) {
    if (live.id === socket.id) {
      return (live.data as { userId: number }).userId;
    }
  }
  return undefined;
}

/** Everything of the other member's that a caller could try to change, as one string. */
async function otherRows(): Promise<string> {
  const db = server.app.db;
  const [user, wallets, tickets, payments, signals] = await Promise.all([
    db<Record<string, unknown>>('users').where('id', world.other.id).first(),
    Wallet.query(db).where('userId', world.other.id).orderBy('id'),
    SupportTicket.query(db).where('userId', world.other.id).orderBy('id'),
    Payment.query(db).where('userId', world.other.id).orderBy('id'),
    Signal.query(db).whereIn('id', world.premiumSignals.map((s) => s.id)).orderBy('id'),
  ]);
  const reads = await db('notificationReads').where('notificationId', world.otherNotification.id);
  return JSON.stringify({ user, wallets, tickets, payments, signals, reads });
}
