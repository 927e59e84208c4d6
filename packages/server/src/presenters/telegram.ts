import type { TelegramLink as TelegramLinkDto, TelegramStatus } from '@signals/protocol';
import type { TelegramLink } from '../db/models/index.js';
import type { PremiumChatStanding } from '../queries/telegramLinks.js';

const NO_CHAT: PremiumChatStanding = { premiumChat: false, inPremiumChat: false, inviteUrl: null };

/** Where a member stands with the bot. `configured` says whether this server runs one; a link made while it did is shown as it is. */
export function presentTelegramStatus(link: TelegramLink | null, configured: boolean, standing: PremiumChatStanding = NO_CHAT): TelegramStatus {
  return {
    configured,
    linked: link !== null,
    ...(link?.username ? { username: link.username } : {}),
    premiumChat: standing.premiumChat,
    inPremiumChat: link !== null && standing.inPremiumChat,
    ...(link !== null && !standing.inPremiumChat && standing.inviteUrl ? { premiumInviteUrl: standing.inviteUrl } : {}),
    blocked: Boolean(link?.blockedAt),
  };
}

/** The link a member opens in Telegram: the bot's address with the token as its start parameter. */
export function presentTelegramLink(botUsername: string, token: string, expiresAt: Date): TelegramLinkDto {
  return { url: `https://t.me/${encodeURIComponent(botUsername)}?start=${token}`, token, expiresAt: expiresAt.toISOString() };
}
