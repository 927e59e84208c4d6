import type { Db } from '../db/knex.js';
import { Signal, SignalEvent, TelegramPost, type TelegramPostAudience } from '../db/models/index.js';
import { inTransaction } from '../db/transaction.js';
import { serverText } from '../i18n/serverText.js';
import { signalDisclosureOf, type SignalDisclosure } from '../policies/signal.js';
import { presentTelegramSignalPost } from '../presenters/telegramSignalPost.js';
import type { JobLock } from '../services/cluster/jobLock.js';
import type { EventBus } from '../services/eventBus.js';
import type { Logger } from '../services/logger.js';
import { readSettings, type SettingValues } from '../services/settings.js';
import { queueTelegramMessage } from '../services/telegram/outboxMessages.js';
import { premiumChatOf, publicChatOf } from '../services/telegram/premiumChat.js';
import { startPassLoop, type PassLoop } from './passLoop.js';

/** How often the poster looks, beside the nudges: a change made by another process is posted this soon. */
const PASS_MS = 15_000;
/**
 * A signal published this recently and still open is posted: one published while the bot was off is posted when it
 * comes back, and a chat set today is not flooded with last month's signals.
 */
export const POST_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Signals read per pass, new or changed: a burst is spread over passes (a group takes 20 messages a minute). */
const SIGNALS_PER_PASS = 50;
const LOCK_MS = 5 * 60 * 1000;
/** The posts' language: the app's own (the chats are read by everyone, in no one member's language). */
const POST_LANGUAGE = 'en';

export interface PosterResult {
  posted: number;
  edited: number;
}

/** The poster's passes: `runOnce` in tests, `nudge` when a signal changed. */
export type TelegramPoster = PassLoop<PosterResult>;

export interface TelegramPosterOptions {
  db: Db;
  events: EventBus;
  jobs: JobLock;
  logger: Logger;
  /** No timer: passes run when `runOnce` is called (tests). */
  manual?: boolean;
}

interface Chat {
  chatId: number;
  audience: TelegramPostAudience;
}

/** The chats signals go to while the back office's `telegram_post_signals` is on: the premium one and the public one. */
function postChatsOf(settings: SettingValues): Chat[] {
  if (settings.telegram_post_signals !== 'true') {
    return [];
  }
  const chats: Array<{ chatId: number | null; audience: TelegramPostAudience }> = [
    { chatId: premiumChatOf(settings), audience: 'premium' },
    { chatId: publicChatOf(settings), audience: 'public' },
  ];
  return chats.filter((chat): chat is Chat => chat.chatId !== null);
}

/**
 * Keeps the Telegram chats' posts to the signals as they stand, one process at a time (the job lock). A signal
 * published (and still open) gets a post in each chat, written by `presentTelegramSignalPost` for that chat's readers;
 * a signal that changed since its posts were written (a step, its close, its voiding, an admin's edit) has them
 * rewritten, and an edit is queued only when the words changed. The messages go through the outbox at Telegram's pace
 * (workers/telegramSender.ts), which sends the post's latest words: edits made while a post waited to go are one
 * message, and an edit to words Telegram already shows is never sent.
 *
 * State, not events: what a pass decides comes from the signals and `telegram_posts`, so a restart, a process that
 * missed the event, or a chat set later all come right at the next pass.
 */
export function startTelegramPoster({ db, events, jobs, logger, manual = false }: TelegramPosterOptions): TelegramPoster {
  const stepsOf = async (signalId: number): Promise<SignalEvent[]> => SignalEvent.query(db).where('signalId', signalId).orderBy('id');

  // The sender makes the address whole with the app's own.
  const buttonsOf = (signal: Signal) => [{ text: serverText(POST_LANGUAGE, 'telegram.openApp'), url: `/signals/${signal.id}` }];

  const textOf = (signal: Signal, steps: SignalEvent[], audience: TelegramPostAudience, disclosure: SignalDisclosure, now: Date): string =>
    presentTelegramSignalPost(signal, steps, audience, { now, disclosure, language: POST_LANGUAGE });

  /** Signals published in the window, still open, without a post in `chat`. */
  const postTheNew = async (chat: Chat, disclosure: SignalDisclosure, now: Date): Promise<number> => {
    const due = await Signal.query(db)
      .where('isActive', true)
      .where('outcome', 'open')
      .where('announcedAt', '>=', new Date(now.getTime() - POST_WINDOW_MS))
      .whereNotExists(TelegramPost.query(db).where('chatId', chat.chatId).whereColumn('telegramPosts.signalId', 'signals.id'))
      .orderBy('announcedAt')
      .orderBy('id')
      .limit(SIGNALS_PER_PASS);
    let posted = 0;
    for (const signal of due) {
      const text = textOf(signal, await stepsOf(signal.id), chat.audience, disclosure, now);
      // Unique per signal and chat: a post written meanwhile by another process (a lock that ran out) wins.
      const written = await inTransaction(db, events, async (unit) => {
        if (await TelegramPost.query(unit.trx).where({ signalId: signal.id, chatId: chat.chatId }).first()) {
          return false;
        }
        const post = await TelegramPost.query(unit.trx).insertAndFetch({
          signalId: signal.id,
          chatId: chat.chatId,
          audience: chat.audience,
          text,
          signalUpdatedAt: signal.updatedAt,
          messageId: null,
          sentText: null,
          createdAt: now,
        });
        await queueTelegramMessage(unit, { chatId: chat.chatId, userId: null, text, payload: { html: true, buttons: buttonsOf(signal), postId: post.id } }, now);
        return true;
      });
      posted += written ? 1 : 0;
    }
    return posted;
  };

  /** Posts whose signal changed since they were written: rewritten, and an edit queued where the words changed. */
  const editTheChanged = async (disclosure: SignalDisclosure, now: Date): Promise<number> => {
    const changed = await TelegramPost.query(db)
      .join('signals', 'signals.id', 'telegramPosts.signalId')
      .whereRaw('?? <> ??', ['signals.updatedAt', 'telegramPosts.signalUpdatedAt'])
      .select('telegramPosts.*')
      .orderBy('telegramPosts.id')
      .limit(SIGNALS_PER_PASS);
    let edited = 0;
    for (const post of changed) {
      const signal = await Signal.query(db).findById(post.signalId);
      if (!signal) {
        continue;
      }
      const text = textOf(signal, await stepsOf(signal.id), post.audience, disclosure, now);
      const rewritten = text !== post.text;
      await inTransaction(db, events, async (unit) => {
        await TelegramPost.query(unit.trx).patch({ text, signalUpdatedAt: signal.updatedAt }).where('id', post.id);
        if (rewritten) {
          await queueTelegramMessage(unit, { chatId: post.chatId, userId: null, text, payload: { html: true, buttons: buttonsOf(signal), postId: post.id } }, now);
        }
      });
      edited += rewritten ? 1 : 0;
    }
    return edited;
  };

  const pass = async (): Promise<PosterResult> => {
    const settings = await readSettings(db);
    const chats = postChatsOf(settings);
    let result: PosterResult = { posted: 0, edited: 0 };
    await jobs.run('telegram-posts', LOCK_MS, async () => {
      const now = new Date();
      const disclosure = signalDisclosureOf(settings);
      let posted = 0;
      for (const chat of chats) {
        posted += await postTheNew(chat, disclosure, now);
      }
      // Posts already out are kept up to date even after posting was turned off or the chat changed: a post never
      // goes on showing a trade as open after it closed.
      result = { posted, edited: await editTheChanged(disclosure, now) };
    });
    return result;
  };

  return startPassLoop({ pass, everyMs: PASS_MS, logger, failure: 'Telegram: posting signals to the chats failed; trying again shortly', manual });
}
