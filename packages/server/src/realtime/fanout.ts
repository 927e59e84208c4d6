import type { Socket } from 'socket.io';
import type { FanoutObserver, FanoutRecord } from './probe.js';
import { directSink } from './wire.js';

/**
 * How long one slice of a fan-out may hold the event loop before it yields.
 * Under the 25 ms budget for a block with room for a collection; not much
 * shorter, because on a busy machine every yield can cost the process its
 * turn on the CPU, and with 8 ms slices a fan-out to 10,000 sockets fell
 * behind one signal a second (bench/README.md).
 */
const SLICE_MS = 16;
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

  constructor(private readonly observer?: FanoutObserver) {}

  enqueue(job: FanoutJob): void {
    this.jobs.push(job);
    if (!this.running) {
      this.running = true;
      this.next();
    }
  }

  /** Whether every job has been written. */
  get idle(): boolean {
    return !this.running;
  }

  private next(): void {
    const job = this.jobs.shift();
    if (!job) {
      this.running = false;
      return;
    }
    const meter = this.observer ? new SliceMeter(job.targets.length) : undefined;
    const run = (from: number): void => {
      meter?.startSlice();
      const done = writeSlice(job, from);
      meter?.endSlice();
      if (done < job.targets.length) {
        setImmediate(run, done);
        return;
      }
      if (meter) {
        this.observer?.record(meter.result());
      }
      this.next();
    };
    run(0);
  }
}

/**
 * What a fan-out cost, for the benchmark probe: CPU and busy time inside its
 * slices only, so work the event loop did between slices is not charged to it.
 */
class SliceMeter {
  private readonly started = performance.now();
  private sliceStarted = 0;
  private sliceCpu: NodeJS.CpuUsage | undefined;
  private busyMs = 0;
  private cpuUs = 0;
  private slices = 0;

  constructor(private readonly recipients: number) {}

  startSlice(): void {
    this.sliceStarted = performance.now();
    this.sliceCpu = process.cpuUsage();
  }

  endSlice(): void {
    const used = process.cpuUsage(this.sliceCpu);
    this.cpuUs += used.user + used.system;
    this.busyMs += performance.now() - this.sliceStarted;
    this.slices += 1;
  }

  result(): FanoutRecord {
    return { recipients: this.recipients, wallMs: performance.now() - this.started, busyMs: this.busyMs, cpuUs: this.cpuUs, slices: this.slices };
  }
}

/** Writes to the targets from `from` on until the slice's time is up; returns where it stopped. */
function writeSlice(job: FanoutJob, from: number): number {
  const deadline = performance.now() + SLICE_MS;
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
