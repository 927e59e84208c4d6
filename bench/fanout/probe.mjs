/**
 * The probe protocol over IPC, answered by the floor servers and, preloaded
 * by serverProbe.mjs, by the real server: CPU time, the longest event-loop
 * block since the last reset, fan-out timings, and memory after gc(). Only
 * over the IPC channel of the forking benchmark: nothing is reachable over
 * the network.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';

/**
 * Answers the probe's questions; `onCommand` takes the floors' other commands
 * (send). Returns `record`, where fan-out timings go. With `keepAlive: false`
 * the IPC channel does not keep the process running, so a server that is told
 * to stop stops.
 */
export function startProbe({ onCommand, keepAlive = true } = {}) {
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
    } else if (message.cmd && onCommand) {
      answer = await onCommand(message, record);
    } else {
      return;
    }
    process.send({ ...answer, re: message.re });
  });
  if (keepAlive) {
    // A floor lives as long as the benchmark that forked it.
    process.on('disconnect', () => process.exit(0));
  } else {
    process.channel?.unref();
  }
  return { record };
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

/**
 * Memory V8 holds for its young generation. It grows and shrinks with the
 * allocation rate, not with connections, and a full collection sometimes
 * shrinks it: the benchmark takes it out of the RSS it charges to idle
 * connections (figures in README.md).
 */
function youngGenerationBytes() {
  return getHeapSpaceStatistics()
    .filter((space) => space.space_name === 'new_space' || space.space_name === 'new_large_object_space')
    .reduce((total, space) => total + space.physical_space_size, 0);
}
