import { issueTelegramLinkToken, unlinkTelegramAccount } from '../../commands/telegramLinks.js';
import { botUsername } from '../../guards/telegramBot.js';
import { presentTelegramLink, presentTelegramStatus } from '../../presenters/telegram.js';
import { premiumChatStandingOf, telegramLinkOf } from '../../queries/telegramLinks.js';
import type { Handler } from '../types.js';

const telegramStatus: Handler<'telegramStatus'> = async ({ viewer, services }) => {
  const link = await telegramLinkOf(services.db, viewer.id);
  return presentTelegramStatus(link, services.telegram !== null, await premiumChatStandingOf(services.db, viewer, link, new Date()));
};

/** A link to open in Telegram; the bot is asked for its username first, so no token is written for a bot that is not there. */
const linkTelegram: Handler<'linkTelegram'> = async ({ viewer, services, write }) => {
  const username = await botUsername(services);
  const { token, expiresAt } = await write((unit) => issueTelegramLinkToken(unit, viewer, { now: new Date() }));
  return presentTelegramLink(username, token, expiresAt);
};

const unlinkTelegram: Handler<'unlinkTelegram'> = async ({ viewer, services, write }) => {
  await write((unit) => unlinkTelegramAccount(unit, viewer));
  return presentTelegramStatus(null, services.telegram !== null, await premiumChatStandingOf(services.db, viewer, null, new Date()));
};

export const telegramHandlers = { telegramStatus, linkTelegram, unlinkTelegram };
