import { describe, expect, it } from 'vitest';
import { encodeFrame } from './wire.js';
import { FanoutQueue } from './fanout.js';
import { createLiveTraffic, MAX_WAIT_MS, whenQuiet } from './liveTraffic.js';
import type { Socket } from 'socket.io';

/** Whether a promise has settled by the next turn of the event loop. */
async function settledSoon(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return settled;
}

describe('the live channel goes first', () => {
  it('lets background work on at once while no fan-out writes, and holds it while one does, until it ends', async () => {
    const traffic = createLiveTraffic();
    expect(await settledSoon(traffic.quiet())).toBe(true);

    traffic.begin();
    traffic.begin();
    const waiting = traffic.quiet();
    expect(await settledSoon(waiting)).toBe(false);
    traffic.end();
    expect(await settledSoon(waiting)).toBe(false);
    traffic.end();
    expect(await settledSoon(waiting)).toBe(true);
    expect(traffic.shared[0]).toBe(0);
  });

  it('holds it no longer than MAX_WAIT_MS when the channel is never quiet', async () => {
    const traffic = createLiveTraffic();
    traffic.begin();
    const started = Date.now();
    await whenQuiet(traffic.shared);
    expect(Date.now() - started).toBeGreaterThanOrEqual(MAX_WAIT_MS - 5);
    expect(traffic.shared[0]).toBe(1);
  });

  it('a thread reading the shared count sees the fan-out queue start and finish writing', async () => {
    const traffic = createLiveTraffic();
    const queue = new FanoutQueue(traffic);
    const written: string[] = [];
    // Writes that take a few microseconds, as a real one does: 20,000 of them outlast a slice, so the queue is still
    // writing after the emit returns.
    const write = (packet: string) => {
      const until = performance.now() + 0.003;
      while (performance.now() < until) {
        // the syscall's cost
      }
      written.push(packet);
    };
    const sockets = Array.from({ length: 20_000 }, () => ({ connected: true, listenersAnyOutgoing: () => [], conn: { write } }) as unknown as Socket);
    queue.enqueue({ targets: sockets, frame: encodeFrame('x'), encoded: ['x'], args: [] });
    expect(Atomics.load(traffic.shared, 0)).toBe(1);
    // However long the writing takes on this machine (quiet() stops waiting after MAX_WAIT_MS): the count is back to 0
    // exactly when the queue has written everything.
    while (!queue.idle) {
      expect(Atomics.load(traffic.shared, 0)).toBe(1);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(Atomics.load(traffic.shared, 0)).toBe(0);
    expect(written).toHaveLength(20_000);
  });
});
