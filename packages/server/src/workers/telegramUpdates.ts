import { linkTelegramAccount } from '../commands/telegramLinks.js';
import type { UnitOfWork } from '../db/transaction.js';
import { languageOfTelegramUser, linkedReply, refusedReply } from '../services/telegram/linkReplies.js';
import { queueTelegramMessage } from '../services/telegram/outboxMessages.js';
import { startParameter, type TelegramUpdate } from '../services/telegram/updates.js';

/**
 * Turns one update into its command, in the transaction that also moves the stored offset past it, and queues the
 * answer there (it goes once that commits). `/start {token}` in a private chat links the Telegram user to the token's
 * member and answers in the member's language; a token that links nothing, or none at all, is answered with why in the
 * user's own language (English when it is not one of ours). Anything else is read and left: join requests are the
 * premium chat's.
 */
export async function handleTelegramUpdate(unit: UnitOfWork, update: TelegramUpdate, now: Date): Promise<void> {
  const message = update.message;
  if (!message?.from || message.from.is_bot || message.chat.type !== 'private') {
    return;
  }
  const token = startParameter(message.text);
  if (token === null) {
    return;
  }
  const chatId = message.chat.id;
  const asked = languageOfTelegramUser(message.from.language_code);
  const reply = (userId: number | null, text: string): Promise<void> => queueTelegramMessage(unit, { chatId, userId, text }, now);
  if (token === '') {
    return reply(null, refusedReply(asked, 'missing'));
  }
  const outcome = await linkTelegramAccount(unit, null, {
    token,
    account: { telegramUserId: message.from.id, username: message.from.username ?? null, chatId },
    now,
  });
  if ('refused' in outcome) {
    return reply(null, refusedReply(asked, outcome.refused));
  }
  const { member } = outcome.linked;
  return reply(member.id, linkedReply(member.language, member.username));
}
