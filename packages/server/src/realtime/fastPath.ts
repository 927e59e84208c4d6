import type { Logger } from '../services/logger.js';
import { withSampleConnection } from './sampleConnection.js';

/**
 * One thing the fast path reads or writes that is not in the typings of
 * engine.io, ws or socket.io-adapter, so a minor release may rename it:
 * where it sits in a sample connection, who relies on it, and what it must be.
 */
interface Internal {
  path: string;
  usedBy: string;
  holds(value: unknown): boolean;
}

const isBoolean = (value: unknown) => typeof value === 'boolean';
const isFunction = (value: unknown) => typeof value === 'function';
const isObject = (value: unknown) => typeof value === 'object' && value !== null;

/**
 * Every internal the fast path touches (wire.ts, fanout.ts, fanoutAdapter.ts,
 * lean.ts), as found on a sample connection: `engine` is engine.io's socket
 * on its websocket transport, `adapter` socket.io's session-aware adapter.
 */
export const FAST_PATH_INTERNALS: readonly Internal[] = [
  { path: 'engine.readyState', usedBy: 'wire.ts', holds: (value) => value === 'open' },
  { path: 'engine.upgrading', usedBy: 'wire.ts', holds: isBoolean },
  { path: 'engine.writeBuffer', usedBy: 'wire.ts', holds: Array.isArray },
  { path: 'engine.write', usedBy: 'fanout.ts', holds: isFunction },
  { path: 'engine.request', usedBy: 'lean.ts', holds: isObject },
  { path: 'engine.transport.name', usedBy: 'wire.ts', holds: (value) => value === 'websocket' },
  // ws's WebSocket.OPEN.
  { path: 'engine.transport.socket.readyState', usedBy: 'wire.ts', holds: (value) => value === 1 },
  { path: 'engine.transport.socket._sender._queue', usedBy: 'wire.ts', holds: Array.isArray },
  { path: 'engine.transport.socket._socket.writable', usedBy: 'wire.ts', holds: isBoolean },
  { path: 'engine.transport.socket._socket.write', usedBy: 'wire.ts', holds: isFunction },
  { path: 'adapter.packets', usedBy: 'fanoutAdapter.ts', holds: Array.isArray },
];

function valueAt(sample: unknown, path: string): unknown {
  let value = sample;
  for (const key of path.split('.')) {
    if (!isObject(value) && !isFunction(value)) {
      return undefined;
    }
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The first internal the sample lacks or holds in an unexpected shape, as a
 * phrase for the log; undefined when the fast path has everything it needs.
 */
export function missingInternal(sample: unknown, internals: readonly Internal[] = FAST_PATH_INTERNALS): string | undefined {
  for (const internal of internals) {
    const value = valueAt(sample, internal.path);
    if (!internal.holds(value)) {
      // Not an object: a primitive (or null, or a function), which String shows as it is.
      const primitive = value as string | number | boolean | bigint | null;
      const shown = value === undefined ? 'is missing' : `is ${isObject(value) ? 'an object' : String(primitive)} here`;
      return `${internal.path} (used by realtime/${internal.usedBy}) ${shown}`;
    }
  }
  return undefined;
}

/** The verdict for the installed packages, which cannot change while the process runs. */
let installedVerdict: { missing: string | undefined } | undefined;

function checkInstalled(): string | undefined {
  if (!installedVerdict) {
    let missing: string | undefined;
    try {
      missing = withSampleConnection((sample) => missingInternal(sample));
    } catch (error) {
      missing = `a sample connection could not be built (${error instanceof Error ? error.message : String(error)})`;
    }
    installedVerdict = { missing };
  }
  return installedVerdict.missing;
}

/**
 * Whether this server's pushes take the fast path: asked for (`auto`), and
 * every internal it relies on present in the installed engine.io, ws and
 * socket.io-adapter. When one is not, the server says so once and sends
 * through stock socket.io, which is slower but always right.
 */
export function fastPathEnabled(mode: 'auto' | 'off', logger: Pick<Logger, 'warn'>, check: () => string | undefined = checkInstalled): boolean {
  if (mode === 'off') {
    return false;
  }
  const missing = check();
  if (missing !== undefined) {
    logger.warn(`Realtime fast path off, pushes go through stock socket.io: ${missing}`);
    return false;
  }
  return true;
}
