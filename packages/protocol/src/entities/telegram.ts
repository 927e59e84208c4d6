import { z } from 'zod';
import { TELEGRAM_START_PARAMETER } from '../constants.js';
import { Timestamp } from './common.js';

/**
 * A link that ties the member's Telegram account to theirs (issue 43): opening `url` in Telegram starts the bot with
 * `token`, which works once, until `expiresAt`.
 */
export const TelegramLink = z.object({
  /** `https://t.me/{botUsername}?start={token}`. */
  url: z.url(),
  token: z.string().regex(TELEGRAM_START_PARAMETER),
  expiresAt: Timestamp,
});
export type TelegramLink = z.infer<typeof TelegramLink>;

/** Where the member stands with the bot: what Settings shows. */
export const TelegramStatus = z.object({
  /** Whether this server runs a bot at all (TELEGRAM_BOT_TOKEN); without one nothing can be linked. */
  configured: z.boolean(),
  linked: z.boolean(),
  /** The linked Telegram account's @username, when it has one. */
  username: z.string().optional(),
  /** Whether the site has a premium chat (the `telegram_premium_chat_id` setting): premium members are invited to it. */
  premiumChat: z.boolean(),
  /** Whether the linked account is in the premium chat. */
  inPremiumChat: z.boolean(),
  /**
   * The member's personal link to ask to join the premium chat, while their premium runs and they are not in it yet
   * (the bot sent it to them in Telegram too).
   */
  premiumInviteUrl: z.url().optional(),
  /** Whether the member blocked the bot: nothing reaches them in Telegram until they unblock it. */
  blocked: z.boolean(),
});
export type TelegramStatus = z.infer<typeof TelegramStatus>;

/** A message the bot could not deliver, as the back office lists it. */
export const TelegramDeliveryError = z.object({
  at: Timestamp,
  /** The chat it was for (a member's private chat, or a group's id). */
  chatId: z.string(),
  /** What Telegram answered, or what went wrong on the way. */
  reason: z.string(),
});
export type TelegramDeliveryError = z.infer<typeof TelegramDeliveryError>;

/** The bot as the back office's Telegram settings show it. */
export const AdminTelegramStatus = z.object({
  /** Whether this server runs a bot (TELEGRAM_BOT_TOKEN). */
  configured: z.boolean(),
  /** The bot's @username, as Telegram names it; null when it is not configured or Telegram did not answer. */
  botUsername: z.string().nullable(),
  /** The premium chat, when the setting names one: its title as Telegram gives it (null if it could not be read) and the members the bot let in. */
  premiumChat: z.object({ id: z.string(), title: z.string().nullable(), members: z.number().int().min(0) }).nullable(),
  /** The public chat, when the setting names one, with its title (null if it could not be read). */
  publicChat: z.object({ id: z.string(), title: z.string().nullable() }).nullable(),
  /** Members with a linked Telegram account. */
  linkedMembers: z.number().int().min(0),
  /** The latest messages the bot could not deliver, newest first (at most 5). */
  lastErrors: z.array(TelegramDeliveryError),
});
export type AdminTelegramStatus = z.infer<typeof AdminTelegramStatus>;
