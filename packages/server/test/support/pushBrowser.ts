import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import ece from 'http_ece';
import type { PushSubscriptionState } from '@signals/protocol';
import type { PushServiceStandIn } from './pushServiceStandIn.js';
import type { TestClient } from './testClient.js';

/** A browser's side of a subscription: the key pair and auth secret the test owns, so it can decrypt what arrives. */
export interface PushBrowser {
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  body: { endpoint: string; keys: { p256dh: string; auth: string } };
}

let browsers = 0;

/** A new browser whose push service is at `origin` (a stand-in's). */
export function pushBrowser(origin: string): PushBrowser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  browsers += 1;
  const endpoint = `${origin}/push/device-${browsers}`;
  return { endpoint, ecdh, auth, body: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } } };
}

/** What the stand-in received for this browser. */
export function receivedBy(pushService: PushServiceStandIn, subscriber: PushBrowser) {
  return pushService.received.filter((push) => pushService.origin + push.path === subscriber.endpoint);
}

/** A push's JSON, decrypted with the browser's keys (RFC 8291, aes128gcm). */
export function decryptPush(subscriber: PushBrowser, body: Buffer): unknown {
  return JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: subscriber.ecdh, authSecret: subscriber.auth }).toString('utf8'));
}

/** Subscribes this browser for the signed-in member, over the API. */
export async function subscribeBrowser(client: TestClient, subscriber: PushBrowser) {
  return client.post<PushSubscriptionState>('/api/user/push-subscriptions', subscriber.body);
}
