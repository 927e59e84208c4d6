import webpush from 'web-push';

/** One push to one browser, before encryption. */
export interface PushJob {
  endpoint: string;
  /** The browser's P-256 public key, base64url. */
  p256dh: string;
  /** The browser's auth secret, base64url. */
  auth: string;
  /** The PushMessage JSON. */
  payload: string;
  /** How long the push service keeps it for a browser that is offline. */
  ttlSeconds: number;
  urgency: 'high' | 'normal';
  /** A later push with the same topic replaces one the push service still holds. */
  topic: string | null;
}

/** The body and headers to POST; the VAPID Authorization header is added when sent (one per push service, not per push). */
export type EncryptedPush = { ok: true; body: Uint8Array; headers: Record<string, string> } | { ok: false; error: string };

/** web-push accepts a topic of at most 32 URL-safe base64 characters. */
const TOPIC = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Encrypts one push for its browser (RFC 8291, aes128gcm: a fresh ECDH key
 * pair, HKDF, AES-128-GCM). CPU-bound, a fraction of a millisecond each: the
 * push thread runs it, so thousands of them never hold the event loop.
 */
export function encryptPush(job: PushJob): EncryptedPush {
  try {
    const details = webpush.generateRequestDetails({ endpoint: job.endpoint, keys: { p256dh: job.p256dh, auth: job.auth } }, job.payload, {
      TTL: job.ttlSeconds,
      urgency: job.urgency,
      contentEncoding: 'aes128gcm',
      ...(job.topic && TOPIC.test(job.topic) ? { topic: job.topic } : {}),
    });
    const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
    return { ok: true, body: new Uint8Array(details.body), headers };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
