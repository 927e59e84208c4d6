import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTelegramStandIn, type TelegramStandIn } from '../../../test/support/telegramStandIn.js';
import { createBotApi, TelegramApiError, type BotApi } from './botApi.js';
import { languageOfTelegramUser, refusedReply } from './linkReplies.js';
import { startParameter } from './updates.js';

// The Bot API client against the local stand-in, over real HTTP: the envelope, Telegram's errors, and a network that
// does not answer.

const CHANNEL = -1001234567890;

let telegram: TelegramStandIn;
let bot: BotApi;

beforeEach(async () => {
  telegram = await startTelegramStandIn();
  telegram.addChat({ id: CHANNEL, type: 'channel', title: 'Signal Desk Premium' });
  bot = createBotApi({ botToken: telegram.token, apiUrl: telegram.url });
});
afterEach(async () => {
  await telegram.close();
});

/** The error a call failed with. */
async function failureOf(promise: Promise<unknown>): Promise<TelegramApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TelegramApiError);
  return error as TelegramApiError;
}

describe('the Bot API client', () => {
  it('posts JSON to {url}/bot{token}/{method} and answers the result', async () => {
    const sent = await bot.call<{ message_id: number; text: string }>('sendMessage', { chat_id: CHANNEL, text: 'EURUSD long' });
    expect(sent).toMatchObject({ message_id: 1, text: 'EURUSD long' });
    expect(telegram.callsOf('sendMessage')).toEqual([expect.objectContaining({ params: { chat_id: CHANNEL, text: 'EURUSD long' }, status: 200 })]);
    expect(bot.botId).toBe(telegram.bot.id);
  });

  it('turns a refusal into a TelegramApiError with its code, description and retry_after', async () => {
    telegram.forceError('getChat', { error_code: 429, retry_after: 7 });
    const limited = await failureOf(bot.call('getChat', { chat_id: CHANNEL }));
    expect(limited).toMatchObject({ method: 'getChat', code: 429, description: 'Too Many Requests: retry after 7', retryAfter: 7, network: false });

    const refused = await failureOf(bot.call('sendMessage', { chat_id: 4242, text: 'to nobody' }));
    expect(refused).toMatchObject({ code: 400, description: 'Bad Request: chat not found', retryAfter: null });

    const wrongToken = createBotApi({ botToken: `${telegram.bot.id}:AAHnotTheTokenTheStandInWasGiven_99`, apiUrl: telegram.url });
    expect(await failureOf(wrongToken.getMe())).toMatchObject({ code: 401, description: 'Unauthorized' });
  });

  it('turns no answer into a network error that never carries the token', async () => {
    const nowhere = createBotApi({ botToken: telegram.token, apiUrl: 'http://127.0.0.1:9' });
    const error = await failureOf(nowhere.call('getMe'));
    expect(error).toMatchObject({ code: 0, network: true });
    expect(error.message).not.toContain(telegram.token);
  });

  it('asks getMe once and keeps it, but keeps no failure', async () => {
    telegram.forceError('getMe', { error_code: 502 });
    expect(await failureOf(bot.getMe())).toMatchObject({ code: 502 });
    const [first, second] = await Promise.all([bot.getMe(), bot.getMe()]);
    expect(first).toMatchObject({ id: telegram.bot.id, username: 'SignalDeskBot' });
    expect(second).toBe(first);
    await bot.getMe();
    expect(telegram.callsOf('getMe').map((call) => call.status)).toEqual([502, 200]);
  });
});

describe('reading /start', () => {
  it('takes the start parameter of /start, with or without the bot named, and nothing else', () => {
    expect(startParameter('/start abc_DEF-123')).toBe('abc_DEF-123');
    expect(startParameter('/start@SignalDeskBot abc')).toBe('abc');
    expect(startParameter('/start')).toBe('');
    expect(startParameter('/start   ')).toBe('');
    expect([startParameter('/help'), startParameter('hello /start abc'), startParameter('/started'), startParameter(undefined)]).toEqual([null, null, null, null]);
  });

  it("answers in the Telegram user's language when it is one of ours, else in English", () => {
    expect([languageOfTelegramUser('de'), languageOfTelegramUser('pt-br'), languageOfTelegramUser('zh-hans'), languageOfTelegramUser(undefined)]).toEqual(['de', 'en', 'zh', 'en']);
    expect(refusedReply('en', 'expired')).toBe('This link has expired: links work for 15 minutes. Ask for a new one in Settings → Telegram.');
    expect(refusedReply('ru', 'expired')).toContain('15 минут');
  });
});
