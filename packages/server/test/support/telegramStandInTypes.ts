/**
 * The objects of the Telegram Bot API the stand-in (telegramStandIn.ts) speaks, and its test-side interface: what a
 * suite builds updates from and reads calls, chats and limit violations with.
 */

// ---- The Bot API's objects, as much of them as the stand-in speaks (https://core.telegram.org/bots/api). ----

export interface TelegramUser {
  id: number;
  is_bot: boolean;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

export type ChatType = 'private' | 'group' | 'supergroup' | 'channel';

export interface TelegramChat {
  id: number;
  type: ChatType;
  title?: string;
  username?: string;
  first_name?: string;
  last_name?: string;
}

export interface MessageEntity {
  type: string;
  offset: number;
  length: number;
}

export interface TelegramMessage {
  message_id: number;
  date: number;
  chat: TelegramChat;
  /** Absent in channels, where `sender_chat` says who posted. */
  from?: TelegramUser;
  sender_chat?: TelegramChat;
  text?: string;
  entities?: MessageEntity[];
  edit_date?: number;
  reply_markup?: unknown;
}

export interface ChatInviteLink {
  invite_link: string;
  creator: TelegramUser;
  creates_join_request: boolean;
  is_primary: boolean;
  is_revoked: boolean;
  name?: string;
  expire_date?: number;
  member_limit?: number;
}

export interface ChatJoinRequest {
  chat: TelegramChat;
  from: TelegramUser;
  user_chat_id: number;
  date: number;
  invite_link?: ChatInviteLink;
}

export interface CallbackQuery {
  id: string;
  from: TelegramUser;
  message?: TelegramMessage;
  chat_instance: string;
  data?: string;
}

export interface TelegramUpdate {
  update_id: number;
  message?: TelegramMessage;
  edited_message?: TelegramMessage;
  channel_post?: TelegramMessage;
  callback_query?: CallbackQuery;
  chat_join_request?: ChatJoinRequest;
  my_chat_member?: unknown;
  chat_member?: unknown;
}

/** An update before the stand-in numbers it (queueUpdate assigns update_id). */
export type NewUpdate = Omit<TelegramUpdate, 'update_id'>;

export type ApiAnswer =
  | { ok: true; result: unknown; description?: string }
  | { ok: false; error_code: number; description: string; parameters?: { retry_after?: number } };

/** One request as the stand-in saw it. */
export interface TelegramCall {
  /** The method's canonical name (Telegram's method names are case-insensitive), or the path when none matched. */
  method: string;
  /** The query string and the body (JSON or form), merged. */
  params: Record<string, unknown>;
  /** The HTTP status of the answer; null while a long poll is held, or if the client went away first. */
  status: number | null;
  /** The stand-in's clock when the request arrived. */
  at: number;
  answer?: ApiAnswer;
}

export type LimitRule = 'private-chat-per-second' | 'group-per-minute' | 'all-chats-per-second' | 'retried-too-early';

/** A request our bot should never have made: over one of Telegram's limits, or before a retry_after ran out. */
export interface Violation {
  rule: LimitRule;
  method: string;
  /** The chat the message was for (null for a retry of a forced error, which is per method). */
  chatId: number | null;
  retryAfter: number;
  at: number;
}

export interface ForcedError {
  error_code: number;
  /** Defaults to Telegram's wording for the code (for 429: `Too Many Requests: retry after N`). */
  description?: string;
  retry_after?: number;
  /** How many of the next calls of the method get it (1 if not given). */
  times?: number;
  /** Only calls to this chat get it, and its retry_after holds for this chat alone (Telegram's per-chat flood wait). */
  chatId?: number;
}

export interface WebhookDelivery {
  update_id: number;
  /** The webhook's HTTP status, or null when the request failed. */
  status: number | null;
  at: number;
}

export interface ChatSetup {
  id: number;
  type: ChatType;
  title?: string;
  username?: string;
  /** For a private chat: the user's first name. */
  first_name?: string;
  /** Whether the bot is in the chat at all (default true). */
  botIsMember?: boolean;
  /** Whether the bot is an administrator (default true: a bot can post in a channel only as one). */
  botIsAdmin?: boolean;
}

export type MemberStatus = 'creator' | 'administrator' | 'member';

export interface TelegramStandInOptions {
  token?: string;
  /** The bot's username (getMe), SignalDeskBot if not given. */
  username?: string;
  firstName?: string;
  /** The clock the limits, dates and long-poll deadlines read, in ms; Date.now if not given. advance() adds to it. */
  now?: () => number;
}

export interface TelegramStandIn {
  /** What the server under test reads: the token and the API's base URL (requests go to {url}/bot{token}/{method}). */
  env: { TELEGRAM_BOT_TOKEN: string; TELEGRAM_API_URL: string };
  token: string;
  url: string;
  /** The bot itself, as getMe answers. */
  bot: TelegramUser;
  calls: TelegramCall[];
  callsOf(method: string): TelegramCall[];
  violations: Violation[];
  /** The stand-in's clock in ms: the injected clock plus everything advance() added. */
  now(): number;
  /** Moves the clock on; a held long poll whose timeout has passed answers. */
  advance(ms: number): void;
  /** Numbers the update, applies what it means (a chat the bot now knows, a pending join request) and queues it. */
  queueUpdate(update: NewUpdate): TelegramUpdate;
  /** The updates getUpdates has not had confirmed yet (or the webhook has not taken). */
  pendingUpdates(): TelegramUpdate[];
  /** A user as Telegram describes one in updates. */
  user(id: number, firstName?: string, username?: string): TelegramUser;
  privateMessage(from: TelegramUser, text: string): NewUpdate;
  joinRequest(chatId: number, from: TelegramUser, inviteLink?: string): NewUpdate;
  callbackQuery(from: TelegramUser, message: TelegramMessage, data: string): NewUpdate;
  addChat(setup: ChatSetup): TelegramChat;
  addMember(chatId: number, user: TelegramUser, status?: MemberStatus): void;
  /** The user ids in the chat now, the bot not included. */
  members(chatId: number): number[];
  isBanned(chatId: number, userId: number): boolean;
  /** The users with a join request waiting. */
  joinRequests(chatId: number): number[];
  /** The bot's messages in the chat now, text by message_id, after edits and deletions. */
  messagesIn(chatId: number): Map<number, string>;
  message(chatId: number, messageId: number): TelegramMessage | undefined;
  /** Marks a user as having blocked the bot (or, with false, unblocked it). */
  blockBot(userId: number, blocked?: boolean): void;
  inviteLinks(chatId: number): ChatInviteLink[];
  /** The callback queries the bot has answered, by id. */
  callbackAnswers: Map<string, Record<string, unknown>>;
  webhook(): { url: string; secret_token?: string } | null;
  webhookDeliveries: WebhookDelivery[];
  /** Resolves once every queued update has been offered to the webhook (those it refused stay queued). */
  flushWebhook(): Promise<void>;
  /** The next `times` calls of `method` answer this error; a retry_after also makes an earlier retry a violation. */
  forceError(method: string, error: ForcedError): void;
  close(): Promise<void>;
}
