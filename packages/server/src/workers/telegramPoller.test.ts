import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LanguageCode, TelegramLink as TelegramLinkDto } from '@signals/protocol';
import { AuditLog, TelegramLink, TelegramLinkToken, User } from '../db/models/index.js';
import { serverText } from '../i18n/serverText.js';
import { createLogger } from '../services/logger.js';
import { createBotApi } from '../services/telegram/botApi.js';
import { eventually } from '../../test/support/events.js';
import { signedInUser } from '../../test/support/signIn.js';
import { startTelegramStandIn, type TelegramStandIn, type TelegramUser } from '../../test/support/telegramStandIn.js';
import type { TestClient } from '../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';
import { startTelegramPoller } from './telegramPoller.js';

// The bot's poller against the Bot API's stand-in: the app's own poller runs as in production (long polls the stand-in
// answers as soon as an update is queued), and each test waits for what a member would see: the bot's reply in the
// chat, the status in the app.

/** Generous: the machine may be busy; nothing here waits for time to pass, only for the reply. */
const REPLY_WITHIN_MS = 15_000;

/** The bot's messages in a private chat (Telegram numbers a user's private chat with the bot as the user). */
function repliesIn(telegram: TelegramStandIn, user: TelegramUser): string[] {
  return [...telegram.messagesIn(user.id).values()];
}

/**
 * A Telegram user writes `text` to the bot; resolves with the bot's answer once it has come. The count is taken as the
 * update is queued, before the poller can have answered.
 */
async function say(telegram: TelegramStandIn, from: TelegramUser, text: string): Promise<string> {
  telegram.queueUpdate(telegram.privateMessage(from, text));
  const before = repliesIn(telegram, from).length;
  await eventually(() => repliesIn(telegram, from).length > before, `the bot's answer to ${from.id}: ${text}`, REPLY_WITHIN_MS);
  return repliesIn(telegram, from).at(-1)!;
}

async function askForLink(client: TestClient): Promise<TelegramLinkDto> {
  const response = await client.post<TelegramLinkDto>('/api/user/telegram/link');
  expect(response.status).toBe(201);
  return response.body;
}

async function statusOf(client: TestClient) {
  return (await client.get('/api/user/telegram')).body;
}

/** Waits until the app's poller holds a getUpdates open at the stand-in. */
function pollHeld(telegram: TelegramStandIn): Promise<void> {
  return eventually(() => telegram.callsOf('getUpdates').some((call) => call.status === null), 'a held getUpdates', REPLY_WITHIN_MS);
}

/** Two getUpdates at once for one bot: Telegram ends the older with 409. The bot must never cause one. */
function conflicts(telegram: TelegramStandIn): number {
  return telegram.callsOf('getUpdates').filter((call) => call.status === 409).length;
}

const linked = (language: LanguageCode, username: string) => serverText(language, 'telegram.link.linked', { username });
const refused = (language: LanguageCode, reason: 'unknown' | 'used' | 'expired' | 'missing') =>
  serverText(language, `telegram.link.${reason}`, reason === 'expired' ? { minutes: 15 } : undefined);

/** Telegram user ids, unique across the file (each has its own private chat at the stand-in). */
let nextTelegramId = 5_000_000_000_000;
/** A Telegram user; its id is past 32 bits, as Telegram's newer ids are. */
function telegramUser(telegram: TelegramStandIn, name: string, languageCode = 'en'): TelegramUser {
  nextTelegramId += 1;
  return { ...telegram.user(nextTelegramId, name, `${name.toLowerCase()}_tg`), language_code: languageCode };
}

describe('linking a Telegram account', () => {
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
  afterEach(() => {
    // Each test's replies went one a second at most to each chat, as Telegram allows.
    expect(telegram.violations).toEqual([]);
    expect(conflicts(telegram)).toBe(0);
  });

  it("links the member through the bot's /start, answers in the member's language, and the status shows it", async () => {
    const { user, client } = await signedInUser(server);
    await User.query(server.app.db).patch({ language: 'de' }).where('id', user.id);
    const { token } = await askForLink(client);
    const alice = telegramUser(telegram, 'Alice', 'en');

    expect(await say(telegram, alice, `/start ${token}`)).toBe(linked('de', user.username));
    expect(await statusOf(client)).toEqual({ configured: true, linked: true, username: 'alice_tg', premiumChat: false, inPremiumChat: false, blocked: false });
    // Telegram's ids are kept whole, past 32 bits, on either database.
    expect(await TelegramLink.query(server.app.db).where('userId', user.id)).toMatchObject([{ telegramUserId: alice.id, chatId: alice.id, username: 'alice_tg', blockedAt: null }]);
    expect(await TelegramLinkToken.query(server.app.db).where('userId', user.id).whereNull('usedAt')).toEqual([]);

    // On the record, the member the actor: the link, then the unlink from the app.
    expect((await client.delete('/api/user/telegram')).status).toBe(200);
    const trail = await AuditLog.query(server.app.db).where({ entityType: 'user', entityId: user.id }).whereIn('action', ['telegram.link', 'telegram.unlink']).orderBy('id');
    expect(trail.map((row) => [row.action, row.actorId, row.after ?? row.before])).toEqual([
      ['telegram.link', user.id, { username: user.username, telegramUserId: alice.id, telegramUsername: 'alice_tg' }],
      ['telegram.unlink', user.id, { username: user.username, telegramUserId: alice.id, telegramUsername: 'alice_tg' }],
    ]);
  });

  it("answers an unknown, a used, a replaced and an expired link with why, in the Telegram user's language, and links nothing", async () => {
    const owner = await signedInUser(server);
    const { token } = await askForLink(owner.client);
    expect(await say(telegram, telegramUser(telegram, 'Owner'), `/start ${token}`)).toBe(linked('en', owner.user.username));

    const stranger = telegramUser(telegram, 'Stranger', 'fr');
    expect(await say(telegram, stranger, `/start ${token}`)).toBe(refused('fr', 'used'));
    telegram.advance(1000);
    expect(await say(telegram, stranger, `/start ${'A'.repeat(43)}`)).toBe(refused('fr', 'unknown'));
    telegram.advance(1000);
    expect(await say(telegram, stranger, '/start not*a*token')).toBe(refused('fr', 'unknown'));
    telegram.advance(1000);
    expect(await say(telegram, stranger, '/start')).toBe(refused('fr', 'missing'));

    // A link asked for again: the first one stops working.
    const other = await signedInUser(server);
    const replaced = await askForLink(other.client);
    const expired = await askForLink(other.client);
    const late = telegramUser(telegram, 'Late', 'pt-br');
    expect(await say(telegram, late, `/start ${replaced.token}`)).toBe(refused('en', 'used'));
    await TelegramLinkToken.query(server.app.db).patch({ expiresAt: new Date(Date.now() - 1000) }).where('userId', other.user.id).whereNull('usedAt');
    telegram.advance(1000);
    expect(await say(telegram, late, `/start ${expired.token}`)).toBe(refused('en', 'expired'));

    expect(await TelegramLink.query(server.app.db).whereIn('telegramUserId', [stranger.id, late.id])).toEqual([]);
    expect(await statusOf(other.client)).toMatchObject({ linked: false });
  });

  it('moves a Telegram account linked to a second member: the first is left unlinked', async () => {
    const first = await signedInUser(server);
    const second = await signedInUser(server);
    const bob = telegramUser(telegram, 'Bob');
    expect(await say(telegram, bob, `/start ${(await askForLink(first.client)).token}`)).toBe(linked('en', first.user.username));
    telegram.advance(1000);
    expect(await say(telegram, bob, `/start ${(await askForLink(second.client)).token}`)).toBe(linked('en', second.user.username));

    expect(await statusOf(first.client)).toMatchObject({ linked: false });
    expect(await statusOf(second.client)).toMatchObject({ linked: true, username: 'bob_tg' });
    expect(await TelegramLink.query(server.app.db).where('telegramUserId', bob.id)).toMatchObject([{ userId: second.user.id }]);
  });

  it("replaces a member's linked account when they link another", async () => {
    const member = await signedInUser(server);
    const before = telegramUser(telegram, 'Carol');
    const after = telegramUser(telegram, 'Dave');
    await say(telegram, before, `/start ${(await askForLink(member.client)).token}`);
    await say(telegram, after, `/start ${(await askForLink(member.client)).token}`);
    expect(await statusOf(member.client)).toMatchObject({ linked: true, username: 'dave_tg' });
    expect(await TelegramLink.query(server.app.db).whereIn('telegramUserId', [before.id, after.id])).toMatchObject([{ userId: member.user.id, telegramUserId: after.id }]);
  });

  it('unlinks: the status says so, and the account can be linked again', async () => {
    const member = await signedInUser(server);
    const erin = telegramUser(telegram, 'Erin');
    await say(telegram, erin, `/start ${(await askForLink(member.client)).token}`);
    expect(await member.client.delete('/api/user/telegram')).toMatchObject({ status: 200, body: { configured: true, linked: false, premiumChat: false, inPremiumChat: false, blocked: false } });
    expect(await statusOf(member.client)).toMatchObject({ linked: false });
    expect(await TelegramLink.query(server.app.db).where('telegramUserId', erin.id)).toEqual([]);
    telegram.advance(1000);
    await say(telegram, erin, `/start ${(await askForLink(member.client)).token}`);
    expect(await statusOf(member.client)).toMatchObject({ linked: true, username: 'erin_tg' });
  });

  it('reads past what it does not act on: a message that is no command, a group message, a join request', async () => {
    const frank = telegramUser(telegram, 'Frank');
    telegram.queueUpdate(telegram.privateMessage(frank, 'hello'));
    const group = -1009876543210;
    telegram.addChat({ id: group, type: 'supergroup', title: 'Traders' });
    telegram.queueUpdate({ message: { message_id: 1, date: 0, chat: { id: group, type: 'supergroup', title: 'Traders' }, from: frank, text: '/start abc' } });
    telegram.queueUpdate(telegram.joinRequest(group, frank));
    // The next update, a /start, is answered only once everything before it was read.
    const member = await signedInUser(server);
    const grace = telegramUser(telegram, 'Grace');
    expect(await say(telegram, grace, `/start ${(await askForLink(member.client)).token}`)).toBe(linked('en', member.user.username));
    expect(repliesIn(telegram, frank)).toEqual([]);
    expect(telegram.messagesIn(group).size).toBe(0);
  });
});

/** A second process's poller, on the same database as `server`'s, for the same bot; its passes run when the test says. */
function anotherProcessPoller(server: TestServer) {
  return startTelegramPoller({
    manual: true,
    db: server.app.db,
    events: server.app.services.events,
    logger: createLogger({ level: 'silent', pretty: false }),
    bot: createBotApi(server.config.telegram!),
    pollTimeoutSeconds: server.config.telegram!.pollTimeoutSeconds,
  });
}

describe('the poll across restarts and processes', () => {
  // Each test has a bot of its own at a stand-in of its own, and a database the servers it starts share.
  let telegram: TelegramStandIn;
  let dataDir: string;
  const servers: TestServer[] = [];
  beforeEach(async () => {
    telegram = await startTelegramStandIn();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-telegram-'));
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    fs.rmSync(dataDir, { recursive: true, force: true });
    await telegram.close();
    expect(telegram.violations).toEqual([]);
    expect(conflicts(telegram)).toBe(0);
  });

  /** A server on the test's data folder (and so its database, on PostgreSQL too). */
  async function serverOnTheDatabase(): Promise<TestServer> {
    const server = await startTestServer({ ...telegram.env, DATA_DIR: dataDir });
    servers.push(server);
    return server;
  }

  it('handles no update twice and drops none when the server restarts while Telegram still holds updates', async () => {
    const first = await serverOnTheDatabase();
    const alice = await signedInUser(first);
    const bob = await signedInUser(first);
    const [aliceToken, bobToken] = [(await askForLink(alice.client)).token, (await askForLink(bob.client)).token];
    await pollHeld(telegram);

    // The bot handles Alice's /start, but its next getUpdates, which would tell Telegram so, is held off with a 429.
    telegram.forceError('getUpdates', { error_code: 429, retry_after: 30 });
    const aliceTg = telegramUser(telegram, 'AliceR');
    const handled = await say(telegram, aliceTg, `/start ${aliceToken}`);
    expect(handled).toBe(linked('en', alice.user.username));
    await eventually(() => telegram.callsOf('getUpdates').some((call) => call.status === 429), 'the refused getUpdates', REPLY_WITHIN_MS);
    const bobTg = telegramUser(telegram, 'BobR');
    telegram.queueUpdate(telegram.privateMessage(bobTg, `/start ${bobToken}`));
    // Telegram still holds Alice's update, handled, and Bob's, not yet read.
    expect(telegram.pendingUpdates().map((update) => update.message?.from?.id)).toEqual([aliceTg.id, bobTg.id]);

    await servers.shift()!.close();
    telegram.advance(30_000);
    const again = await serverOnTheDatabase();
    await eventually(() => repliesIn(telegram, bobTg).length === 1, "the bot's answer to Bob after the restart", REPLY_WITHIN_MS);
    expect(repliesIn(telegram, bobTg)).toEqual([linked('en', bob.user.username)]);
    expect(repliesIn(telegram, aliceTg)).toEqual([handled]);
    await eventually(() => telegram.pendingUpdates().length === 0, 'Telegram told both updates were read', REPLY_WITHIN_MS);
    expect(await TelegramLink.query(again.app.db).whereIn('userId', [alice.user.id, bob.user.id]).orderBy('id')).toMatchObject([
      { userId: alice.user.id, telegramUserId: aliceTg.id },
      { userId: bob.user.id, telegramUserId: bobTg.id },
    ]);
  });

  it('polls from one poller at a time on one database: a second stands by, and takes over when the first stops', async () => {
    const server = await serverOnTheDatabase();
    await pollHeld(telegram);
    const other = anotherProcessPoller(server);
    try {
      expect(await other.pass()).toBe('standby');
      const member = await signedInUser(server);
      const first = telegramUser(telegram, 'Heidi');
      expect(await say(telegram, first, `/start ${(await askForLink(member.client)).token}`)).toBe(linked('en', member.user.username));

      await server.app.telegramPoller!.stop();
      const next = await signedInUser(server);
      const second = telegramUser(telegram, 'Ivan');
      telegram.queueUpdate(telegram.privateMessage(second, `/start ${(await askForLink(next.client)).token}`));
      expect(await other.pass()).toBe('polled');
      // The answer was queued with the update's handling; the sender sends it.
      await eventually(() => repliesIn(telegram, second).length === 1, 'the answer to Ivan', REPLY_WITHIN_MS);
      expect(repliesIn(telegram, second)).toEqual([linked('en', next.user.username)]);
      expect(repliesIn(telegram, first)).toHaveLength(1);
    } finally {
      await other.stop();
    }
  });

  it('takes over the poll from a process that died holding it, once its hold lapses', async () => {
    const server = await serverOnTheDatabase();
    await pollHeld(telegram);
    await server.app.telegramPoller!.stop();
    // A process took the poll and died: its hold runs on until it lapses.
    const held = () => server.app.db('telegramPoller').where('botId', telegram.bot.id);
    await held().update({ holder: 'a-process-that-died', heldUntil: new Date(Date.now() + 60_000) });
    const other = anotherProcessPoller(server);
    try {
      expect(await other.pass()).toBe('standby');
      await held().update({ heldUntil: new Date(Date.now() - 1000) });
      const member = await signedInUser(server);
      const judy = telegramUser(telegram, 'Judy');
      telegram.queueUpdate(telegram.privateMessage(judy, `/start ${(await askForLink(member.client)).token}`));
      expect(await other.pass()).toBe('polled');
      await eventually(() => repliesIn(telegram, judy).length === 1, 'the answer to Judy', REPLY_WITHIN_MS);
      expect(repliesIn(telegram, judy)).toEqual([linked('en', member.user.username)]);
    } finally {
      await other.stop();
    }
  });
});
