import type { Db } from '../db/knex.js';
import { OutboxMessage, TelegramChatMember, TelegramLink } from '../db/models/index.js';
import { TELEGRAM_CHANNEL } from '../services/telegram/outboxMessages.js';

/** Failures listed in the back office. */
const LAST_ERRORS = 5;

/** What the back office's Telegram tab counts: linked members, members in the premium chat, the latest failures. */
export interface TelegramAdminFigures {
  linkedMembers: number;
  premiumChatMembers: number;
  lastErrors: Array<Pick<OutboxMessage, 'createdAt' | 'recipient' | 'reason'>>;
}

/**
 * Read for the back office: how many members linked an account, how many Telegram users the bot let into the premium
 * chat, and the latest bot messages that failed or were not sent (a blocked bot, a refused message), or wait after a
 * failure to be tried again.
 */
export async function telegramAdminFigures(db: Db, premiumChatId: number | null): Promise<TelegramAdminFigures> {
  const linked = await TelegramLink.query(db).resultSize();
  const inChat = premiumChatId === null ? 0 : await TelegramChatMember.query(db).where('chatId', premiumChatId).resultSize();
  const lastErrors = await OutboxMessage.query(db)
    .where('channel', TELEGRAM_CHANNEL)
    .whereNotNull('reason')
    .orderBy('id', 'desc')
    .limit(LAST_ERRORS)
    .select('createdAt', 'recipient', 'reason');
  return { linkedMembers: linked, premiumChatMembers: inChat, lastErrors };
}
