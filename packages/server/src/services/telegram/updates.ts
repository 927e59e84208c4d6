/*
 * The parts of the Bot API's update objects the bot reads (https://core.telegram.org/bots/api#update). Telegram may
 * send more than these say: nothing here assumes a field is there unless Telegram always sends it.
 */

export interface TelegramUser {
  id: number;
  is_bot: boolean;
  first_name: string;
  username?: string;
  /** An IETF tag of the user's Telegram language (`en`, `pt-br`), when Telegram knows it. */
  language_code?: string;
}

export interface TelegramChat {
  id: number;
  type: 'private' | 'group' | 'supergroup' | 'channel';
}

export interface TelegramMessage {
  message_id: number;
  chat: TelegramChat;
  from?: TelegramUser;
  text?: string;
}

export interface TelegramChatJoinRequest {
  chat: TelegramChat;
  from: TelegramUser;
  user_chat_id: number;
}

export interface TelegramUpdate {
  update_id: number;
  message?: TelegramMessage;
  chat_join_request?: TelegramChatJoinRequest;
}

/** The kinds of update the bot asks for: messages to it (`/start`) and requests to join the premium chat. */
export const ALLOWED_UPDATES = ['message', 'chat_join_request'] as const;

/**
 * The start parameter of a `/start` command (`/start abc`, `/start@SignalDeskBot abc`): the text after the command,
 * '' for a bare `/start`; null when the message is not a `/start`.
 */
export function startParameter(text: string | undefined): string | null {
  const match = /^\/start(?:@\w+)?(?:\s+(\S*))?\s*$/i.exec(text ?? '');
  return match ? (match[1] ?? '') : null;
}
