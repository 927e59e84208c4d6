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
