import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TelegramLink, TelegramStatus } from '@signals/protocol';
import { TelegramLinkToken } from '../../db/models/index.js';
import { hashLinkToken } from '../../services/mail/linkTokens.js';
import { signedInUser } from '../../../test/support/signIn.js';
import { startTelegramStandIn, type TelegramStandIn } from '../../../test/support/telegramStandIn.js';
import { startTestServer, type TestServer } from '../../../test/support/testServer.js';

// The member's Telegram routes, answered without the bot's poller: asking for a link, the status and unlinking, with a
// bot and without one. Linking through the bot itself is workers/telegramPoller.test.ts.

const NOT_LINKED: TelegramStatus = { configured: true, linked: false, premiumChat: false, inPremiumChat: false, blocked: false };

describe('with no bot configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('says Telegram is not configured, and refuses a link with 503 and a clear message', async () => {
    const { client } = await signedInUser(server);
    expect((await client.get('/api/user/telegram')).body).toEqual({ ...NOT_LINKED, configured: false });
    const link = await client.post('/api/user/telegram/link');
    expect(link.status).toBe(503);
    expect(link.body).toEqual({ message: 'Telegram is not configured on this server.', code: 'telegramNotConfigured' });
    expect(await TelegramLinkToken.query(server.app.db).resultSize()).toBe(0);
    expect(server.app.telegramPoller).toBeNull();
  });

  it('answers 401 to a visitor on every Telegram route', async () => {
    const visitor = server.client();
    const statuses = [await visitor.get('/api/user/telegram'), await visitor.post('/api/user/telegram/link'), await visitor.delete('/api/user/telegram')].map((r) => r.status);
    expect(statuses).toEqual([401, 401, 401]);
  });
});

describe('with a bot', () => {
  let telegram: TelegramStandIn;
  let server: TestServer;
  beforeAll(async () => {
    telegram = await startTelegramStandIn({ username: 'SignalDeskBot' });
    server = await startTestServer(telegram.env);
  });
  afterAll(async () => {
    await server?.close();
    await telegram?.close();
  });

  it("hands out a single-use link to the bot, for 15 minutes, keeping only the token's hash", async () => {
    const { user, client } = await signedInUser(server);
    expect((await client.get('/api/user/telegram')).body).toEqual(NOT_LINKED);
    const response = await client.post<TelegramLink>('/api/user/telegram/link');
    expect(response.status).toBe(201);
    const { url, token, expiresAt } = response.body;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toBe(`https://t.me/SignalDeskBot?start=${token}`);
    const row = await TelegramLinkToken.query(server.app.db).where('userId', user.id).first();
    expect(row).toMatchObject({ tokenHash: hashLinkToken(token), usedAt: null });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(15 * 60 * 1000);
    expect(new Date(expiresAt).getTime()).toBe(row!.expiresAt.getTime());
    expect(await TelegramLinkToken.query(server.app.db).where('tokenHash', token).resultSize()).toBe(0);
  });

  it('retires the earlier link when another is asked for: one works at a time', async () => {
    const { user, client } = await signedInUser(server);
    const first = (await client.post<TelegramLink>('/api/user/telegram/link')).body;
    const second = (await client.post<TelegramLink>('/api/user/telegram/link')).body;
    expect(second.token).not.toBe(first.token);
    const rows = await TelegramLinkToken.query(server.app.db).where('userId', user.id).orderBy('id');
    expect(rows.map((row) => ({ tokenHash: row.tokenHash, used: row.usedAt !== null }))).toEqual([
      { tokenHash: hashLinkToken(first.token), used: true },
      { tokenHash: hashLinkToken(second.token), used: false },
    ]);
  });

  it('answers the status after unlinking, even with nothing linked', async () => {
    const { client } = await signedInUser(server);
    const response = await client.delete('/api/user/telegram');
    expect(response).toMatchObject({ status: 200, body: NOT_LINKED });
  });
});

describe('with a bot Telegram does not answer for', () => {
  let telegram: TelegramStandIn;
  let server: TestServer;
  beforeAll(async () => {
    telegram = await startTelegramStandIn();
    server = await startTestServer(telegram.env);
  });
  afterAll(async () => {
    await server?.close();
    await telegram?.close();
  });

  it('refuses a link with 503 to try later, writes no token, and asks again next time', async () => {
    const { client } = await signedInUser(server);
    telegram.forceError('getMe', { error_code: 401, description: 'Unauthorized' });
    const refused = await client.post('/api/user/telegram/link');
    expect(refused).toMatchObject({ status: 503, body: { code: 'telegramUnavailable', message: 'Telegram cannot be reached right now. Please try again in a few minutes.' } });
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await TelegramLinkToken.query(server.app.db).resultSize()).toBe(0);
    expect((await client.post('/api/user/telegram/link')).status).toBe(201);
  });
});
