import type { Knex } from 'knex';
import type { Db } from '../db/knex.js';
import { TelegramChatMember, TelegramInvite, TelegramLink, User } from '../db/models/index.js';
import { inTransaction } from '../db/transaction.js';
import { serverText } from '../i18n/serverText.js';
import { hasActivePremium, wherePremiumRunning } from '../policies/premium.js';
import type { JobLock } from '../services/cluster/jobLock.js';
import type { EventBus } from '../services/eventBus.js';
import type { Logger } from '../services/logger.js';
import { readSettings } from '../services/settings.js';
import { TelegramApiError, type BotApi } from '../services/telegram/botApi.js';
import { queueTelegramMessage } from '../services/telegram/outboxMessages.js';
import { premiumChatOf } from '../services/telegram/premiumChat.js';
import { startPassLoop, type PassLoop } from './passLoop.js';

/** How often the gate looks, beside the nudges: a premium period that ran out by the clock is found this soon. */
const PASS_MS = 15_000;
/** An invite link works this long (Telegram allows any expiry; the issue asks for one within a day). */
export const INVITE_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A live invite this close to its end is replaced: the member should never hold one that dies as they open it. */
const INVITE_RENEW_BEFORE_MS = 60 * 60 * 1000;
/** Invites handed out per pass: a burst of new members is spread over passes. */
const INVITES_PER_PASS = 50;
/** The job lock's hold: longer than a pass can take. */
const LOCK_MS = 5 * 60 * 1000;

/** What a pass did. */
export interface GateResult {
  removed: number;
  invited: number;
  revoked: number;
}

/** The gate's passes: `runOnce` in tests, `nudge` when a member's premium or link changed. */
export type TelegramGate = PassLoop<GateResult>;

export interface TelegramGateOptions {
  db: Db;
  events: EventBus;
  jobs: JobLock;
  logger: Logger;
  bot: BotApi;
  /** No timer: passes run when `runOnce` is called (tests). */
  manual?: boolean;
}

const NONE: GateResult = { removed: 0, invited: 0, revoked: 0 };

/**
 * Keeps the premium chat to the members whose premium runs, one process at a time (the job lock). Each pass, and at
 * start (the sweep for whatever ended while the bot was off):
 *
 * - removes whoever the bot let in and is no longer linked to a member with premium running (lapsed, cancelled,
 *   banned, edited by an admin, unlinked, deleted): banned and at once unbanned (only if banned), so they are out and
 *   may come back after paying; the member is told in Telegram why;
 * - revokes the live invite links of members without premium;
 * - gives each linked member with premium who is not in the chat a personal invite link (it asks to join, and the bot
 *   approves: workers/telegramJoinRequests.ts), sent to them in Telegram and shown in the app.
 *
 * Removal runs within a pass of the change: at once on a nudge (a member's premium or link changed in this process),
 * else within PASS_MS.
 */
export function startTelegramGate({ db, events, jobs, logger, bot, manual = false }: TelegramGateOptions): TelegramGate {
  const revoke = async (invite: TelegramInvite, now: Date): Promise<void> => {
    try {
      await bot.call('revokeChatInviteLink', { chat_id: invite.chatId, invite_link: invite.inviteLink });
    } catch (error) {
      // Expired or revoked at Telegram already: nothing left to revoke.
      if (!(error instanceof TelegramApiError && error.code === 400)) {
        throw error;
      }
    }
    await TelegramInvite.query(db).patch({ revokedAt: now }).where('id', invite.id);
  };

  /** Out of the chat, and free to come back: Telegram's ban, then its unban of the banned only. */
  const remove = async (chatId: number, row: TelegramChatMember, link: TelegramLink | null, member: User | null, now: Date): Promise<void> => {
    await bot.call('banChatMember', { chat_id: chatId, user_id: row.telegramUserId });
    await bot.call('unbanChatMember', { chat_id: chatId, user_id: row.telegramUserId, only_if_banned: true });
    await inTransaction(db, events, async (unit) => {
      await TelegramChatMember.query(unit.trx).deleteById(row.id);
      if (member && link && !link.blockedAt) {
        await queueTelegramMessage(unit, { chatId: link.chatId, userId: member.id, text: serverText(member.language, 'telegram.premium.removed') }, now);
      }
      if (row.userId !== null) {
        unit.record({ type: 'telegram.changed', userId: row.userId });
      }
    });
  };

  /**
   * Rows of a linked member whose premium runs and who is not banned (the SQL of `hasActivePremium`), matched to the
   * outer query by `linkColumn` = `outerColumn`: whom the gate keeps.
   */
  const keptMembers = (linkColumn: 'telegramLinks.telegramUserId' | 'telegramLinks.userId', outerColumn: string, now: Date): Knex.QueryBuilder =>
    wherePremiumRunning(
      db
        .queryBuilder()
        .from('telegramLinks')
        .join('users', 'users.id', 'telegramLinks.userId')
        .whereRaw('?? = ??', [linkColumn, outerColumn])
        .where('users.isBanned', false),
      now,
    );

  /** Everyone in the chat whom the gate no longer keeps, found in one query however large the chat. */
  const removeTheLapsed = async (chatId: number, now: Date): Promise<number> => {
    const lapsed = await TelegramChatMember.query(db)
      .where('chatId', chatId)
      .whereNotExists(keptMembers('telegramLinks.telegramUserId', 'telegramChatMembers.telegramUserId', now))
      .orderBy('id');
    let removed = 0;
    for (const row of lapsed) {
      const link = (await TelegramLink.query(db).where('telegramUserId', row.telegramUserId).first()) ?? null;
      const member = link ? ((await User.query(db).findById(link.userId)) ?? null) : null;
      // Read again one by one: premium may have come back since the query (a payment in between).
      if (member && hasActivePremium(member, now)) {
        continue;
      }
      try {
        await remove(chatId, row, link, member, now);
        removed += 1;
      } catch (error) {
        // One refusal (the bot lost its rights, Telegram is away) does not hold up the others; the next pass tries again.
        logger.warn({ err: error, telegramUserId: row.telegramUserId }, 'Telegram: removing a member from the premium chat failed; trying again next pass');
      }
    }
    return removed;
  };

  /** The live invite links of members the gate no longer keeps (premium over, banned, unlinked). */
  const revokeTheLapsed = async (chatId: number, now: Date): Promise<number> => {
    const lapsed = await TelegramInvite.query(db)
      .where('chatId', chatId)
      .whereNull('revokedAt')
      .where('expiresAt', '>', now)
      .whereNotExists(keptMembers('telegramLinks.userId', 'telegramInvites.userId', now));
    let revoked = 0;
    for (const invite of lapsed) {
      try {
        await revoke(invite, now);
        revoked += 1;
      } catch (error) {
        logger.warn({ err: error, inviteId: invite.id }, 'Telegram: revoking an invite link failed; trying again next pass');
      }
    }
    return revoked;
  };

  /**
   * A new personal link for the member, replacing any earlier one. The member is told in Telegram when it is their
   * first, or the first since their premium (or their link) ended; a link renewed before it expires is only shown in
   * the app, so a member who has not joined is not written to every day.
   */
  const invite = async (chatId: number, member: User, privateChatId: number, now: Date): Promise<void> => {
    const previous = await TelegramInvite.query(db).where({ userId: member.id, chatId }).orderBy('id', 'desc').first();
    const announce = !previous || previous.revokedAt !== null;
    const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS);
    const link = await bot.call<{ invite_link: string }>('createChatInviteLink', {
      chat_id: chatId,
      // Telegram keeps a link's name to 32 characters; the admins see whose link it is.
      name: `#${member.id} ${member.username}`.slice(0, 32),
      expire_date: Math.floor(expiresAt.getTime() / 1000),
      creates_join_request: true,
    });
    await inTransaction(db, events, async (unit) => {
      // The member's older links stop working: one live link each.
      await TelegramInvite.query(unit.trx).patch({ revokedAt: now }).where({ userId: member.id, chatId }).whereNull('revokedAt');
      await TelegramInvite.query(unit.trx).insert({ userId: member.id, chatId, inviteLink: link.invite_link, createdAt: now, expiresAt, revokedAt: null });
      if (announce) {
        await queueTelegramMessage(
          unit,
          {
            chatId: privateChatId,
            userId: member.id,
            text: serverText(member.language, 'telegram.premium.invite'),
            payload: { buttons: [{ text: serverText(member.language, 'telegram.premium.join'), url: link.invite_link }] },
          },
          now,
        );
      }
      unit.record({ type: 'telegram.changed', userId: member.id });
    });
  };

  const inviteTheNew = async (chatId: number, now: Date): Promise<number> => {
    const renewBefore = new Date(now.getTime() + INVITE_RENEW_BEFORE_MS);
    const due = await wherePremiumRunning(
      User.query(db)
        .join('telegramLinks', 'telegramLinks.userId', 'users.id')
        .where('users.isBanned', false)
        .whereNull('telegramLinks.blockedAt')
        .whereNotExists((inChat) => void inChat.from('telegramChatMembers').where('telegramChatMembers.chatId', chatId).whereRaw('?? = ??', ['telegramChatMembers.telegramUserId', 'telegramLinks.telegramUserId']))
        .whereNotExists((invited) =>
          void invited
            .from('telegramInvites')
            .where('telegramInvites.chatId', chatId)
            .whereNull('telegramInvites.revokedAt')
            .where('telegramInvites.expiresAt', '>', renewBefore)
            .whereRaw('?? = ??', ['telegramInvites.userId', 'users.id']),
        ),
      now,
    )
      .select('users.*', 'telegramLinks.chatId as telegramChatId')
      .orderBy('users.id')
      .limit(INVITES_PER_PASS);
    let invited = 0;
    for (const member of due as Array<User & { telegramChatId: number | string }>) {
      try {
        await invite(chatId, member, Number(member.telegramChatId), now);
        invited += 1;
      } catch (error) {
        logger.warn({ err: error, userId: member.id }, 'Telegram: inviting a member to the premium chat failed; trying again next pass');
      }
    }
    return invited;
  };

  const pass = async (): Promise<GateResult> => {
    const chatId = premiumChatOf(await readSettings(db));
    if (chatId === null) {
      return NONE;
    }
    let result = NONE;
    await jobs.run('telegram-gate', LOCK_MS, async () => {
      const now = new Date();
      const removed = await removeTheLapsed(chatId, now);
      const revoked = await revokeTheLapsed(chatId, now);
      const invited = await inviteTheNew(chatId, now);
      result = { removed, invited, revoked };
    });
    return result;
  };

  return startPassLoop({ pass, everyMs: PASS_MS, logger, failure: 'Telegram: keeping the premium chat to premium members failed; trying again shortly', manual });
}
