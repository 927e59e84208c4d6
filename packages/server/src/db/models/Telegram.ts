import { BaseModel } from './BaseModel.js';

/**
 * A member's Telegram account (issue 43): one per member, and an account links to one member. Telegram's ids are big
 * integers (PostgreSQL hands them back as text): read back as numbers, which hold them exactly (52 bits at most).
 */
export class TelegramLink extends BaseModel {
  static override tableName = 'telegram_links';
  static override timestampColumns = ['linkedAt', 'blockedAt'];
  static override numberColumns = ['telegramUserId', 'chatId'];

  id!: number;
  userId!: number;
  telegramUserId!: number;
  /** The account's @username without the @; null when it has none. */
  username!: string | null;
  /** The private chat with the bot, where the member's messages go. */
  chatId!: number;
  linkedAt!: Date;
  /** When the member blocked the bot; null while it may write to them. */
  blockedAt!: Date | null;
}

/** A single-use link that ties the Telegram account opening it to a member: only the token's hash is stored. */
export class TelegramLinkToken extends BaseModel {
  static override tableName = 'telegram_link_tokens';
  static override timestampColumns = ['createdAt', 'expiresAt', 'usedAt'];

  id!: number;
  userId!: number;
  tokenHash!: string;
  createdAt!: Date;
  expiresAt!: Date;
  usedAt!: Date | null;
}

/** A Telegram user the bot let into a chat (the premium chat), with the member they were linked to then. */
export class TelegramChatMember extends BaseModel {
  static override tableName = 'telegram_chat_members';
  static override timestampColumns = ['joinedAt'];
  static override numberColumns = ['chatId', 'telegramUserId'];

  id!: number;
  chatId!: number;
  telegramUserId!: number;
  /** Null once the member's account was deleted: they are removed at the next pass. */
  userId!: number | null;
  joinedAt!: Date;
}

/** A member's personal invite link to a chat: it asks to join, and the bot approves whoever premium lets in. */
export class TelegramInvite extends BaseModel {
  static override tableName = 'telegram_invites';
  static override timestampColumns = ['createdAt', 'expiresAt', 'revokedAt'];
  static override numberColumns = ['chatId'];

  id!: number;
  userId!: number;
  chatId!: number;
  inviteLink!: string;
  createdAt!: Date;
  expiresAt!: Date;
  revokedAt!: Date | null;
}

/** Which readers a chat's post is written for: the premium chat gets the trade, the public chat what a free member sees. */
export type TelegramPostAudience = 'premium' | 'public';

/** A signal's post in a chat: what it should say, and the message Telegram holds once sent. */
export class TelegramPost extends BaseModel {
  static override tableName = 'telegram_posts';
  static override timestampColumns = ['signalUpdatedAt', 'createdAt'];
  static override numberColumns = ['chatId', 'messageId'];

  id!: number;
  signalId!: number;
  chatId!: number;
  audience!: TelegramPostAudience;
  text!: string;
  signalUpdatedAt!: Date;
  messageId!: number | null;
  sentText!: string | null;
  createdAt!: Date;
}
