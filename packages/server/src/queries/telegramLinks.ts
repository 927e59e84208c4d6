import type { Db } from '../db/knex.js';
import { TelegramChatMember, TelegramInvite, TelegramLink, type User } from '../db/models/index.js';
import { hasActivePremium } from '../policies/premium.js';
import { readSettings } from '../services/settings.js';
import { premiumChatOf } from '../services/telegram/premiumChat.js';

/** Where a linked member stands with the premium chat: in it, or the live invite link they may use to ask to join. */
export interface PremiumChatStanding {
  /** Whether the site has a premium chat at all. */
  premiumChat: boolean;
  inPremiumChat: boolean;
  /** The member's live invite link, while they may use it. */
  inviteUrl: string | null;
}

/** The member's linked Telegram account, or null. */
export async function telegramLinkOf(db: Db, userId: number): Promise<TelegramLink | null> {
  return (await TelegramLink.query(db).where('userId', userId).first()) ?? null;
}

/**
 * Whether the member's linked account is in the premium chat, and their live invite link to it while their premium
 * runs (the same rule the gate keeps: an invite is no use to a member it would not let in).
 */
export async function premiumChatStandingOf(db: Db, member: User, link: TelegramLink | null, now: Date): Promise<PremiumChatStanding> {
  const chatId = premiumChatOf(await readSettings(db));
  if (chatId === null || link === null) {
    return { premiumChat: chatId !== null, inPremiumChat: false, inviteUrl: null };
  }
  const inChat = await TelegramChatMember.query(db).where({ chatId, telegramUserId: link.telegramUserId }).first();
  const invite = hasActivePremium(member, now)
    ? await TelegramInvite.query(db).where({ chatId, userId: member.id }).whereNull('revokedAt').where('expiresAt', '>', now).orderBy('id', 'desc').first()
    : undefined;
  return { premiumChat: true, inPremiumChat: inChat !== undefined, inviteUrl: invite?.inviteLink ?? null };
}
