import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.js';
import { fastPathEnabled, missingInternal } from './fastPath.js';
import { withSampleConnection } from './sampleConnection.js';

/** A connection with every internal the fast path touches, shaped as the installed packages shape it. */
function completeSample() {
  return {
    engine: {
      readyState: 'open',
      upgrading: false,
      writeBuffer: [],
      write: () => undefined,
      request: {},
      transport: { name: 'websocket', socket: { readyState: 1, _sender: { _queue: [] }, _socket: { writable: true, write: () => true } } },
    },
    adapter: { packets: [] },
  };
}

describe('missingInternal', () => {
  it('finds nothing missing in a complete connection', () => {
    expect(missingInternal(completeSample())).toBeUndefined();
  });

  it("names ws' send queue when a release renames it", () => {
    const sample = completeSample();
    delete (sample.engine.transport.socket._sender as Partial<typeof sample.engine.transport.socket._sender>)._queue;
    expect(missingInternal(sample)).toBe('engine.transport.socket._sender._queue (used by realtime/wire.ts) is missing');
  });

  it('names the TCP stream under ws when it is gone, and the adapter store when it is not an array', () => {
    const noTcp = completeSample();
    delete (noTcp.engine.transport.socket as Partial<typeof noTcp.engine.transport.socket>)._socket;
    expect(missingInternal(noTcp)).toMatch(/^engine\.transport\.socket\._socket\.writable .* is missing$/);
    const storeChanged = { ...completeSample(), adapter: { packets: new Map() } };
    expect(missingInternal(storeChanged)).toBe('adapter.packets (used by realtime/fanoutAdapter.ts) is an object here');
  });

  it('finds everything it relies on in the installed engine.io, ws and socket.io-adapter', () => {
    expect(withSampleConnection((sample) => missingInternal(sample))).toBeUndefined();
  });
});

describe('fastPathEnabled', () => {
  it('falls back to stock socket.io and says why in one line when an internal is missing', () => {
    const logger = { warn: vi.fn() };
    expect(fastPathEnabled('auto', logger, () => 'engine.writeBuffer (used by realtime/wire.ts) is missing')).toBe(false);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[0]).toMatch(/stock socket\.io: engine\.writeBuffer .* is missing$/);
  });

  it('runs when asked and everything is there; never when turned off', () => {
    const logger = { warn: vi.fn() };
    expect(fastPathEnabled('auto', logger, () => undefined)).toBe(true);
    expect(fastPathEnabled('off', logger, () => undefined)).toBe(false);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('is chosen by REALTIME_FAST_PATH, auto unless set', () => {
    expect(loadConfig({}).realtimeFastPath).toBe('auto');
    expect(loadConfig({ REALTIME_FAST_PATH: 'off' }).realtimeFastPath).toBe('off');
    expect(() => loadConfig({ REALTIME_FAST_PATH: 'fast' })).toThrow('Invalid configuration: REALTIME_FAST_PATH must be auto or off (got "fast")');
  });
});
