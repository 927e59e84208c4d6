import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';

/** One fan-out of one packet, as the benchmark reads it. */
export interface FanoutRecord {
  recipients: number;
  /** From the broadcast call to the last write, yields between slices included. */
  wallMs: number;
  /** Time spent writing, inside the slices. */
  busyMs: number;
  /** Process CPU (user + system) inside the slices. */
  cpuUs: number;
  /** How many times the fan-out yielded, plus one. */
  slices: number;
}

/** Where the adapter reports its fan-outs; absent in normal runs. */
export interface FanoutObserver {
  record(fanout: FanoutRecord): void;
}

export interface BenchProbe extends FanoutObserver {
  stop(): void;
}

type ProbeRequest = { probe: 'cpu' | 'reset' | 'read' | 'gc'; re?: number };

function isProbeRequest(message: unknown): message is ProbeRequest {
  return typeof message === 'object' && message !== null && typeof (message as { probe?: unknown }).probe === 'string';
}

/**
 * Diagnostics for bench/fanout, and nothing else: only with BENCH_PROBE=1 and
 * only over the IPC channel of a parent that forked the server, so no network
 * client can ever reach it. Answers with CPU time, the longest event-loop
 * block since the last reset (monitorEventLoopDelay), the fan-outs recorded
 * meanwhile, and memory after gc() (when run with --expose-gc).
 */
export function startBenchProbe(env: NodeJS.ProcessEnv = process.env): BenchProbe | undefined {
  if (env.BENCH_PROBE !== '1' || typeof process.send !== 'function') {
    return undefined;
  }
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let fanouts: FanoutRecord[] = [];
  const reply = (re: number | undefined, body: object) => process.send?.({ ...body, re });
  const onMessage = (message: unknown) => {
    if (!isProbeRequest(message)) {
      return;
    }
    switch (message.probe) {
      case 'cpu':
        reply(message.re, process.cpuUsage());
        return;
      case 'reset':
        delay.reset();
        fanouts = [];
        reply(message.re, {});
        return;
      case 'read':
        reply(message.re, { maxBlockMs: delay.max / 1e6, fanouts });
        return;
      case 'gc':
        void collectGarbage().then(() => reply(message.re, { ...process.memoryUsage(), youngGeneration: youngGenerationBytes(), gc: typeof globalThis.gc === 'function' }));
        return;
    }
  };
  process.on('message', onMessage);
  // The channel must not keep a stopping server alive.
  process.channel?.unref();
  return {
    record: (fanout) => {
      fanouts.push(fanout);
    },
    stop: () => {
      process.off('message', onMessage);
      delay.disable();
    },
  };
}

/** A few full collections with a turn of the loop between them, so weak and finalised objects go too. */
async function collectGarbage(): Promise<void> {
  for (let n = 0; n < 3; n += 1) {
    globalThis.gc?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Memory V8 holds for its young generation. It grows and shrinks with the
 * allocation rate (1 MB to 32 MB here), not with connections, and a full
 * collection sometimes shrinks it: the benchmark takes it out of the RSS it
 * charges to idle connections.
 */
function youngGenerationBytes(): number {
  return getHeapSpaceStatistics()
    .filter((space) => space.space_name === 'new_space' || space.space_name === 'new_large_object_space')
    .reduce((total, space) => total + space.physical_space_size, 0);
}
