import path from 'node:path';
import { EnvSchema } from './configEnv.js';
import type { LoggerOptions } from './services/logger.js';
import { DEFAULT_PASSWORD_HASH_COST } from './services/passwords.js';

/**
 * The server's configuration, read once from the environment. Every setting
 * has a default that runs with no set-up; a value that is present but invalid
 * stops the start with one line naming it.
 */
export interface Config {
  port: number;
  host: string;
  /** The listen queue's length asked of the kernel (which caps it at net.core.somaxconn): a restart's reconnecting clients wait in it. */
  listenBacklog: number;
  dataDir: string;
  databaseUrl: string | null;
  /** The PostgreSQL schema to use (created when missing); lets several deployments or test runs share one database. */
  databaseSchema: string;
  redisUrl: string | null;
  /** What every Redis key and channel of this deployment starts with, so several can share one Redis server. */
  redisPrefix: string;
  nodeEnv: 'development' | 'production' | 'test';
  /** Origins besides the site's own that may open sockets and send writes (comma-separated in the environment). */
  allowedOrigins: string[];
  /** Whether to trust X-Forwarded-* headers: only behind a proxy you run. */
  trustProxy: boolean;
  /** Whether the session cookie is marked Secure: turn on when the site is served over HTTPS. */
  cookieSecure: boolean;
  /** The built web app; the server answers API calls only when it is absent. */
  webDist: string;
  /** Whether to load the demo data into an empty database (never in production). */
  seedDemoData: boolean;
  /** The first admin in production, created when no admin exists yet. */
  firstAdmin: { username: string; password: string } | null;
  stripeSecretKey: string | null;
  /** The card provider's API origin; a local stand-in in tests. */
  stripeApiBase: string;
  logRequests: boolean;
  /** Level and format of the server's log lines. */
  log: LoggerOptions;
  /** The SMTP server e-mail goes through (smtp:// or smtps://, credentials in the URL); e-mail is not sent without it. */
  smtpUrl: string | null;
  /** Registrations one address may make per hour (load and end-to-end tests raise it). */
  registrationLimit: number;
  /** Deliveries one webhook source may make a minute (issue 44): 60 by default; the intake bench raises it. */
  signalHookRateLimit: number;
  /**
   * How long a cached signal list and track record may be served without word of a change (SIGNAL_LIST_MAX_AGE_MS,
   * TRACK_RECORD_MAX_AGE_MS). Writes through the app clear them at once, on every process that shares Redis; the
   * bound covers writes that reach the database some other way.
   */
  cacheMaxAge: CacheMaxAge;
  /** scrypt's cost as the power of two of N (PASSWORD_HASH_COST): each new password hash costs 128·2^cost·8 bytes and the time that takes. */
  passwordHashCost: number;
  /**
   * Whether live pushes may take the fast path (realtime/fastPath.ts), which writes through ws and
   * engine.io internals; `off` sends every push through stock socket.io. `auto` still falls back when
   * the internals are not there.
   */
  realtimeFastPath: 'auto' | 'off';
  /** The site's address as members reach it (links in e-mails); no trailing slash. */
  publicUrl: string;
  /** The e-mail sender (`Name <address>` or an address); null: the site name and the support e-mail setting. */
  mailFrom: string | null;
  /** Twilio's Messages API: SMS is not sent unless account, token and sender are all set. */
  twilio: { accountSid: string; authToken: string; from: string; apiUrl: string } | null;
  /**
   * The Telegram bot (issue 43): its token (TELEGRAM_BOT_TOKEN), where Bot API calls go (TELEGRAM_API_URL, a local
   * stand-in in tests) and how long one long poll for updates waits; null: Telegram is off.
   */
  telegram: TelegramConfig | null;
  /** Web Push: origins besides the known push services (FCM, Mozilla, Windows, Apple) the server may POST pushes to; tests and self-hosted push services. */
  pushAllowedOrigins: string[];
  /** Web Push: the VAPID subject (mailto: or https:); null means mailto: the support e-mail setting. */
  vapidSubject: string | null;
  /**
   * The longest the subscription sweep sleeps (SUBSCRIPTION_SWEEP_SECONDS), in milliseconds: it ends periods and
   * sends renewal reminders, and also wakes at each end, grace end and chained period's start.
   */
  subscriptionSweepMs: number;
  /** On-chain USDT payments (issue 22); null: off, and members claim transfers by hand for an admin to verify. */
  chainPayments: ChainPaymentsConfig | null;
  /**
   * The demo's own chain (DEMO_CHAIN, development only): a local node with test USDT, watched as CHAIN_RPC_URL
   * would be, and a "Send test USDT" button on the payment screen (dev/demoChain.ts); null: none.
   */
  demoChain: { confirmations: number; port: number | null } | null;
}

/** Deposit addresses from the merchant's public key, and the chain they are watched on. */
export interface ChainPaymentsConfig {
  /** The account-level extended public key (PAYMENT_XPUB): addresses only, never a private key. */
  xpub: string;
  /** The chain's JSON-RPC endpoint (CHAIN_RPC_URL). */
  rpcUrl: string;
  /** The token contract watched for transfers (USDT_CONTRACT). */
  usdtContract: `0x${string}`;
  /** Blocks on top of a transfer's before it is credited (CHAIN_CONFIRMATIONS). */
  confirmations: number;
  /** How often the chain is read (CHAIN_POLL_MS); BNB Smart Chain makes a block every few seconds at most. */
  pollMs: number;
}

export interface TelegramConfig {
  botToken: string;
  /** The Bot API's base address, no trailing slash: calls go to `{apiUrl}/bot{botToken}/{method}`. */
  apiUrl: string;
  pollTimeoutSeconds: number;
}

export interface CacheMaxAge {
  signalListMs: number;
  trackRecordMs: number;
}

export class ConfigError extends Error {}

/** Reads the environment; throws a ConfigError whose message names the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const got = present[name];
    const shown = got !== undefined && !/PASSWORD|SECRET|KEY|TOKEN|SID|_URL|XPUB/.test(name) ? ` (got "${got}")` : '';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${shown}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration: ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  const twilioParts = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM];
  if (twilioParts.some((v) => v !== undefined) && twilioParts.some((v) => v === undefined)) {
    throw new ConfigError('Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM must be set together');
  }
  // Addresses without a watcher would take members' money and never credit it.
  if ((e.PAYMENT_XPUB === undefined) !== (e.CHAIN_RPC_URL === undefined)) {
    throw new ConfigError('Invalid configuration: PAYMENT_XPUB and CHAIN_RPC_URL must be set together');
  }
  // Cheaper hashes are for machines that hash thousands of throwaway passwords (the test suites), never for members' own.
  if (e.NODE_ENV === 'production' && e.PASSWORD_HASH_COST < DEFAULT_PASSWORD_HASH_COST) {
    throw new ConfigError(`Invalid configuration: PASSWORD_HASH_COST below ${DEFAULT_PASSWORD_HASH_COST} makes stolen password hashes quicker to crack and is not available in production`);
  }
  // Test tokens on a chain of its own: never where members pay real money, and never beside a real chain.
  if (e.DEMO_CHAIN && e.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: DEMO_CHAIN runs a local test chain and is not available in production');
  }
  if (e.DEMO_CHAIN && e.PAYMENT_XPUB) {
    throw new ConfigError('Invalid configuration: DEMO_CHAIN runs its own chain: leave PAYMENT_XPUB and CHAIN_RPC_URL unset');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    listenBacklog: e.LISTEN_BACKLOG,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    databaseSchema: e.DATABASE_SCHEMA,
    redisUrl: e.REDIS_URL ?? null,
    redisPrefix: e.REDIS_PREFIX,
    nodeEnv: e.NODE_ENV,
    allowedOrigins: e.ALLOWED_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE,
    webDist: path.resolve(e.WEB_DIST),
    seedDemoData: e.NODE_ENV === 'production' ? false : (e.SEED_DEMO_DATA ?? true),
    firstAdmin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : null,
    stripeSecretKey: e.STRIPE_SECRET_KEY ?? null,
    stripeApiBase: e.STRIPE_API_BASE,
    logRequests: e.LOG_REQUESTS ?? e.NODE_ENV === 'development',
    // Tests keep to warnings and failures; development reads lines, anything else collects JSON.
    log: { level: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'), pretty: (e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json')) === 'pretty' },
    smtpUrl: e.SMTP_URL ?? null,
    registrationLimit: e.REGISTRATION_LIMIT,
    signalHookRateLimit: e.SIGNAL_HOOK_RATE_LIMIT,
    cacheMaxAge: { signalListMs: e.SIGNAL_LIST_MAX_AGE_MS, trackRecordMs: e.TRACK_RECORD_MAX_AGE_MS },
    passwordHashCost: e.PASSWORD_HASH_COST,
    realtimeFastPath: e.REALTIME_FAST_PATH,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST}:${e.PORT}`,
    mailFrom: e.MAIL_FROM ?? null,
    twilio:
      e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
        ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM, apiUrl: e.TWILIO_API_URL }
        : null,
    telegram: e.TELEGRAM_BOT_TOKEN ? { botToken: e.TELEGRAM_BOT_TOKEN, apiUrl: e.TELEGRAM_API_URL, pollTimeoutSeconds: e.TELEGRAM_POLL_TIMEOUT_SECONDS } : null,
    pushAllowedOrigins: e.PUSH_ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
    vapidSubject: e.VAPID_SUBJECT ?? null,
    subscriptionSweepMs: e.SUBSCRIPTION_SWEEP_SECONDS * 1000,
    chainPayments:
      e.PAYMENT_XPUB && e.CHAIN_RPC_URL ? { xpub: e.PAYMENT_XPUB, rpcUrl: e.CHAIN_RPC_URL, usdtContract: e.USDT_CONTRACT, confirmations: e.CHAIN_CONFIRMATIONS, pollMs: e.CHAIN_POLL_MS } : null,
    demoChain: e.DEMO_CHAIN ? { confirmations: e.CHAIN_CONFIRMATIONS, port: e.DEMO_CHAIN_PORT ?? null } : null,
  };
}
