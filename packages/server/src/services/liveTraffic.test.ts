import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { encodeFrame } from '../realtime/wire.js';
import { FanoutQueue } from '../realtime/fanout.js';
import { createLiveTraffic, MAX_WAIT_MS, whenQuiet } from './liveTraffic.js';
import type { Socket } from 'socket.io';

type WaitAsync = (array: Int32Array, index: number, value: number, timeoutMs: number) => { async: boolean; value: Promise<string> | string };

/** Atomics.waitAsync, typed here as the ES2023 library lacks it (see liveTraffic.ts). */
const atomics = Atomics as unknown as { waitAsync: WaitAsync };

/** Every wait whenQuiet begins, watched (not replaced): a new one means it looked at the count and the clock, and waits on. */
let waits: MockInstance<WaitAsync>;

beforeEach(() => {
  waits = vi.spyOn(atomics, 'waitAsync');
  // The clocks alone are faked, not the timers: whenQuiet's deadline and the fan-out queue's slices move only when
  // the test moves them, while whenQuiet's waits are real ones, woken by a fan-out's end or by the test, never by time
  // running out before the test says so.
  vi.useFakeTimers({ toFake: ['Date', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
  waits.mockRestore();
});

/**
 * Wakes whenQuiet's wait without the count changing, as a spurious wake-up would, and resolves with what it did on
 * looking at the count and the clock again: wait on, or let the work go.
 */
async function lookAgain(shared: Int32Array, waiting: Promise<unknown>): Promise<'waiting' | 'released'> {
  let released = false;
  void waiting.then(() => (released = true));
  const begun = waits.mock.calls.length;
  Atomics.notify(shared, 0);
  while (!released && waits.mock.calls.length === begun) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  return released ? 'released' : 'waiting';
}

/** How the last wait whenQuiet began ended: 'ok' when a notify woke it, 'timed-out' when its time ran out. */
function lastWaitEnded(): Promise<string> | string {
  const [last] = waits.mock.results.slice(-1);
  return (last!.value as ReturnType<WaitAsync>).value;
}

describe('the live channel goes first', () => {
  it('lets background work on at once while no fan-out writes, and holds it while one does, until it ends', async () => {
    const traffic = createLiveTraffic();
    await traffic.quiet();
    // At once: it did not wait at all.
    expect(waits).not.toHaveBeenCalled();

    traffic.begin();
    traffic.begin();
    const waiting = traffic.quiet();
    expect(waits).toHaveBeenCalledTimes(1);
    expect(await lookAgain(traffic.shared, waiting)).toBe('waiting');
    traffic.end();
    expect(await lookAgain(traffic.shared, waiting)).toBe('waiting');
    traffic.end();
    await waiting;
    // Let go by the last fan-out's end, which woke the wait: the clock stands still, so no deadline could have.
    expect(await lastWaitEnded()).toBe('ok');
    expect(traffic.shared[0]).toBe(0);
  });

  it('holds it no longer than MAX_WAIT_MS when the channel is never quiet', async () => {
    const traffic = createLiveTraffic();
    traffic.begin();
    const waiting = whenQuiet(traffic.shared);
    expect(waits).toHaveBeenLastCalledWith(traffic.shared, 0, 1, MAX_WAIT_MS);
    // A millisecond short of MAX_WAIT_MS it still holds the work; at MAX_WAIT_MS it lets it go, the channel still busy.
    vi.advanceTimersByTime(MAX_WAIT_MS - 1);
    expect(await lookAgain(traffic.shared, waiting)).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(await lookAgain(traffic.shared, waiting)).toBe('released');
    await waiting;
    expect(traffic.shared[0]).toBe(1);
  });

  it('a thread reading the shared count sees the fan-out queue start and finish writing', async () => {
    const traffic = createLiveTraffic();
    const queue = new FanoutQueue(traffic);
    const written: string[] = [];
    // Writes that take a few microseconds of the queue's clock, as a real one's syscall does: 20,000 of them outlast a
    // slice, so the queue is still writing after the emit returns.
    const write = (packet: string) => {
      vi.advanceTimersByTime(0.003);
      written.push(packet);
    };
    const sockets = Array.from({ length: 20_000 }, () => ({ connected: true, listenersAnyOutgoing: () => [], conn: { write } }) as unknown as Socket);
    queue.enqueue({ targets: sockets, frame: encodeFrame('x'), encoded: ['x'], args: [] });
    expect(Atomics.load(traffic.shared, 0)).toBe(1);
    // However many slices the writing takes: the count is back to 0 exactly when the queue has written everything.
    while (!queue.idle) {
      expect(Atomics.load(traffic.shared, 0)).toBe(1);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(Atomics.load(traffic.shared, 0)).toBe(0);
    expect(written).toHaveLength(20_000);
  });
});
