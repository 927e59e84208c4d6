import { OutboxMessage } from '../../db/models/index.js';
import type { UnitOfWork } from '../../db/transaction.js';

/** The outbox channel of a message the bot sends (workers/telegramSender.ts delivers it, paced). */
export const TELEGRAM_CHANNEL = 'telegram';

/** A button under a message that opens an address (an invite link; the app, as a path the sender makes whole). */
export interface TelegramButton {
  text: string;
  url: string;
}

/** What a Telegram outbox row asks the bot to send, kept as the row's payload; the text is the row's body. */
export interface TelegramPayload {
  /** The text is Telegram's HTML (escaped by whoever wrote it), not plain. */
  html?: boolean;
  buttons?: TelegramButton[];
  /** A signal's post (telegram_posts): the row sends or edits it, with the post's latest words. */
  postId?: number;
  /** A signal log head's witness post (signal_log_witnesses): the message's id is kept on the row once sent. */
  witnessId?: number;
}

export interface TelegramMessageRequest {
  chatId: number;
  text: string;
  /** The member it is for; null for a chat's post. */
  userId: number | null;
  /** The preferences' category of an alert; null for the bot's own answers. */
  category?: string | null;
  payload?: TelegramPayload;
  /** Not before this time (a member's quiet hours). */
  notBefore?: Date | null;
}

/**
 * Queues a message for the bot to send, in the caller's transaction: it goes once the transaction commits (the sender
 * is woken then), at Telegram's pace, and survives a restart; a rollback takes it back with the rest.
 */
export async function queueTelegramMessage(unit: UnitOfWork, request: TelegramMessageRequest, now = new Date()): Promise<void> {
  await OutboxMessage.query(unit.trx).insert({
    channel: TELEGRAM_CHANNEL,
    userId: request.userId,
    recipient: String(request.chatId),
    subject: null,
    body: request.text,
    category: request.category ?? null,
    payload: request.payload ? JSON.stringify(request.payload) : null,
    status: 'pending',
    attempts: 0,
    notBefore: request.notBefore ?? null,
    createdAt: now,
  });
  unit.record({ type: 'outbox.queued' });
}

/** What a queued row's payload asks beside its text. */
export function payloadOf(message: Pick<OutboxMessage, 'payload'>): TelegramPayload {
  return message.payload ? (JSON.parse(message.payload) as TelegramPayload) : {};
}

/**
 * The Bot API's sendMessage parameters for a queued row (an edit's too, with the message's id added); a button's path
 * in the app is made whole with `appUrl`, the address members open the app at.
 */
export function sendMessageParams(message: Pick<OutboxMessage, 'recipient' | 'body' | 'payload'>, appUrl: string): Record<string, unknown> {
  const payload = payloadOf(message);
  return {
    chat_id: Number(message.recipient),
    text: message.body,
    ...(payload.html ? { parse_mode: 'HTML' } : {}),
    link_preview_options: { is_disabled: true },
    ...(payload.buttons?.length ? { reply_markup: { inline_keyboard: payload.buttons.map((button) => [{ text: button.text, url: new URL(button.url, appUrl).toString() }]) } } : {}),
  };
}
