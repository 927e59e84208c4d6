import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { routes, type ServerEventPayload, type Signal, type SignalLogHead } from '@signals/protocol';
import { verifyConsistency, verifyInclusion } from '../../src/services/signalLog/merkle.js';
import { verifyHead } from '../../src/services/signalLog/signingKey.js';
import { CHILD_ADMIN } from '../support/childServer.js';
import { clientsAt, signIn } from '../support/signIn.js';
import { balancer } from './balancer.js';
import { collect, eventually } from '../support/events.js';
import { connected, disconnected, openSocket } from '../support/testSocket.js';
import { within } from '../support/within.js';

import { twoProcesses } from './twoProcessWorld.js';

const world = twoProcesses();

describe('two processes on PostgreSQL and Redis: live push and sessions', () => {
  it('delivers signals, notifications and payment decisions written on one process to sockets on the other', { timeout: 60_000 }, async () => {
    const admin = await signIn(clientsAt(world.two.url), CHILD_ADMIN);
    const payer = await world.member(world.one.url);
    const socket = await world.liveSocket(payer.client);
    const signals = collect(socket, 'signal:created');
    const notifications = collect(socket, 'notification:created');
    const payments = collect(socket, 'payment:updated');

    const created = await admin.post<{ id: number }>('/api/signals', world.premiumFutures);
    expect(created.status).toBe(201);
    await eventually(() => signals.some((s) => s.id === created.body.id), 'the signal written on process two at a socket of process one');
    // Not premium: the locked shape, never the trade.
    expect(signals.find((s) => s.id === created.body.id)).toMatchObject({ locked: true });
    expect(signals.find((s) => s.id === created.body.id)).not.toHaveProperty('entryPrice');

    const sent = await admin.post<{ id: number }>('/api/admin/notifications', { title: 'Across processes', message: 'Sent through process world.two.', userIds: [payer.id] });
    expect(sent.status).toBe(201);
    await eventually(() => notifications.some((n) => n.title === 'Across processes'), 'the notification at the other process');

    const payment = await payer.client.post<{ id: number }>('/api/payment', { transactionId: `0x${randomBytes(32).toString('hex')}`, amount: 60, paymentMethod: 'usdt', fromAddress: `0x${randomBytes(20).toString('hex')}` });
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);
    const adminSocket = await world.liveSocket(admin);
    const rejected = collect(adminSocket, 'payment:updated');
    expect((await admin.put(`/api/admin/payments/${payment.body.id}/reject`, { reason: 'Amount not received' })).status).toBe(200);
    await eventually(() => payments.some((p) => p.id === payment.body.id && p.status === 'failed'), "the decision at the payer's socket on process one");
    expect(payments.find((p) => p.id === payment.body.id)).toMatchObject({ rejectReason: 'Amount not received' });
    await eventually(() => rejected.some((p) => p.id === payment.body.id), "the decision at the admin's own socket on process two");
  });

  it("moves a member's socket on one process into the premium room when an approval on the other grants premium", { timeout: 60_000 }, async () => {
    const admin = await signIn(clientsAt(world.two.url), CHILD_ADMIN);
    const payer = await world.member(world.one.url);
    const socket = await world.liveSocket(payer.client);
    const users = collect(socket, 'user:updated');
    const signals = collect(socket, 'signal:created');

    const payment = await payer.client.post<{ id: number }>('/api/payment', { transactionId: `0x${randomBytes(32).toString('hex')}`, amount: 60, paymentMethod: 'usdt', fromAddress: `0x${randomBytes(20).toString('hex')}` });
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);
    expect((await admin.put(`/api/admin/payments/${payment.body.id}/approve`, {})).status).toBe(200);
    await eventually(() => users.some((u) => u.isPremium), 'the premium grant at the socket on process one');

    // The same socket, never reconnected, now gets the full trade of a premium signal written on process two.
    const created = await admin.post<{ id: number }>('/api/signals', world.premiumFutures);
    await eventually(() => signals.some((s) => s.id === created.body.id), 'the premium signal');
    const seen = signals.find((s) => s.id === created.body.id) as Signal;
    expect(seen).toMatchObject({ locked: false, entryPrice: 3000, exchange: 'Binance' });
    expect(socket.connected).toBe(true);
  });

  it("closes a member's sockets on both processes when an admin bans them on one, and the old cookie gets nothing on either", { timeout: 60_000 }, async () => {
    const admin = await signIn(clientsAt(world.two.url), CHILD_ADMIN);
    const target = await world.member(world.one.url);
    const onOne = await world.liveSocket(target.client);
    const onTwo = await world.liveSocket(target.client.clone(world.two.url));
    const closedOnOne = disconnected(onOne);
    const closedOnTwo = disconnected(onTwo);

    expect((await admin.post(`/api/admin/users/${target.id}/ban`, {})).status).toBe(200);
    expect(await closedOnOne).toBe('io server disconnect');
    expect(await closedOnTwo).toBe('io server disconnect');
    // The ban ended every session of the member: neither process signs the cookie in, and each says why.
    expect(await target.client.get('/api/signals')).toMatchObject({ status: 403, body: { code: 'banned' } });
    expect(await target.client.clone(world.two.url).get('/api/signals')).toMatchObject({ status: 403, body: { code: 'banned' } });
    expect((await target.client.clone(world.two.url).get('/api/session')).body).toEqual({ user: null, endedReason: 'banned' });
  });

  // How soon it closes (the bound is a second) is measured by `bench/hardening/revocation.mjs --two`: a time is the
  // machine's, while that the ending on one process closes the socket on the other is the servers' (issue 39).
  it("closes a session's socket on the other process when that browser signs in again, or signs out, on one", { timeout: 60_000 }, async () => {
    for (const end of ['sign-in again', 'sign-out'] as const) {
      const target = await world.member(world.one.url);
      const onTwo = await world.liveSocket(target.client.clone(world.two.url));
      const closed = disconnected(onTwo);
      const response =
        end === 'sign-in again'
          ? await target.client.post('/api/login', { username: target.username, password: 'Member#2026' })
          : await target.client.post('/api/logout', {});
      expect(response.status).toBe(200);
      expect(await within(closed, `the socket on process two to close after the ${end} on process one`), end).toBe('io server disconnect');
    }
  });

  it('recovers a dropped socket on the other process with what it missed, once', { timeout: 60_000 }, async () => {
    const admin = await signIn(clientsAt(world.two.url), CHILD_ADMIN);
    const adminSocket = await world.liveSocket(admin);
    const emitted = collect(adminSocket, 'signal:created');
    const reader = await world.member(world.one.url);
    const lb = await balancer(world.one.url);
    try {
      const socket = openSocket(reader.client.clone(lb.url), { reconnection: true });
      world.sockets.push(socket);
      await connected(socket);
      const signals = collect(socket, 'signal:created');
      // A push seen before the drop gives the client the offset it recovers from.
      const seen = await admin.post<{ id: number }>('/api/signals', { ...world.premiumFutures, isPremium: false, pair: 'ADA/USDT' });
      await eventually(() => signals.some((s) => s.id === seen.body.id), 'a push before the drop');

      lb.failOver(world.two.url);
      await eventually(() => socket.disconnected, 'the drop');
      const created = await admin.post<{ id: number }>('/api/signals', { ...world.premiumFutures, isPremium: false, pair: 'XRP/USDT' });
      // Sent for certain while the reader was away.
      await eventually(() => emitted.some((s) => s.id === created.body.id), 'the push on process two');
      lb.resume();

      await eventually(() => socket.connected, 'the reconnection through process two', 10_000);
      expect(socket.recovered).toBe(true);
      await eventually(() => signals.some((s) => s.id === created.body.id), 'the missed signal');
      // A signal published now reaches the socket after anything the recovery still had to send it: once it is there,
      // a second copy of the missed one would be too.
      const next = await admin.post<{ id: number }>('/api/signals', { ...world.premiumFutures, isPremium: false, pair: 'LTC/USDT' });
      await eventually(() => signals.some((s) => s.id === next.body.id), 'the signal published after the recovery');
      expect(signals.filter((s) => s.id === created.body.id)).toHaveLength(1);
      expect(signals.map((s) => s.id).indexOf(created.body.id)).toBeLessThan(signals.map((s) => s.id).indexOf(next.body.id));
    } finally {
      lb.close();
    }
  });

  it("leaves the other process's sockets open when one process stops", { timeout: 60_000 }, async () => {
    const third = await world.startProcess();
    const stays = await world.member(world.two.url);
    const staying = await world.liveSocket(stays.client);
    const leaves = await world.member(third.url);
    const leaving = await world.liveSocket(leaves.client);
    const closed = disconnected(leaving);
    third.child.kill('SIGTERM');
    await third.exited;
    expect(await closed).toBe('transport close');
    // Still open, and still pushed to: a stopping process closes its own sockets, not every process's.
    expect(staying.connected).toBe(true);
    const got = collect(staying, 'signal:created');
    const admin = await signIn(clientsAt(world.one.url), CHILD_ADMIN);
    const created = await admin.post<{ id: number }>('/api/signals', { ...world.premiumFutures, isPremium: false, pair: 'XRP/USDT' });
    await eventually(() => got.some((signal) => signal.id === created.body.id), 'the push after the stop');
  });

  it('sends sockets connecting with `since` what either process pushed since, each once and in order, premium ones locked', { timeout: 60_000 }, async () => {
    const admins = [await signIn(clientsAt(world.one.url), CHILD_ADMIN), await signIn(clientsAt(world.two.url), CHILD_ADMIN)];
    const watching = await world.liveSocket(admins[0]!);
    const pushed = collect(watching, 'signal:created');
    const readers = [await world.member(world.one.url), await world.member(world.two.url)];
    const since = Date.now();
    // Each process publishes a run of signals, both at once, while sockets connect one after another on either: what
    // came before a socket joined comes from the stream, what comes while the stream is read is held until it is sent,
    // and what comes after arrives live. Several sockets, so that pushes land in each of those moments.
    const published: number[][] = [[], []];
    const premium = new Set<number>();
    const publishing = admins.map(async (admin, publisher) => {
      for (let index = 0; index < 15; index += 1) {
        const isPremium = index % 3 === 0;
        const created = await admin.post<{ id: number }>('/api/signals', { ...world.premiumFutures, isPremium, pair: `P${publisher}C${index}/USDT` });
        published[publisher]!.push(created.body.id);
        if (isPremium) {
          premium.add(created.body.id);
        }
      }
    });
    let publishedAll = false;
    const allPublished = Promise.all(publishing).then(() => void (publishedAll = true));
    await eventually(() => pushed.length >= 2, 'the first pushes');
    const joined: Array<{ received: Array<ServerEventPayload<'signal:created'>>; answers: Array<{ complete: boolean }> }> = [];
    for (let index = 0; index < 8; index += 1) {
      const socket = openSocket(readers[index % 2]!.client, { auth: { since } });
      world.sockets.push(socket);
      joined.push({ received: collect(socket, 'signal:created'), answers: collect(socket, 'live:caught-up') });
      await connected(socket);
      // The next socket joins after at least one more push (while there are pushes to come), so the sockets join at
      // different points of the runs.
      const pushedBefore = pushed.length;
      await eventually(() => pushed.length > pushedBefore || publishedAll, `a push after socket ${index} joined`);
    }
    await allPublished;
    const total = published.flat().length;
    for (const [index, { received, answers }] of joined.entries()) {
      await eventually(() => answers.length === 1 && received.length >= total, `every push to socket ${index}`);
    }
    // One more signal from each process, published once every socket has had every push: each reaches a socket after
    // anything its catch-up still had to send it, so once both are there, a second copy of any push would be too.
    for (const [publisher, admin] of admins.entries()) {
      const created = await admin.post<{ id: number }>('/api/signals', { ...world.premiumFutures, isPremium: false, pair: `P${publisher}LAST/USDT` });
      published[publisher]!.push(created.body.id);
    }
    const all = published.flat().sort((a, b) => a - b);
    for (const [index, { received }] of joined.entries()) {
      await eventually(() => admins.every((_, publisher) => received.some((signal) => signal.id === published[publisher]!.at(-1))), `the last pushes to socket ${index}`);
    }
    for (const { received, answers } of joined) {
      expect(answers).toEqual([{ complete: true }]);
      const ids = received.map((signal) => signal.id);
      // Each once. Each publisher's in the order it published them: two processes' pushes have no order between them
      // (a socket on either meets them in the order they reach its process); one process's do.
      expect([...ids].sort((a, b) => a - b)).toEqual(all);
      for (const run of published) {
        expect(ids.filter((id) => run.includes(id))).toEqual(run);
      }
      // Not premium: the locked shape for the premium ones, from the stream as live.
      expect(received.filter((signal) => signal.locked).map((signal) => signal.id).sort((a, b) => a - b)).toEqual([...premium].sort((a, b) => a - b));
    }
  });

  it('tells a socket asking from before the stream holds to read again', { timeout: 60_000 }, async () => {
    const reader = await world.member(world.two.url);
    // Further back than socket.io keeps sessions for (2 minutes): not replayed, as one process does not.
    const asking = openSocket(reader.client, { auth: { since: Date.now() - 3 * 60_000 } });
    world.sockets.push(asking);
    const answers = collect(asking, 'live:caught-up');
    await connected(asking);
    await eventually(() => answers.length === 1, 'the catch-up answer');
    expect(answers).toEqual([{ complete: false }]);
  });
});

// Issue 45 on two processes sharing PostgreSQL: appends from both make one gapless log, both sign with the one key
// kept in the database, and either answers a proof for leaves the other appended.

const head = async (url: string): Promise<SignalLogHead> => routes.signalLogHead.response.parse((await clientsAt(url).client().get('/api/track-record/log/head')).body);
const hex = (hashes: readonly string[]) => hashes.map((hash) => Buffer.from(hash, 'hex'));

describe('the signal log on two processes', () => {
  it('keeps one log, one key and one tree, whichever process appends or answers', { timeout: 60_000 }, async () => {
    const [adminOne, adminTwo] = await Promise.all([signIn(clientsAt(world.one.url), CHILD_ADMIN), signIn(clientsAt(world.two.url), CHILD_ADMIN)]);
    const published = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? adminOne : adminTwo).post<{ id: number; logIndex: number }>('/api/signals', { ...world.premiumFutures, pair: `L${i}X/USDT` })),
    );
    expect(published.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const indices = published.map((answer) => answer.body.logIndex).sort((a, b) => a - b);
    expect(indices).toEqual(indices.map((_, i) => indices[0]! + i));
    const size = indices[indices.length - 1]! + 1;

    // Each process signs what it sees; once both have caught up, their heads name the same root.
    let one = await head(world.one.url);
    let two = await head(world.two.url);
    await eventually(async () => (one = await head(world.one.url)).treeSize >= size && (two = await head(world.two.url)).treeSize >= size, 'heads over every append on both', 15_000);
    const keyOf = async (url: string) => routes.signalLogKey.response.parse((await clientsAt(url).client().get('/api/track-record/log/key')).body).publicKey;
    const [keyOne, keyTwo] = await Promise.all([keyOf(world.one.url), keyOf(world.two.url)]);
    expect(keyOne).toBe(keyTwo);
    expect(verifyHead(keyOne, one)).toBe(true);
    expect(verifyHead(keyOne, two)).toBe(true);

    // Process two proves a leaf process one appended, in the tree of process one's head.
    const first = published[0]!.body.logIndex;
    const [entry] = routes.signalLogEntries.response.parse((await clientsAt(world.two.url).client().get(`/api/track-record/log/entries?start=${first}&end=${first + 1}`)).body);
    const proof = routes.signalLogProof.response.parse((await clientsAt(world.two.url).client().get(`/api/track-record/log/proof?index=${first}&treeSize=${one.treeSize}`)).body);
    expect(verifyInclusion(Buffer.from(entry!.leafHash, 'hex'), first, one.treeSize, hex(proof.auditPath), Buffer.from(one.rootHash, 'hex'))).toBe(true);
    const [smaller, larger] = one.treeSize <= two.treeSize ? [one, two] : [two, one];
    const consistency = routes.signalLogConsistency.response.parse(
      (await clientsAt(world.one.url).client().get(`/api/track-record/log/consistency?first=${smaller.treeSize}&second=${larger.treeSize}`)).body,
    );
    expect(verifyConsistency(smaller.treeSize, larger.treeSize, Buffer.from(smaller.rootHash, 'hex'), Buffer.from(larger.rootHash, 'hex'), hex(consistency.proof))).toBe(true);
  });
});
