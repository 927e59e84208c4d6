import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_ERRORS, FullSignal, LockedSignal, Payment, type SignalInput } from '@signals/protocol';
import { buildUser } from '../../test/support/factories/users.js';
import { collect, eventually } from '../../test/support/events.js';
import type { TestClient } from '../../test/support/testClient.js';
import { DELIVERY_PATHS, serverOnPath } from '../../test/support/deliveryPath.js';
import type { TestServer } from '../../test/support/testServer.js';
import { connected, disconnected, openSocket, refusal, type TestSocket } from '../../test/support/testSocket.js';

// Every delivery test runs on both paths: the fast path (ws internals) and the stock socket.io fallback.
describe.each(DELIVERY_PATHS)('on the %s path', (path) => {
  let server: TestServer;
  let admin: TestClient;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    ({ server, admin } = await serverOnPath(path));
    await server.app.db('systemSettings').where({ key: 'usdt_wallet_address' }).update({ value: '0x000000000000000000000000000000000000dEaD' });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) {
      socket.close();
    }
  });
  afterAll(async () => {
    await server.close();
  });

  async function signedIn(kind: 'free' | 'premium' | 'admin' = 'free'): Promise<{ client: TestClient; userId: number }> {
    const user = await buildUser(server.app.db, { isPremium: kind === 'premium', isAdmin: kind === 'admin' });
    const client = server.client();
    await client.signIn(user.username, user.password);
    return { client, userId: user.id };
  }

  async function liveSocket(client: TestClient, options: Parameters<typeof openSocket>[1] = {}): Promise<TestSocket> {
    const socket = openSocket(client, options);
    sockets.push(socket);
    await connected(socket);
    return socket;
  }

  const premiumFutures: SignalInput = {
    pair: 'BTC/USDT',
    signalType: 'futures',
    profitPercentage: 2.4,
    isPremium: true,
    direction: 'long',
    exchange: 'Binance',
    leverage: 10,
    entryPrice: 60000,
    takeProfit1: 61500,
    stopLoss: 59000,
  };

  /** Closes the transports of one user's sockets on the server, as a network blip would. */
  function dropTransportsOf(userId: number): void {
    for (const live of server.app.realtime.io.sockets.sockets.values()) {
      if (live.data.userId === userId) {
        live.conn.close();
      }
    }
  }

  async function publishSignal(input: SignalInput = premiumFutures): Promise<number> {
    const response = await admin.post<{ id: number }>('/api/signals', input);
    expect(response.status).toBe(201);
    return response.body.id;
  }

  describe('the handshake', () => {
    it('refuses a socket without a session cookie', async () => {
      expect(await refusal(openSocket(server.client()))).toBe(CONNECT_ERRORS.unauthenticated);
    });

    it('refuses a forged session cookie', async () => {
      const client = server.client();
      client.cookies.set('signals.sid', '00000000-0000-0000-0000-000000000000');
      client.cookies.set('signals.sid.sig', 'forged');
      expect(await refusal(openSocket(client))).toBe(CONNECT_ERRORS.unauthenticated);
    });

    it.each(['websocket', 'polling'] as const)('refuses foreign, null and look-alike origins over %s, even with a valid cookie', async (transport) => {
      const { client } = await signedIn();
      const url = new URL(server.baseUrl);
      for (const origin of ['https://evil.example', 'null', `${server.baseUrl}.evil.example`, `http://evil-${url.host}`, `http://${url.hostname}.evil.example:${url.port}`]) {
        expect(await refusal(openSocket(client, { origin, transport })), origin).not.toBe('connected');
      }
      expect(await refusal(openSocket(client, { origin: server.baseUrl, transport }))).toBe('connected');
    });

    it('refuses the socket of a session that has been signed out', async () => {
      const { client } = await signedIn();
      const stolen = client.clone();
      await client.post('/api/logout');
      expect(await refusal(openSocket(stolen))).toBe(CONNECT_ERRORS.unauthenticated);
    });
  });

  describe('signals', () => {
    it('reach a free socket locked and a premium socket in full, the moment they are written', async () => {
      const free = await liveSocket((await signedIn('free')).client);
      const premium = await liveSocket((await signedIn('premium')).client);
      const adminSocket = await liveSocket((await signedIn('admin')).client);
      const freeGot = collect(free, 'signal:created');
      const premiumGot = collect(premium, 'signal:created');
      const adminGot = collect(adminSocket, 'signal:created');

      const id = await publishSignal();
      await eventually(() => freeGot.length === 1 && premiumGot.length === 1 && adminGot.length === 1, 'one signal per socket');

      expect(LockedSignal.parse(freeGot[0])).toMatchObject({ id, pair: 'BTC/USDT', locked: true });
      expect(JSON.stringify(freeGot[0])).not.toMatch(/Binance|60000|61500|59000|leverage/);
      expect(FullSignal.parse(premiumGot[0])).toMatchObject({ id, exchange: 'Binance', entryPrice: 60000, locked: false });
      expect(FullSignal.parse(adminGot[0])).toMatchObject({ id, locked: false });
    });

    it('send a free signal in full to everyone, and edits and deletions to every socket', async () => {
      const free = await liveSocket((await signedIn('free')).client);
      const created = collect(free, 'signal:created');
      const updated = collect(free, 'signal:updated');
      const deleted = collect(free, 'signal:deleted');
      const input: SignalInput = { pair: 'ETH/USDT', signalType: 'arbitrage', profitPercentage: 1.2, buyExchange: 'Kraken', sellExchange: 'OKX', buyPrice: 3000, sellPrice: 3036 };

      const id = await publishSignal(input);
      expect((await admin.put(`/api/signals/${id}`, { ...input, sellPrice: 3039, profitPercentage: 1.3 })).status).toBe(200);
      expect((await admin.delete(`/api/signals/${id}`, { body: { reason: 'Posted twice' } })).status).toBe(200);

      await eventually(() => created.length === 1 && updated.length === 1 && deleted.length === 1, 'create, update and delete');
      expect(FullSignal.parse(created[0])).toMatchObject({ id, buyExchange: 'Kraken' });
      expect(updated[0]).toMatchObject({ id, profitPercentage: 1.3 });
      expect(deleted[0]).toEqual({ id });
    });
  });

  describe('payments and premium', () => {
    it('a payment submitted by a user arrives at admin sockets only; approving it moves the payer into premium without reconnecting', async () => {
      const payer = await signedIn('free');
      const payerSocket = await liveSocket(payer.client);
      const bystander = await liveSocket((await signedIn('free')).client);
      const adminSocket = await liveSocket((await signedIn('admin')).client);
      const adminPayments = collect(adminSocket, 'payment:created');
      const bystanderPayments = collect(bystander, 'payment:created');
      const payerUpdates = collect(payerSocket, 'payment:updated');
      const payerUser = collect(payerSocket, 'user:updated');
      const payerSignals = collect(payerSocket, 'signal:created');

      const submitted = await payer.client.post<{ id: number }>('/api/payment', { transactionId: `0x${'ab'.repeat(31)}${Math.floor(Math.random() * 90 + 10)}`, amount: 60, paymentMethod: 'usdt', fromAddress: `0x${'cd'.repeat(20)}` });
      expect(submitted.status).toBe(201);
      await eventually(() => adminPayments.length === 1, 'the payment at the admin socket');
      expect(Payment.parse(adminPayments[0])).toMatchObject({ id: submitted.body.id, status: 'pending', userId: payer.userId });

      expect((await admin.put(`/api/admin/payments/${submitted.body.id}/approve`)).status).toBe(200);
      await eventually(() => payerUpdates.length === 1 && payerUser.some((u) => u.isPremium), 'approval at the payer socket');
      expect(payerUpdates[0]).toMatchObject({ id: submitted.body.id, status: 'completed' });

      await publishSignal();
      await eventually(() => payerSignals.length === 1, 'the next premium signal');
      expect(FullSignal.parse(payerSignals[0])).toMatchObject({ locked: false, exchange: 'Binance' });
      expect(payerSocket.connected).toBe(true);
      expect(bystanderPayments).toHaveLength(0);
    });

    it('cancelling premium moves the socket back to the locked shape at once', async () => {
      const member = await signedIn('premium');
      const socket = await liveSocket(member.client);
      const signals = collect(socket, 'signal:created');
      expect((await member.client.post('/api/subscription/cancel', { reason: 'temporary' })).status).toBe(200);

      await publishSignal();
      await eventually(() => signals.length === 1, 'the next premium signal');
      expect(LockedSignal.parse(signals[0]).locked).toBe(true);
    });
  });

  describe('sessions and bans', () => {
    it('a ban disconnects every socket of that user', async () => {
      const member = await signedIn('free');
      const first = await liveSocket(member.client);
      const second = await liveSocket(member.client, { transport: 'polling' });
      const gone = Promise.all([disconnected(first), disconnected(second)]);

      expect((await admin.post(`/api/admin/users/${member.userId}/ban`)).status).toBe(200);

      expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
      expect(await refusal(openSocket(member.client))).not.toBe('connected');
    });

    it('signing out closes the sockets of that session only', async () => {
      const user = await buildUser(server.app.db);
      const laptop = server.client();
      const phone = server.client();
      await laptop.signIn(user.username, user.password);
      await phone.signIn(user.username, user.password);
      const laptopSocket = await liveSocket(laptop);
      const phoneSocket = await liveSocket(phone);
      const laptopGone = disconnected(laptopSocket);

      await laptop.post('/api/logout');

      expect(await laptopGone).toBe('io server disconnect');
      // The phone's session is alive: it still receives what is published after the sign-out.
      const onPhone = collect(phoneSocket, 'signal:created');
      const after = await publishSignal();
      await eventually(() => onPhone.some((signal) => signal.id === after), 'the next signal on the phone');
      expect(phoneSocket.connected).toBe(true);
    });

    it('a password reset by an admin disconnects the user at once', async () => {
      const member = await signedIn('free');
      const socket = await liveSocket(member.client);
      const gone = disconnected(socket);
      expect((await admin.post(`/api/admin/users/${member.userId}/reset-password`, { password: 'A-new-password-1' })).status).toBe(200);
      expect(await gone).toBe('io server disconnect');
    });
  });

  describe('no missed events', () => {
    it('a client that drops, misses five signals and reconnects receives all five, once each', async () => {
      const member = await signedIn('premium');
      const socket = await liveSocket(member.client);
      const received = collect(socket, 'signal:created');
      // A client can only resume from a point it has seen: it needs one event first.
      const before = await publishSignal();
      await eventually(() => received.length === 1, 'the first signal');
      const dropped = disconnected(socket);

      // The server drops the transport, as a network blip would; the client stays away until told.
      dropTransportsOf(member.userId);
      expect(await dropped).toBe('transport close');
      const ids = [];
      for (let n = 0; n < 5; n += 1) {
        ids.push(await publishSignal());
      }
      socket.connect();
      await eventually(() => socket.connected, 'the reconnection', 15_000);
      await eventually(() => received.length >= 6, 'the five missed signals', 15_000);
      // One more after the replay: a connection delivers in order, so a duplicate of the replay would arrive before it.
      const marker = await publishSignal();
      await eventually(() => received.some((s) => s.id === marker), 'the signal after the replay');

      expect(socket.recovered).toBe(true);
      expect(received.map((s) => s.id)).toEqual([before, ...ids, marker]);
    });

    it('does not replay full signals to a user who lost premium while disconnected', async () => {
      const member = await signedIn('premium');
      const socket = await liveSocket(member.client);
      const received = collect(socket, 'signal:created');
      await publishSignal();
      await eventually(() => received.length === 1, 'a first signal, so the client could resume');
      const dropped = disconnected(socket);
      dropTransportsOf(member.userId);
      await dropped;

      expect((await member.client.post('/api/subscription/cancel', { reason: 'temporary' })).status).toBe(200);
      await publishSignal();
      socket.connect();
      await eventually(() => socket.connected, 'the reconnection', 15_000);
      // A signal published after the reconnection arrives after anything a replay would have sent.
      const marker = await publishSignal();
      await eventually(() => received.some((s) => s.id === marker), 'the signal after the reconnection');

      expect(socket.recovered).toBe(false);
      // Only the signal from before the drop was full; the one sent while away never arrives in full, and the new one is locked.
      expect(received.filter((s) => !s.locked)).toHaveLength(1);
      expect(received.find((s) => s.id === marker)?.locked).toBe(true);
    });
  });
});
