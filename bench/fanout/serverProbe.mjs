/**
 * Preloaded into the real server by the fan-out benchmark (`node --import`,
 * see phases.mjs), so the server itself carries no benchmark code: it answers
 * the probe protocol (probe.mjs) over the IPC channel of the forking
 * benchmark, and collects the fan-out timings each broadcast publishes on the
 * server's diagnostics channel (packages/server/src/realtime/fanoutTrace.ts),
 * on the fast path and the stock one alike. Without a forking parent it does
 * nothing.
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import { startProbe } from './probe.mjs';

/** FANOUT_CHANNEL in packages/server/src/realtime/fanoutTrace.ts. */
const FANOUT_CHANNEL = 'signals:realtime:fanout';

if (typeof process.send === 'function') {
  // The channel must not keep a stopping server alive.
  const { record } = startProbe({ keepAlive: false });
  diagnosticsChannel.subscribe(FANOUT_CHANNEL, (fanout) => record(fanout));
}
