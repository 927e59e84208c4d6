import type { AdminTelegramStatus, TelegramLink as TelegramLinkDto, TelegramStatus } from '@signals/protocol';
import type { TelegramLink } from '../db/models/index.js';
import type { TelegramAdminFigures } from '../queries/telegramAdmin.js';
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

/** The back office's view of the bot: chat ids as strings (Telegram's exceed what every client's numbers hold). */
export function presentAdminTelegramStatus(input: {
  configured: boolean;
  botUsername: string | null;
  premiumChat: { id: number; title: string | null } | null;
  publicChat: { id: number; title: string | null } | null;
  figures: TelegramAdminFigures;
}): AdminTelegramStatus {
  const { figures } = input;
  return {
    configured: input.configured,
    botUsername: input.botUsername,
    premiumChat: input.premiumChat ? { id: String(input.premiumChat.id), title: input.premiumChat.title, members: figures.premiumChatMembers } : null,
    publicChat: input.publicChat ? { id: String(input.publicChat.id), title: input.publicChat.title } : null,
    linkedMembers: figures.linkedMembers,
    lastErrors: figures.lastErrors.map((row) => ({ at: row.createdAt.toISOString(), chatId: row.recipient, reason: row.reason ?? '' })),
  };
}
