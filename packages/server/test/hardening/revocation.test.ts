import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_ERRORS, ROOMS, SESSION_COOKIE, type ServerEventPayload } from '@signals/protocol';
import { Session, User } from '../../src/db/models/index.js';
import { hashSessionKey } from '../../src/services/sessionKey.js';
import { newTotpSecret } from '../../src/services/totp.js';
import { buildSignal } from '../support/factories/signals.js';
import { buildUser, uniqueName } from '../support/factories/users.js';
import { signInPartWay } from '../support/partWaySession.js';
import { quickSignIn } from '../support/quickSessions.js';
import type { TestClient } from '../support/testClient.js';
import { startTestServer, type TestServer } from '../support/testServer.js';
import { collect, eventually } from '../support/events.js';
import { connected, disconnected, openSocket, refusal, type TestSocket } from '../support/testSocket.js';
import { within } from '../support/within.js';
import { premiumLeaks } from './leaks.js';
import { signIn } from '../support/signIn.js';

// The bound a revocation is held to (the user's live channel follows within a second) is a time: it is measured by
// bench/hardening/revocation.mjs. These tests prove what holds whatever the machine's speed (issue 39): the socket
// closes, told why, and no private push reaches it once the server has answered the request that ended its session.

const TRIES = 100;

let server: TestServer;
let admin: TestClient;
/** Every premium signal a premium member with nothing ending hears: the mark that a push has gone out. */
let bystanderHeard: Array<ServerEventPayload<'signal:created'>>;
const sockets: TestSocket[] = [];
const figures: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await quickSignIn(server, await buildUser(server.app.db, { isAdmin: true }));
  bystanderHeard = collect((await premiumMember()).socket, 'signal:created');
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  console.info(`[hardening] revocation: ${figures.join('; ')}`);
  await server.close();
});

async function premiumMember(overrides: { subscriptionEndDate?: Date } = {}) {
  const user = await buildUser(server.app.db, { isPremium: true, ...overrides });
  const client = await quickSignIn(server, user);
  const socket = openSocket(client);
  sockets.push(socket);
  await connected(socket);
  return { user, client, socket };
}

/** Whether the server still has this socket in the room. */
function inRoom(socket: TestSocket, room: string): boolean {
  return server.app.realtime.io.sockets.adapter.rooms.get(room)?.has(socket.id ?? '') ?? false;
}

/** The private pushes a socket could hear: to its user, and premium signals. */
function privateHeard(socket: TestSocket) {
  return { notices: collect(socket, 'notification:created'), signals: collect(socket, 'signal:created') };
}

/** How many of `TRIES` requests with the old cookie were answered with success. */
async function successesWith(old: TestClient, path = '/api/user'): Promise<number> {
  let successes = 0;
  for (let i = 0; i < TRIES; i += 1) {
    const response = await old.clone().get(path);
    if (response.status < 300) {
      successes += 1;
    }
  }
  return successes;
}

/**
 * Publishes a premium signal and resolves with its id once the bystander heard it. Pushes go out one after another
 * in the order their writes committed, so by then every push written before it has gone out too.
 */
async function premiumSignalHeard(exchange: string): Promise<number> {
  const created = await admin.post<{ id: number }>('/api/signals', {
    pair: 'BTC/USDT',
    signalType: 'futures',
    profitPercentage: 2.5,
    isPremium: true,
    direction: 'long',
    exchange,
    leverage: 5,
    entryPrice: 100,
    takeProfit1: 110,
    stopLoss: 95,
  });
  expect(created.status).toBe(201);
  await eventually(() => bystanderHeard.some((signal) => signal.id === created.body.id), `the premium signal on ${exchange} at the bystander`);
  return created.body.id;
}

/**
 * After a session ended: a private notification and a premium signal go out, and this resolves once both have (the
 * bystander heard the signal, which was written after the notification). An ended session's socket must hear
 * neither: the test waits for its close too, and a push written to it before the close would have arrived before it.
 */
async function privatePushesAfter(userId: number): Promise<void> {
  await admin.post('/api/admin/notifications', { title: 'Just for you', message: 'A private note for this member only.', userIds: [userId] });
  await premiumSignalHeard('AfterEndEx');
}

describe('revocation', () => {
  it.each([
    ['ban', 'banned', async (user: { id: number }) => admin.post(`/api/admin/users/${user.id}/ban`)],
    ['password reset', 'passwordReset', async (user: { id: number }) => admin.post(`/api/admin/users/${user.id}/reset-password`, { password: 'Reset#Passw0rd' })],
  ] as const)('after a %s, the old cookie gets nothing and the sockets close, told why, hearing nothing private after the answer', async (what, reason, revoke) => {
    const { user, client, socket } = await premiumMember();
    const endings = collect(socket, 'session:ended');
    const heard = privateHeard(socket);
    const closed = disconnected(socket);
    const response = await revoke(user);
    expect(response.status).toBe(200);
    await privatePushesAfter(user.id);
    const closedBy = await within(closed, `the socket to close after the ${what}`);
    const successes = await successesWith(client);
    const reconnect = await refusal(openSocket(client));
    figures.push(`${what}: old cookie successes ${successes}/${TRIES}, socket closed (${closedBy}), private pushes heard after the answer ${heard.notices.length + heard.signals.length}`);
    expect(successes).toBe(0);
    expect(closedBy).toBe('io server disconnect');
    expect(heard).toEqual({ notices: [], signals: [] });
    expect([CONNECT_ERRORS.unauthenticated, CONNECT_ERRORS.banned]).toContain(reconnect);
    // The reason came before the close (nothing reaches a closed socket), so the page can say why it was signed out.
    expect(endings).toContainEqual({ reason });
  });

  it('after a logout, the old cookie gets nothing and that session’s sockets close, hearing nothing private after the answer', async () => {
    const { user, client, socket } = await premiumMember();
    const stolen = client.clone();
    const heard = privateHeard(socket);
    const closed = disconnected(socket);
    expect((await client.post('/api/logout')).status).toBe(200);
    await privatePushesAfter(user.id);
    const closedBy = await within(closed, 'the socket to close after the logout');
    const successes = await successesWith(stolen);
    figures.push(`logout: old cookie successes ${successes}/${TRIES}, socket closed (${closedBy}), private pushes heard after the answer ${heard.notices.length + heard.signals.length}`);
    expect(successes).toBe(0);
    expect(closedBy).toBe('io server disconnect');
    expect(heard).toEqual({ notices: [], signals: [] });
    expect(await refusal(openSocket(stolen))).toBe(CONNECT_ERRORS.unauthenticated);
  });

  it('after premium expires, with no request made, the sockets leave the premium room and the cookie sees no premium detail', async () => {
    const premiumSignal = await buildSignal(server.app.db, { isPremium: true, signalType: 'futures', exchange: 'RevokedEx' });
    const { user, client, socket } = await premiumMember();
    const heard = collect(socket, 'signal:created');
    // Shortened only once the member is signed in with a socket, however long that took: premium ends in a second and a
    // half from here. Then what a grant announces (written straight to the row, as the factory did).
    await User.query(server.app.db).findById(user.id).patch({ subscriptionEndDate: new Date(Date.now() + 1500) });
    server.app.services.events.publish({ type: 'user.updated', user: (await User.query(server.app.db).findById(user.id))!, premiumChanged: true });
    expect(inRoom(socket, ROOMS.premium)).toBe(true);
    await eventually(() => !inRoom(socket, ROOMS.premium) || socket.disconnected, 'the socket to leave the premium room at the end date', 10_000);
    // A premium signal published from here on reaches the member's socket, if it is still open, locked.
    const after = await premiumSignalHeard('AfterExpiryEx');
    if (socket.connected) {
      await eventually(() => heard.some((signal) => signal.id === after), 'the premium signal, locked, at the expired member');
    }
    let leaks = 0;
    for (let i = 0; i < TRIES; i += 1) {
      const list = await client.get('/api/signals/premium');
      const one = await client.get(`/api/signals/${premiumSignal.id}`);
      leaks += premiumLeaks(list.body, ['RevokedEx']).length > 0 || one.status < 300 ? 1 : 0;
    }
    const pushedInFull = heard.filter((signal) => !signal.locked);
    figures.push(`premium expiry: premium answers to the old cookie ${leaks}/${TRIES}, left the premium room, premium signals pushed in full after ${pushedInFull.length}`);
    expect(leaks).toBe(0);
    expect(pushedInFull).toEqual([]);
  });
});

/** A premium member signed in twice (two browsers), each with a socket, and the messages reaching each socket. */
async function memberOnTwoBrowsers() {
  const user = await buildUser(server.app.db, { isPremium: true });
  const ending = await signIn(server, user);
  const kept = await quickSignIn(server, user);
  const [endingSocket, keptSocket] = [openSocket(ending), openSocket(kept)];
  sockets.push(endingSocket, keptSocket);
  await Promise.all([connected(endingSocket), connected(keptSocket)]);
  const heard = privateHeard(endingSocket);
  const keptNotices = collect(keptSocket, 'notification:created');
  return { user, ending, kept, endingSocket, keptSocket, heard, keptNotices };
}

describe('a socket never outlives its session', () => {
  const endings: Array<[what: string, keepsOther: boolean, end: (m: Awaited<ReturnType<typeof memberOnTwoBrowsers>>) => Promise<{ status: number }>]> = [
    ['signing in again on the same browser', true, (m) => m.ending.post('/api/login', { username: m.user.username, password: m.user.password })],
    [
      'registering a new account on the same browser',
      true,
      (m) => {
        const username = uniqueName('again');
        return m.ending.post('/api/register', { username, email: `${username}@example.com`, password: 'Again#2026' });
      },
    ],
    ['changing the password from the other browser', true, (m) => m.kept.post('/api/user/change-password', { currentPassword: m.user.password, newPassword: 'Changed#Passw0rd1' })],
    [
      'turning two-factor on from the other browser',
      true,
      async (m) => {
        const setup = await m.kept.post<{ secretKey: string }>('/api/user/2fa-setup', { password: m.user.password });
        return m.kept.post('/api/user/2fa-verify', { code: await generate({ secret: setup.body.secretKey }), password: m.user.password });
      },
    ],
    [
      'an admin clearing two-factor',
      false,
      async (m) => {
        await User.query(server.app.db).patch({ totpSecret: newTotpSecret(), totpEnabled: true }).where('id', m.user.id);
        return admin.post(`/api/admin/users/${m.user.id}/reset-2fa`);
      },
    ],
  ];
  it.each(endings)('after %s, the ended session’s socket closes and hears nothing private after the answer', async (what, keepsOther, end) => {
    const member = await memberOnTwoBrowsers();
    const endingClosed = disconnected(member.endingSocket);
    const keptClosed = disconnected(member.keptSocket);
    const response = await end(member);
    expect(response.status).toBeLessThan(300);
    await privatePushesAfter(member.user.id);
    const closedBy = await within(endingClosed, `the ended session's socket to close after ${what}`);
    if (keepsOther) {
      // The kept session still hears its member's private notification, sent after the answer.
      await eventually(() => member.keptNotices.some((notice) => notice.title === 'Just for you'), 'the notification at the kept session');
    } else {
      await within(keptClosed, `the other session's socket to close after ${what}`);
    }
    figures.push(`${what}: socket closed (${closedBy}), private pushes heard after the answer ${member.heard.notices.length + member.heard.signals.length}`);
    expect(closedBy).toBe('io server disconnect');
    expect(member.heard).toEqual({ notices: [], signals: [] });
    expect(member.keptSocket.connected).toBe(keepsOther);
  });

  it('after the session’s lifetime runs out, with no request made, its socket closes', async () => {
    const user = await buildUser(server.app.db, { isPremium: true });
    const client = await quickSignIn(server, user, 1500);
    const socket = openSocket(client);
    sockets.push(socket);
    const closed = disconnected(socket);
    await connected(socket);
    // No request is made with the cookie until the socket has closed: the session's end alone closes it.
    const closedBy = await within(closed, 'the socket to close at the end of its session');
    const successes = await successesWith(client);
    figures.push(`session lifetime over: socket closed (${closedBy}), old cookie successes ${successes}/${TRIES}`);
    expect(closedBy).toBe('io server disconnect');
    expect(successes).toBe(0);
  });

  it('keeps the socket of a session a request renewed before its end', async () => {
    const user = await buildUser(server.app.db);
    // Three seconds left of a ten-second life: less than half, so the request below renews it.
    const client = await signInPartWay(server, user, { leftMs: 3_000, lifetimeMs: 10_000 });
    const socket = openSocket(client);
    sockets.push(socket);
    await connected(socket);
    const hash = hashSessionKey(client.cookies.get(SESSION_COOKIE) ?? '');
    const firstEnd = (await Session.query(server.app.db).findById(hash))!.expiresAt.getTime();
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await Session.query(server.app.db).findById(hash))!.expiresAt.getTime()).toBeGreaterThan(firstEnd);
    // Another member's session, made after this one and so ending no earlier, which nothing renews. Its socket closes
    // when the server looks at the sessions due by then, this one's first end included: this one's is still open then.
    const other = await signInPartWay(server, await buildUser(server.app.db), { leftMs: 3_000, lifetimeMs: 10_000 });
    const otherSocket = openSocket(other);
    sockets.push(otherSocket);
    const otherClosed = disconnected(otherSocket);
    await connected(otherSocket);
    expect(await within(otherClosed, "the unrenewed session's socket to close at its end")).toBe('io server disconnect');
    expect(socket.connected).toBe(true);
  });
});

describe('session renewal', () => {
  it('gives a new session key at sign-in; the key held before is worth nothing after', async () => {
    const attacker = await buildUser(server.app.db);
    const victim = await buildUser(server.app.db);
    // A key planted in the victim's browser before they sign in.
    const browser = await quickSignIn(server, attacker);
    const planted = browser.clone();
    await browser.signIn(victim.username, victim.password);
    expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(planted.cookies.get(SESSION_COOKIE));
    const plantedSees = await planted.get<{ id?: number }>('/api/user');
    expect(plantedSees.body.id).not.toBe(victim.id);
    figures.push('login: new key yes, planted key reaches the victim no');
  });

  it('gives a new session key at the two-factor step', async () => {
    const victim = await buildUser(server.app.db);
    const secret = newTotpSecret();
    await User.query(server.app.db).patch({ totpSecret: secret, totpEnabled: true }).where('id', victim.id);
    const browser = await quickSignIn(server, await buildUser(server.app.db));
    const planted = browser.clone();
    const firstStep = await browser.post('/api/login', { username: victim.username, password: victim.password });
    expect(firstStep.status).toBe(401);
    // The password alone signs nobody in: the planted session is not the victim's.
    expect((await planted.get<{ id?: number }>('/api/user')).body.id).not.toBe(victim.id);
    const secondStep = await browser.post('/api/login', { username: victim.username, password: victim.password, code: await generate({ secret }) });
    expect(secondStep.status).toBe(200);
    expect(browser.cookies.get(SESSION_COOKIE)).not.toBe(planted.cookies.get(SESSION_COOKIE));
    expect((await planted.get<{ id?: number }>('/api/user')).body.id).not.toBe(victim.id);
    figures.push('two-factor step: new key yes, planted key reaches the victim no');
  });
});
