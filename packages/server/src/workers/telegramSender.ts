import type { Db } from '../db/knex.js';
import { OutboxMessage, SignalLogWitnessRow, TelegramLink, TelegramPost } from '../db/models/index.js';
import { postLinkOf } from '../services/signalLog/witness.js';
import type { Logger } from '../services/logger.js';
import { NOT_SENT_REASONS } from '../services/outbox/eligibility.js';
import { TelegramApiError, type BotApi } from '../services/telegram/botApi.js';
import { payloadOf, sendMessageParams, TELEGRAM_CHANNEL } from '../services/telegram/outboxMessages.js';
import { chatAnswered, holdChat, takeSlot } from '../services/telegram/pacing.js';
import { pause, RETRY_MARGIN_MS } from '../services/telegram/waits.js';
import { claimAll } from './outbox/claims.js';
import { recordAll, REASON_MAX, type OutboxRunResult } from './outbox/outcomes.js';

/** Rows read at a time; each is claimed just before it is sent. */
const BATCH = 50;
/**
 * A claim holds this long: past one call's timeout (30 s) and a slot's wait (at most 2 s). A process that died with a
 * message in hand leaves it to another after this; one that stops waits for the message in hand and records it.
 */
const LEASE_MS = 60_000;
/** The longest the sender sleeps with nothing due: messages queued by another process are found this soon. */
const IDLE_MS = 2_000;

export const NOT_SENT_NOT_IN_CHAT = 'The bot cannot write to this chat (not a member, or not allowed to post)';
export const NOT_SENT_POST_GONE = 'The signal was deleted, and its post with it';
/** Telegram's words for an edit to what the message already says (a 400): the edit's goal is met. */
const NOT_MODIFIED = /message is not modified/i;

/** What a queued row asks of Telegram now: a call, or nothing (a post's edit to words Telegram already shows). */
type Send = { call: () => Promise<void> } | { done: 'sent' | { notSent: string } };

export interface TelegramSender {
  /** Sends what is due now, after the pass running; answers what it did. */
  runOnce(): Promise<OutboxRunResult>;
  /** Runs soon: a message was queued. */
  nudge(): void;
  /** Stops after the message in hand, which is recorded; the rest stay queued for the next start. */
  stop(): Promise<void>;
}

export interface TelegramSenderOptions {
  db: Db;
  logger: Logger;
  bot: BotApi;
  /** The app's address: a button's path in the app is made whole with it. */
  appUrl: string;
  /** No timer: a pass runs only when `runOnce` is called (tests). */
  manual?: boolean;
}

/**
 * Delivers the outbox's Telegram rows, one at a time in id order, within Telegram's limits: each message takes a
 * slot (services/telegram/pacing.ts) that every process shares, and waits for it. A 429 holds its chat for the
 * retry_after Telegram gave and puts the message back, not counted as a failed attempt; a 403 from a member's chat
 * means they blocked the bot: their Telegram channel is off until they start it again, and what was queued for them is
 * not sent. A 400 is a message Telegram will never take: given up on at once and logged. Anything else (no answer, a
 * 5xx) is tried again with the outbox's back-off. A chat's later messages wait behind an earlier one held back, so
 * they arrive in order.
 */
export function createTelegramSender({ db, logger, bot, appUrl, manual = false }: TelegramSenderOptions): TelegramSender {
  const stopping = new AbortController();
  let chain: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let nudged = false;

  /** Back in the queue until `notBefore` (null: due now), the claim's attempt not counted: it was never tried. */
  const putBack = async (message: OutboxMessage, notBefore: Date | null, claimed: boolean): Promise<void> => {
    await db('outbox')
      .where({ id: message.id, status: 'pending' })
      .update({ notBefore, ...(claimed ? { attempts: db.raw('attempts - 1') } : {}) });
  };

  /** The member behind a private chat blocked the bot: their channel is off, and nothing queued for them goes. */
  const blockedBy = async (chatId: number, now: Date): Promise<void> => {
    await TelegramLink.query(db).patch({ blockedAt: now }).where('chatId', chatId).whereNull('blockedAt');
    await db('outbox')
      .where({ channel: TELEGRAM_CHANNEL, recipient: String(chatId), status: 'pending' })
      .update({ status: 'not_sent', reason: NOT_SENT_REASONS.telegramBlocked, notBefore: null });
  };

  const giveUp = async (message: OutboxMessage, reason: string): Promise<void> => {
    await db('outbox').where('id', message.id).update({ status: 'failed', reason: reason.slice(0, REASON_MAX), notBefore: null });
  };

  /**
   * The call a row makes. A signal's post sends the post's latest words (a later rewrite queued behind it then finds
   * nothing to change): its first send keeps the message's id, and each later row edits that message, only when the
   * words Telegram shows differ.
   */
  const sendFor = async (message: OutboxMessage): Promise<Send> => {
    const { postId, witnessId } = payloadOf(message);
    if (witnessId !== undefined) {
      return {
        call: async () => {
          const sent = await bot.call<{ message_id: number }>('sendMessage', sendMessageParams(message, appUrl));
          const url = postLinkOf(Number(message.recipient), sent.message_id);
          await SignalLogWitnessRow.query(db).patch({ messageId: sent.message_id, url, postedAt: new Date() }).where('id', witnessId);
        },
      };
    }
    if (postId === undefined) {
      return { call: async () => void (await bot.call('sendMessage', sendMessageParams(message, appUrl))) };
    }
    const post = await TelegramPost.query(db).findById(postId);
    if (!post) {
      return { done: { notSent: NOT_SENT_POST_GONE } };
    }
    const params = sendMessageParams({ ...message, body: post.text }, appUrl);
    const { messageId } = post;
    if (messageId === null) {
      return {
        call: async () => {
          const sent = await bot.call<{ message_id: number }>('sendMessage', params);
          await TelegramPost.query(db).patch({ messageId: sent.message_id, sentText: post.text }).where('id', post.id);
        },
      };
    }
    if (post.sentText === post.text) {
      return { done: 'sent' };
    }
    return {
      call: async () => {
        try {
          await bot.call('editMessageText', { ...params, message_id: messageId });
        } catch (error) {
          if (!(error instanceof TelegramApiError && error.code === 400 && NOT_MODIFIED.test(error.description))) {
            throw error;
          }
        }
        await TelegramPost.query(db).patch({ sentText: post.text }).where('id', post.id);
      },
    };
  };

  /** Sends one claimed message on its slot; answers until when its chat is held, if it is. */
  const deliver = async (message: OutboxMessage, result: OutboxRunResult): Promise<Date | null> => {
    const chatId = Number(message.recipient);
    const send = await sendFor(message);
    if ('done' in send) {
      const attempt = send.done === 'sent' ? ({ status: 'sent' } as const) : ({ status: 'not_sent', reason: send.done.notSent } as const);
      await recordAll(db, logger, [[message, attempt]], new Date(), result);
      return null;
    }
    for (;;) {
      const slot = await takeSlot(db, chatId, Date.now());
      if ('heldUntil' in slot) {
        const until = new Date(slot.heldUntil);
        await putBack(message, until, true);
        return until;
      }
      if ('taken' in slot) {
        break;
      }
      await pause(slot.waitUntil - Date.now(), stopping.signal);
      if (stopping.signal.aborted) {
        await putBack(message, null, true);
        return null;
      }
    }
    try {
      await send.call();
      await chatAnswered(db, chatId, Date.now());
      await recordAll(db, logger, [[message, { status: 'sent' }]], new Date(), result);
      return null;
    } catch (error) {
      const now = new Date();
      if (!(error instanceof TelegramApiError)) {
        throw error;
      }
      if (error.code === 429) {
        const until = new Date(now.getTime() + (error.retryAfter ?? 1) * 1000 + RETRY_MARGIN_MS);
        await holdChat(db, chatId, until.getTime());
        await putBack(message, until, true);
        result.retrying += 1;
        return until;
      }
      if (error.code === 403) {
        if (chatId > 0) {
          await blockedBy(chatId, now);
          result.notSent += 1;
        } else {
          await recordAll(db, logger, [[message, { status: 'not_sent', reason: NOT_SENT_NOT_IN_CHAT }]], now, result);
          logger.error(`Telegram: the bot cannot write to chat ${chatId} (${error.description}); check that it is an administrator there`);
        }
        return null;
      }
      if (error.code === 400) {
        await giveUp(message, error.message);
        result.failed += 1;
        logger.error(`Telegram: message #${message.id} was refused and will not be sent again: ${error.message}`);
        return null;
      }
      await recordAll(db, logger, [[message, { status: 'failed', reason: error.message, retryAfterMs: null }]], now, result);
      const after = await OutboxMessage.query(db).findById(message.id).select('status', 'notBefore');
      return after?.status === 'pending' ? after.notBefore : null;
    }
  };

  const deliverDue = async (): Promise<{ result: OutboxRunResult; full: boolean }> => {
    const result: OutboxRunResult = { sent: 0, failed: 0, notSent: 0, retrying: 0 };
    const now = new Date();
    const due = await OutboxMessage.query(db)
      .where({ channel: TELEGRAM_CHANNEL, status: 'pending' })
      .where((when) => {
        void when.whereNull('notBefore').orWhere('notBefore', '<=', now);
      })
      .orderBy('id')
      .limit(BATCH);
    /** Chats held in this pass, and until when: their later messages wait too. */
    const held = new Map<string, Date>();
    for (const message of due) {
      if (stopping.signal.aborted) {
        break;
      }
      const heldUntil = held.get(message.recipient);
      if (heldUntil) {
        await putBack(message, heldUntil, false);
        continue;
      }
      const [claimed] = await claimAll(db, [message], new Date(), () => Promise.resolve(), LEASE_MS);
      if (!claimed) {
        continue;
      }
      const until = await deliver(claimed, result);
      if (until) {
        held.set(message.recipient, until);
      }
    }
    return { result, full: due.length === BATCH };
  };

  /** When the next queued message falls due, at most IDLE_MS from now. */
  const nextWaitMs = async (): Promise<number> => {
    const queued = OutboxMessage.query(db).where({ channel: TELEGRAM_CHANNEL, status: 'pending' });
    if (await queued.clone().whereNull('notBefore').first()) {
      return 0;
    }
    const next = await queued.clone().orderBy('notBefore').first();
    return next?.notBefore ? Math.min(IDLE_MS, Math.max(0, next.notBefore.getTime() - Date.now())) : IDLE_MS;
  };

  const schedule = (waitMs: number): void => {
    if (manual || stopping.signal.aborted) {
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => void runInBackground(), waitMs);
    timer.unref();
  };

  const runOnce = (): Promise<OutboxRunResult> => {
    const run = chain.then(async () => {
      const { result, full } = await deliverDue();
      if (full) {
        schedule(0);
      }
      return result;
    });
    chain = run.catch(() => undefined);
    return run;
  };

  const runInBackground = async (): Promise<void> => {
    try {
      await runOnce();
      schedule(await nextWaitMs());
    } catch (error) {
      logger.error({ err: error }, 'Telegram: sending the queued messages failed');
      schedule(IDLE_MS);
    }
  };

  schedule(0);

  return {
    runOnce,
    nudge() {
      if (nudged || manual || stopping.signal.aborted) {
        return;
      }
      nudged = true;
      setImmediate(() => {
        nudged = false;
        schedule(0);
      });
    },
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await chain;
    },
  };
}
