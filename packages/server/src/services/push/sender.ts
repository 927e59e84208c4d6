import https from 'node:https';
import webpush from 'web-push';
import { isAllowedPushEndpoint } from '../../policies/pushEndpoints.js';
import type { PushJob } from './encryption.js';
import type { EncryptionPool } from './encryptionPool.js';
import type { VapidKeys } from './vapidKeys.js';

/** What became of one push to one browser. */
export type PushOutcome =
  | { status: 'sent' }
  /** The push service no longer knows the subscription (404, 410): it is to be removed. */
  | { status: 'gone' }
  /** Not sent: the endpoint is not (or no longer) at an allowed push service. */
  | { status: 'refused'; reason: string }
  | { status: 'failed'; reason: string; retryAfterMs: number | null };

export interface PushSender {
  /** Sends each push; the outcomes come back in the same order. */
  send(jobs: PushJob[], subject: string): Promise<PushOutcome[]>;
  close(): Promise<void>;
}

export interface PushSenderOptions {
  vapid: VapidKeys;
  /** PUSH_ALLOWED_ORIGINS. */
  allowedOrigins: readonly string[];
  encryption: EncryptionPool;
  /** Requests in flight at once, over kept-alive connections. */
  concurrency?: number;
  timeoutMs?: number;
}

/** Pushes encrypted per thread round trip: big enough to amortise it, small enough that sending starts early. */
const CHUNK = 200;
/** A VAPID token may live 24 hours; one is made per push service and reused for this long. */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
const VAPID_REUSE_MS = 6 * 60 * 60 * 1000;
const STARTS_PER_TURN = 16;
const REFUSED = 'The endpoint is not at an allowed push service (PUSH_ALLOWED_ORIGINS)';

/**
 * Sends Web Push requests: encrypted in the encryption thread, signed with
 * the server's VAPID keys (RFC 8292), POSTed with bounded concurrency over
 * kept-alive HTTPS connections. Only to allowed push services: the policy is
 * checked again here, so a subscription saved before the list changed is not
 * sent to. The certificate is checked against Node's trust store
 * (NODE_EXTRA_CA_CERTS adds to it).
 */
export function createPushSender({ vapid, allowedOrigins, encryption, concurrency = 64, timeoutMs = 10_000 }: PushSenderOptions): PushSender {
  const agent = new https.Agent({ keepAlive: true, maxSockets: concurrency });
  const tokens = new Map<string, { header: string; madeAt: number; subject: string }>();

  function authorization(endpoint: string, subject: string): string {
    const audience = new URL(endpoint).origin;
    const cached = tokens.get(audience);
    if (cached && cached.subject === subject && Date.now() - cached.madeAt < VAPID_REUSE_MS) {
      return cached.header;
    }
    const expiration = Math.floor(Date.now() / 1000) + VAPID_TOKEN_SECONDS;
    const header = webpush.getVapidHeaders(audience, subject, vapid.publicKey, vapid.privateKey, 'aes128gcm', expiration).Authorization;
    tokens.set(audience, { header, madeAt: Date.now(), subject });
    return header;
  }

  function post(endpoint: string, headers: Record<string, string>, body: Uint8Array): Promise<PushOutcome> {
    return new Promise((resolve) => {
      const request = https.request(endpoint, { method: 'POST', headers, agent, timeout: timeoutMs }, (response) => {
        // The answer's body says nothing we act on; read it so the connection is reused.
        response.resume();
        response.on('end', () => resolve(outcomeOf(response.statusCode ?? 0, response.statusMessage ?? '', response.headers['retry-after'])));
      });
      request.on('timeout', () => request.destroy(new Error(`The push service did not answer within ${timeoutMs / 1000} s`)));
      request.on('error', (error) => resolve({ status: 'failed', reason: `Could not reach the push service: ${error.message}`, retryAfterMs: null }));
      request.end(body);
    });
  }

  async function send(jobs: PushJob[], subject: string): Promise<PushOutcome[]> {
    const outcomes: PushOutcome[] = new Array<PushOutcome>(jobs.length);
    const allowed: number[] = [];
    jobs.forEach((job, index) => {
      if (isAllowedPushEndpoint(job.endpoint, allowedOrigins)) {
        allowed.push(index);
      } else {
        outcomes[index] = { status: 'refused', reason: REFUSED };
      }
    });
    // Sending starts as soon as the first chunk is encrypted; the thread works on the next meanwhile.
    const queue: Array<() => Promise<void>> = [];
    let active = 0;
    let wake: (() => void) | null = null;
    const idle = () => new Promise<void>((resolve) => (wake = resolve));
    let scheduled = false;
    const pump = () => {
      // Each request start is a little synchronous work (a TLS write): a few per turn, so a freed batch of slots never holds the loop.
      let started = 0;
      while (active < concurrency && queue.length > 0 && started < STARTS_PER_TURN) {
        started += 1;
        const task = queue.shift()!;
        active += 1;
        void task().finally(() => {
          active -= 1;
          pump();
          if (active === 0 && queue.length === 0) {
            wake?.();
          }
        });
      }
      if (active < concurrency && queue.length > 0 && !scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          pump();
        });
      }
    };
    for (let start = 0; start < allowed.length; start += CHUNK) {
      const indexes = allowed.slice(start, start + CHUNK);
      const encrypted = await encryption.encrypt(indexes.map((index) => jobs[index]!));
      encrypted.forEach((result, position) => {
        const index = indexes[position]!;
        const job = jobs[index]!;
        if (!result.ok) {
          // Keys no browser could have made: the subscription can never receive a push.
          outcomes[index] = { status: 'gone' };
          return;
        }
        queue.push(async () => {
          try {
            outcomes[index] = await post(job.endpoint, { ...result.headers, Authorization: authorization(job.endpoint, subject) }, result.body);
          } catch (error) {
            // A VAPID subject web-push refuses (the support e-mail setting is free text): the push waits for a fixed setting.
            outcomes[index] = { status: 'failed', reason: error instanceof Error ? error.message : String(error), retryAfterMs: null };
          }
        });
      });
      pump();
    }
    if (active > 0 || queue.length > 0) {
      await idle();
    }
    return outcomes;
  }

  return {
    send,
    async close() {
      agent.destroy();
      await encryption.close();
    },
  };
}

/** RFC 8030: 201 is accepted; 404 and 410 mean the subscription is gone; anything else may pass, and is tried again later. */
function outcomeOf(status: number, statusText: string, retryAfter: string | undefined): PushOutcome {
  if (status >= 200 && status < 300) {
    return { status: 'sent' };
  }
  if (status === 404 || status === 410) {
    return { status: 'gone' };
  }
  return { status: 'failed', reason: `The push service answered ${status} ${statusText}`.trim(), retryAfterMs: retryAfterMs(retryAfter) };
}

/** Retry-After in seconds or as an HTTP date. */
function retryAfterMs(value: string | undefined): number | null {
  if (!value) {
    return null;
  }
  if (/^\d+$/.test(value.trim())) {
    return Number(value.trim()) * 1000;
  }
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}
