import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TelegramStatus } from '@signals/protocol';
import { OutboxMessage, TelegramLink } from '../db/models/index.js';
import { inTransaction } from '../db/transaction.js';
import { createLogger } from '../services/logger.js';
import { createBotApi } from '../services/telegram/botApi.js';
import { queueTelegramMessage, type TelegramPayload } from '../services/telegram/outboxMessages.js';
import { eventually } from '../../test/support/events.js';
import { signedInUser } from '../../test/support/signIn.js';
import { startTelegramStandIn, type TelegramStandIn } from '../../test/support/telegramStandIn.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';
import { NOT_SENT_REASONS } from '../services/outbox/eligibility.js';
import { createTelegramSender } from './telegramSender.js';

// The bot's paced sender against the Bot API's stand-in, which holds Telegram's limits (1 message a second to a
// private chat, 20 a minute to a group, 30 a second in all) on the real clock and records every breach. Each test waits
// for what a reader of the chat would see; none waits for time.

/** Generous: the machine may be busy. What is waited for is a message in a chat, not a time. */
const WITHIN_MS = 20_000;

interface Queued {
  chatId: number;
  text: string;
  userId?: number | null;
  payload?: TelegramPayload;
}

/** Queues messages as the app's commands do: in one transaction, the sender woken once it commits. */
async function queue(server: TestServer, messages: Queued[]): Promise<void> {
  await inTransaction(server.app.db, server.app.services.events, async (unit) => {
    for (const { chatId, text, userId = null, payload } of messages) {
      await queueTelegramMessage(unit, { chatId, text, userId, ...(payload ? { payload } : {}) });
    }
  });
}

const textsIn = (telegram: TelegramStandIn, chatId: number): string[] => [...telegram.messagesIn(chatId).values()];

/** Private chats the bot may write to (their users started it), each with an id of its own across the file. */
let nextChat = 7_100_000_000;
function privateChats(telegram: TelegramStandIn, count: number): number[] {
  return Array.from({ length: count }, () => {
    nextChat += 1;
    telegram.addChat({ id: nextChat, type: 'private', first_name: `Trader ${nextChat}` });
    return nextChat;
  });
}

async function rowsTo(server: TestServer, chatId: number): Promise<OutboxMessage[]> {
  return OutboxMessage.query(server.app.db).where({ channel: 'telegram', recipient: String(chatId) }).orderBy('id');
}

/** The chat's rows once none is pending: a message is recorded just after Telegram answered it. */
async function settledRowsTo(server: TestServer, chatId: number): Promise<OutboxMessage[]> {
  await eventually(async () => (await rowsTo(server, chatId)).every((row) => row.status !== 'pending'), `the messages to ${chatId} recorded`, WITHIN_MS);
  return rowsTo(server, chatId);
}

describe("the bot's sender", () => {
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
    expect(telegram.violations).toEqual([]);
  });

  it("keeps Telegram's pace: a second apart to one chat, three apart to a group, under 30 a second in all, each chat in order", async () => {
    const [trader] = privateChats(telegram, 1) as [number];
    const group = -1001700000001;
    telegram.addChat({ id: group, type: 'supergroup', title: 'Signals' });
    const crowd = privateChats(telegram, 45);
    const before = telegram.callsOf('sendMessage').length;
    // Interleaved, as alerts and posts come: the crowd's messages go between the trader's and the group's.
    await queue(server, [
      { chatId: trader, text: 'first' },
      { chatId: group, text: 'post 1' },
      ...crowd.slice(0, 20).map((chatId) => ({ chatId, text: `alert ${chatId}` })),
      { chatId: trader, text: 'second' },
      { chatId: group, text: 'post 2' },
      ...crowd.slice(20).map((chatId) => ({ chatId, text: `alert ${chatId}` })),
      { chatId: trader, text: 'third' },
    ]);

    await eventually(() => telegram.callsOf('sendMessage').length - before === 50 && textsIn(telegram, trader).length === 3, 'all 50 messages', WITHIN_MS);
    expect(textsIn(telegram, trader)).toEqual(['first', 'second', 'third']);
    expect(textsIn(telegram, group)).toEqual(['post 1', 'post 2']);
    expect(crowd.every((chatId) => textsIn(telegram, chatId).length === 1)).toBe(true);
    // Nothing was refused: the pace was kept, not found by trial.
    expect(telegram.callsOf('sendMessage').slice(before).map((call) => call.status)).toEqual(Array(50).fill(200));
    expect(await settledRowsTo(server, trader)).toMatchObject([{ status: 'sent' }, { status: 'sent' }, { status: 'sent' }]);
  });

  it("waits out a 429's retry_after for that chat alone, sends it again, and does not count it as a failure", async () => {
    const [held, other] = privateChats(telegram, 2) as [number, number];
    telegram.forceError('sendMessage', { error_code: 429, retry_after: 2, chatId: held });
    await queue(server, [
      { chatId: held, text: 'held back once' },
      { chatId: held, text: 'after it' },
      { chatId: other, text: 'not held' },
    ]);

    await eventually(() => textsIn(telegram, held).length === 2, 'both messages to the held chat', WITHIN_MS);
    // The chat's messages kept their order; the other chat did not wait for the held one.
    expect(textsIn(telegram, held)).toEqual(['held back once', 'after it']);
    const toHeld = telegram.callsOf('sendMessage').filter((call) => call.params.chat_id === held);
    expect(toHeld.map((call) => call.status)).toEqual([429, 200, 200]);
    const toOther = telegram.callsOf('sendMessage').find((call) => call.params.chat_id === other);
    expect(toOther?.at).toBeLessThan(toHeld[1]!.at);
    // A retry before the retry_after would be a violation (checked after each test); the 429 is no failed attempt.
    expect(await settledRowsTo(server, held)).toMatchObject([
      { status: 'sent', attempts: 1 },
      { status: 'sent', attempts: 1 },
    ]);
  });

  it('turns the Telegram channel off for a member who blocked the bot, and sends them nothing more', async () => {
    const { user, client } = await signedInUser(server);
    const [chatId] = privateChats(telegram, 1) as [number];
    await TelegramLink.query(server.app.db).insert({ userId: user.id, telegramUserId: chatId, username: null, chatId, linkedAt: new Date(), blockedAt: null });
    telegram.blockBot(chatId);
    await queue(server, [
      { chatId, text: 'you will not see this', userId: user.id },
      { chatId, text: 'nor this', userId: user.id },
    ]);

    await eventually(async () => (await client.get<TelegramStatus>('/api/user/telegram')).body.blocked, 'the status to say the bot is blocked', WITHIN_MS);
    expect(await settledRowsTo(server, chatId)).toMatchObject([
      { status: 'not_sent', reason: NOT_SENT_REASONS.telegramBlocked },
      { status: 'not_sent', reason: NOT_SENT_REASONS.telegramBlocked },
    ]);
    // Telegram was asked once: the second message was not tried against a chat known to be closed.
    expect(telegram.callsOf('sendMessage').filter((call) => call.params.chat_id === chatId).map((call) => call.status)).toEqual([403]);
  });

  it('gives up at once on a message Telegram refuses as malformed, and goes on with the next', async () => {
    const [chatId] = privateChats(telegram, 1) as [number];
    telegram.forceError('sendMessage', { error_code: 400, description: 'Bad Request: message is too long', chatId });
    await queue(server, [
      { chatId, text: 'refused' },
      { chatId, text: 'taken' },
    ]);
    await eventually(() => textsIn(telegram, chatId).length === 1, 'the next message', WITHIN_MS);
    expect(textsIn(telegram, chatId)).toEqual(['taken']);
    expect(await settledRowsTo(server, chatId)).toMatchObject([
      { status: 'failed', reason: 'Telegram sendMessage: 400 Bad Request: message is too long', attempts: 1 },
      { status: 'sent' },
    ]);
  });

  it('sends a button that opens an address, and HTML as HTML', async () => {
    const [chatId] = privateChats(telegram, 1) as [number];
    await queue(server, [{ chatId, text: '<b>Premium</b> channel', payload: { html: true, buttons: [{ text: 'Join', url: 'https://t.me/+abc' }] } }]);
    await eventually(() => textsIn(telegram, chatId).length === 1, 'the message', WITHIN_MS);
    const call = telegram.callsOf('sendMessage').find((sent) => sent.params.chat_id === chatId);
    expect(call?.params).toMatchObject({ parse_mode: 'HTML', reply_markup: { inline_keyboard: [[{ text: 'Join', url: 'https://t.me/+abc' }]] } });
  });
});

describe('the sender across restarts and processes', () => {
  let telegram: TelegramStandIn;
  let dataDir: string;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    telegram = await startTelegramStandIn();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'signals-telegram-sender-'));
  });
  afterAll(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    fs.rmSync(dataDir, { recursive: true, force: true });
    await telegram?.close();
  });
  afterEach(() => {
    expect(telegram.violations).toEqual([]);
  });

  async function serverOnTheDatabase(): Promise<TestServer> {
    const server = await startTestServer({ ...telegram.env, DATA_DIR: dataDir });
    servers.push(server);
    return server;
  }

  it('sends what was queued before a restart after it, each message once and in order', async () => {
    const first = await serverOnTheDatabase();
    const [chatId] = privateChats(telegram, 1) as [number];
    const texts = ['one', 'two', 'three', 'four'];
    await queue(
      first,
      texts.map((text) => ({ chatId, text })),
    );
    await eventually(() => textsIn(telegram, chatId).length >= 1, 'the first message', WITHIN_MS);
    // Stopped while the next waits for its slot: it is put back, not lost, and not sent by a process that has stopped.
    await servers.shift()!.close();
    const sentBeforeRestart = textsIn(telegram, chatId).length;
    expect(sentBeforeRestart).toBeLessThan(texts.length);

    const again = await serverOnTheDatabase();
    await eventually(() => textsIn(telegram, chatId).length === texts.length, 'the rest after the restart', WITHIN_MS);
    expect(textsIn(telegram, chatId)).toEqual(texts);
    expect(telegram.callsOf('sendMessage').filter((call) => call.params.chat_id === chatId)).toHaveLength(texts.length);
    expect((await settledRowsTo(again, chatId)).map((row) => row.status)).toEqual(Array(texts.length).fill('sent'));
  });

  it("keeps the 30-a-second limit with two senders on one database, and neither sends the other's message", async () => {
    const server = servers[0] ?? (await serverOnTheDatabase());
    // A second process's sender, on the same database and bot.
    const other = createTelegramSender({ db: server.app.db, logger: createLogger({ level: 'silent', pretty: false }), bot: createBotApi(server.config.telegram!), appUrl: server.config.publicUrl });
    try {
      const chats = privateChats(telegram, 70);
      const before = telegram.callsOf('sendMessage').length;
      await queue(
        server,
        chats.map((chatId) => ({ chatId, text: `to ${chatId}` })),
      );
      other.nudge();
      await eventually(() => chats.every((chatId) => textsIn(telegram, chatId).length === 1), 'a message in each of 70 chats', WITHIN_MS);
      const calls = telegram.callsOf('sendMessage').slice(before);
      expect(calls).toHaveLength(70);
      expect(calls.every((call) => call.status === 200)).toBe(true);
    } finally {
      await other.stop();
    }
  });
});
