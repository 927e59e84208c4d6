import { presentAdminTelegramStatus } from '../../presenters/telegram.js';
import { telegramAdminFigures } from '../../queries/telegramAdmin.js';
import type { BotApi } from '../../services/telegram/botApi.js';
import { readSettings } from '../../services/settings.js';
import { premiumChatOf, publicChatOf } from '../../services/telegram/premiumChat.js';
import type { Handler } from '../types.js';

/** A chat's title as Telegram gives it, or null when it cannot be read (the bot is not in it, Telegram is away). */
async function titleOf(bot: BotApi | null, chatId: number | null): Promise<string | null> {
  if (!bot || chatId === null) {
    return null;
  }
  const chat = await bot.call<{ title?: string }>('getChat', { chat_id: chatId }).catch(() => null);
  return chat?.title ?? null;
}

/** The back office's view of the bot: asks Telegram for the bot's name and the chats' titles, and counts the rest. */
const adminTelegramStatus: Handler<'adminTelegramStatus'> = async ({ services }) => {
  const bot = services.telegram;
  const settings = await readSettings(services.db);
  const premiumChatId = premiumChatOf(settings);
  const publicChatId = publicChatOf(settings);
  const [identity, premiumTitle, publicTitle, figures] = await Promise.all([
    bot ? bot.getMe().catch(() => null) : null,
    titleOf(bot, premiumChatId),
    titleOf(bot, publicChatId),
    telegramAdminFigures(services.db, premiumChatId),
  ]);
  return presentAdminTelegramStatus({
    configured: bot !== null,
    botUsername: identity?.username ?? null,
    premiumChat: premiumChatId === null ? null : { id: premiumChatId, title: premiumTitle },
    publicChat: publicChatId === null ? null : { id: publicChatId, title: publicTitle },
    figures,
  });
};

export const telegramAdminHandlers = { adminTelegramStatus };
