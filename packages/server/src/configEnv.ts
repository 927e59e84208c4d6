import path from 'node:path';
import { z } from 'zod';
import { SERVER_ROOT } from './serverRoot.js';
import { BSC_USDT_CONTRACT, PRIVATE_KEY_REFUSAL } from './services/chain/contracts.js';
import { LOG_LEVELS } from './services/logger.js';
import { DEFAULT_PASSWORD_HASH_COST } from './services/passwords.js';
import { SIGNAL_HOOK_DEFAULT_RATE_LIMIT } from './services/signalHooks/hookThrottle.js';

/*
 * The environment variables the server reads, each with its default and the one line that names it when it is wrong
 * (config.ts turns them into the Config).
 */

const defaultWebDist = path.resolve(SERVER_ROOT, '../web/dist');

/** A cached signal list is cheap to recompute and read by every open app: a write made outside the app shows within 2 s. */
const DEFAULT_SIGNAL_LIST_MAX_AGE_MS = 2000;
/** The track record reads every ended signal: it is worth keeping longer. */
const DEFAULT_TRACK_RECORD_MAX_AGE_MS = 30_000;


function cacheMaxAge(fallback: number) {
  return z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number of milliseconds')
    .transform(Number)
    .default(fallback);
}

const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' }).transform((v) => ['true', '1', 'yes'].includes(v));

export const EnvSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a port number between 0 and 65535')
    .transform(Number)
    .refine((n) => n <= 65535, 'must be a port number between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  LISTEN_BACKLOG: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, 'must be a whole number of waiting connections, 1 to 65535')
    .transform(Number)
    .refine((n) => n <= 65535, 'must be a whole number of waiting connections, 1 to 65535')
    .default(4096),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL')
    .optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case identifier (letters, digits, underscores)')
    .default('public'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, 'must be a redis:// URL')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be up to 64 letters, digits, dots, dashes, underscores or colons')
    .default('signals:'),
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  ALLOWED_ORIGINS: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .refine((list) => list.every((o) => /^https?:\/\/[^/\s]+$/.test(o)), 'must be a comma-separated list of origins like https://example.com')
    .default([]),
  TRUST_PROXY: booleanFlag.default(false),
  COOKIE_SECURE: booleanFlag.default(false),
  WEB_DIST: z.string().min(1).default(defaultWebDist),
  SEED_DEMO_DATA: booleanFlag.optional(),
  ADMIN_USERNAME: z.string().trim().min(3, 'must be at least 3 characters').max(32).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(128).optional(),
  STRIPE_SECRET_KEY: z.string().regex(/^sk_(test|live)_\w+$/, 'must look like sk_test_… or sk_live_…').optional(),
  STRIPE_API_BASE: z
    .string()
    .regex(/^https?:\/\/[^/\s]+$/, 'must be an origin like https://api.stripe.com')
    .default('https://api.stripe.com'),
  LOG_REQUESTS: booleanFlag.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  REGISTRATION_LIMIT: z
    .string()
    .regex(/^[1-9]\d{0,6}$/, 'must be a whole number of registrations per address per hour, 1 or more')
    .transform(Number)
    .default(20),
  SIGNAL_HOOK_RATE_LIMIT: z
    .string()
    .regex(/^[1-9]\d{0,6}$/, 'must be a whole number of deliveries per source per minute, 1 or more')
    .transform(Number)
    .default(SIGNAL_HOOK_DEFAULT_RATE_LIMIT),
  PASSWORD_HASH_COST: z
    .string()
    .regex(/^(1\d|20)$/, 'must be a whole number from 10 to 20 (scrypt\'s N is 2 to that power)')
    .transform(Number)
    .default(DEFAULT_PASSWORD_HASH_COST),
  SIGNAL_LIST_MAX_AGE_MS: cacheMaxAge(DEFAULT_SIGNAL_LIST_MAX_AGE_MS),
  TRACK_RECORD_MAX_AGE_MS: cacheMaxAge(DEFAULT_TRACK_RECORD_MAX_AGE_MS),
  REALTIME_FAST_PATH: z.enum(['auto', 'off'], { error: 'must be auto or off' }).default('auto'),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s?#]+$/, 'must be an http:// or https:// address like https://signals.example.com')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'must be an address or Name <address>')
    .optional(),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must look like AC followed by 32 hex digits').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, 'must be the account’s auth token').optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32}|[A-Za-z0-9 ]{1,11})$/, 'must be a number like +14155550123, a messaging service id or a sender name')
    .optional(),
  TWILIO_API_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s]+$/, 'must be an origin like https://api.twilio.com')
    .default('https://api.twilio.com'),
  // A bot's token as BotFather hands it out: the bot's id, a colon, and the secret part.
  TELEGRAM_BOT_TOKEN: z
    .string()
    .trim()
    .regex(/^\d{1,20}:[A-Za-z0-9_-]{30,100}$/, 'must be a bot token as BotFather gives it, like 123456789:AA…')
    .optional(),
  TELEGRAM_API_URL: z
    .string()
    .regex(/^https?:\/\/[^\s?#]+$/, 'must be an http:// or https:// address like https://api.telegram.org')
    .transform((v) => v.replace(/\/+$/, ''))
    .default('https://api.telegram.org'),
  /** How long one getUpdates waits for an update (long polling); Telegram allows up to 50 seconds. */
  TELEGRAM_POLL_TIMEOUT_SECONDS: z
    .string()
    .regex(/^\d{1,2}$/, 'must be a whole number of seconds, 0 to 50')
    .transform(Number)
    .refine((n) => n <= 50, 'must be a whole number of seconds, 0 to 50')
    .default(25),
  PUSH_ALLOWED_ORIGINS: z
    .string()
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    // Push services speak HTTPS; an origin is scheme, host and port, nothing after.
    .refine((list) => list.every((o) => /^https:\/\/[^/\s]+$/.test(o) && URL.canParse(o)), 'must be a comma-separated list of https origins like https://push.example.com')
    .default([]),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  // The shape only: the key itself (checksum, depth) is read when the app starts (services/chain/depositKey.ts), so a
  // start without on-chain payments loads none of the key code.
  PAYMENT_XPUB: z
    .string()
    .trim()
    .refine((v) => !/^[a-z]prv/i.test(v), PRIVATE_KEY_REFUSAL)
    .regex(/^xpub[1-9A-HJ-NP-Za-km-z]{100,115}$/, 'must be an extended public key (xpub…)')
    .optional(),
  CHAIN_RPC_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// JSON-RPC URL')
    .refine((v) => URL.canParse(v), 'must be an http:// or https:// JSON-RPC URL')
    .optional(),
  USDT_CONTRACT: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a contract address: 0x and 40 hex digits')
    .transform((v) => v as `0x${string}`)
    .default(BSC_USDT_CONTRACT),
  DEMO_CHAIN: booleanFlag.default(false),
  /** Where the demo chain serves JSON-RPC (a wallet or a test can reach it there); any free port when unset. */
  DEMO_CHAIN_PORT: z
    .string()
    .regex(/^\d{1,5}$/, 'must be a port number between 1 and 65535')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 65535, 'must be a port number between 1 and 65535')
    .optional(),
  CHAIN_CONFIRMATIONS: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, 'must be a whole number of blocks, 1 to 9999')
    .transform(Number)
    .default(15),
  /** The longest the subscription sweep (ends, grace, reminders) sleeps; it also wakes at each end (workers/expiryScheduler.ts). */
  SUBSCRIPTION_SWEEP_SECONDS: z
    .string()
    .regex(/^[1-9]\d{0,4}$/, 'must be a whole number of seconds, 1 to 99999')
    .transform(Number)
    .default(60),
  CHAIN_POLL_MS: z
    .string()
    .regex(/^[1-9]\d{1,5}$/, 'must be a whole number of milliseconds, 10 to 999999')
    .transform(Number)
    .default(3000),
});
