import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import compose from 'koa-compose';
import session from 'koa-session';
import { MESSAGES, routes, SESSION_COOKIE, SIGNAL_HOOK_PATH } from '@signals/protocol';
import type { Config } from './config.js';
import { prepareDatabase } from './bootstrap.js';
import { claimDataFolder } from './db/dataFolderLock.js';
import { isSqlite, openDatabase, type Db } from './db/knex.js';
import { HttpError } from './errors.js';
import { errorHandler } from './http/errorHandler.js';
import { learnRotatedSessionKeys } from './http/keyring.js';
import { createViewerReader } from './db/viewerReader.js';
import { drainable } from './http/gracefulClose.js';
import { requestId } from './http/requestId.js';
import { requestLog } from './http/requestLog.js';
import { logResponseErrors } from './http/responseErrors.js';
import { securityHeaders } from './http/securityHeaders.js';
import { apiNotFound, jsonWritesOnly, sameOriginWrites } from './http/requestGuards.js';
import { siteManifest } from './http/siteManifest.js';
import { staticSite } from './http/staticSite.js';
import { memberPages } from './http/memberPages.js';
import { webBuild } from './http/webBuild.js';
import { loadViewer } from './http/viewer.js';
import { endLapsedPremium } from './http/premiumLapse.js';
import { noteLastSeen } from './http/lastSeen.js';
import { answerHeaders } from './http/answerHeaders.js';
import { signalHook } from './http/signalHook.js';
import { handlers } from './routes/index.js';
import { mountRoutes, routeReader } from './routes/mount.js';
import type { Services } from './services/index.js';
import { warmSignalLists } from './routes/signals/index.js';
import type { DepositKey } from './services/chain/depositKey.js';
import { readPaymentKey } from './services/chain/paymentKey.js';
import { createMailer } from './services/mail/mailer.js';
import { createPasswordResetThrottle } from './services/mail/passwordResetThrottle.js';
import { createAddressMailThrottle } from './services/mail/addressMailThrottle.js';
import { createPhoneCodeThrottle } from './services/sms/phoneCodeThrottle.js';
import { createNewSignInAlertThrottle } from './services/alerts/newSignInAlertThrottle.js';
import { createSmsProvider } from './services/sms/twilio.js';
import { createBotApi } from './services/telegram/botApi.js';
import { createHookThrottle } from './services/signalHooks/hookThrottle.js';
import { SignalLogKeeper } from './services/signalLog/keeper.js';
import { loadLogSigningKey, type LogSigningKey } from './services/signalLog/signingKey.js';
import { createEventBus } from './services/eventBus.js';
import { createLogger, type Logger } from './services/logger.js';
import type { Cluster } from './services/cluster/index.js';
import { LOCAL_JOBS } from './services/cluster/jobLock.js';
import { createLoginThrottle } from './services/loginThrottle.js';
import { createPasswordHasher } from './services/passwords.js';
import { createRegistrationThrottle, memoryRegistrationLimiter } from './services/registrationThrottle.js';
import { createSupportThrottle } from './services/supportThrottle.js';
import { createTwoFactorThrottle } from './services/twoFactorThrottle.js';
import { shareSignalListChanges } from './queries/signalListCache.js';
import { shareTrackRecordChanges } from './queries/trackRecordCache.js';
import { createSessionCache } from './services/sessionCache.js';
import { createSessionStore } from './services/sessionStore.js';
import { createRealtime, type Realtime } from './realtime/index.js';
import { startWorkers, type Workers } from './workers/index.js';
import { createLiveTraffic } from './services/liveTraffic.js';
import { openKeys, type KeyKeeper } from './services/keyKeeper.js';
import { privateFolder } from './services/privateFiles.js';
import { sealPlaintextTotpSecrets } from './services/totpSecrets.js';
import { loadVapidKeys, type VapidKeys } from './services/push/vapidKeys.js';

const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
/** The API takes small JSON bodies only; anything larger is a mistake or an attack. */
const JSON_LIMIT = '64kb';
/** How long an idle HTTP connection stays open (longer than the 60 s idle limit of common proxies and client pools). */
const KEEP_ALIVE_MS = 65 * 1000;

export interface App {
  server: http.Server;
  db: Db;
  services: Services;
  /** The live channel on the same server. */
  realtime: Realtime;
  /** Delivers queued e-mail and SMS; runs on a timer, and tests call `runOnce()` directly. */
  outbox: Workers['outbox'];
  /** Credits USDT transfers to deposit addresses (issue 22); null where on-chain payments are off. */
  chainWatcher: Workers['chainWatcher'];
  /** Reads the Telegram bot's updates (issue 43); null where no bot is configured. */
  telegramPoller: Workers['telegramPoller'];
  /** Sends the bot's queued messages at Telegram's pace (issue 43); null where no bot is configured. */
  telegramSender: Workers['telegramSender'];
  /** Keeps the premium chat to premium members (issue 43); null where no bot is configured. */
  telegramGate: Workers['telegramGate'];
  /** Posts signals to the Telegram chats and edits the posts as they move (issue 43); null where no bot is configured. */
  telegramPoster: Workers['telegramPoster'];
  /** Signs the signal log's heads and witnesses them in the public chat (issue 45). */
  signalLogHeads: Workers['signalLogHeads'];
  /** Starts listening; resolves with the bound address (port 0 picks a free one). */
  listen(): Promise<AddressInfo>;
  /** Stops accepting connections, lets requests in flight finish, closes the database. */
  close(): Promise<void>;
}

export interface AppOptions {
  logger?: Logger;
}

/** Builds the whole server from a configuration: database ready, routes mounted, not yet listening. */
export async function createApp(appConfig: Config, options: AppOptions = {}): Promise<App> {
  // The demo's chain stands in for CHAIN_RPC_URL and PAYMENT_XPUB; it starts first, as a remote chain would already run.
  const demoChain = appConfig.demoChain ? await (await import('./dev/demoChain.js')).startDemoChain(appConfig.demoChain) : null;
  const config: Config = demoChain ? { ...appConfig, chainPayments: demoChain.payments } : appConfig;
  const logger = options.logger ?? createLogger(config.log);
  if (demoChain) {
    logger.warn(
      `DEMO_CHAIN: a local test chain runs at ${demoChain.payments.rpcUrl}, a block a second; members pay with worthless test USDT from the payment screen`,
    );
  }
  // The folder holds the database and the keys: owner-only. One we made is; one that was there is tightened, and we say so once.
  const loose = privateFolder(config.dataDir);
  if (loose) {
    const mode = loose.looseMode.toString(8).padStart(4, '0');
    logger.warn(
      loose.tightened
        ? `The data folder ${config.dataDir} was readable by others (mode ${mode}): made it owner-only (0700)`
        : `The data folder ${config.dataDir} is readable by others (mode ${mode}) and belongs to another user: make it owner-only (chmod 700)`,
    );
  }
  // With SQLite the data folder belongs to one process; PostgreSQL is shared by design.
  const folderLock = config.databaseUrl ? null : claimDataFolder(config.dataDir);
  const db = openDatabase(config);
  let keys: KeyKeeper;
  let cluster: Cluster | null;
  let vapid: VapidKeys;
  let logKey: LogSigningKey;
  let depositKey: DepositKey | null;
  try {
    await prepareDatabase(db, config, logger);
    // Several processes share PostgreSQL, so the keys that sign their cookies and seal stored secrets live there; one SQLite process keeps them in its folder.
    // An upgraded database keeps no readable TOTP secret past its first start.
    keys = await openKeys(config, db, sealPlaintextTotpSecrets);
    // Web Push: made on the first start and kept, like the keys above (a new pair would orphan every browser's subscription).
    vapid = await loadVapidKeys(config, db);
    // The signal log's heads are signed with a key made once and kept for good, like the VAPID pair (issue 45).
    logKey = await loadLogSigningKey(config, db);
    // On-chain payments' key code loads only where they are on.
    depositKey = config.chainPayments ? await readPaymentKey(config.chainPayments.xpub) : null;
    // Redis's modules (ioredis, the socket.io adapter) load only when processes share it: one process starts sooner.
    cluster = config.redisUrl ? await (await import('./services/cluster/index.js')).joinCluster(config, logger) : null;
  } catch (error) {
    await db.destroy();
    folderLock?.release();
    await demoChain?.close();
    throw error;
  }
  const events = createEventBus((error, event) => logger.error({ err: error, event: event.type }, `A listener failed on ${event.type}`));
  const viewerReader = createViewerReader(db);
  const services: Services = {
    db,
    config,
    logger,
    loginThrottle: createLoginThrottle(cluster?.loginLimiters),
    passwords: createPasswordHasher(config.passwordHashCost),
    twoFactorThrottle: createTwoFactorThrottle(cluster?.twoFactorLimiter),
    registrationThrottle: createRegistrationThrottle(cluster?.registrationLimiter ?? memoryRegistrationLimiter(config.registrationLimit)),
    supportThrottle: createSupportThrottle(cluster?.supportLimiters),
    jobs: cluster?.jobs ?? LOCAL_JOBS,
    events,
    mailer: createMailer(config),
    sms: createSmsProvider(config),
    passwordResetThrottle: createPasswordResetThrottle(cluster?.passwordResetLimiters),
    addressMailThrottle: createAddressMailThrottle(cluster?.addressMailLimiter),
    phoneCodeThrottle: createPhoneCodeThrottle(cluster?.phoneCodeLimiters),
    newSignInAlertThrottle: createNewSignInAlertThrottle(cluster?.newSignInAlertLimiter),
    keyring: keys.keyring,
    vapidPublicKey: vapid.publicKey,
    depositKey,
    demoChain,
    telegram: config.telegram ? createBotApi(config.telegram) : null,
    signalHookThrottle: createHookThrottle(config.signalHookRateLimit, cluster?.signalHookLimiter),
    signalLog: new SignalLogKeeper(db, logKey),
  };
  if (cluster) {
    shareSignalListChanges(cluster.notices, services);
    shareTrackRecordChanges(cluster.notices, services);
  }
  // Behind the one proxy TRUST_PROXY vouches for, only the address it appended to X-Forwarded-For is known: the ones before it are the client's own words.
  const koa = new Koa({ proxy: config.trustProxy, maxIpsCount: 1 });
  koa.keys = keys.keyring;
  logResponseErrors(koa, logger);
  const router = new Router({ exclusive: 'specificity' });
  mountRoutes(router, handlers, services);

  // A cookie signed with a key rotated in elsewhere (PostgreSQL) is learnt before koa-session would find it bad.
  const sessions = compose([
    learnRotatedSessionKeys(keys.keyring),
    session(
      {
        key: SESSION_COOKIE,
        maxAge: SESSION_MAX_AGE_MS,
        httpOnly: true,
        signed: true,
        sameSite: 'lax',
        secure: config.cookieSecure,
        renew: true,
        // Sessions are cached in memory only when this is the one process serving them (no REDIS_URL scale-out).
        // Read with the viewer's prepared statement: after a restart every member's first request misses the cache.
        store: createSessionStore(db, { cache: config.redisUrl ? undefined : createSessionCache(events), events, read: (id) => viewerReader.findSession(id) }),
      },
      koa,
    ),
  ]);
  // Who is calling (a read), then the end of their premium if it lapsed since the last sweep (a write of its own), and
  // when they were last seen (issue 46: at most one write an hour per member).
  const viewer: Koa.Middleware = compose([loadViewer(db, viewerReader) as Koa.Middleware, endLapsedPremium(db, events, config.publicUrl), noteLastSeen(db)]);
  const api = compose([
    answerHeaders,
    jsonWritesOnly([routes.emailUnsubscribe.path]),
    sameOriginWrites(config.allowedOrigins),
    // DELETE too: a push unsubscription names its endpoint in the body (a URL does not fit in a path).
    koaBody({ json: true, jsonStrict: true, jsonLimit: JSON_LIMIT, multipart: false, urlencoded: false, text: false, parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE] }),
    sessions,
    viewer,
    router.routes(),
    router.allowedMethods({
      throw: true,
      methodNotAllowed: () => new HttpError(405, MESSAGES.methodNotAllowed),
      notImplemented: () => new HttpError(501, MESSAGES.methodNotImplemented),
    }),
  ]);

  // First, so the id is on every line and every answer, errors included.
  koa.use(requestId());
  if (config.logRequests) {
    koa.use(requestLog(logger));
  }
  koa.use(securityHeaders({ https: config.cookieSecure }));
  koa.use(errorHandler(logger));
  koa.use(apiNotFound());
  // Webhook deliveries (issue 44) are not the web app's calls: no session, no JSON-only or same-origin rule, and the
  // raw body (a signature covers its bytes; TradingView sends text).
  const hook = compose([answerHeaders, signalHook(services)]);
  koa.use(async (ctx, next) => {
    if (ctx.path.startsWith(SIGNAL_HOOK_PATH)) {
      await hook(ctx, next);
    } else if (ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      await api(ctx, next);
    } else {
      await next();
    }
  });
  const web = webBuild(config.webDist);
  koa.use(memberPages({ build: web, viewer: [sessions, viewer], read: routeReader(handlers, services), logger }));
  koa.use(siteManifest(config.webDist, db));
  koa.use(staticSite(web));

  const handle = koa.callback();
  // Koa's handler answers its own errors: the promise it returns has nothing left to report.
  const server = http.createServer((request, response) => void handle(request, response));
  // A slow client cannot hold a connection open forever.
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  // Node closes an idle connection after 5 s, the moment a client may be sending its next request on it: that request
  // dies with a reset. Kept open longer than proxies' and client pools' idle limits (60 s), the server is never the side
  // that closes a connection still in use. Shutdown closes idle ones at once (gracefulClose).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  const httpDrain = drainable(server);
  // The live channel goes first: the outbox does its work between socket fan-outs, not inside them.
  const traffic = createLiveTraffic();
  const clusterAdapter = cluster ? (await import('./realtime/clusterAdapter.js')).guardedRedisAdapter(cluster.redis, cluster.prefix, viewerReader) : null;
  const realtime = createRealtime({ server, koa, db, reader: viewerReader, config, events, logger, clusterAdapter, traffic });
  const workers = await startWorkers({ services, keys, vapid, traffic });
  const { outbox, chainWatcher, telegramPoller, telegramSender, telegramGate, telegramPoster, signalLogHeads } = workers;

  return {
    server,
    db,
    services,
    outbox,
    chainWatcher,
    telegramPoller,
    telegramSender,
    telegramGate,
    telegramPoster,
    signalLogHeads,
    realtime,
    listen: async () => {
      // The lists a restart's returning apps read first are ready before they can ask (issue 21); a failure here only
      // means the first reads compute them.
      await warmSignalLists(services).catch((error: unknown) => logger.warn({ err: error }, 'Preparing the signal lists before listening failed'));
      return new Promise<AddressInfo>((resolve, reject) => {
        server.once('error', reject);
        // Node's default queue (511) overflowed when thousands of clients reconnected after a restart: the kernel
        // dropped their SYNs, and each came back only on TCP's retry timers (issue 21).
        server.listen({ port: config.port, host: config.host, backlog: config.listenBacklog }, () => {
          server.off('error', reject);
          resolve(server.address() as AddressInfo);
        });
      });
    },
    close: async () => {
      await workers.stop();
      // No new connections from here on; requests in flight go on.
      const drained = httpDrain.drain();
      // Live sockets lose their transport, which clients reconnect from (a server-side disconnect they would not retry).
      // Each is first told when to come back, spread so that they do not all reconnect to the next start at once.
      await realtime.announceRestart();
      realtime.io.engine.close();
      await drained;
      await realtime.close();
      await outbox.stop();
      await cluster?.close();
      // The reader's connection would keep the checkpoint from truncating the write-ahead log.
      viewerReader.close();
      await checkpoint(db);
      await db.destroy();
      folderLock?.release();
      await demoChain?.close();
    },
  };
}

/** Folds SQLite's write-ahead log into the database file, so the folder holds one complete file once the server has stopped. */
async function checkpoint(db: Db): Promise<void> {
  if (isSqlite(db)) {
    await db.raw('PRAGMA wal_checkpoint(TRUNCATE)');
  }
}
