/**
 * The probe protocol over IPC, shared by the floor servers and mirrored by the
 * real server's BENCH_PROBE module: CPU time, the longest event-loop block
 * since the last reset, fan-out timings, and memory after gc().
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';

export function startFloorProbe(onCommand) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let fanouts = [];
  const record = (fanout) => fanouts.push(fanout);
  process.on('message', async (message) => {
    let answer;
    if (message.probe === 'cpu') {
      answer = process.cpuUsage();
    } else if (message.probe === 'reset') {
      delay.reset();
      fanouts = [];
      answer = {};
    } else if (message.probe === 'read') {
      answer = { maxBlockMs: delay.max / 1e6, fanouts };
    } else if (message.probe === 'gc') {
      for (let i = 0; i < 3; i += 1) {
        globalThis.gc?.();
        await new Promise((resolve) => setImmediate(resolve));
      }
      answer = { ...process.memoryUsage(), youngGeneration: youngGenerationBytes(), gc: typeof globalThis.gc === 'function' };
    } else if (message.cmd) {
      answer = await onCommand(message, record);
    } else {
      return;
    }
    process.send({ ...answer, re: message.re });
  });
  process.on('disconnect', () => process.exit(0));
}

/** Wall and CPU time of a synchronous fan-out. */
export function timed(recipients, send) {
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  send();
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  const used = process.cpuUsage(cpu);
  return { recipients, wallMs, busyMs: wallMs, cpuUs: used.user + used.system, slices: 1 };
}

/** As the real server's probe reports it (packages/server/src/realtime/probe.ts). */
function youngGenerationBytes() {
  return getHeapSpaceStatistics()
    .filter((space) => space.space_name === 'new_space' || space.space_name === 'new_large_object_space')
    .reduce((total, space) => total + space.physical_space_size, 0);
}
