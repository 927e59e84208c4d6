import type { Db } from '../db/knex.js';
import { TelegramChatMember, TelegramLink, User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { hasActivePremium } from '../policies/premium.js';
import { readSettings } from '../services/settings.js';
import { TelegramApiError, type BotApi } from '../services/telegram/botApi.js';
import { premiumChatOf } from '../services/telegram/premiumChat.js';
import type { TelegramChatJoinRequest } from '../services/telegram/updates.js';

/** How the bot answered a request to join the premium chat, to be recorded with the update. */
export interface JoinAnswer {
  approved: boolean;
  chatId: number;
  telegramUserId: number;
  /** The member the Telegram user is linked to, if any. */
  userId: number | null;
}

/** Telegram's answers to a request already answered (a retry after the process stopped between answer and record). */
const ALREADY_ANSWERED = /HIDE_REQUESTER_MISSING|USER_ALREADY_PARTICIPANT/;

/**
 * Answers a request to join the premium chat: approved for a Telegram user linked to a member whose premium runs (the
 * one access rule, `hasActivePremium`), declined for anyone else. Requests to other chats are not the bot's to answer.
 * Called before the update's transaction, which records the answer (`recordJoinAnswer`): the Bot API call is not made
 * while a transaction holds the database.
 *
 * @returns the answer, or null when the request is not for the premium chat.
 */
export async function answerJoinRequest(db: Db, bot: BotApi, request: TelegramChatJoinRequest, now: Date): Promise<JoinAnswer | null> {
  const chatId = premiumChatOf(await readSettings(db));
  if (chatId === null || request.chat.id !== chatId) {
    return null;
  }
  const link = await TelegramLink.query(db).where('telegramUserId', request.from.id).first();
  const member = link ? await User.query(db).findById(link.userId) : undefined;
  const approved = hasActivePremium(member ?? null, now);
  try {
    await bot.call(approved ? 'approveChatJoinRequest' : 'declineChatJoinRequest', { chat_id: chatId, user_id: request.from.id });
  } catch (error) {
    if (!(error instanceof TelegramApiError && error.code === 400 && ALREADY_ANSWERED.test(error.description))) {
      throw error;
    }
  }
  return { approved, chatId, telegramUserId: request.from.id, userId: member?.id ?? null };
}

/** Records an approval: the Telegram user is in the premium chat, and the gate removes them when premium ends. */
export async function recordJoinAnswer(unit: UnitOfWork, answer: JoinAnswer, now: Date): Promise<void> {
  if (!answer.approved) {
    return;
  }
  await unit
    .trx(TelegramChatMember.tableName)
    .insert({ chatId: answer.chatId, telegramUserId: answer.telegramUserId, userId: answer.userId, joinedAt: now })
    .onConflict(['chatId', 'telegramUserId'])
    .merge(['userId']);
  if (answer.userId !== null) {
    unit.record({ type: 'telegram.changed', userId: answer.userId });
  }
}
