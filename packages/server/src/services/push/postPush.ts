import https from 'node:https';
import webpush from 'web-push';
import { whenQuiet } from '../liveTraffic.js';
import { encryptPush, type PushJob } from './encryption.js';

/** What became of one push to one browser. */
export type PushOutcome =
  | { status: 'sent' }
  /** The push service no longer knows the subscription (404, 410), or its keys could never be encrypted to: it is to be removed. */
  | { status: 'gone' }
  /** Not sent: the endpoint is not (or no longer) at an allowed push service. */
  | { status: 'refused'; reason: string }
  | { status: 'failed'; reason: string; retryAfterMs: number | null };

export interface PostOptions {
  publicKey: string;
  privateKey: string;
  /** Requests in flight at once, over kept-alive connections. */
  concurrency: number;
  timeoutMs: number;
  /** LiveTraffic's shared count: each push waits while the live channel writes to sockets. */
  live?: Int32Array;
}

/** A VAPID token may live 24 hours; one is made per push service and reused for this long. */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
const VAPID_REUSE_MS = 6 * 60 * 60 * 1000;

/**
 * Encrypts and POSTs pushes (RFC 8030/8291/8292) with bounded concurrency
 * over kept-alive HTTPS connections; runs in the push thread (pushThread.ts),
 * so neither the encryption nor the TLS work of thousands of pushes lands on
 * the event loop that serves requests and sockets. The certificate is checked
 * against Node's trust store (NODE_EXTRA_CA_CERTS adds to it).
 */
export function createPushPoster({ publicKey, privateKey, concurrency, timeoutMs, live }: PostOptions) {
  const agent = new https.Agent({ keepAlive: true, maxSockets: concurrency });
  const tokens = new Map<string, { header: string; madeAt: number; subject: string }>();

  function authorization(endpoint: string, subject: string): string {
    const audience = new URL(endpoint).origin;
    const cached = tokens.get(audience);
    if (cached && cached.subject === subject && Date.now() - cached.madeAt < VAPID_REUSE_MS) {
      return cached.header;
    }
    const expiration = Math.floor(Date.now() / 1000) + VAPID_TOKEN_SECONDS;
    const header = webpush.getVapidHeaders(audience, subject, publicKey, privateKey, 'aes128gcm', expiration).Authorization;
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

  async function sendOne(job: PushJob, subject: string): Promise<PushOutcome> {
    if (live) {
      await whenQuiet(live);
    }
    const encrypted = encryptPush(job);
    if (!encrypted.ok) {
      return { status: 'gone' };
    }
    try {
      return await post(job.endpoint, { ...encrypted.headers, Authorization: authorization(job.endpoint, subject) }, encrypted.body);
    } catch (error) {
      // A VAPID subject web-push refuses (the support e-mail setting is free text): the push waits for a fixed setting.
      return { status: 'failed', reason: error instanceof Error ? error.message : String(error), retryAfterMs: null };
    }
  }

  return {
    /** Sends each push; the outcomes come back in the same order. */
    async sendAll(jobs: PushJob[], subject: string): Promise<PushOutcome[]> {
      const outcomes = new Array<PushOutcome>(jobs.length);
      let next = 0;
      const lane = async () => {
        while (next < jobs.length) {
          const index = next++;
          outcomes[index] = await sendOne(jobs[index]!, subject);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
      return outcomes;
    },
    close: () => agent.destroy(),
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
