import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Signal, TelegramLink } from '@signals/protocol';
import { serverText } from '../../src/i18n/serverText.js';
import { CHILD_ADMIN } from '../support/childServer.js';
import { eventually } from '../support/events.js';
import { clientsAt, signIn } from '../support/signIn.js';
import { nextTelegramUserId } from '../support/telegramMembers.js';
import { startTelegramStandIn, type TelegramStandIn } from '../support/telegramStandIn.js';
import { twoProcesses } from './twoProcessWorld.js';

// One bot, two server processes on one PostgreSQL schema and one Redis (issue 43): one of them polls Telegram at a
// time, each update is handled once, both keep to Telegram's limits together, and a signal is posted once.

const PUBLIC_CHAT = -1002000000031;
let telegram: TelegramStandIn;

// Started before the processes, which are told where it is.
beforeAll(async () => {
  telegram = await startTelegramStandIn();
  telegram.addChat({ id: PUBLIC_CHAT, type: 'channel', title: 'Signals' });
});
const world = twoProcesses(() => ({ ...telegram.env, TELEGRAM_POLL_TIMEOUT_SECONDS: '1' }));
afterAll(async () => {
  await telegram?.close();
});

describe('two processes, one Telegram bot', () => {
  it('poll one at a time, answer each /start once, post a signal once, and keep to the limits together', { timeout: 90_000 }, async () => {
    // Both have had time to try: several polls answered, never two held at once (Telegram's 409).
    await eventually(() => telegram.callsOf('getUpdates').filter((call) => call.status === 200).length >= 3, 'a few long polls', 30_000);

    const member = await world.member(world.two.url);
    const { token } = (await member.client.post<TelegramLink>('/api/user/telegram/link')).body;
    const tg = telegram.user(nextTelegramUserId(), 'Pat', 'pat_tg');
    telegram.queueUpdate(telegram.privateMessage(tg, `/start ${token}`));
    const linked = serverText('en', 'telegram.link.linked', { username: member.username });
    await eventually(() => [...telegram.messagesIn(tg.id).values()].includes(linked), 'the bot’s answer', 30_000);
    await eventually(async () => (await member.client.get<{ linked: boolean }>('/api/user/telegram')).body.linked, 'the link, seen through the other process', 30_000);

    const admin = await signIn(clientsAt(world.one.url), CHILD_ADMIN);
    expect((await admin.put('/api/admin/settings', { settings: [{ key: 'telegram_public_chat_id', value: String(PUBLIC_CHAT) }] })).status).toBe(200);
    const published = await admin.post<Signal>('/api/signals', { ...world.premiumFutures, pair: 'LINK/USDT' });
    expect(published.status).toBe(201);
    await eventually(() => [...telegram.messagesIn(PUBLIC_CHAT).values()].some((text) => text.includes('LINK/USDT')), 'the signal’s post', 30_000);
    // Passes of both processes since: still one post, one answer.
    await eventually(() => telegram.callsOf('getUpdates').filter((call) => call.status === 200).length >= 6, 'more polls', 30_000);

    expect([...telegram.messagesIn(PUBLIC_CHAT).values()].filter((text) => text.includes('LINK/USDT'))).toHaveLength(1);
    expect([...telegram.messagesIn(tg.id).values()].filter((text) => text === linked)).toHaveLength(1);
    expect(telegram.callsOf('getUpdates').filter((call) => call.status === 409)).toEqual([]);
    expect(telegram.violations).toEqual([]);
  });
});
