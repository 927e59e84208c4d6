import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultNotificationPreferences, type Signal as SignalDto, type TelegramStatus } from '@signals/protocol';
import { OutboxMessage } from '../db/models/index.js';
import { eventually } from '../../test/support/events.js';
import { adminCallers } from '../../test/support/signIn.js';
import { linkedMember, PREMIUM_MONTH, TELEGRAM_FUTURES, telegramStatusOf, type LinkedMember } from '../../test/support/telegramMembers.js';
import { startTelegramStandIn, type TelegramStandIn } from '../../test/support/telegramStandIn.js';
import type { TestClient } from '../../test/support/testClient.js';
import { startTestServer, type TestServer } from '../../test/support/testServer.js';

// Telegram as an alert channel (issue 43, item 5): the same alerts, the same eligibility and teaser rule and the same
// quiet hours as push, e-mail and SMS, from the bot to each linked member's private chat. Against the Bot API's
// stand-in; each test waits for what a member would see in Telegram, none waits for time.

const WITHIN_MS = 20_000;

/** Under 2 % and one target: a new (not high-profit) premium signal. */
const signal = { ...TELEGRAM_FUTURES, profitPercentage: 1.5, takeProfit2: null };
const TRADE = 'New premium signal: ETH/USDT, 1.5 %\nLong ETH/USDT on Bybit from 3500, take profit 3600, stop 3400, 5x.';
const TEASER = 'New premium signal: ETH/USDT, 1.5 %\nA premium futures signal was published. Upgrade to premium to see the trade.';

/** "HH:MM" in UTC, `minutes` from now. */
function utcClock(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
}

describe('alerts in Telegram', () => {
  let telegram: TelegramStandIn;
  let server: TestServer;
  let admin: TestClient;

  /** What the bot wrote to the member, past the answer to their /start. */
  const alertsTo = (member: LinkedMember) => [...telegram.messagesIn(member.tg.id).values()].filter((text) => text.startsWith('New '));

  async function publish(values: Record<string, unknown>): Promise<SignalDto> {
    const created = await admin.post<SignalDto>('/api/signals', values);
    expect(created.status, created.text).toBe(201);
    return created.body;
  }

  beforeAll(async () => {
    telegram = await startTelegramStandIn();
    server = await startTestServer(telegram.env, { publicUrl: 'https://signals.example' });
    ({ adminClient: admin } = await adminCallers(server));
  });
  afterAll(async () => {
    await server?.close();
    await telegram?.close();
  });

  it('tells a premium member the trade and a free member the teaser; one who turned Telegram off, nothing; quiet hours hold it', async () => {
    const premium = await linkedMember(server, telegram, 'Premium', PREMIUM_MONTH(), WITHIN_MS);
    const free = await linkedMember(server, telegram, 'Free', {}, WITHIN_MS);
    const muted = await linkedMember(server, telegram, 'Muted', PREMIUM_MONTH(), WITHIN_MS);
    const sleeping = await linkedMember(server, telegram, 'Sleeping', PREMIUM_MONTH(), WITHIN_MS);
    const preferences = defaultNotificationPreferences(false);
    const telegramOff = { ...preferences, newSignals: { ...preferences.newSignals, telegram: false }, highProfitSignals: { ...preferences.highProfitSignals, telegram: false } };
    expect((await muted.client.put('/api/user/notification-preferences', telegramOff)).status).toBe(200);
    const quietHours = { start: utcClock(-60), end: utcClock(60), timeZone: 'UTC' };
    expect((await sleeping.client.put('/api/user/quiet-hours', { quietHours })).status).toBe(200);

    const published = await publish(signal);

    await eventually(() => alertsTo(premium).length === 1 && alertsTo(free).length === 1, 'the alert in both chats', WITHIN_MS);
    expect(alertsTo(premium)).toEqual([TRADE]);
    expect(alertsTo(free)).toEqual([TEASER]);
    const [messageId] = [...telegram.messagesIn(premium.tg.id).entries()].find(([, text]) => text === TRADE)!;
    expect(telegram.message(premium.tg.id, messageId)).toMatchObject({
      entities: [{ type: 'bold', offset: 0, length: 'New premium signal: ETH/USDT, 1.5 %'.length }],
      reply_markup: { inline_keyboard: [[{ text: 'Open in the app', url: `https://signals.example/signals/${published.id}` }]] },
    });

    // The member in quiet hours has it waiting for their end; the one who turned Telegram off has none queued.
    const held = await OutboxMessage.query(server.app.db).where({ userId: sleeping.user.id, channel: 'telegram' }).whereNotNull('category');
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ status: 'pending' });
    expect(held[0]!.notBefore!.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);
    expect(alertsTo(sleeping)).toEqual([]);
    expect(await OutboxMessage.query(server.app.db).where({ userId: muted.user.id, channel: 'telegram' }).whereNotNull('category').resultSize()).toBe(0);
    expect(alertsTo(muted)).toEqual([]);
    expect(telegram.violations).toEqual([]);
  });

  it('a member who blocked the bot: the app says so, and nothing more is queued for them until they start it again', async () => {
    const member = await linkedMember(server, telegram, 'Blocker', {}, WITHIN_MS);
    telegram.blockBot(member.tg.id);

    await publish({ ...signal, pair: 'SOL/USDT' });
    await eventually(async () => (await telegramStatusOf(member.client)).blocked, 'the app saying the bot is blocked', WITHIN_MS);
    expect(await telegramStatusOf(member.client)).toMatchObject<Partial<TelegramStatus>>({ linked: true, blocked: true });

    await publish({ ...signal, pair: 'ADA/USDT' });
    const other = await linkedMember(server, telegram, 'Reader', {}, WITHIN_MS);
    await publish({ ...signal, pair: 'XRP/USDT' });
    // A later reader got the last alert; the member who blocked the bot has nothing queued since.
    await eventually(() => alertsTo(other).some((text) => text.includes('XRP/USDT')), 'the next alert reaching another member', WITHIN_MS);
    expect(await OutboxMessage.query(server.app.db).where({ userId: member.user.id, channel: 'telegram', status: 'pending' }).resultSize()).toBe(0);
    expect(telegram.messagesIn(member.tg.id).size).toBe(1);
  });
});
