import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { Db } from '../db/knex.js';
import { inTransaction } from '../db/transaction.js';
import type { EventBus } from '../services/eventBus.js';
import type { Logger } from '../services/logger.js';
import { TelegramApiError, type BotApi } from '../services/telegram/botApi.js';
import { RETRY_MARGIN_MS } from '../services/telegram/waits.js';
import { ALLOWED_UPDATES, type TelegramUpdate } from '../services/telegram/updates.js';
import { answerJoinRequest, recordJoinAnswer } from './telegramJoinRequests.js';
import { handleTelegramUpdate } from './telegramUpdates.js';

/** Updates asked for at once (Telegram's most). */
const BATCH = 100;
/** How often a process that does not hold the poll looks whether it is free (its holder stopped or died). */
const STANDBY_MS = 15_000;
/** Between polls that brought nothing: a long poll answers empty only when its timeout is up, or never waits (timeout 0). */
const IDLE_MS = 1000;
/** The longest wait between tries after failures. */
const MAX_BACKOFF_MS = 60_000;
/** Tries at one update before it is skipped: the waits between them (1, 2, 4, 8 s) outlast a passing fault. */
const MAX_UPDATE_ATTEMPTS = 5;
/** Beyond a long poll's own timeout: the answer's way back, then the updates' handling, before the hold lapses. */
const LEASE_MARGIN_MS = 60_000;

export interface TelegramPollerDeps {
  db: Db;
  events: EventBus;
  logger: Logger;
  bot: BotApi;
  /** How long one getUpdates waits for an update (TELEGRAM_POLL_TIMEOUT_SECONDS). */
  pollTimeoutSeconds: number;
  /** No loop: a pass runs only when `pass()` is called (a test's stand-in for another process). */
  manual?: boolean;
}

/** What a pass did: read (and handled) updates, left the poll to the process holding it, failed, or was stopped. */
export type PollOutcome = 'polled' | 'standby' | 'failed' | 'stopped';

export interface TelegramPoller {
  /** One pass now, after the one running (tests; the loop runs them otherwise). */
  pass(): Promise<PollOutcome>;
  /** Ends the poll held open, waits for the pass, and frees the poll for another process. */
  stop(): Promise<void>;
}

/** The stored offset moved under this process: another took the poll over. Its updates are its own now. */
class PollTakenOver extends Error {}

/**
 * Reads the bot's updates by long polling, back to back, one process at a time. The poll is held through a row of
 * `telegram_poller` (the job lock of this job, kept in the database so it holds across processes with or without
 * Redis): a process takes it when it is free or its holder's hold has lapsed, renews it each pass and frees it when it
 * stops; the others stand by, so Telegram never sees two getUpdates at once. Each update is handled in one
 * transaction with the stored offset moved past it (compare-and-set), so a restart neither repeats nor drops one;
 * its answers are queued for the sender in that transaction, so none is lost or sent twice. Failures never stop it: a
 * 429 waits its retry_after, anything else backs off.
 */
export function startTelegramPoller(deps: TelegramPollerDeps): TelegramPoller {
  const { db, events, logger, bot, pollTimeoutSeconds } = deps;
  const holder = randomUUID();
  const leaseMs = pollTimeoutSeconds * 1000 + LEASE_MARGIN_MS;
  const stopping = new AbortController();
  let failures = 0;
  /** The update whose handling failed last, and how many times in a row. */
  let failing: { updateId: number; attempts: number } | null = null;
  let nextWaitMs = 0;
  /** Whether the last poll brought no update. */
  let idle = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<PollOutcome> = Promise.resolve('stopped');

  /** Moves the stored offset from `offset` past `update`, if this process still holds the poll and nobody moved it since. */
  const moveOffset = async (trx: Knex, offset: number, update: TelegramUpdate, now: Date): Promise<void> => {
    const moved = await trx('telegramPoller').where({ botId: bot.botId, nextOffset: offset, holder }).update({ nextOffset: update.update_id + 1, updatedAt: now });
    if (moved !== 1) {
      throw new PollTakenOver();
    }
  };

  /** Handles one update and moves the stored offset past it, together: its answers are queued in the same transaction. */
  const handle = async (update: TelegramUpdate, offset: number): Promise<void> => {
    // A join request is answered before the transaction (no Bot API call while it holds the database), and the answer
    // recorded in it: handled again after a stop in between, the request is found answered already.
    const joinAnswer = update.chat_join_request ? await answerJoinRequest(db, bot, update.chat_join_request, new Date()) : null;
    await inTransaction(db, events, async (unit) => {
      const now = new Date();
      await moveOffset(unit.trx, offset, update, now);
      if (joinAnswer) {
        await recordJoinAnswer(unit, joinAnswer, now);
      }
      await handleTelegramUpdate(unit, update, now);
    });
  };

  /**
   * An update whose handling failed again and again (a bug, not an outage: the offset still moves) is left behind,
   * loudly, rather than hold up every update after it.
   */
  const handleOrSkip = async (update: TelegramUpdate, offset: number): Promise<void> => {
    try {
      await handle(update, offset);
      failing = null;
    } catch (error) {
      if (error instanceof PollTakenOver) {
        throw error;
      }
      failing = failing?.updateId === update.update_id ? { updateId: update.update_id, attempts: failing.attempts + 1 } : { updateId: update.update_id, attempts: 1 };
      if (failing.attempts < MAX_UPDATE_ATTEMPTS) {
        throw error;
      }
      await moveOffset(db, offset, update, new Date());
      logger.error({ err: error, updateId: update.update_id }, `Telegram: handling an update failed ${failing.attempts} times; it is skipped`);
      failing = null;
    }
  };

  const poll = async (): Promise<PollOutcome> => {
    if (!(await takePoll(db, bot.botId, holder, leaseMs))) {
      return 'standby';
    }
    let offset = await storedOffset(db, bot.botId);
    const updates = await bot.call<TelegramUpdate[]>(
      'getUpdates',
      { offset, limit: BATCH, timeout: pollTimeoutSeconds, allowed_updates: ALLOWED_UPDATES },
      { signal: stopping.signal, timeoutMs: leaseMs - LEASE_MARGIN_MS / 2 },
    );
    idle = updates.length === 0;
    for (const update of updates) {
      if (stopping.signal.aborted) {
        return 'stopped';
      }
      if (update.update_id < offset) {
        continue;
      }
      await handleOrSkip(update, offset);
      offset = update.update_id + 1;
    }
    return 'polled';
  };

  const runPass = async (): Promise<PollOutcome> => {
    if (stopping.signal.aborted) {
      return 'stopped';
    }
    try {
      const outcome = await poll();
      failures = 0;
      nextWaitMs = outcome === 'standby' ? STANDBY_MS : idle ? IDLE_MS : 0;
      return outcome;
    } catch (error) {
      if (stopping.signal.aborted) {
        return 'stopped';
      }
      if (error instanceof PollTakenOver) {
        logger.info('Telegram: another process took over reading the bot’s updates');
        nextWaitMs = STANDBY_MS;
        return 'standby';
      }
      failures += 1;
      nextWaitMs = waitAfter(error, failures);
      logger.warn({ err: error }, `Telegram: reading the bot’s updates failed (${failures} in a row); trying again in ${Math.round(nextWaitMs / 1000)} s${hintFor(error)}`);
      return 'failed';
    }
  };

  const pass = (): Promise<PollOutcome> => {
    running = running.then(runPass);
    return running;
  };

  const schedule = (): void => {
    if (stopping.signal.aborted || deps.manual) {
      return;
    }
    timer = setTimeout(() => void pass().then(schedule), nextWaitMs);
    timer.unref();
  };
  schedule();

  return {
    pass,
    stop: async () => {
      stopping.abort();
      clearTimeout(timer);
      await running;
      await freePoll(db, bot.botId, holder).catch((error: unknown) => logger.warn({ err: error }, 'Telegram: freeing the poll for another process failed'));
    },
  };
}

/** A 429's retry_after, or a wait that doubles with each failure in a row (1 s, 2 s, 4 s… up to a minute). */
function waitAfter(error: unknown, failures: number): number {
  if (error instanceof TelegramApiError && error.code === 429 && error.retryAfter !== null) {
    return error.retryAfter * 1000 + RETRY_MARGIN_MS;
  }
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures - 1));
}

/** What an operator should know about the failures that are theirs to fix. */
function hintFor(error: unknown): string {
  if (!(error instanceof TelegramApiError)) {
    return '';
  }
  if (error.code === 401 || error.code === 404) {
    return ': Telegram does not know this bot (check TELEGRAM_BOT_TOKEN)';
  }
  if (error.code === 409) {
    return ': something else reads this bot’s updates (a webhook, or another deployment with the same token)';
  }
  return '';
}

/** Takes (or renews) the poll for this process, if it is free, its own, or its holder's hold has lapsed. */
async function takePoll(db: Db, botId: number, holder: string, leaseMs: number): Promise<boolean> {
  const now = new Date();
  await db('telegramPoller').insert({ botId, nextOffset: 0, holder: null, heldUntil: null, updatedAt: now }).onConflict('botId').ignore();
  const taken = await db('telegramPoller')
    .where('botId', botId)
    .where((free) => {
      void free.where('holder', holder).orWhereNull('holder').orWhere('heldUntil', '<', now);
    })
    .update({ holder, heldUntil: new Date(now.getTime() + leaseMs), updatedAt: now });
  return taken === 1;
}

async function freePoll(db: Db, botId: number, holder: string): Promise<void> {
  await db('telegramPoller').where({ botId, holder }).update({ holder: null, heldUntil: null, updatedAt: new Date() });
}

/** The next update id to ask for (PostgreSQL hands big integers back as text). */
async function storedOffset(db: Db, botId: number): Promise<number> {
  const row = await db<{ nextOffset: number | string }>('telegramPoller').where('botId', botId).first('nextOffset');
  return Number(row?.nextOffset ?? 0);
}
