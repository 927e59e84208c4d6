import { createPublicKey, verify } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PushMessage, PushSubscriptionState } from '@signals/protocol';
import { ConfigError, loadConfig } from '../../config.js';
import { OutboxMessage, PushSubscription } from '../../db/models/index.js';
import { decryptPush, pushBrowser, receivedBy, subscribeBrowser, type PushBrowser } from '../../../test/support/pushBrowser.js';
import { signedInUser } from '../../../test/support/signIn.js';
import type { PushServiceStandIn } from '../../../test/support/pushServiceStandIn.js';
import { withPushServiceAndServer } from '../../../test/support/pushSuite.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';
import { MAX_PUSH_DEVICES } from '../../commands/pushSubscriptions.js';
import { createLogger } from '../logger.js';
import { createOutboxWorker, MAX_ATTEMPTS, RETRY_BASE_MS } from '../../workers/outbox/worker.js';
import { createPushSender } from './sender.js';
import { loadVapidKeys } from './vapidKeys.js';
import { PUSH_NOT_SENT_REASONS } from './delivery.js';

let pushService: PushServiceStandIn;
let server: TestServer;

const browser = (origin = pushService.origin) => pushBrowser(origin);

const MESSAGE: PushMessage = { title: 'New signal: BTC/USDT', body: 'Arbitrage, 2.6 % profit', url: '/signals/41', tag: 'signal-41' };

/** A push row as the alert dispatch writes it: one per member, the devices read when it is sent. */
async function queuePush(userId: number, message: PushMessage = MESSAGE): Promise<number> {
  const row = await OutboxMessage.query(server.app.db).insert({
    channel: 'push',
    userId,
    recipient: '',
    subject: message.title,
    body: message.body,
    payload: JSON.stringify(message),
    category: 'newSignals',
    status: 'pending',
    attempts: 0,
  });
  return row.id;
}

const received = (subscriber: PushBrowser) => receivedBy(pushService, subscriber);
const decrypt = decryptPush;

/** RFC 8292: `vapid t=<ES256 JWT>, k=<public key>`; the signature must verify against the key the server publishes. */
function vapidClaims(header: string, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  expect(match, header).not.toBeNull();
  const [, token, k] = match!;
  expect(k).toBe(publicKey);
  const [head, claims, signature] = token!.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
  expect(verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))).toBe(true);
  expect(JSON.parse(Buffer.from(head!, 'base64url').toString('utf8'))).toMatchObject({ alg: 'ES256' });
  return JSON.parse(Buffer.from(claims!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

const subscribe = subscribeBrowser;

withPushServiceAndServer((started) => ({ pushService, server } = started));

describe('Web Push subscriptions', () => {
  it('publishes the VAPID public key to anyone: an uncompressed P-256 point', async () => {
    const response = await server.client().get<{ publicKey: string }>('/api/push/public-key');
    expect(response.status).toBe(200);
    const point = Buffer.from(response.body.publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(0x04);
  });

  it('saves several devices per member, counts them, and forgets only the caller’s own', async () => {
    const { client } = await signedInUser(server);
    const phone = browser();
    const laptop = browser();
    expect(await subscribe(client, phone)).toMatchObject({ status: 201, body: { subscribed: true, devices: 1 } });
    expect(await subscribe(client, laptop)).toMatchObject({ status: 201, body: { subscribed: true, devices: 2 } });
    // The same browser again updates its row: still two devices.
    expect(await subscribe(client, phone)).toMatchObject({ status: 201, body: { subscribed: true, devices: 2 } });

    const other = await signedInUser(server);
    const foreign = await other.client.delete<PushSubscriptionState>('/api/user/push-subscriptions', { body: { endpoint: laptop.endpoint } });
    expect(foreign).toMatchObject({ status: 200, body: { subscribed: false, devices: 0 } });
    expect(await client.delete('/api/user/push-subscriptions', { body: { endpoint: laptop.endpoint } })).toMatchObject({ status: 200, body: { subscribed: false, devices: 1 } });
  });

  it('moves a browser to the account that subscribes it last (a shared computer)', async () => {
    const first = await signedInUser(server);
    const second = await signedInUser(server);
    const shared = browser();
    await subscribe(first.client, shared);
    expect(await subscribe(second.client, shared)).toMatchObject({ status: 201, body: { devices: 1 } });
    const rows = await PushSubscription.query(server.app.db).where('endpoint', shared.endpoint);
    expect(rows.map((row) => row.userId)).toEqual([second.user.id]);

    await queuePush(first.user.id);
    await server.app.outbox.runOnce();
    expect(received(shared)).toHaveLength(0);
  });

  it.each([
    ['an endpoint at no known push service', 'https://evil.example/push/1', 'endpoint'],
    ['a look-alike of FCM', 'https://fcm.googleapis.com.evil.example/fcm/send/1', 'endpoint'],
    ['a plain-HTTP endpoint', 'http://fcm.googleapis.com/fcm/send/1', 'endpoint'],
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data', 'endpoint'],
  ])('refuses %s with 400 naming the field, and saves nothing', async (_label, endpoint, field) => {
    const { user, client } = await signedInUser(server);
    const response = await client.post<{ message: string; issues: Array<{ path: string }> }>('/api/user/push-subscriptions', { ...browser().body, endpoint });
    expect(response.status).toBe(400);
    expect(response.body.issues.map((issue) => issue.path)).toContain(field);
    expect(await PushSubscription.query(server.app.db).where('userId', user.id)).toHaveLength(0);
  });

  it('refuses keys no browser makes, naming the key', async () => {
    const { client } = await signedInUser(server);
    const subscriber = browser();
    const response = await client.post<{ issues: Array<{ path: string }> }>('/api/user/push-subscriptions', {
      ...subscriber.body,
      keys: { ...subscriber.body.keys, p256dh: Buffer.alloc(65, 7).toString('base64url') },
    });
    expect(response.status).toBe(400);
    expect(response.body.issues[0]?.path).toBe('keys.p256dh');
  });
});

describe('Web Push delivery through the outbox', () => {
  it('sends every device of the member an encrypted push (RFC 8291) signed with the published VAPID key', async () => {
    const { user, client } = await signedInUser(server);
    const phone = browser();
    const laptop = browser();
    await subscribe(client, phone);
    await subscribe(client, laptop);
    const id = await queuePush(user.id);

    expect(await server.app.outbox.runOnce()).toMatchObject({ sent: 1 });

    const { body: key } = await server.client().get<{ publicKey: string }>('/api/push/public-key');
    for (const subscriber of [phone, laptop]) {
      const [push] = received(subscriber);
      expect(push).toBeDefined();
      expect(push!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'high', topic: 'signal-41' });
      expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
      expect(decrypt(subscriber, push!.body)).toEqual(MESSAGE);
      const claims = vapidClaims(String(push!.headers.authorization), key.publicKey);
      expect(claims).toMatchObject({ aud: pushService.origin, sub: 'mailto:support@example.com' });
      expect(Number(claims.exp) * 1000).toBeGreaterThan(Date.now());
    }
    // Another browser's keys cannot open it.
    expect(() => decrypt(laptop, received(phone)[0]!.body)).toThrow();

    expect(await OutboxMessage.query(server.app.db).findById(id)).toMatchObject({ status: 'sent', attempts: 1, reason: null });
    const devices = await PushSubscription.query(server.app.db).where('userId', user.id);
    expect(devices.every((device) => device.lastUsedAt instanceof Date)).toBe(true);
  });

  it('removes a subscription the push service answers 410 for, and keeps the member’s other device', async () => {
    const { user, client } = await signedInUser(server);
    const gone = browser();
    const alive = browser();
    await subscribe(client, gone);
    await subscribe(client, alive);
    pushService.answers.set(new URL(gone.endpoint).pathname, 410);
    const id = await queuePush(user.id);

    await server.app.outbox.runOnce();
    expect(received(gone)).toHaveLength(1);
    expect(received(alive)).toHaveLength(1);
    expect((await PushSubscription.query(server.app.db).where('userId', user.id)).map((row) => row.endpoint)).toEqual([alive.endpoint]);
    expect(await OutboxMessage.query(server.app.db).findById(id)).toMatchObject({ status: 'sent' });

    // The next push goes to the device that is left only.
    await queuePush(user.id);
    await server.app.outbox.runOnce();
    expect(received(gone)).toHaveLength(1);
    expect(received(alive)).toHaveLength(2);
  });

  it('marks a push not sent when the push service dropped the member’s only device (404)', async () => {
    const { user, client } = await signedInUser(server);
    const only = browser();
    await subscribe(client, only);
    pushService.answers.set(new URL(only.endpoint).pathname, 404);
    const id = await queuePush(user.id);
    await server.app.outbox.runOnce();
    expect(await OutboxMessage.query(server.app.db).findById(id)).toMatchObject({ status: 'not_sent', reason: PUSH_NOT_SENT_REASONS.allGone });
    expect(await PushSubscription.query(server.app.db).where('userId', user.id)).toHaveLength(0);
  });

  it('marks a push not sent, with the reason, for a member with no subscribed browser', async () => {
    const { user } = await signedInUser(server);
    const id = await queuePush(user.id);
    await server.app.outbox.runOnce();
    expect(await OutboxMessage.query(server.app.db).findById(id)).toMatchObject({ status: 'not_sent', reason: PUSH_NOT_SENT_REASONS.noSubscription });
  });

  it(`retries a push the service answers 500 for after a back-off that doubles, and gives up after ${MAX_ATTEMPTS} attempts`, async () => {
    const { user, client } = await signedInUser(server);
    const flaky = browser();
    await subscribe(client, flaky);
    pushService.answers.set(new URL(flaky.endpoint).pathname, 500);
    const id = await queuePush(user.id);

    const start = new Date();
    expect(await server.app.outbox.runOnce(start)).toMatchObject({ retrying: 1 });
    const first = await OutboxMessage.query(server.app.db).findById(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, reason: 'The push service answered 500 Internal Server Error' });
    expect(first!.notBefore!.getTime()).toBe(start.getTime() + RETRY_BASE_MS);

    // Not due yet: nothing is sent before the hold ends.
    await server.app.outbox.runOnce(new Date(start.getTime() + RETRY_BASE_MS - 1000));
    expect(received(flaky)).toHaveLength(1);

    let at = first!.notBefore!;
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await server.app.outbox.runOnce(at);
      const row = await OutboxMessage.query(server.app.db).findById(id);
      expect(row!.attempts).toBe(attempt);
      if (attempt < MAX_ATTEMPTS) {
        // The wait doubles with each failure.
        expect(row!.notBefore!.getTime() - at.getTime()).toBe(RETRY_BASE_MS * 2 ** (attempt - 1));
        at = row!.notBefore!;
      } else {
        expect(row).toMatchObject({ status: 'failed' });
      }
    }
    expect(received(flaky)).toHaveLength(MAX_ATTEMPTS);
    // The subscription stays: a failing push service is not a browser that left.
    expect(await PushSubscription.query(server.app.db).where('userId', user.id)).toHaveLength(1);
  });

  it('delivers a retried push once the push service answers again', async () => {
    const { user, client } = await signedInUser(server);
    const subscriber = browser();
    await subscribe(client, subscriber);
    pushService.answers.set(new URL(subscriber.endpoint).pathname, 503);
    const id = await queuePush(user.id);
    await server.app.outbox.runOnce();
    pushService.answers.clear();
    const held = await OutboxMessage.query(server.app.db).findById(id);
    await server.app.outbox.runOnce(held!.notBefore!);
    expect(await OutboxMessage.query(server.app.db).findById(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(decrypt(subscriber, received(subscriber)[1]!.body)).toEqual(MESSAGE);
  });

  it('holds a push whose not_before is still ahead (quiet hours) and sends it once due', async () => {
    const { user, client } = await signedInUser(server);
    const subscriber = browser();
    await subscribe(client, subscriber);
    const id = await queuePush(user.id);
    const morning = new Date(Date.now() + 8 * 60 * 60 * 1000);
    await OutboxMessage.query(server.app.db).findById(id).patch({ notBefore: morning });
    await server.app.outbox.runOnce();
    expect(received(subscriber)).toHaveLength(0);
    await server.app.outbox.runOnce(morning);
    expect(received(subscriber)).toHaveLength(1);
  });

  it('does not send to a saved subscription whose push service is no longer allowed', async () => {
    const { user } = await signedInUser(server);
    const stale = browser('https://push.retired.example');
    // Saved while that origin was allowed; the list has changed since.
    await PushSubscription.query(server.app.db).insert({ userId: user.id, endpoint: stale.endpoint, p256dh: stale.body.keys.p256dh, auth: stale.body.keys.auth, userAgent: null, createdAt: new Date(), lastUsedAt: null });
    const id = await queuePush(user.id);
    await server.app.outbox.runOnce();
    expect(await OutboxMessage.query(server.app.db).findById(id)).toMatchObject({ status: 'not_sent', reason: expect.stringContaining('PUSH_ALLOWED_ORIGINS') as unknown });
  });
});

describe('two workers at once (two processes sharing the database)', () => {
  it('hands each push to the push service once', async () => {
    const members = await Promise.all([signedInUser(server), signedInUser(server), signedInUser(server)]);
    const subscribers = members.map(() => browser());
    await Promise.all(members.map(({ client }, n) => subscribe(client, subscribers[n]!)));
    await Promise.all(members.map(({ user }) => queuePush(user.id)));
    const vapid = await loadVapidKeys(server.config, server.app.db);
    const other = createOutboxWorker({
      db: server.app.db,
      logger: createLogger({ level: 'silent', pretty: false }),
      providers: { email: null, sms: null, close: () => undefined },
      push: { sender: createPushSender({ vapid, allowedOrigins: server.config.pushAllowedOrigins }), vapidSubject: null },
    });
    try {
      const results = await Promise.all([server.app.outbox.runOnce(), other.runOnce()]);
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(3);
    } finally {
      await other.stop();
    }
    for (const subscriber of subscribers) {
      expect(received(subscriber)).toHaveLength(1);
    }
  });
});

describe('devices per member', () => {
  it(`keeps the ${MAX_PUSH_DEVICES} most recently used browsers: subscribing one more replaces the least recently used`, async () => {
    const { user, client } = await signedInUser(server);
    const devices = Array.from({ length: MAX_PUSH_DEVICES + 1 }, () => browser());
    for (const device of devices.slice(0, MAX_PUSH_DEVICES)) {
      await subscribe(client, device);
    }
    // The first device received a push since: it is the most recently used now.
    await PushSubscription.query(server.app.db).where('endpoint', devices[0]!.endpoint).patch({ lastUsedAt: new Date(Date.now() + 1000) });
    expect(await subscribe(client, devices[MAX_PUSH_DEVICES]!)).toMatchObject({ status: 201, body: { devices: MAX_PUSH_DEVICES } });
    const kept = (await PushSubscription.query(server.app.db).where('userId', user.id)).map((row) => row.endpoint);
    expect(kept).toContain(devices[0]!.endpoint);
    expect(kept).toContain(devices[MAX_PUSH_DEVICES]!.endpoint);
    expect(kept).not.toContain(devices[1]!.endpoint);
  });
});

describe('VAPID keys', () => {
  it('are made on the first start and kept: the same public key after a restart, in an owner-only file', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-vapid-'));
    try {
      const first = await startTestServer({ DATA_DIR: dataDir });
      const before = (await first.client().get<{ publicKey: string }>('/api/push/public-key')).body.publicKey;
      await first.close();
      const again = await startTestServer({ DATA_DIR: dataDir });
      const after = (await again.client().get<{ publicKey: string }>('/api/push/public-key')).body.publicKey;
      await again.close();
      expect(after).toBe(before);
      if (!process.env.SIGNALS_TEST_DATABASE_URL) {
        expect(fs.statSync(path.join(dataDir, 'vapid.json')).mode & 0o777).toBe(0o600);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('push configuration', () => {
  it('takes PUSH_ALLOWED_ORIGINS (normalised) and VAPID_SUBJECT from the environment, and neither by default', () => {
    expect(loadConfig({ PUSH_ALLOWED_ORIGINS: 'https://push.example.com:443, https://127.0.0.1:4443', VAPID_SUBJECT: 'mailto:ops@example.com' })).toMatchObject({
      pushAllowedOrigins: ['https://push.example.com', 'https://127.0.0.1:4443'],
      vapidSubject: 'mailto:ops@example.com',
    });
    expect(loadConfig({})).toMatchObject({ pushAllowedOrigins: [], vapidSubject: null });
  });

  it.each([
    [{ PUSH_ALLOWED_ORIGINS: 'http://push.example.com' }, /^Invalid configuration: PUSH_ALLOWED_ORIGINS must be a comma-separated list of https origins/],
    [{ PUSH_ALLOWED_ORIGINS: 'https://push.example.com/path' }, /^Invalid configuration: PUSH_ALLOWED_ORIGINS must be/],
    [{ VAPID_SUBJECT: 'ops@example.com' }, /^Invalid configuration: VAPID_SUBJECT must be a mailto: address or an https:\/\/ URL/],
  ])('stops on %j, naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('signs with VAPID_SUBJECT when it is set', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-vapid-subject-'));
    const other = await startTestServer({ PUSH_ALLOWED_ORIGINS: pushService.origin, VAPID_SUBJECT: 'https://signals.example.com/contact', DATA_DIR: dataDir });
    try {
      const { user, client } = await signedInUser(other);
      const subscriber = browser();
      await subscribe(client, subscriber);
      await OutboxMessage.query(other.app.db).insert({ channel: 'push', userId: user.id, recipient: '', subject: 'x', body: 'x', payload: JSON.stringify(MESSAGE), category: 'accountUpdates', status: 'pending', attempts: 0 });
      await other.app.outbox.runOnce();
      const [push] = received(subscriber);
      const { body: key } = await other.client().get<{ publicKey: string }>('/api/push/public-key');
      expect(vapidClaims(String(push!.headers.authorization), key.publicKey)).toMatchObject({ sub: 'https://signals.example.com/contact' });
      // Not a signal: normal urgency.
      expect(push!.headers.urgency).toBe('normal');
    } finally {
      await other.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

