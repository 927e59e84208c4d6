import type { TelegramLink as TelegramLinkDto, TelegramStatus } from '@signals/protocol';
import type { TelegramLink } from '../db/models/index.js';

/**
 * Where a member stands with the bot. `configured` says whether this server runs one; a link made while it did is
 * shown as it is. Membership of the premium chat is not tracked yet: nobody is in it.
 */
export function presentTelegramStatus(link: TelegramLink | null, configured: boolean): TelegramStatus {
  return {
    configured,
    linked: link !== null,
    ...(link?.username ? { username: link.username } : {}),
    inPremiumChat: false,
    blocked: Boolean(link?.blockedAt),
  };
}

/** The link a member opens in Telegram: the bot's address with the token as its start parameter. */
export function presentTelegramLink(botUsername: string, token: string, expiresAt: Date): TelegramLinkDto {
  return { url: `https://t.me/${encodeURIComponent(botUsername)}?start=${token}`, token, expiresAt: expiresAt.toISOString() };
}
