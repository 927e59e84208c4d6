import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from './events.js';
import { startTelegramStandIn, type ApiAnswer, type TelegramMessage, type TelegramStandIn, type TelegramUpdate } from './telegramStandIn.js';
import { within } from './within.js';

// The stand-in is what the bot's suites will trust to say "Telegram would have refused that", so these tests talk
// to it over real HTTP, as the bot will, and check the wire format, the errors and the limits.

const CHANNEL = -1001234567890;
const GROUP = -1009876543210;
/** A fixed instant: the stand-in's clock moves only when a test calls advance(). */
const START = 1_700_000_000_000;

let telegram: TelegramStandIn;

beforeEach(async () => {
  telegram = await startTelegramStandIn({ now: () => START });
  telegram.addChat({ id: CHANNEL, type: 'channel', title: 'Signal Desk Premium' });
});
afterEach(async () => {
  await telegram.close();
});

interface Answer {
  status: number;
  body: ApiAnswer;
}

/** Calls a Bot API method the way a bot does: POST {url}/bot{token}/{method} with a JSON body. */
async function call(method: string, params: Record<string, unknown> = {}, token = telegram.token): Promise<Answer> {
  const response = await fetch(`${telegram.url}/bot${token}/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(params),
  });
  return { status: response.status, body: (await response.json()) as ApiAnswer };
}

/** The result of a call that must succeed. */
async function result<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
  const answer = await call(method, params);
  expect(answer, `${method} should succeed`).toMatchObject({ status: 200, body: { ok: true } });
  return (answer.body as { result: T }).result;
}

/** Waits until the stand-in holds a getUpdates open (its recorded call has no status yet). */
function pollHeld(count = 1): Promise<void> {
  return eventually(() => telegram.callsOf('getUpdates').filter((c) => c.status === null).length === count, 'a held getUpdates');
}

function error(status: number, description: string, retryAfter?: number): Answer {
  return {
    status,
    body: { ok: false, error_code: status, description, ...(retryAfter === undefined ? {} : { parameters: { retry_after: retryAfter } }) },
  };
}

describe('the Telegram stand-in: requests and answers', () => {
  it('answers getMe for its token, 401 for another and 404 for an unknown method', async () => {
    expect(await call('getMe')).toEqual({
      status: 200,
      body: { ok: true, result: expect.objectContaining({ id: telegram.bot.id, is_bot: true, first_name: 'Signal Desk', username: 'SignalDeskBot' }) },
    });
    expect(await call('getMe', {}, `${telegram.bot.id}:AAHnotTheTokenTheStandInWasGiven_99`)).toEqual(error(401, 'Unauthorized'));
    expect(await call('sendCarrierPigeon')).toEqual(error(404, 'Not Found'));
    expect(telegram.env).toEqual({ TELEGRAM_BOT_TOKEN: telegram.token, TELEGRAM_API_URL: telegram.url });
  });

  it('takes a parameterless call as GET, method names in any case, and records every call', async () => {
    const response = await fetch(`${telegram.url}/bot${telegram.token}/getme`);
    expect(await response.json()).toMatchObject({ ok: true, result: { username: 'SignalDeskBot' } });
    const updates = await fetch(`${telegram.url}/bot${telegram.token}/getUpdates?timeout=0&limit=5`);
    expect(await updates.json()).toEqual({ ok: true, result: [] });
    expect(telegram.calls.map((c) => [c.method, c.status, c.at])).toEqual([
      ['getMe', 200, START],
      ['getUpdates', 200, START],
    ]);
    expect(telegram.callsOf('getUpdates')[0]?.params).toEqual({ timeout: '0', limit: '5' });
  });

  it('reads a form body with its objects as JSON strings, and refuses a body it cannot read', async () => {
    const keyboard = { inline_keyboard: [[{ text: 'Renew', callback_data: 'renew' }]] };
    const form = new URLSearchParams({ chat_id: String(CHANNEL), text: 'Renew?', reply_markup: JSON.stringify(keyboard) });
    const response = await fetch(`${telegram.url}/bot${telegram.token}/sendMessage`, { method: 'POST', body: form });
    expect(await response.json()).toMatchObject({ ok: true, result: { chat: { id: CHANNEL }, text: 'Renew?', reply_markup: keyboard } });

    const broken = await fetch(`${telegram.url}/bot${telegram.token}/sendMessage`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"chat_id":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ ok: false, error_code: 400, description: "Bad Request: can't parse JSON encoded request body" });
  });
});

describe('the Telegram stand-in: updates', () => {
  it('holds a long poll until an update is queued, and an offset confirms what came before it', async () => {
    const alice = telegram.user(501, 'Alice');
    const polled = call('getUpdates', { timeout: 30 });
    await pollHeld();
    const queued = telegram.queueUpdate(telegram.privateMessage(alice, '/start abc'));

    const answer = await within(polled, 'the held poll to answer');
    const updates = (answer.body as { result: TelegramUpdate[] }).result;
    expect(updates).toEqual([queued]);
    expect(updates[0]?.message).toMatchObject({
      chat: { id: 501, type: 'private', first_name: 'Alice' },
      from: { id: 501, is_bot: false, first_name: 'Alice', username: 'user501', language_code: 'en' },
      text: '/start abc',
      entities: [{ type: 'bot_command', offset: 0, length: 6 }],
      date: START / 1000,
    });

    // Not confirmed yet: the same update comes again. An offset past it confirms (drops) it.
    expect(await result<TelegramUpdate[]>('getUpdates')).toEqual([queued]);
    expect(await result<TelegramUpdate[]>('getUpdates', { offset: queued.update_id + 1 })).toEqual([]);
    expect(telegram.pendingUpdates()).toEqual([]);
  });

  it('answers a held poll with nothing once its timeout passes on the clock, or when the stand-in closes', async () => {
    const polled = call('getUpdates', { timeout: 30 });
    await pollHeld();
    telegram.advance(29_000);
    expect(telegram.callsOf('getUpdates')[0]?.status).toBeNull();
    telegram.advance(1_000);
    expect(await within(polled, 'the timed-out poll')).toEqual({ status: 200, body: { ok: true, result: [] } });

    const held = call('getUpdates', { timeout: 30 });
    await pollHeld();
    await telegram.close();
    expect(await within(held, 'the poll the close ends')).toEqual({ status: 200, body: { ok: true, result: [] } });
    telegram = await startTelegramStandIn({ now: () => START });
  });

  it('ends the older of two concurrent polls with 409, as Telegram does when a second bot instance polls', async () => {
    const first = call('getUpdates', { timeout: 30 });
    await pollHeld();
    const second = call('getUpdates', { timeout: 30 });
    expect(await within(first, 'the first poll')).toEqual(
      error(409, 'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running'),
    );
    await pollHeld();
    telegram.queueUpdate(telegram.privateMessage(telegram.user(502), 'hi'));
    expect((await within(second, 'the second poll')).status).toBe(200);
  });

  it('refuses getUpdates while a webhook is set, and delivers the updates to the webhook with its secret', async () => {
    const received: Array<{ secret: string | undefined; update: TelegramUpdate }> = [];
    const hook = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ secret: request.headers['x-telegram-bot-api-secret-token'] as string | undefined, update: JSON.parse(Buffer.concat(chunks).toString('utf8')) as TelegramUpdate });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((done) => hook.listen(0, '127.0.0.1', done));
    const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/telegram`;
    try {
      expect(await call('setWebhook', { url: 'http://example.com/hook' })).toEqual(error(400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook'));
      expect(await result('setWebhook', { url: hookUrl, secret_token: 'our-secret_1' })).toBe(true);
      expect(telegram.webhook()).toEqual({ url: hookUrl, secret_token: 'our-secret_1' });
      expect(await call('getUpdates')).toEqual(
        error(409, "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first"),
      );

      const queued = telegram.queueUpdate(telegram.privateMessage(telegram.user(503), 'hello'));
      await telegram.flushWebhook();
      expect(received).toEqual([{ secret: 'our-secret_1', update: queued }]);
      expect(telegram.pendingUpdates()).toEqual([]);

      expect(await result('deleteWebhook')).toBe(true);
      expect(await result('getUpdates')).toEqual([]);
    } finally {
      await new Promise<void>((done) => hook.close(() => done()));
    }
  });
});

describe('the Telegram stand-in: messages', () => {
  it('sends and edits messages, numbering them per chat, and refuses an edit that changes nothing', async () => {
    const first = await result<TelegramMessage>('sendMessage', { chat_id: String(CHANNEL), text: 'EURUSD long', parse_mode: 'HTML' });
    expect(first).toEqual({ message_id: 1, date: START / 1000, chat: { id: CHANNEL, type: 'channel', title: 'Signal Desk Premium' }, sender_chat: first.chat, text: 'EURUSD long' });
    telegram.advance(3_000);
    const keyboard = { inline_keyboard: [[{ text: 'Open', url: 'https://example.com/s/1' }]] };
    const second = await result<TelegramMessage>('sendMessage', { chat_id: CHANNEL, text: 'GBPUSD short', reply_markup: keyboard, link_preview_options: { is_disabled: true } });
    expect(second).toMatchObject({ message_id: 2, reply_markup: keyboard });

    telegram.advance(3_000);
    expect(await result<TelegramMessage>('editMessageText', { chat_id: CHANNEL, message_id: 1, text: 'EURUSD long: closed' })).toMatchObject({
      message_id: 1,
      text: 'EURUSD long: closed',
      edit_date: START / 1000 + 6,
    });
    telegram.advance(3_000);
    expect(await call('editMessageText', { chat_id: CHANNEL, message_id: 2, text: 'GBPUSD short', reply_markup: keyboard })).toEqual(
      error(
        400,
        'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message',
      ),
    );
    expect(await call('editMessageText', { chat_id: CHANNEL, message_id: 99, text: 'x' })).toEqual(error(400, 'Bad Request: message to edit not found'));
    expect(await result('deleteMessage', { chat_id: CHANNEL, message_id: 2 })).toBe(true);
    expect(await call('deleteMessage', { chat_id: CHANNEL, message_id: 2 })).toEqual(error(400, 'Bad Request: message to delete not found'));

    expect(telegram.messagesIn(CHANNEL)).toEqual(new Map([[1, 'EURUSD long: closed']]));
    expect(telegram.violations).toEqual([]);
  });

  it('reads the HTML parse mode as Telegram does: tags become entities, escapes their characters, and bad markup is a 400', async () => {
    const sent = await result<TelegramMessage>('sendMessage', { chat_id: CHANNEL, text: '<b>BTC/USDT</b>\nbuy &lt; 100 &amp; sell &gt; 110', parse_mode: 'HTML' });
    expect(sent).toMatchObject({ text: 'BTC/USDT\nbuy < 100 & sell > 110', entities: [{ type: 'bold', offset: 0, length: 8 }] });
    telegram.advance(3_000);
    // The same words and formatting written differently are the same message.
    const unchanged = await call('editMessageText', { chat_id: CHANNEL, message_id: sent.message_id, text: '<strong>BTC/USDT</strong>\nbuy &#60; 100 &amp; sell &gt; 110', parse_mode: 'HTML' });
    expect(unchanged.body).toMatchObject({ ok: false, error_code: 400, description: expect.stringMatching(/^Bad Request: message is not modified/) as unknown });
    for (const [text, why] of [
      ['buy < 100', "Can't find end of the entity starting at byte offset 4"],
      ['fish & chips', 'Unsupported entity at byte offset 5'],
      ['<h1>title</h1>', 'Unsupported start tag "h1" at byte offset 0'],
      ['<b>bold', 'Can\'t find end tag corresponding to start tag "b"'],
      ['<b>bold</i>', 'Unmatched end tag at byte offset 7, expected "</b>", found "</i>"'],
    ]) {
      expect(await call('sendMessage', { chat_id: CHANNEL, text, parse_mode: 'HTML' })).toEqual(error(400, `Bad Request: can't parse entities: ${why}`));
    }
    expect(telegram.messagesIn(CHANNEL)).toEqual(new Map([[sent.message_id, 'BTC/USDT\nbuy < 100 & sell > 110']]));
  });

  it('refuses what Telegram refuses: no chat, no text, too much text, an unknown chat, a user who blocked the bot', async () => {
    expect(await call('sendMessage', { text: 'hi' })).toEqual(error(400, 'Bad Request: chat_id is empty'));
    expect(await call('sendMessage', { chat_id: CHANNEL })).toEqual(error(400, 'Bad Request: message text is empty'));
    expect(await call('sendMessage', { chat_id: CHANNEL, text: '  ' })).toEqual(error(400, 'Bad Request: message text is empty'));
    expect(await call('sendMessage', { chat_id: CHANNEL, text: 'x'.repeat(4097) })).toEqual(error(400, 'Bad Request: message is too long'));
    expect(await call('sendMessage', { chat_id: -100555, text: 'hi' })).toEqual(error(400, 'Bad Request: chat not found'));
    expect(await call('sendMessage', { chat_id: 504, text: 'hi' })).toEqual(error(400, 'Bad Request: chat not found'));

    telegram.queueUpdate(telegram.privateMessage(telegram.user(504), '/start'));
    expect(await result<TelegramMessage>('sendMessage', { chat_id: 504, text: 'x'.repeat(4096) })).toMatchObject({ message_id: 2, chat: { id: 504, type: 'private' } });
    telegram.blockBot(504);
    telegram.advance(1_000);
    expect(await call('sendMessage', { chat_id: 504, text: 'hi' })).toEqual(error(403, 'Forbidden: bot was blocked by the user'));

    telegram.addChat({ id: GROUP, type: 'supergroup', title: 'Lobby', botIsMember: false });
    expect(await call('sendMessage', { chat_id: GROUP, text: 'hi' })).toEqual(error(403, 'Forbidden: bot is not a member of the supergroup chat'));
    telegram.addChat({ id: -100777, type: 'channel', title: 'Read only', botIsAdmin: false });
    expect(await call('sendMessage', { chat_id: -100777, text: 'hi' })).toEqual(error(400, 'Bad Request: need administrator rights in the channel chat'));
  });
});

describe('the Telegram stand-in: the premium channel', () => {
  it('makes join-request links, and approving a request makes a member while declining does not', async () => {
    expect(await call('createChatInviteLink', { chat_id: CHANNEL, member_limit: 1, creates_join_request: true })).toEqual(
      error(400, "Bad Request: member limit can't be specified for links requiring administrator approval"),
    );
    const link = await result<{ invite_link: string }>('createChatInviteLink', { chat_id: CHANNEL, name: 'sub 42', expire_date: START / 1000 + 3600, creates_join_request: true });
    expect(link).toEqual({
      invite_link: expect.stringMatching(/^https:\/\/t\.me\/\+[A-Za-z0-9_-]{16}$/),
      creator: telegram.bot,
      creates_join_request: true,
      is_primary: false,
      is_revoked: false,
      name: 'sub 42',
      expire_date: START / 1000 + 3600,
    });

    const alice = telegram.user(601, 'Alice');
    const bob = telegram.user(602, 'Bob');
    const request = telegram.queueUpdate(telegram.joinRequest(CHANNEL, alice, link.invite_link));
    expect(request.chat_join_request).toMatchObject({ chat: { id: CHANNEL, type: 'channel' }, from: alice, user_chat_id: 601, invite_link: link });
    telegram.queueUpdate(telegram.joinRequest(CHANNEL, bob, link.invite_link));
    expect(telegram.joinRequests(CHANNEL)).toEqual([601, 602]);

    expect(await result('approveChatJoinRequest', { chat_id: CHANNEL, user_id: 601 })).toBe(true);
    expect(await result('declineChatJoinRequest', { chat_id: String(CHANNEL), user_id: '602' })).toBe(true);
    expect(await call('approveChatJoinRequest', { chat_id: CHANNEL, user_id: 602 })).toEqual(error(400, 'Bad Request: HIDE_REQUESTER_MISSING'));
    expect(telegram.members(CHANNEL)).toEqual([601]);
    expect(await result('getChatMember', { chat_id: CHANNEL, user_id: 601 })).toEqual({ status: 'member', user: alice });
    expect(await result('getChatMember', { chat_id: CHANNEL, user_id: 602 })).toEqual({ status: 'left', user: bob });

    expect(await result('revokeChatInviteLink', { chat_id: CHANNEL, invite_link: link.invite_link })).toMatchObject({ invite_link: link.invite_link, is_revoked: true });
    expect(() => telegram.joinRequest(CHANNEL, bob, link.invite_link)).toThrow(/revoked/);
  });

  it('bans and unbans; only_if_banned leaves a member alone, and a plain unban removes one as Telegram documents', async () => {
    const alice = telegram.user(701, 'Alice');
    const bob = telegram.user(702, 'Bob');
    telegram.addMember(CHANNEL, alice);
    telegram.addMember(CHANNEL, bob);

    expect(await result('banChatMember', { chat_id: CHANNEL, user_id: 701, revoke_messages: true })).toBe(true);
    expect(telegram.members(CHANNEL)).toEqual([702]);
    expect(telegram.isBanned(CHANNEL, 701)).toBe(true);
    expect(await result('getChatMember', { chat_id: CHANNEL, user_id: 701 })).toEqual({ status: 'kicked', user: alice, until_date: 0 });

    expect(await result('unbanChatMember', { chat_id: CHANNEL, user_id: 702, only_if_banned: true })).toBe(true);
    expect(telegram.members(CHANNEL)).toEqual([702]);
    expect(await result('unbanChatMember', { chat_id: CHANNEL, user_id: 701, only_if_banned: true })).toBe(true);
    expect(telegram.isBanned(CHANNEL, 701)).toBe(false);
    expect(await result('getChatMember', { chat_id: CHANNEL, user_id: 701 })).toEqual({ status: 'left', user: alice });

    expect(await result('unbanChatMember', { chat_id: CHANNEL, user_id: 702 })).toBe(true);
    expect(telegram.members(CHANNEL)).toEqual([]);
  });

  it('refuses invite links and bans in a channel where the bot is no administrator', async () => {
    telegram.addChat({ id: GROUP, type: 'supergroup', title: 'Lobby', botIsAdmin: false });
    expect(await call('createChatInviteLink', { chat_id: GROUP })).toEqual(error(400, 'Bad Request: not enough rights to manage chat invite link'));
    expect(await call('banChatMember', { chat_id: GROUP, user_id: 1 })).toEqual(error(400, 'Bad Request: not enough rights to restrict/ban chat member'));
  });
});

describe('the Telegram stand-in: limits', () => {
  it('allows one message a second to a private chat', async () => {
    telegram.queueUpdate(telegram.privateMessage(telegram.user(801), '/start'));
    await result('sendMessage', { chat_id: 801, text: 'one' });
    telegram.advance(400);
    expect(await call('sendMessage', { chat_id: 801, text: 'two' })).toEqual(error(429, 'Too Many Requests: retry after 1', 1));
    expect(await call('editMessageText', { chat_id: 801, message_id: 2, text: 'one, edited' })).toEqual(error(429, 'Too Many Requests: retry after 1', 1));
    expect(telegram.violations).toEqual([
      { rule: 'private-chat-per-second', method: 'sendMessage', chatId: 801, retryAfter: 1, at: START + 400 },
      { rule: 'private-chat-per-second', method: 'editMessageText', chatId: 801, retryAfter: 1, at: START + 400 },
    ]);
    telegram.advance(600);
    expect((await call('sendMessage', { chat_id: 801, text: 'two' })).status).toBe(200);
  });

  it('allows twenty messages a minute to a group or channel', async () => {
    for (let i = 0; i < 20; i++) {
      await result('sendMessage', { chat_id: CHANNEL, text: `signal ${i}` });
      telegram.advance(100);
    }
    expect(await call('sendMessage', { chat_id: CHANNEL, text: 'one too many' })).toEqual(error(429, 'Too Many Requests: retry after 58', 58));
    expect(telegram.violations).toEqual([{ rule: 'group-per-minute', method: 'sendMessage', chatId: CHANNEL, retryAfter: 58, at: START + 2_000 }]);
    telegram.advance(58_000);
    expect((await call('sendMessage', { chat_id: CHANNEL, text: 'room again' })).status).toBe(200);
    expect(telegram.violations).toHaveLength(1);
  });

  it('allows thirty messages a second in all', async () => {
    for (let id = 901; id <= 931; id++) {
      telegram.addChat({ id, type: 'private', first_name: `User${id}` });
    }
    for (let id = 901; id <= 930; id++) {
      await result('sendMessage', { chat_id: id, text: 'broadcast' });
    }
    expect(await call('sendMessage', { chat_id: 931, text: 'broadcast' })).toEqual(error(429, 'Too Many Requests: retry after 1', 1));
    expect(telegram.violations).toEqual([{ rule: 'all-chats-per-second', method: 'sendMessage', chatId: 931, retryAfter: 1, at: START }]);
    telegram.advance(1_000);
    expect((await call('sendMessage', { chat_id: 931, text: 'broadcast' })).status).toBe(200);
  });

  it('answers a forced 429 for the next calls, and counts a retry before retry_after as a violation', async () => {
    telegram.forceError('sendMessage', { error_code: 429, retry_after: 5, times: 2 });
    expect(await call('sendMessage', { chat_id: CHANNEL, text: 'a' })).toEqual(error(429, 'Too Many Requests: retry after 5', 5));
    telegram.advance(2_000);
    expect(await call('sendMessage', { chat_id: CHANNEL, text: 'a' })).toEqual(error(429, 'Too Many Requests: retry after 3', 3));
    expect(telegram.violations).toEqual([{ rule: 'retried-too-early', method: 'sendMessage', chatId: null, retryAfter: 3, at: START + 2_000 }]);
    telegram.advance(3_000);
    expect(await call('sendMessage', { chat_id: CHANNEL, text: 'a' })).toEqual(error(429, 'Too Many Requests: retry after 5', 5));
    telegram.advance(5_000);
    expect((await call('sendMessage', { chat_id: CHANNEL, text: 'a' })).status).toBe(200);
    expect(telegram.violations).toHaveLength(1);

    telegram.forceError('getChatMember', { error_code: 502, description: 'Bad Gateway' });
    expect(await call('getChatMember', { chat_id: CHANNEL, user_id: telegram.bot.id })).toEqual(error(502, 'Bad Gateway'));
    expect(await result('getChatMember', { chat_id: CHANNEL, user_id: telegram.bot.id })).toEqual({ status: 'administrator', user: telegram.bot });
  });

  it("holds a 429 forced on one chat for that chat alone, as Telegram's per-chat flood wait", async () => {
    telegram.addChat({ id: 941, type: 'private', first_name: 'Held' });
    telegram.addChat({ id: 942, type: 'private', first_name: 'Free' });
    telegram.forceError('sendMessage', { error_code: 429, retry_after: 3, chatId: 941 });
    expect((await call('sendMessage', { chat_id: 942, text: 'other chat first' })).status).toBe(200);
    expect(await call('sendMessage', { chat_id: 941, text: 'a' })).toEqual(error(429, 'Too Many Requests: retry after 3', 3));
    telegram.advance(1_000);
    expect((await call('sendMessage', { chat_id: 942, text: 'not held' })).status).toBe(200);
    expect(await call('sendMessage', { chat_id: 941, text: 'a' })).toEqual(error(429, 'Too Many Requests: retry after 2', 2));
    expect(telegram.violations).toEqual([{ rule: 'retried-too-early', method: 'sendMessage', chatId: 941, retryAfter: 2, at: START + 1_000 }]);
    telegram.advance(2_000);
    expect((await call('sendMessage', { chat_id: 941, text: 'a' })).status).toBe(200);
  });
});
