import { TELEGRAM_LINK_LIFETIME_MINUTES, TELEGRAM_START_PARAMETER } from '@signals/protocol';
import { TelegramLink, TelegramLinkToken, User } from '../db/models/index.js';
import { claimOnce, type LinkRefusal } from '../db/singleUseLinks.js';
import type { UnitOfWork } from '../db/transaction.js';
import { recordAudit } from './audit.js';
import { hashLinkToken, newLinkToken } from '../services/mail/linkTokens.js';

/** The Telegram account that pressed Start, as the bot's update describes it. */
export interface TelegramAccount {
  telegramUserId: number;
  /** Its @username without the @, if it has one. */
  username: string | null;
  /** The private chat with the bot (for a user, Telegram numbers it as the user). */
  chatId: number;
}

/** Why a link did not work: no such token, used (or replaced by a newer one), past its expiry, or its member banned. */
export type TelegramLinkRefusal = LinkRefusal | 'unavailable';

export type TelegramLinkOutcome =
  | {
      linked: {
        member: User;
        link: TelegramLink;
        /** The member this Telegram account was linked to before, when it was another one: they have none now. */
        movedFrom: number | null;
      };
    }
  | { refused: TelegramLinkRefusal };

/**
 * A new link for the member to open in Telegram: a random token (base64url, 43 characters, what a bot's start
 * parameter allows), kept as its hash, working once for 15 minutes. Asking again retires the member's earlier unused
 * links, so at most one works at a time.
 *
 * @returns the token (shown once: it is not stored) and when it stops working.
 */
export async function issueTelegramLinkToken(unit: UnitOfWork, member: Pick<User, 'id'>, input: { now?: Date } = {}): Promise<{ token: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(now.getTime() + TELEGRAM_LINK_LIFETIME_MINUTES * 60 * 1000);
  await TelegramLinkToken.query(unit.trx).patch({ usedAt: now }).where('userId', member.id).whereNull('usedAt');
  await TelegramLinkToken.query(unit.trx).insert({ userId: member.id, tokenHash, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/**
 * Links the Telegram account that opened a link to the link's member, spending the token. An account links to one
 * member at most: linked to another before, it moves (the other member is left unlinked); a member who links another
 * account replaces theirs. A token that is unknown, used or expired links nothing, nor does one of a banned member.
 *
 * @param _actor null: the bot acts, nobody is signed in.
 * @param input the token from `/start {token}`, the account and its chat.
 */
export async function linkTelegramAccount(
  unit: UnitOfWork,
  _actor: null,
  input: { token: string; account: TelegramAccount; now?: Date },
): Promise<TelegramLinkOutcome> {
  const { trx } = unit;
  const now = input.now ?? new Date();
  if (!TELEGRAM_START_PARAMETER.test(input.token)) {
    return { refused: 'unknown' };
  }
  const claimed = await claimOnce(trx, TelegramLinkToken, hashLinkToken(input.token), now);
  if ('refused' in claimed) {
    return claimed;
  }
  const member = await User.query(trx).findById(claimed.row.userId);
  if (!member || member.isBanned) {
    return { refused: 'unavailable' };
  }
  const { telegramUserId, username, chatId } = input.account;
  const before = await TelegramLink.query(trx).where('telegramUserId', telegramUserId).first();
  // Both unique keys are freed first: the account's link to anyone, and the member's link to any account.
  await TelegramLink.query(trx).delete().where('telegramUserId', telegramUserId).orWhere('userId', member.id);
  const link = await TelegramLink.query(trx).insertAndFetch({ userId: member.id, telegramUserId, username, chatId, linkedAt: now, blockedAt: null });
  const movedFrom = before && before.userId !== member.id ? before.userId : null;
  // The member acts, through the bot: their link, and the member it was taken from, are on the record.
  await recordAudit(unit, member, {
    action: 'telegram.link',
    entityType: 'user',
    entityId: member.id,
    after: { username: member.username, telegramUserId, telegramUsername: username, ...(movedFrom !== null && { movedFromUserId: movedFrom }) },
  });
  unit.record({ type: 'telegram.changed', userId: member.id });
  if (movedFrom !== null) {
    unit.record({ type: 'telegram.changed', userId: movedFrom });
  }
  return { linked: { member, link, movedFrom } };
}

/**
 * Unties the member's Telegram account, if they have one linked.
 *
 * @returns the link that was removed, or null.
 */
export async function unlinkTelegramAccount(unit: UnitOfWork, member: Pick<User, 'id' | 'username'>): Promise<TelegramLink | null> {
  const link = await TelegramLink.query(unit.trx).where('userId', member.id).first();
  if (link) {
    await TelegramLink.query(unit.trx).deleteById(link.id);
    await recordAudit(unit, member, {
      action: 'telegram.unlink',
      entityType: 'user',
      entityId: member.id,
      before: { username: member.username, telegramUserId: link.telegramUserId, telegramUsername: link.username },
    });
    unit.record({ type: 'telegram.changed', userId: member.id });
  }
  return link ?? null;
}
