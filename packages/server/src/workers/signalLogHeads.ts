import { SIGNAL_LOG_HEAD_DELAY_MS, SIGNAL_LOG_WITNESS_INTERVAL_MS } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { SignalLogWitnessRow } from '../db/models/index.js';
import { inTransaction } from '../db/transaction.js';
import type { JobLock } from '../services/cluster/jobLock.js';
import type { EventBus } from '../services/eventBus.js';
import type { Logger } from '../services/logger.js';
import { readSettings } from '../services/settings.js';
import type { SignalLogKeeper } from '../services/signalLog/keeper.js';
import { witnessText } from '../services/signalLog/witness.js';
import { queueTelegramMessage } from '../services/telegram/outboxMessages.js';
import { publicChatOf } from '../services/telegram/premiumChat.js';
import { startPassLoop, type PassLoop } from './passLoop.js';

const WITNESS_LOCK_MS = 60_000;
/** Changes within this long of the first are signed together. */
const NUDGE_COALESCE_MS = 1_000;

export interface SignalLogHeadsOptions {
  db: Db;
  events: EventBus;
  jobs: JobLock;
  logger: Logger;
  keeper: SignalLogKeeper;
  /** Whether a Telegram bot is configured: the signed head is then posted to the public chat once an hour. */
  telegram: boolean;
  /** The address the verifier is pointed at in the post. */
  publicUrl: string;
  manual?: boolean;
}

/**
 * Signs the signal log's heads (issue 45): a pass at start, soon after every change to a signal here, and every few
 * seconds for appends made by another process, so a head covers every leaf within SIGNAL_LOG_HEAD_DELAY_MS of its
 * append. Where the bot and the public chat are set, the newest head is posted there once an hour (one process at a
 * time): a timestamp outside our own database, which nobody here can rewrite.
 */
export function startSignalLogHeads(options: SignalLogHeadsOptions): PassLoop<void> {
  const { db, events, jobs, logger, keeper, telegram, publicUrl, manual } = options;

  const witness = async (now: Date): Promise<void> => {
    const chatId = publicChatOf(await readSettings(db));
    if (chatId === null) {
      return;
    }
    const last = await SignalLogWitnessRow.query(db).orderBy('at', 'desc').first();
    if (last && now.getTime() - last.at.getTime() < SIGNAL_LOG_WITNESS_INTERVAL_MS) {
      return;
    }
    const head = await keeper.signIfBehind(now.getTime());
    await inTransaction(db, events, async (unit) => {
      const row = await SignalLogWitnessRow.query(unit.trx).insertAndFetch({ treeSize: head.treeSize, channel: 'telegram', chat: String(chatId), at: now, messageId: null, url: null, postedAt: null });
      await queueTelegramMessage(unit, { chatId, userId: null, text: witnessText(head, keeper.key.publicKey, publicUrl), payload: { witnessId: row.id } }, now);
    });
  };

  const loop = startPassLoop({
    everyMs: SIGNAL_LOG_HEAD_DELAY_MS,
    logger,
    failure: 'Signing the signal log head failed',
    manual,
    // Not before the server listens: at a million leaves the first catch-up reads and hashes for a few seconds, which a
    // restart must not wait for (a reader asking sooner catches the tree up itself).
    firstAfterMs: SIGNAL_LOG_HEAD_DELAY_MS,
    pass: async () => {
      await keeper.signIfBehind();
      if (telegram) {
        await jobs.run('signal-log-witness', WITNESS_LOCK_MS, () => witness(new Date()));
      }
    },
  });
  // A burst of publications makes one head a second, not one per publication.
  let soon: NodeJS.Timeout | null = null;
  events.subscribe((event) => {
    if (event.type.startsWith('signal.') && !soon && !manual) {
      soon = setTimeout(() => {
        soon = null;
        loop.nudge();
      }, NUDGE_COALESCE_MS);
      soon.unref();
    }
  });
  return {
    ...loop,
    stop: async () => {
      if (soon) {
        clearTimeout(soon);
      }
      await loop.stop();
    },
  };
}
