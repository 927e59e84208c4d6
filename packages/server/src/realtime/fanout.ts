import type { Socket } from 'socket.io';
import { fanoutMeter, type SliceMeter } from './fanoutTrace.js';
import type { LiveTraffic } from '../services/liveTraffic.js';
import { directSink } from './wire.js';

/**
 * How long one turn of fan-out writing may hold the event loop before it
 * yields. A block is a slice plus whatever else shares that turn (a
 * young-generation collection grows with the connections open), so the slice
 * is kept well under the block budget; shorter slices gave shorter blocks
 * with the last recipient no later. On a loaded machine each yield can cost
 * the process its turn on the CPU, so much shorter slices fall behind.
 * Figures: bench/README.md, "Figures behind the fan-out's constants".
 */
const SLICE_MS = 6;
/**
 * The first slice runs inside the emit, after the work of whoever emitted (an
 * HTTP request, its commit, presenting, which grow with the sockets open): it
 * is kept short so that the two together stay within the block budget (fewer
 * signals had a block over it with a shorter first slice; bench/README.md).
 * A broadcast to a few dozen sockets still goes out at once, like a stock
 * broadcast.
 */
const FIRST_SLICE_MS = 1;
/** Sockets written between two looks at the clock. */
const CLOCK_EVERY = 64;

/** One packet for a fixed set of sockets, encoded once. */
export interface FanoutJob {
  /** The sockets that were in the rooms when the packet was emitted. */
  targets: readonly Socket[];
  /** The packet as a complete WebSocket frame, for sockets written directly; none for binary packets. */
  frame: Buffer | undefined;
  /** The packet as the Socket.IO encoder wrote it, for engine.io's own path (polling, upgrading, busy). */
  encoded: ReadonlyArray<string | Buffer>;
  /** The event name and arguments, for any outgoing listeners a socket has. */
  args: unknown[];
}

/**
 * Fans packets out in slices that yield to the event loop, so one signal to
 * ten thousand sockets never stalls requests, heartbeats or other pushes.
 * Jobs run strictly one after another: every socket receives packets in the
 * order they were emitted, which the client's recovery offset relies on (it
 * resumes after the last packet it saw). A job that fits in one slice runs at
 * once, inside the emit, like a stock broadcast.
 */
export class FanoutQueue {
  private readonly jobs: FanoutJob[] = [];
  private running = false;
  /** The job being written, where it is, and its meter. */
  private current: { job: FanoutJob; next: number; meter: SliceMeter | undefined } | undefined;

  /** @param traffic told while the queue writes, so background work waits for it. */
  constructor(private readonly traffic?: LiveTraffic) {}

  enqueue(job: FanoutJob): void {
    this.jobs.push(job);
    if (!this.running) {
      this.running = true;
      this.traffic?.begin();
      this.turn(FIRST_SLICE_MS, nextLoopIteration);
    }
  }

  /** Whether every job has been written. */
  get idle(): boolean {
    return !this.running;
  }

  /**
   * One turn of the event loop's worth of writing: jobs one after another
   * until the budget is spent, then a yield. The budget is the turn's, not
   * each job's, so a premium signal (two broadcasts: full and locked) never
   * holds the loop for two slices in a row.
   */
  private turn(budgetMs: number, yieldTurn: (resume: () => void) => void = setImmediate): void {
    const deadline = performance.now() + budgetMs;
    for (;;) {
      if (!this.current) {
        const job = this.jobs.shift();
        if (!job) {
          this.running = false;
          this.traffic?.end();
          return;
        }
        this.current = { job, next: 0, meter: fanoutMeter(() => job.targets.length) };
      }
      const current = this.current;
      current.meter?.startSlice();
      current.next = writeSlice(current.job, current.next, deadline);
      current.meter?.endSlice();
      if (current.next >= current.job.targets.length) {
        current.meter?.publish();
        this.current = undefined;
      }
      if (performance.now() >= deadline) {
        yieldTurn(() => this.turn(SLICE_MS));
        return;
      }
    }
  }
}

/**
 * Resumes in the next iteration of the event loop, from whichever phase this
 * runs in. The first slice runs inside the emit, usually while the loop
 * handles I/O (the HTTP request that published): a plain setImmediate from
 * there runs in the same iteration's check phase, so the request, the first
 * slice and a whole second slice held the loop in one block (the extra hop
 * roughly halved the median block; bench/README.md). From the check phase
 * itself, the extra hop costs one empty iteration.
 */
function nextLoopIteration(resume: () => void): void {
  setImmediate(() => setImmediate(resume));
}

/** Writes to the targets from `from` on until the deadline has passed; returns where it stopped. */
function writeSlice(job: FanoutJob, from: number, deadline: number): number {
  const { targets } = job;
  let index = from;
  while (index < targets.length) {
    deliver(targets[index] as Socket, job);
    index += 1;
    if (index % CLOCK_EVERY === 0 && performance.now() >= deadline) {
      break;
    }
  }
  return index;
}

function deliver(socket: Socket, job: FanoutJob): void {
  // Gone since the emit: if it comes back within the recovery window, the adapter replays what it missed.
  if (!socket.connected) {
    return;
  }
  const outgoing = socket.listenersAnyOutgoing();
  for (const listener of outgoing) {
    listener.apply(socket, job.args);
  }
  const sink = job.frame ? directSink(socket) : undefined;
  if (sink && job.frame) {
    sink.write(job.frame);
    return;
  }
  for (const packet of job.encoded) {
    socket.conn.write(packet);
  }
}
