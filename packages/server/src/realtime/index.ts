import type http from 'node:http';
import type Koa from 'koa';
import { Server } from 'socket.io';
import { CONNECT_ERRORS } from '@signals/protocol';
import type { Config } from '../config.js';
import type { Db } from '../db/knex.js';
import type { ViewerReader } from '../db/viewerReader.js';
import type { EventBus } from '../services/eventBus.js';
import type { Logger } from '../services/logger.js';
import type { guardedRedisAdapter } from './clusterAdapter.js';
import { fanoutMemoryAdapter } from './fanoutAdapter.js';
import { fastPathEnabled } from './fastPath.js';
import { catchUp, holdForCatchUp } from './catchUp.js';
import { handoverFile } from './handover.js';
import { authenticateHandshake, originAllowed } from './handshake.js';
import { applyMembership } from './membership.js';
import { isStaffHeldBack } from '../services/staffSecondFactor.js';
import { publish, type Io } from './publishers.js';
import type { LiveTraffic } from '../services/liveTraffic.js';
import { guardedMemoryAdapter } from './recovery.js';
import { releaseHandshakeState } from './lean.js';
import { announceRestart } from './restartNotice.js';
import { roomsFor } from './rooms.js';
import { watchSessionExpiry } from './sessionExpiry.js';

/** How long a dropped socket's rooms and missed pushes are kept for it to recover. */
const RECOVERY_WINDOW_MS = 2 * 60 * 1000;
/** Clients send nothing but the handshake; anything bigger is refused. */
const MAX_FRAME_BYTES = 64 * 1024;

export interface RealtimeDeps {
  server: http.Server;
  koa: Koa;
  db: Db;
  config: Config;
  events: EventBus;
  logger: Logger;
  /** Reads sessions and users with prepared statements (SQLite), for every handshake. */
  reader: ViewerReader;
  /** socket.io's adapter to the other processes serving the same audience (Redis); null when this one serves alone. */
  clusterAdapter: ReturnType<typeof guardedRedisAdapter> | null;
  /** Told while sockets are being written (the fast path), so the outbox waits for the live channel. */
  traffic?: LiveTraffic;
}

export interface Realtime {
  io: Io;
  /** Whether pushes take the fast path (REALTIME_FAST_PATH and the start check) or stock socket.io. */
  fastPath: boolean;
  /** Tells every socket when to come back (realtime/restartNotice): the server is about to close them. */
  announceRestart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The live channel: socket.io on the API's own HTTP server and origin,
 * authenticated with the API's session cookie, fed by domain events after
 * their transactions commit.
 */
export function createRealtime({ server, koa, db, reader, config, events, logger, clusterAdapter, traffic }: RealtimeDeps): Realtime {
  // Writes through ws and engine.io internals, checked at start; otherwise every push goes through stock socket.io.
  const fastPath = fastPathEnabled(config.realtimeFastPath, logger);
  const memoryAdapter = fastPath ? fanoutMemoryAdapter(reader, traffic) : guardedMemoryAdapter(reader);
  const io: Io = new Server(server, {
    serveClient: false,
    maxHttpBufferSize: MAX_FRAME_BYTES,
    // Pushes are a few hundred bytes of JSON: compressing them costs CPU and per-socket zlib memory for nothing.
    perMessageDeflate: false,
    httpCompression: false,
    connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
    // One process: the in-memory adapter (built for fan-out on the fast path). Several: Redis streams, so pushes and room changes reach every process.
    adapter: clusterAdapter ?? memoryAdapter,
    // Another site's page must not open a socket that carries the user's cookie.
    allowRequest: (req, callback) => {
      const allowed = originAllowed(req, config.allowedOrigins, config.trustProxy);
      callback(allowed ? null : CONNECT_ERRORS.origin, allowed);
    },
    cors: config.allowedOrigins.length > 0 ? { origin: config.allowedOrigins, credentials: true } : undefined,
  });

  // From the process's start to ready, told to clients at the next restart (the time since Node started: the server
  // runs as its own process).
  let startedInMs: number | undefined;
  server.once('listening', () => (startedInMs = performance.now()));

  // One process on its own data folder: a restart hands its clients' sessions and missed pushes to the next one.
  const handover = clusterAdapter ? null : handoverFile(config.dataDir, RECOVERY_WINDOW_MS, logger);
  handover?.takeOver(io.of('/').adapter);

  const expiry = watchSessionExpiry(io, db, (error) => logger.error({ err: error }, 'Closing the sockets of expired sessions failed'));
  // Counts sessions ended on this process, so a handshake that read its session just before one ended can tell and look again.
  let sessionEndings = 0;
  const unsubscribeEndings = events.subscribe((event) => {
    if (event.type === 'session.ended' || event.type === 'user.sessionsEnded') {
      sessionEndings += 1;
    }
  });

  io.use((socket, next) => {
    const endingsBefore = sessionEndings;
    authenticateHandshake(socket.request, koa, reader)
      // A session ended while this one was read may be this one, and its sockets were closed before this one joined: read again.
      .then((result) => (result.ok && sessionEndings !== endingsBefore ? authenticateHandshake(socket.request, koa, reader) : result))
      .then(async (result) => {
        if (!result.ok) {
          next(new Error(result.reason));
          return;
        }
        socket.data = { userId: result.user.id, sessionHash: result.sessionHash, sessionExpiresAt: result.sessionExpiresAt };
        // A recovered socket has its rooms back already (checked by the adapter); a new one joins now.
        if (!socket.recovered) {
          void socket.join(roomsFor(result.user, result.sessionHash, new Date(), await isStaffHeldBack(db, result.user)));
          holdForCatchUp(socket);
        }
        expiry.track(result.sessionExpiresAt);
        next();
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'Socket handshake failed');
        next(new Error(CONNECT_ERRORS.unauthenticated));
      });
  });

  io.on('connection', (socket) => {
    // First, while the socket is still in the room of its own id (the answer is sent through it).
    const caughtUp = catchUp(socket).catch((error: unknown) => logger.error({ err: error }, 'Catching a socket up failed'));
    // The channel is push-only: nothing listens to client events, so they are dropped.
    if (fastPath) {
      void caughtUp.then(() => releaseHandshakeState(socket));
    }
  });

  // Pushes go out in the order their writes committed, even when presenting one needs a read.
  let chain = Promise.resolve();
  const unsubscribe = events.subscribe((event) => {
    chain = chain
      .then(async () => {
        await applyMembership(io, db, event);
        await publish(io, { db, config }, event);
      })
      .catch((error: unknown) => logger.error({ err: error, event: event.type }, `Pushing ${event.type} failed`));
  });

  return {
    io,
    fastPath,
    announceRestart: async () => {
      const { sockets, withinMs } = await announceRestart(io, traffic, startedInMs);
      logger.info(`Stopping: ${sockets} live connections asked to come back within ${withinMs} ms`);
    },
    close: async () => {
      unsubscribe();
      unsubscribeEndings();
      expiry.stop();
      await chain;
      // This process's sockets only: without `local`, a cluster adapter closes every process's.
      io.local.disconnectSockets(true);
      // io.close() would also close the HTTP server, which the app closes itself.
      io.engine.close();
      handover?.handOver(io.of('/').adapter);
    },
  };
}
