import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { SessionAwareAdapter } from 'socket.io-adapter';

/** The constructors read here; engine.io and ws are socket.io's own copies, which the server does not depend on directly. */
interface EngineIo {
  Socket: new (id: string, server: unknown, transport: unknown, req: unknown, protocol: number) => { close(discard?: boolean): void };
  transports: { websocket: new (req: unknown) => unknown };
}
interface WsModule {
  new (address: null, protocols: undefined, options: object): { setSocket(socket: unknown, head: Buffer, options: object): void; terminate(): void };
}

/** The packages socket.io itself loads, resolved from socket.io's own folder. */
function socketIoDependencies(): { engine: EngineIo; ws: WsModule } {
  const fromServer = createRequire(import.meta.url);
  const fromSocketIo = createRequire(fromServer.resolve('socket.io'));
  const enginePath = fromSocketIo.resolve('engine.io');
  return { engine: fromSocketIo(enginePath) as EngineIo, ws: createRequire(enginePath)('ws') as WsModule };
}

/** A TCP socket that goes nowhere: ws and engine.io only attach listeners and write to it. */
function detachedTcp(): EventEmitter {
  return Object.assign(new EventEmitter(), {
    writable: true,
    write: () => true,
    cork: () => undefined,
    uncork: () => undefined,
    setTimeout: () => undefined,
    setNoDelay: () => undefined,
    destroy: () => undefined,
    end: () => undefined,
    read: () => null,
  });
}

/**
 * Hands one websocket connection's objects, as socket.io would hold them, to
 * `read`, and closes them after: built in memory by the installed engine.io,
 * ws and socket.io-adapter themselves, without a network. `engine` is
 * engine.io's socket on its websocket transport over ws, `adapter` a
 * session-aware adapter. Nothing is left running but the adapter's
 * unreferenced cleanup timer.
 */
export function withSampleConnection<T>(read: (sample: { engine: unknown; adapter: unknown }) => T): T {
  const { engine: engineIo, ws: WebSocket } = socketIoDependencies();
  const ws = new WebSocket(null, undefined, {});
  ws.setSocket(detachedTcp(), Buffer.alloc(0), { maxPayload: 1024, skipUTF8Validation: false, allowSynchronousEvents: true });
  // The upgrade request as engine.io keeps it: the query parsed, ws attached.
  const request = { headers: {}, _query: { EIO: '4' }, websocket: ws };
  const transport = new engineIo.transports.websocket(request);
  const server = Object.assign(new EventEmitter(), {
    opts: { pingInterval: 60_000, pingTimeout: 60_000, maxHttpBufferSize: 1024, transports: ['websocket'] },
    upgrades: () => [],
  });
  const engine = new engineIo.Socket('fast-path-sample', server, transport, request, 4);
  const adapter = new SessionAwareAdapter({ server: { encoder: undefined, opts: { connectionStateRecovery: { maxDisconnectionDuration: 0 } } } });
  try {
    return read({ engine, adapter });
  } finally {
    // ws first: engine.io's close then finds it closing and sets no close timer.
    ws.terminate();
    engine.close(true);
  }
}
