import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FullSignal, LockedSignal, SERVED_AT_HEADER, type SignalInput } from '@signals/protocol';
import { buildUser } from '../../test/support/factories/users.js';
import { collectAll, eventually } from '../../test/support/events.js';
import type { TestClient } from '../../test/support/testClient.js';
import { DELIVERY_PATHS, serverOnPath } from '../../test/support/deliveryPath.js';
import type { TestServer } from '../../test/support/testServer.js';
import { connected, openSocket, type TestSocket } from '../../test/support/testSocket.js';

// A page reads, then opens its socket: what was pushed in between must still reach it. On both delivery paths.
describe.each(DELIVERY_PATHS)('catching up on connecting, on the %s path', (path) => {
  let server: TestServer;
  let admin: TestClient;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    ({ server, admin } = await serverOnPath(path));
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) {
      socket.close();
    }
  });
  afterAll(async () => {
    await server.close();
  });

  async function member(kind: 'free' | 'premium' | 'admin'): Promise<TestClient> {
    const user = await buildUser(server.app.db, { isPremium: kind === 'premium', isAdmin: kind === 'admin' });
    const client = server.client();
    await client.signIn(user.username, user.password);
    return client;
  }

  /** What the page does first: reads its list, and keeps the server's clock of that read. */
  async function readList(client: TestClient): Promise<number> {
    const response = await client.get('/api/signals');
    expect(response.status).toBe(200);
    const at = Number(response.headers.get(SERVED_AT_HEADER));
    expect(at).toBeGreaterThan(0);
    return at;
  }

  /** Opens the socket with `auth` and collects every push from the first one on. */
  async function connect(client: TestClient, auth?: Record<string, unknown>): Promise<Array<[string, unknown]>> {
    const socket = openSocket(client, { auth });
    sockets.push(socket);
    const received = collectAll(socket);
    await connected(socket);
    return received;
  }

  /** The pushes of the given events, in the order received (each signal also rings the bells: not looked at here). */
  function only(received: Array<[string, unknown]>, ...events: string[]): Array<[string, unknown]> {
    return received.filter(([event]) => events.includes(event));
  }

  const premiumSignal: SignalInput = {
    pair: 'SOL/USDT',
    signalType: 'futures',
    profitPercentage: 3.1,
    isPremium: true,
    direction: 'short',
    exchange: 'Bybit',
    leverage: 5,
    entryPrice: 150,
    takeProfit1: 141,
    stopLoss: 156,
  };

  async function publish(input: SignalInput): Promise<number> {
    const response = await admin.post<{ id: number }>('/api/signals', input);
    expect(response.status).toBe(201);
    return response.body.id;
  }

  /**
   * Publishes and waits until the push has gone out (another socket has it): a push leaves a moment after its write
   * commits, and one still to go would reach a socket that connects meanwhile live rather than in its catch-up.
   */
  async function published(input: SignalInput): Promise<number> {
    const sentinel = await connect(await member('free'));
    const id = await publish(input);
    await eventually(() => only(sentinel, 'signal:created').some(([, signal]) => (signal as { id: number }).id === id), 'the push gone out');
    return id;
  }

  it('sends a free member every signal pushed between its read and its connection, premium ones locked, then says it is complete', async () => {
    const client = await member('free');
    const since = await readList(client);
    const premiumId = await published(premiumSignal);
    const received = await connect(client, { since });
    await eventually(() => received.some(([event]) => event === 'live:caught-up'), 'the catch-up answer');

    const caughtUp = only(received, 'signal:created', 'live:caught-up');
    expect(caughtUp.map(([event]) => event)).toEqual(['signal:created', 'live:caught-up']);
    expect(LockedSignal.parse(caughtUp[0]![1])).toMatchObject({ id: premiumId, locked: true });
    // None of the trade's values (compared as values: a timestamp's milliseconds may read 141 or 150).
    expect(Object.values(caughtUp[0]![1] as Record<string, unknown>).filter((value) => ['Bybit', 150, 141, 156].includes(value as string | number))).toEqual([]);
    expect(caughtUp[1]![1]).toEqual({ complete: true });

    // Pushes after it arrive as ever, after the answer.
    const laterId = await publish({ ...premiumSignal, pair: 'ADA/USDT' });
    await eventually(() => only(received, 'signal:created').length === 2, 'the next push');
    expect(only(received, 'signal:created', 'live:caught-up')[2]).toEqual(['signal:created', expect.objectContaining({ id: laterId, locked: true })]);
  });

  it('sends a premium member the same signal in full', async () => {
    const client = await member('premium');
    const since = await readList(client);
    const id = await published(premiumSignal);
    const received = await connect(client, { since });
    await eventually(() => received.some(([event]) => event === 'live:caught-up'), 'the catch-up answer');
    expect(FullSignal.parse(only(received, 'signal:created')[0]![1])).toMatchObject({ id, exchange: 'Bybit', entryPrice: 150 });
  });

  it("sends nothing pushed before the read, nor another room's pushes: an admin's payment news stays with admins", async () => {
    const payer = await member('free');
    const watcher = await member('free');
    const backOffice = await member('admin');
    // Pushed before the reads (a read that starts between a write's commit and its push is sent the push again).
    await published(premiumSignal);
    const watcherSince = await readList(watcher);
    const adminSince = await readList(backOffice);
    await server.app.db('systemSettings').where({ key: 'usdt_wallet_address' }).update({ value: '0x000000000000000000000000000000000000dEaD' });
    const payment = await payer.post<{ id: number }>('/api/payment', { transactionId: `0x${'ab'.repeat(32)}`, amount: 60, paymentMethod: 'usdt', fromAddress: `0x${'cd'.repeat(20)}` });
    expect(payment.status).toBe(201);

    const watcherGot = await connect(watcher, { since: watcherSince });
    const adminGot = await connect(backOffice, { since: adminSince });
    await eventually(() => [watcherGot, adminGot].every((got) => got.some(([event]) => event === 'live:caught-up')), 'both answers');
    expect(watcherGot).toEqual([['live:caught-up', { complete: true }]]);
    expect(adminGot.map(([event]) => event)).toEqual(['payment:created', 'live:caught-up']);
    expect(adminGot[0]![1]).toMatchObject({ id: payment.body.id, status: 'pending' });
  });

  it('says it is not complete when asked from before the server started, and sends nothing of it', async () => {
    const client = await member('free');
    await publish(premiumSignal);
    const received = await connect(client, { since: Date.now() - 24 * 60 * 60 * 1000 });
    await eventually(() => received.length > 0, 'the catch-up answer');
    expect(received).toEqual([['live:caught-up', { complete: false }]]);
  });

  it('sends no answer to a socket that does not ask, or asks with something that is not a time', async () => {
    const plain = await member('free');
    const odd = await member('free');
    const plainGot = await connect(plain);
    const oddGot = await connect(odd, { since: 'yesterday' });
    // A push both receive marks the moment: had either been answered, the answer would have come first.
    const id = await publish(premiumSignal);
    await eventually(() => only(plainGot, 'signal:created').length > 0 && only(oddGot, 'signal:created').length > 0, 'the push');
    expect(only(plainGot, 'signal:created', 'live:caught-up')).toEqual([['signal:created', expect.objectContaining({ id })]]);
    expect(only(oddGot, 'signal:created', 'live:caught-up')).toEqual([['signal:created', expect.objectContaining({ id })]]);
  });
});
