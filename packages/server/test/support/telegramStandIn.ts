import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseTelegramHtml } from './telegramHtml.js';
import { BotApiError, boolParam, fail, intParam, jsonParam, parseParams, present, stringParam, tooManyRequests, type Params } from './telegramParams.js';
import { createSendingLimits } from './telegramLimits.js';
import type { TelegramUser, TelegramChat, MessageEntity, TelegramMessage, ChatInviteLink, ChatJoinRequest, TelegramUpdate, NewUpdate, ApiAnswer, TelegramCall, Violation, ForcedError, WebhookDelivery, ChatSetup, MemberStatus, TelegramStandInOptions, TelegramStandIn } from './telegramStandInTypes.js';

export type { TelegramUser, ChatType, TelegramChat, MessageEntity, TelegramMessage, ChatInviteLink, ChatJoinRequest, CallbackQuery, TelegramUpdate, NewUpdate, ApiAnswer, TelegramCall, LimitRule, Violation, ForcedError, WebhookDelivery, ChatSetup, MemberStatus, TelegramStandInOptions, TelegramStandIn } from './telegramStandInTypes.js';

// ---- Telegram's numbers. ----

const MAX_TEXT = 4096;
const DEFAULT_TOKEN = '7000000001:AAHstandInTokenForTheBotApi_0123456';
/** Update kinds Telegram leaves out unless allowed_updates names them. */
const OPT_IN_UPDATES = new Set(['chat_member', 'message_reaction', 'message_reaction_count']);
const DEFAULT_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
};


interface ChatState {
  chat: TelegramChat;
  botStatus: 'administrator' | 'member' | 'left';
  members: Map<number, MemberStatus>;
  /** until_date by user id; 0 is for ever. */
  banned: Map<number, number>;
  joinRequests: Map<number, ChatJoinRequest>;
  /** Every message still in the chat, the users' as well as the bot's. */
  messages: Map<number, { message: TelegramMessage; bySelf: boolean }>;
  links: ChatInviteLink[];
  /** A private chat whose user blocked the bot. */
  blocked: boolean;
}

interface HeldPoll {
  limit: number;
  deadline: number;
  settle(outcome: TelegramUpdate[] | BotApiError): void;
}

type Handler = (params: Params, signal: AbortSignal) => unknown;

/**
 * A local stand-in of the Telegram Bot API (`{url}/bot{token}/{method}`): it keeps the chats, members, messages,
 * invite links and join requests a bot changes, answers in Telegram's envelope with Telegram's error texts, serves
 * updates by long polling (or to a webhook), and enforces Telegram's sending limits on an injectable clock, recording
 * every breach in `violations` so a suite can assert the bot never caused one.
 */
export function startTelegramStandIn(options: TelegramStandInOptions = {}): Promise<TelegramStandIn> {
  const token = options.token ?? DEFAULT_TOKEN;
  const bot: TelegramUser = {
    id: Number(/^\d+/.exec(token)?.[0] ?? '7000000001'),
    is_bot: true,
    first_name: options.firstName ?? 'Signal Desk',
    username: options.username ?? 'SignalDeskBot',
  };
  const baseNow = options.now ?? (() => Date.now());
  let offset = 0;
  const now = (): number => baseNow() + offset;
  const seconds = (): number => Math.floor(now() / 1000);

  const calls: TelegramCall[] = [];
  const violations: Violation[] = [];
  const chats = new Map<number, ChatState>();
  const users = new Map<number, TelegramUser>();
  /** Message ids count up per chat, shared by the users' messages and the bot's, as in Telegram. */
  const lastMessageId = new Map<number, number>();
  const queue: TelegramUpdate[] = [];
  let lastUpdateId = 0;
  let allowedUpdates: Set<string> | null = null;
  let heldPoll: HeldPoll | null = null;
  let webhook: { url: string; secret_token?: string } | null = null;
  const webhookDeliveries: WebhookDelivery[] = [];
  let webhookPump: Promise<void> = Promise.resolve();
  const pendingCallbacks = new Set<string>();
  const callbackAnswers = new Map<string, Record<string, unknown>>();
  let commands: unknown = [];
  const limits = createSendingLimits(now, violations);
  /** By method, or by method and chat (`sendmessage:-100…`) for an error forced on one chat's calls. */
  const forced = new Map<string, ForcedError & { times: number }>();
  /** Per method (or method and chat): until when a forced retry_after holds. */
  const retryNotBefore = new Map<string, number>();
  let closed = false;

  // ---- State helpers. ----

  const nextMessageId = (chatId: number): number => {
    const id = (lastMessageId.get(chatId) ?? 0) + 1;
    lastMessageId.set(chatId, id);
    return id;
  };

  const learnUser = (user: TelegramUser): void => {
    users.set(user.id, { ...user });
  };

  const newChatState = (chat: TelegramChat, botStatus: ChatState['botStatus']): ChatState => {
    const state: ChatState = { chat, botStatus, members: new Map(), banned: new Map(), joinRequests: new Map(), messages: new Map(), links: [], blocked: false };
    chats.set(chat.id, state);
    return state;
  };

  /** For the test-side helpers: a chat the test has not set up is a mistake in the test, not an API error. */
  const stateOf = (chatId: number): ChatState => {
    const state = chats.get(chatId);
    if (!state) {
      throw new Error(`The Telegram stand-in knows no chat ${chatId}: addChat it (or queue a message from the user) first`);
    }
    return state;
  };

  const privateChatOf = (user: TelegramUser): TelegramChat => ({
    id: user.id,
    type: 'private',
    first_name: user.first_name,
    ...(user.last_name ? { last_name: user.last_name } : {}),
    ...(user.username ? { username: user.username } : {}),
  });

  /** A ban with an until_date ends then, on the stand-in's clock (0 is for ever). */
  const isBanned = (state: ChatState, userId: number): boolean => {
    const until = state.banned.get(userId);
    return until !== undefined && (until === 0 || until > seconds());
  };


  const chatParam = (params: Params): ChatState => {
    const value = params.chat_id;
    if (!present(value)) {
      return fail(400, 'Bad Request: chat_id is empty');
    }
    if (typeof value === 'string' && value.startsWith('@')) {
      const username = value.slice(1).toLowerCase();
      const found = [...chats.values()].find((state) => state.chat.username?.toLowerCase() === username);
      return found ?? fail(400, 'Bad Request: chat not found');
    }
    let id: number | undefined;
    if (typeof value === 'number' && Number.isInteger(value)) {
      id = value;
    } else if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) {
      id = Number(value.trim());
    }
    const state = id === undefined ? undefined : chats.get(id);
    return state ?? fail(400, 'Bad Request: chat not found');
  };

  const userIdParam = (params: Params): number => {
    const id = intParam(params, 'user_id');
    return id === undefined || id <= 0 ? fail(400, 'Bad Request: invalid user_id specified') : id;
  };

  const messageIdParam = (params: Params): number => intParam(params, 'message_id') ?? fail(400, 'Bad Request: message identifier is not specified');

  /**
   * The text of a message after Telegram's checks: present, not blank, at most 4096 characters (UTF-16 units) once
   * parsed; in the HTML parse mode, read as Telegram reads it (plain text and entities), or refused as it refuses.
   */
  const textParam = (params: Params): { text: string; entities?: MessageEntity[] } => {
    const raw = stringParam(params, 'text');
    if (raw === undefined || raw.trim() === '') {
      return fail(400, 'Bad Request: message text is empty');
    }
    const parseMode = stringParam(params, 'parse_mode');
    if (parseMode !== undefined && !['HTML', 'Markdown', 'MarkdownV2'].includes(parseMode)) {
      fail(400, 'Bad Request: unsupported parse_mode');
    }
    let parsed: { text: string; entities?: MessageEntity[] } = { text: raw };
    if (parseMode === 'HTML') {
      try {
        const html = parseTelegramHtml(raw);
        parsed = html.entities.length > 0 ? html : { text: html.text };
      } catch (error) {
        return fail(400, `Bad Request: can't parse entities: ${(error as Error).message}`);
      }
    }
    if (parsed.text.trim() === '') {
      return fail(400, 'Bad Request: message text is empty');
    }
    if (parsed.text.length > MAX_TEXT) {
      return fail(400, 'Bad Request: message is too long');
    }
    return parsed;
  };

  /** Telegram echoes only an inline keyboard on the message; other keyboards live on the user's side. */
  const inlineMarkup = (markup: unknown): unknown => {
    if (markup === undefined) {
      return undefined;
    }
    if (typeof markup !== 'object' || markup === null) {
      return fail(400, "Bad Request: can't parse reply keyboard markup JSON object");
    }
    return 'inline_keyboard' in markup ? markup : undefined;
  };

  // ---- Who may do what. ----

  const groupWord = (chat: TelegramChat): string => (chat.type === 'channel' ? 'channel' : chat.type === 'supergroup' ? 'supergroup' : 'group');

  const mustBeIn = (state: ChatState): void => {
    if (state.chat.type === 'private') {
      if (state.blocked) {
        fail(403, 'Forbidden: bot was blocked by the user');
      }
      return;
    }
    if (state.botStatus === 'left') {
      fail(403, `Forbidden: bot is not a member of the ${groupWord(state.chat)} chat`);
    }
  };

  const mustPost = (state: ChatState): void => {
    mustBeIn(state);
    if (state.chat.type === 'channel' && state.botStatus !== 'administrator') {
      fail(400, 'Bad Request: need administrator rights in the channel chat');
    }
  };

  const mustAdminister = (state: ChatState, notEnoughRights: string): void => {
    if (state.chat.type === 'private') {
      fail(400, 'Bad Request: chat not found');
    }
    mustBeIn(state);
    if (state.botStatus !== 'administrator') {
      fail(400, `Bad Request: not enough rights to ${notEnoughRights}`);
    }
  };

  // ---- Telegram's sending limits, per bot token, on the stand-in's clock (telegramLimits.ts). ----

  /** Counts one message to `chatId`, or answers 429 with Telegram's retry_after if it would break a limit. */
  const countMessage = (method: string, chatId: number): void => {
    const retryAfter = limits.count(method, chatId);
    if (retryAfter !== null) {
      throw tooManyRequests(retryAfter);
    }
  };

  // ---- Updates. ----

  const kindOf = (update: NewUpdate): string => Object.keys(update).find((key) => key !== 'update_id') ?? 'unknown';

  const wanted = (update: TelegramUpdate): boolean => {
    const kind = kindOf(update);
    return allowedUpdates && allowedUpdates.size > 0 ? allowedUpdates.has(kind) : !OPT_IN_UPDATES.has(kind);
  };

  /** The first `limit` queued updates the bot asked for; updates of kinds it did not ask for are dropped. */
  const deliverable = (limit: number): TelegramUpdate[] => {
    for (let i = queue.length - 1; i >= 0; i--) {
      const update = queue[i];
      if (update && !wanted(update)) {
        queue.splice(i, 1);
      }
    }
    return queue.slice(0, limit);
  };

  const wakePoll = (): void => {
    const poll = heldPoll;
    if (!poll) {
      return;
    }
    const ready = deliverable(poll.limit);
    if (ready.length > 0 || closed || now() >= poll.deadline) {
      poll.settle(ready);
    }
  };

  /** Offers the queued updates to the webhook one by one, in order; one it refuses stays queued for the next try. */
  const pumpWebhook = (): Promise<void> => {
    webhookPump = webhookPump.then(async () => {
      while (webhook && !closed) {
        const update = deliverable(1)[0];
        if (!update) {
          return;
        }
        const delivery: WebhookDelivery = { update_id: update.update_id, status: null, at: now() };
        webhookDeliveries.push(delivery);
        let status: number;
        try {
          const response = await fetch(webhook.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(webhook.secret_token ? { 'x-telegram-bot-api-secret-token': webhook.secret_token } : {}) },
            body: JSON.stringify(update),
          });
          await response.arrayBuffer();
          status = response.status;
        } catch {
          return;
        }
        delivery.status = status;
        if (status < 200 || status >= 300) {
          return;
        }
        const index = queue.indexOf(update);
        if (index >= 0) {
          queue.splice(index, 1);
        }
      }
    });
    return webhookPump;
  };

  const queueUpdate = (update: NewUpdate): TelegramUpdate => {
    const numbered: TelegramUpdate = { ...update, update_id: ++lastUpdateId };
    const message = update.message ?? update.edited_message ?? update.channel_post;
    if (message) {
      if (message.from) {
        learnUser(message.from);
      }
      const state = chats.get(message.chat.id) ?? newChatState(message.chat, 'member');
      if (message.from && state.chat.type !== 'private' && !state.members.has(message.from.id)) {
        state.members.set(message.from.id, 'member');
      }
      state.messages.set(message.message_id, { message, bySelf: false });
    }
    if (update.chat_join_request) {
      const request = update.chat_join_request;
      learnUser(request.from);
      stateOf(request.chat.id).joinRequests.set(request.from.id, request);
    }
    if (update.callback_query) {
      learnUser(update.callback_query.from);
      pendingCallbacks.add(update.callback_query.id);
    }
    queue.push(numbered);
    wakePoll();
    if (webhook) {
      void pumpWebhook();
    }
    return numbered;
  };

  // ---- The methods. ----

  const getUpdates: Handler = (params, signal) => {
    if (webhook) {
      fail(409, "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first");
    }
    const confirm = intParam(params, 'offset');
    const limit = Math.min(100, Math.max(1, intParam(params, 'limit') ?? 100));
    const timeout = Math.max(0, intParam(params, 'timeout') ?? 0);
    const allowed = jsonParam(params, 'allowed_updates', "can't parse allowed updates");
    if (allowed !== undefined) {
      if (!Array.isArray(allowed)) {
        fail(400, "Bad Request: can't parse allowed updates");
      }
      allowedUpdates = new Set(allowed.map(String));
    }
    // An offset confirms every update below it; a negative one keeps only the last |offset| updates.
    if (confirm !== undefined) {
      if (confirm < 0) {
        queue.splice(0, Math.max(0, queue.length + confirm));
      } else {
        while (queue.length > 0 && (queue[0]?.update_id ?? 0) < confirm) {
          queue.shift();
        }
      }
    }
    // Telegram serves one poller per token: a new getUpdates ends the one still held with 409.
    heldPoll?.settle(new BotApiError(409, 'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running'));
    const ready = deliverable(limit);
    if (ready.length > 0 || timeout === 0 || closed) {
      return ready;
    }
    return new Promise<TelegramUpdate[]>((resolve, reject) => {
      // The real timer ends the poll for a bot on the real clock; advance() ends it for a test on an injected one.
      const timer = setTimeout(() => poll.settle(deliverable(limit)), timeout * 1000);
      timer.unref();
      const onAbort = (): void => poll.settle(new BotApiError(499, 'the client went away'));
      const poll: HeldPoll = {
        limit,
        deadline: now() + timeout * 1000,
        settle: (outcome) => {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          if (heldPoll === poll) {
            heldPoll = null;
          }
          if (outcome instanceof BotApiError) {
            reject(outcome);
          } else {
            resolve(outcome);
          }
        },
      };
      signal.addEventListener('abort', onAbort);
      heldPoll = poll;
    });
  };

  const setWebhook: Handler = (params) => {
    const url = stringParam(params, 'url') ?? '';
    if (boolParam(params, 'drop_pending_updates')) {
      queue.length = 0;
    }
    if (url === '') {
      webhook = null;
      return true;
    }
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return fail(400, 'Bad Request: bad webhook: Failed to resolve host: Name or service not known');
    }
    // Telegram takes only HTTPS; plain HTTP to this machine is let through so a suite can receive the updates.
    const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname);
    if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && loopback)) {
      fail(400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook');
    }
    const secret = stringParam(params, 'secret_token');
    if (secret !== undefined && !/^[A-Za-z0-9_-]{1,256}$/.test(secret)) {
      fail(400, 'Bad Request: secret token contains unallowed characters');
    }
    const allowed = jsonParam(params, 'allowed_updates', "can't parse allowed updates");
    if (Array.isArray(allowed)) {
      allowedUpdates = new Set(allowed.map(String));
    }
    heldPoll?.settle(new BotApiError(409, 'Conflict: terminated by setWebhook request'));
    webhook = { url, ...(secret === undefined ? {} : { secret_token: secret }) };
    void pumpWebhook();
    return true;
  };

  const deleteWebhook: Handler = (params) => {
    if (boolParam(params, 'drop_pending_updates')) {
      queue.length = 0;
    }
    webhook = null;
    return true;
  };

  const getWebhookInfo: Handler = () => ({
    url: webhook?.url ?? '',
    has_custom_certificate: false,
    pending_update_count: queue.length,
    ...(allowedUpdates && allowedUpdates.size > 0 ? { allowed_updates: [...allowedUpdates] } : {}),
  });

  const sendMessage: Handler = (params) => {
    const state = chatParam(params);
    const content = textParam(params);
    const markup = inlineMarkup(jsonParam(params, 'reply_markup', "can't parse reply keyboard markup JSON object"));
    jsonParam(params, 'link_preview_options', "can't parse link preview options JSON object");
    mustPost(state);
    countMessage('sendMessage', state.chat.id);
    const message: TelegramMessage = {
      message_id: nextMessageId(state.chat.id),
      ...(state.chat.type === 'channel' ? { sender_chat: state.chat } : { from: bot }),
      chat: state.chat,
      date: seconds(),
      ...content,
      ...(markup === undefined ? {} : { reply_markup: markup }),
    };
    state.messages.set(message.message_id, { message, bySelf: true });
    return message;
  };

  const editMessageText: Handler = (params) => {
    if (present(params.inline_message_id)) {
      fail(400, 'Bad Request: the stand-in does not keep inline messages');
    }
    const state = chatParam(params);
    const messageId = messageIdParam(params);
    const content = textParam(params);
    const markup = inlineMarkup(jsonParam(params, 'reply_markup', "can't parse reply keyboard markup JSON object"));
    jsonParam(params, 'link_preview_options', "can't parse link preview options JSON object");
    mustPost(state);
    const stored = state.messages.get(messageId);
    if (!stored) {
      return fail(400, 'Bad Request: message to edit not found');
    }
    if (!stored.bySelf) {
      fail(400, "Bad Request: message can't be edited");
    }
    // Leaving reply_markup out removes the inline keyboard, so "the same" compares both as they would be after the edit;
    // the text is compared as Telegram shows it, its formatting included.
    const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
    if (stored.message.text === content.text && same(stored.message.entities, content.entities) && same(stored.message.reply_markup, markup)) {
      fail(
        400,
        'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message',
      );
    }
    countMessage('editMessageText', state.chat.id);
    const { reply_markup: _oldMarkup, entities: _oldEntities, ...rest } = stored.message;
    const message: TelegramMessage = { ...rest, ...content, edit_date: seconds(), ...(markup === undefined ? {} : { reply_markup: markup }) };
    state.messages.set(messageId, { message, bySelf: true });
    return message;
  };

  const deleteMessage: Handler = (params) => {
    const state = chatParam(params);
    const messageId = messageIdParam(params);
    mustBeIn(state);
    if (!state.messages.delete(messageId)) {
      fail(400, 'Bad Request: message to delete not found');
    }
    return true;
  };

  const createChatInviteLink: Handler = (params) => {
    const state = chatParam(params);
    mustAdminister(state, 'manage chat invite link');
    const name = stringParam(params, 'name');
    const expireDate = intParam(params, 'expire_date');
    const memberLimit = intParam(params, 'member_limit');
    const createsJoinRequest = boolParam(params, 'creates_join_request');
    if (name !== undefined && name.length > 32) {
      fail(400, 'Bad Request: invite link name is too long');
    }
    if (memberLimit !== undefined && (memberLimit < 1 || memberLimit > 99_999)) {
      fail(400, 'Bad Request: member limit is invalid');
    }
    if (memberLimit !== undefined && createsJoinRequest) {
      fail(400, "Bad Request: member limit can't be specified for links requiring administrator approval");
    }
    const link: ChatInviteLink = {
      invite_link: `https://t.me/+${randomBytes(12).toString('base64url')}`,
      creator: bot,
      creates_join_request: createsJoinRequest,
      is_primary: false,
      is_revoked: false,
      ...(name === undefined ? {} : { name }),
      ...(expireDate === undefined || expireDate === 0 ? {} : { expire_date: expireDate }),
      ...(memberLimit === undefined ? {} : { member_limit: memberLimit }),
    };
    state.links.push(link);
    return { ...link };
  };

  const revokeChatInviteLink: Handler = (params) => {
    const state = chatParam(params);
    mustAdminister(state, 'manage chat invite link');
    const url = stringParam(params, 'invite_link');
    const link = state.links.find((candidate) => candidate.invite_link === url);
    if (!link) {
      return fail(400, 'Bad Request: INVITE_HASH_EXPIRED');
    }
    link.is_revoked = true;
    return { ...link };
  };

  const answerJoinRequest =
    (approve: boolean): Handler =>
    (params) => {
      const state = chatParam(params);
      mustAdminister(state, 'manage join requests');
      const userId = userIdParam(params);
      if (!state.joinRequests.delete(userId)) {
        fail(400, 'Bad Request: HIDE_REQUESTER_MISSING');
      }
      if (approve) {
        state.members.set(userId, 'member');
      }
      return true;
    };

  const banChatMember: Handler = (params) => {
    const state = chatParam(params);
    mustAdminister(state, 'restrict/ban chat member');
    const userId = userIdParam(params);
    const status = state.members.get(userId);
    if (status === 'creator' || status === 'administrator') {
      fail(400, 'Bad Request: user is an administrator of the chat');
    }
    state.members.delete(userId);
    state.joinRequests.delete(userId);
    // Telegram bans for ever when until_date is less than 30 seconds or more than 366 days away.
    const until = intParam(params, 'until_date') ?? 0;
    const away = until - seconds();
    state.banned.set(userId, away < 30 || away > 366 * 86_400 ? 0 : until);
    return true;
  };

  const unbanChatMember: Handler = (params) => {
    const state = chatParam(params);
    mustAdminister(state, 'restrict/ban chat member');
    const userId = userIdParam(params);
    if (boolParam(params, 'only_if_banned') && !isBanned(state, userId)) {
      return true;
    }
    // As Telegram documents: without only_if_banned the call also removes a member, who can then join again.
    state.banned.delete(userId);
    const status = state.members.get(userId);
    if (status === 'member') {
      state.members.delete(userId);
    }
    return true;
  };

  const getChatMember: Handler = (params) => {
    const state = chatParam(params);
    mustBeIn(state);
    const userId = userIdParam(params);
    if (userId === bot.id) {
      return { status: state.chat.type === 'private' ? 'member' : state.botStatus, user: bot };
    }
    const user = users.get(userId) ?? fail(400, 'Bad Request: user not found');
    if (isBanned(state, userId)) {
      return { status: 'kicked', user, until_date: state.banned.get(userId) ?? 0 };
    }
    if (state.chat.type === 'private') {
      return { status: userId === state.chat.id ? 'member' : 'left', user };
    }
    const status = state.members.get(userId);
    return { status: status ?? 'left', user };
  };

  const getChat: Handler = (params) => {
    const state = chatParam(params);
    mustBeIn(state);
    return { ...state.chat, accent_color_id: 0, max_reaction_count: 11 };
  };

  const answerCallbackQuery: Handler = (params) => {
    const id = stringParam(params, 'callback_query_id');
    if (id === undefined || !pendingCallbacks.delete(id)) {
      return fail(400, 'Bad Request: query is too old and response timeout expired or query ID is invalid');
    }
    callbackAnswers.set(id, { ...params });
    return true;
  };

  const handlers = new Map<string, { name: string; run: Handler }>(
    Object.entries({
      getMe: () => ({ ...bot, can_join_groups: true, can_read_all_group_messages: false, supports_inline_queries: false }),
      getUpdates,
      setWebhook,
      deleteWebhook,
      getWebhookInfo,
      sendMessage,
      editMessageText,
      deleteMessage,
      createChatInviteLink,
      revokeChatInviteLink,
      approveChatJoinRequest: answerJoinRequest(true),
      declineChatJoinRequest: answerJoinRequest(false),
      banChatMember,
      unbanChatMember,
      getChatMember,
      getChat,
      answerCallbackQuery,
      setMyCommands: (params: Params) => {
        commands = jsonParam(params, 'commands', "can't parse commands JSON object") ?? [];
        return true;
      },
      getMyCommands: () => commands,
      deleteMyCommands: () => {
        commands = [];
        return true;
      },
    } satisfies Record<string, Handler>).map(([name, run]) => [name.toLowerCase(), { name, run }]),
  );

  /**
   * A forced error for the method (or for its calls to one chat), or 429 if the bot comes back before a forced
   * retry_after ran out: for the whole method, or, where the error was forced on one chat, for that chat alone.
   */
  const forcedAnswer = (name: string, params: Params): void => {
    const method = name.toLowerCase();
    const chatId = typeof params.chat_id === 'number' || typeof params.chat_id === 'string' ? Number(params.chat_id) : null;
    const keys = chatId === null ? [method] : [`${method}:${chatId}`, method];
    for (const key of keys) {
      const notBefore = retryNotBefore.get(key);
      if (notBefore !== undefined && now() < notBefore) {
        const retryAfter = Math.ceil((notBefore - now()) / 1000);
        violations.push({ rule: 'retried-too-early', method: name, chatId: key === method ? null : chatId, retryAfter, at: now() });
        throw tooManyRequests(retryAfter);
      }
    }
    const key = keys.find((candidate) => forced.has(candidate));
    const error = key === undefined ? undefined : forced.get(key);
    if (key === undefined || !error) {
      return;
    }
    error.times -= 1;
    if (error.times <= 0) {
      forced.delete(key);
    }
    if (error.retry_after !== undefined) {
      retryNotBefore.set(key, now() + error.retry_after * 1000);
    }
    const description =
      error.description ?? (error.error_code === 429 ? `Too Many Requests: retry after ${error.retry_after ?? 1}` : (DEFAULT_DESCRIPTIONS[error.error_code] ?? 'Error'));
    throw new BotApiError(error.error_code, description, error.retry_after);
  };

  // ---- HTTP. ----


  const answerRequest = async (request: http.IncomingMessage, body: Buffer, response: http.ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const match = /^\/bot([^/]+)\/([^/]+)$/.exec(url.pathname);
    const call: TelegramCall = { method: match?.[2] ?? url.pathname, params: {}, status: null, at: now() };
    calls.push(call);
    const abort = new AbortController();
    response.on('close', () => {
      if (!response.writableEnded) {
        abort.abort();
      }
    });
    const handler = match ? handlers.get((match[2] ?? '').toLowerCase()) : undefined;
    if (handler) {
      call.method = handler.name;
    }
    // The parameters are recorded even for a call refused for its token; an unreadable body is answered after that check.
    let unreadable: BotApiError | null = null;
    try {
      call.params = parseParams(request, url.searchParams, body);
    } catch (error) {
      unreadable = error instanceof BotApiError ? error : new BotApiError(400, 'Bad Request: unreadable request');
    }
    let answer: ApiAnswer;
    try {
      if (!match) {
        fail(404, 'Not Found');
      }
      if (decodeURIComponent(match[1] ?? '') !== token) {
        fail(401, 'Unauthorized');
      }
      if (!handler) {
        return fail(404, 'Not Found');
      }
      if (unreadable) {
        throw unreadable;
      }
      forcedAnswer(handler.name, call.params);
      answer = { ok: true, result: await handler.run(call.params, abort.signal) };
    } catch (error) {
      answer = error instanceof BotApiError ? error.answer() : { ok: false, error_code: 500, description: `Internal Server Error: ${String(error)}` };
    }
    if (abort.signal.aborted) {
      return;
    }
    const status = answer.ok ? 200 : answer.error_code;
    call.status = status;
    call.answer = answer;
    await new Promise<void>((done) => {
      response.on('close', done);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer), done);
    });
  };

  /** Requests not yet answered: close() lets the long polls it ends write their answers before the sockets go. */
  const inFlight = new Set<Promise<void>>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answering = answerRequest(request, Buffer.concat(chunks), response).finally(() => inFlight.delete(answering));
      inFlight.add(answering);
    });
  });

  // ---- The test's side. ----

  const user = (id: number, firstName = `User${id}`, username?: string): TelegramUser => ({
    id,
    is_bot: false,
    first_name: firstName,
    username: username ?? `user${id}`,
    language_code: 'en',
  });

  /** A user's message to the bot, with the bot_command entity Telegram marks a leading /command with. */
  const privateMessage = (from: TelegramUser, text: string): NewUpdate => {
    const command = /^\/[A-Za-z0-9_]+(@[A-Za-z0-9_]+)?/.exec(text)?.[0];
    return {
      message: {
        message_id: nextMessageId(from.id),
        from,
        chat: privateChatOf(from),
        date: seconds(),
        text,
        ...(command ? { entities: [{ type: 'bot_command', offset: 0, length: command.length }] } : {}),
      },
    };
  };

  const joinRequest = (chatId: number, from: TelegramUser, inviteLink?: string): NewUpdate => {
    const state = stateOf(chatId);
    let link: ChatInviteLink | undefined;
    if (inviteLink !== undefined) {
      link = state.links.find((candidate) => candidate.invite_link === inviteLink);
      if (!link) {
        throw new Error(`No invite link ${inviteLink} in chat ${chatId}`);
      }
      // Telegram would not let the user in through the link at all: a test building this has made a mistake.
      if (link.is_revoked || (link.expire_date !== undefined && link.expire_date <= seconds())) {
        throw new Error(`Invite link ${inviteLink} is revoked or expired: nobody can ask to join through it`);
      }
    }
    return {
      chat_join_request: {
        chat: state.chat,
        from,
        user_chat_id: from.id,
        date: seconds(),
        ...(link ? { invite_link: { ...link } } : {}),
      },
    };
  };

  const callbackQuery = (from: TelegramUser, message: TelegramMessage, data: string): NewUpdate => ({
    callback_query: { id: randomBytes(8).toString('hex'), from, message, chat_instance: String(message.chat.id), data },
  });

  const addChat = (setup: ChatSetup): TelegramChat => {
    const chat: TelegramChat = {
      id: setup.id,
      type: setup.type,
      ...(setup.title === undefined ? {} : { title: setup.title }),
      ...(setup.username === undefined ? {} : { username: setup.username }),
      ...(setup.first_name === undefined ? {} : { first_name: setup.first_name }),
    };
    if (setup.type === 'private' && !users.has(setup.id)) {
      learnUser(user(setup.id, setup.first_name, setup.username));
    }
    const botStatus = setup.botIsMember === false ? 'left' : setup.botIsAdmin === false ? 'member' : 'administrator';
    newChatState(chat, setup.type === 'private' ? 'member' : botStatus);
    return chat;
  };

  const close = async (): Promise<void> => {
    closed = true;
    wakePoll();
    await webhookPump;
    await Promise.all([...inFlight]);
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
  };

  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}`;
      resolve({
        env: { TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_URL: url },
        token,
        url,
        bot,
        calls,
        callsOf: (method) => calls.filter((call) => call.method.toLowerCase() === method.toLowerCase()),
        violations,
        now,
        advance: (ms) => {
          offset += ms;
          wakePoll();
        },
        queueUpdate,
        pendingUpdates: () => [...queue],
        user,
        privateMessage,
        joinRequest,
        callbackQuery,
        addChat,
        addMember: (chatId, member, status = 'member') => {
          learnUser(member);
          stateOf(chatId).members.set(member.id, status);
        },
        members: (chatId) => [...stateOf(chatId).members.keys()],
        isBanned: (chatId, userId) => isBanned(stateOf(chatId), userId),
        joinRequests: (chatId) => [...stateOf(chatId).joinRequests.keys()],
        messagesIn: (chatId) =>
          new Map(
            [...stateOf(chatId).messages.entries()].filter(([, stored]) => stored.bySelf).map(([id, stored]) => [id, stored.message.text ?? ''] as [number, string]),
          ),
        message: (chatId, messageId) => stateOf(chatId).messages.get(messageId)?.message,
        blockBot: (userId, blocked = true) => {
          const known = users.get(userId) ?? user(userId);
          learnUser(known);
          const state = chats.get(userId) ?? newChatState(privateChatOf(known), 'member');
          state.blocked = blocked;
        },
        inviteLinks: (chatId) => stateOf(chatId).links.map((link) => ({ ...link })),
        callbackAnswers,
        webhook: () => (webhook ? { ...webhook } : null),
        webhookDeliveries,
        flushWebhook: () => pumpWebhook(),
        forceError: (method, error) => {
          const handler = handlers.get(method.toLowerCase());
          if (!handler) {
            throw new Error(`The Telegram stand-in has no method ${method}`);
          }
          const key = handler.name.toLowerCase();
          forced.set(error.chatId === undefined ? key : `${key}:${error.chatId}`, { ...error, times: error.times ?? 1 });
        },
        close,
      });
    });
  });
}
