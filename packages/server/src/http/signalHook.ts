import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { Context, Middleware } from 'koa';
import {
  MESSAGES,
  SIGNAL_DELIVERY_BODY_MAX,
  SIGNAL_HOOK_BODY_LIMIT_BYTES,
  SIGNAL_HOOK_PATH,
  SIGNAL_HOOK_SIGNATURE_HEADER,
  SIGNAL_HOOK_TIMESTAMP_HEADER,
  type SignalHookAnswer,
} from '@signals/protocol';
import { receiveDelivery, type DeliveryOutcome } from '../commands/signalDeliveries.js';
import { isUniqueViolation } from '../db/errors.js';
import { SignalSource } from '../db/models/index.js';
import { deliveryOfKey, sourceOfToken } from '../queries/signalSources.js';
import { inTransaction } from '../db/transaction.js';
import { forbidden, HttpError, notFound, payloadTooLarge, tooManyRequests, unauthorized, unsupportedMediaType } from '../errors.js';
import { readable } from '../i18n/translate.js';
import { requestLanguage } from '../i18n/requestLanguage.js';
import type { Services } from '../services/index.js';
import { readAlert, type AlertEnvelope } from '../services/signalHooks/readAlert.js';
import { openSourceSecret } from '../services/signalHooks/sourceSecrets.js';

/** A hook token as sources are given them (base64url); anything else is no source's. */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
/** A refused request is noted on its source at most this often: a flood of forged requests makes few writes. */
const REFUSAL_NOTE_EVERY_MS = 1000;

/**
 * `POST /api/hooks/signals/{token}` (issue 44): where TradingView alerts and bots post signals. No session and no
 * CSRF check (a sender is a server, not a browser): the source's secret authenticates each delivery, as an HMAC of
 * the raw body in `X-Signature` or as a `secret` field of a JSON body (TradingView cannot sign). Mounted before the
 * API's JSON-only body parser: TradingView sends `text/plain`, and the signature is over the bytes as sent.
 *
 * In order: an unknown token 404; an address the source does not allow 403; over 64 KB 413; a wrong or missing
 * signature or secret 401; a `timestamp` older (or further ahead) than the source's `maxLagSeconds` 401; over the
 * source's deliveries a minute 429; a delivery whose `id` (or body) came in the last 24 hours 200 `duplicate`;
 * anything else 202 with what became of it (commands/signalDeliveries.ts).
 */
export function signalHook(services: Services): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(SIGNAL_HOOK_PATH)) {
      await next();
      return;
    }
    if (ctx.method !== 'POST') {
      throw new HttpError(405, MESSAGES.methodNotAllowed, {}, { Allow: 'POST' });
    }
    const token = ctx.path.slice(SIGNAL_HOOK_PATH.length);
    const source = TOKEN.test(token) ? await sourceOfToken(services.db, token) : null;
    if (!source) {
      throw notFound(MESSAGES.signalSourceNotFound);
    }
    const now = new Date();
    const { raw, envelope, reading } = await admitted(services, source, ctx, now);
    const wait = await services.signalHookThrottle.take(source.id);
    if (wait > 0) {
      throw tooManyRequests(MESSAGES.hookRateLimited(services.signalHookThrottle.perMinute, wait), wait);
    }
    const dedupeKey = sha256(envelope.id !== null ? `id:${envelope.id}` : `body:${raw}`);
    const received = { source, dedupeKey, body: loggedBody(raw), reading, now };
    let outcome: DeliveryOutcome;
    try {
      outcome = await inTransaction(services.db, services.events, (unit) => receiveDelivery(unit, { id: source.createdBy }, received));
    } catch (error) {
      // The same alert sent twice at once: the first insert won the key; this one is its duplicate.
      const first = isUniqueViolation(error) ? await deliveryOfKey(services.db, source.id, dedupeKey) : null;
      if (!first) {
        throw error;
      }
      outcome = { delivery: first, duplicate: true };
    }
    ctx.status = outcome.duplicate ? 200 : 202;
    ctx.body = answerOf(outcome, ctx);
  };
}

/**
 * The body of a delivery from an allowed address that proves it knows the source's secret and is on time, with what
 * the reader made of it. A refusal is noted on the source (what the sender's tool never shows) and thrown.
 */
async function admitted(services: Services, source: SignalSource, ctx: Context, now: Date): Promise<{ raw: string } & ReturnType<typeof readAlert>> {
  try {
    if (!addressAllowed(source.allowedIps, ctx.ip)) {
      throw forbidden(MESSAGES.hookAddressNotAllowed);
    }
    const raw = await readBody(ctx);
    const { envelope, reading } = readAlert(raw, { isPremium: source.isPremium, now });
    await authenticate(services, source, ctx, raw, envelope);
    checkClock(source, ctx.get(SIGNAL_HOOK_TIMESTAMP_HEADER) || envelope.timestamp, now);
    return { raw, envelope, reading: withoutNul(reading) };
  } catch (error) {
    if (error instanceof HttpError) {
      await noteRefusal(services, source, error.message, now);
    }
    throw error;
  }
}

function answerOf({ delivery, duplicate }: DeliveryOutcome, ctx: Context): SignalHookAnswer {
  return {
    id: delivery.id,
    status: delivery.status,
    ...(delivery.reason !== null && { reason: readable(requestLanguage(ctx), delivery.reason).message }),
    ...(delivery.signalId !== null && { signalId: delivery.signalId }),
    ...(duplicate && { duplicate: true as const }),
  };
}

/** The body as sent, as text, refused past 64 KB before it is all read (a declared length says so at once). */
async function readBody(ctx: Context): Promise<string> {
  const encoding = ctx.get('Content-Encoding');
  if (encoding && encoding.toLowerCase() !== 'identity') {
    throw unsupportedMediaType(MESSAGES.compressedBody);
  }
  if (Number(ctx.get('Content-Length') || 0) > SIGNAL_HOOK_BODY_LIMIT_BYTES) {
    throw payloadTooLarge(MESSAGES.bodyTooLarge);
  }
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of ctx.req as IncomingMessage & AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > SIGNAL_HOOK_BODY_LIMIT_BYTES) {
      // The rest is not read; the connection closes after the answer.
      ctx.set('Connection', 'close');
      throw payloadTooLarge(MESSAGES.bodyTooLarge);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Whether `ip` may post to a source that allows `allowed` (addresses and CIDR ranges; none: any address). */
export function addressAllowed(allowed: readonly string[], ip: string): boolean {
  if (allowed.length === 0) {
    return true;
  }
  // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
  const address = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
  if (!family) {
    return false;
  }
  const list = new BlockList();
  for (const entry of allowed) {
    const [base = '', prefix] = entry.split('/');
    const type = isIPv4(base) ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(base, type);
    } else {
      list.addSubnet(base, Number(prefix), type);
    }
  }
  return list.check(address, family);
}

/** The signature header, else the body's `secret` field, must match the source's secret. */
async function authenticate(services: Services, source: SignalSource, ctx: Context, raw: string, envelope: AlertEnvelope): Promise<void> {
  const signature = ctx.get(SIGNAL_HOOK_SIGNATURE_HEADER);
  if (!signature && envelope.secret === null) {
    throw unauthorized(MESSAGES.hookUnsigned);
  }
  const secret = await openSourceSecret(services.db, source);
  if (secret === null) {
    services.logger.error({ sourceId: source.id }, 'A signal source’s secret does not open: rotate it');
    throw unauthorized(MESSAGES.hookBadSignature);
  }
  const matches = signature ? sameText(signature.trim().toLowerCase(), `sha256=${createHmac('sha256', secret).update(raw, 'utf8').digest('hex')}`) : sameText(envelope.secret ?? '', secret);
  if (!matches) {
    throw unauthorized(MESSAGES.hookBadSignature);
  }
}

/** Compares in constant time (digests first, so lengths tell nothing either). */
function sameText(given: string, expected: string): boolean {
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());
}

/** A delivery's `timestamp` (ISO 8601 or Unix seconds), when it has one, must be within the source's lag either way. */
function checkClock(source: SignalSource, timestamp: string | number | null, now: Date): void {
  if (timestamp === null || timestamp === '') {
    return;
  }
  const at = timeOf(timestamp);
  if (at === null) {
    throw unauthorized(MESSAGES.hookTimestampFormat);
  }
  const lagSeconds = Math.round((now.getTime() - at) / 1000);
  if (lagSeconds > source.maxLagSeconds) {
    throw unauthorized(MESSAGES.hookStale(lagSeconds, source.maxLagSeconds));
  }
  if (-lagSeconds > source.maxLagSeconds) {
    throw unauthorized(MESSAGES.hookFuture(-lagSeconds));
  }
}

/** Epoch milliseconds of an ISO 8601 time or of Unix seconds (as a number or digits); null for anything else. */
export function timeOf(timestamp: string | number): number | null {
  const text = String(timestamp).trim();
  if (/^\d{1,12}(\.\d+)?$/.test(text)) {
    return Number(text) * 1000;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text)) {
    return null;
  }
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : at;
}

/** Notes on the source why a request was refused, for its page in the back office (at most once a second). */
async function noteRefusal(services: Services, source: SignalSource, reason: string, now: Date): Promise<void> {
  await SignalSource.query(services.db)
    .patch({ lastRefusalAt: now, lastRefusalReason: reason })
    .where('id', source.id)
    .where((q) => {
      void q.whereNull('lastRefusalAt').orWhere('lastRefusalAt', '<', new Date(now.getTime() - REFUSAL_NOTE_EVERY_MS));
    });
}

/**
 * A NUL character (sent as is, or as a JSON escape) read into a value: PostgreSQL's text holds none, and no exchange
 * or note needs one. Taken out of what is stored; the signature was checked over the body as sent.
 */
function withoutNul<T>(value: T): T {
  if (typeof value === 'string') {
    return value.replaceAll('\u0000', '') as T;
  }
  if (Array.isArray(value)) {
    return value.map(withoutNul) as T;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutNul(inner)])) as T;
  }
  return value;
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

const SECRET_FIELD = /("secret"\s*:\s*)"(?:[^"\\]|\\.)*"/g;

/** What the delivery log keeps of a body: without its `secret` (a JSON object's field, or one in text that is not JSON), cut at 2 KB. */
export function loggedBody(raw: string): string {
  let shown = raw.replace(SECRET_FIELD, '$1"…"').replaceAll('\u0000', '\uFFFD');
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && 'secret' in parsed) {
      const { secret: _secret, ...rest } = parsed as Record<string, unknown>;
      shown = JSON.stringify(rest);
    }
  } catch {
    // Text: the pattern above took any secret out.
  }
  const bytes = Buffer.from(shown, 'utf8');
  // Cut on a character, not inside one.
  return bytes.length <= SIGNAL_DELIVERY_BODY_MAX ? shown : bytes.subarray(0, SIGNAL_DELIVERY_BODY_MAX).toString('utf8').replace(/\uFFFD+$/, '');
}
