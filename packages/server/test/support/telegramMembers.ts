import type { TelegramLink as TelegramLinkDto, TelegramStatus } from '@signals/protocol';
import { eventually } from './events.js';
import type { BuiltUser, UserOverrides } from './factories/users.js';
import { signedInUser } from './signIn.js';
import type { TelegramStandIn, TelegramUser } from './telegramStandIn.js';
import type { TestClient } from './testClient.js';
import type { TestServer } from './testServer.js';

/** A member signed in to the app with the Telegram account they linked through the bot. */
export interface LinkedMember {
  user: BuiltUser;
  client: TestClient;
  tg: TelegramUser;
}

const DAY_MS = 24 * 60 * 60 * 1000;
let nextTelegramId = 6_000_000_000_000;

/** A Telegram user id no other test of this file used. */
export function nextTelegramUserId(): number {
  nextTelegramId += 1;
  return nextTelegramId;
}

/** Premium running for a month, as a member's row sets it. */
export const PREMIUM_MONTH = (): UserOverrides => ({ isPremium: true, subscriptionEndDate: new Date(Date.now() + 30 * DAY_MS) });

/** Where the member stands with the bot, as the app's Settings → Telegram reads it. */
export async function telegramStatusOf(client: TestClient): Promise<TelegramStatus> {
  return (await client.get<TelegramStatus>('/api/user/telegram')).body;
}

/**
 * A member who links their account as a member does: asks the app for a link, and sends the bot `/start {token}` from
 * their Telegram account; resolves once the app says it is linked and the bot's answer is in their chat.
 */
export async function linkedMember(server: TestServer, telegram: TelegramStandIn, name: string, overrides: UserOverrides = {}, withinMs = 20_000): Promise<LinkedMember> {
  const { user, client } = await signedInUser(server, overrides);
  const tg = telegram.user(nextTelegramUserId(), name, `${name.toLowerCase()}_tg`);
  const { token } = (await client.post<TelegramLinkDto>('/api/user/telegram/link')).body;
  telegram.queueUpdate(telegram.privateMessage(tg, `/start ${token}`));
  await eventually(async () => (await telegramStatusOf(client)).linked, `${name}'s account linked`, withinMs);
  // And the bot's answer is in their chat: what a test does next (blocking the bot, counting messages) meets it there.
  await eventually(() => telegram.messagesIn(tg.id).size > 0, `the bot's answer to ${name}`, withinMs);
  return { user, client, tg };
}

/** A premium long futures signal as the admin's form sends it, its figures the Telegram suites' texts quote. */
export const TELEGRAM_FUTURES = {
  pair: 'ETH/USDT',
  signalType: 'futures',
  profitPercentage: 2.6,
  isPremium: true,
  direction: 'long',
  exchange: 'Bybit',
  leverage: 5,
  entryPrice: 3500,
  takeProfit1: 3600,
  takeProfit2: 3700,
  stopLoss: 3400,
};
