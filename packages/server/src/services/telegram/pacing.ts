import type { Db } from '../../db/knex.js';

/**
 * The least time between two messages, over Telegram's limits (1 a second to a private chat, 20 a minute to a group
 * or channel, 30 a second in all) by a margin: Telegram counts when a message arrives, and two sent on their slots may
 * arrive closer than they left (one held up on its way, the next not). In all: 25 a second.
 */
export const PACE_MS = { privateChat: 1_100, group: 3_200, all: 40 } as const;
/** A slot further off than this is not waited for: the message waits in the outbox, and other chats go meanwhile. */
export const SLOT_HORIZON_MS = 2_000;
/** Tries at a slot that another process took in between. */
const MAX_TRIES = 20;
const ALL = 'all';

/** Another process moved a key between the read and the update: read again. */
class TakenMeanwhile extends Error {}

/**
 * Where a message may go: now (the slot is taken: send it at once), after `waitUntil` (nothing taken: wait, then ask
 * again), or not before `heldUntil` (nothing taken: the chat is held, put the message back).
 */
export type Slot = { taken: true } | { waitUntil: number } | { heldUntil: number };

/** Private chats have positive ids (the user's), groups and channels negative ones. */
export function paceOf(chatId: number): number {
  return chatId > 0 ? PACE_MS.privateChat : PACE_MS.group;
}

const chatKey = (chatId: number): string => `chat:${chatId}`;

/**
 * Takes the slot for one message (a send or an edit) to `chatId` now, if both the chat and the bot as a whole may send
 * now: both keys move on from now, in one transaction whose updates only apply if nobody moved them since they were
 * read. A slot is only ever taken at the moment of sending, never ahead: the pace counts from when messages leave.
 */
export async function takeSlot(db: Db, chatId: number, nowMs: number): Promise<Slot> {
  const key = chatKey(chatId);
  await db('telegramPacing')
    .insert([
      { key: ALL, nextAt: 0 },
      { key, nextAt: 0 },
    ])
    .onConflict('key')
    .ignore();
  for (let tries = 0; tries < MAX_TRIES; tries += 1) {
    const rows: Array<{ key: string; nextAt: number | string }> = await db('telegramPacing').whereIn('key', [ALL, key]).select('key', 'nextAt');
    const read = new Map(rows.map((row) => [row.key, Number(row.nextAt)]));
    const all = read.get(ALL) ?? 0;
    const chat = read.get(key) ?? 0;
    const at = Math.max(all, chat);
    if (at - nowMs > SLOT_HORIZON_MS) {
      return { heldUntil: at };
    }
    if (at > nowMs) {
      return { waitUntil: at };
    }
    try {
      await db.transaction(async (trx) => {
        const movedAll = await trx('telegramPacing').where({ key: ALL, nextAt: all }).update({ nextAt: nowMs + PACE_MS.all });
        const movedChat = await trx('telegramPacing').where({ key, nextAt: chat }).update({ nextAt: nowMs + paceOf(chatId) });
        if (movedAll !== 1 || movedChat !== 1) {
          throw new TakenMeanwhile();
        }
      });
      return { taken: true };
    } catch (error) {
      if (!(error instanceof TakenMeanwhile)) {
        throw error;
      }
    }
  }
  throw new Error(`Telegram: no slot for chat ${chatId} after ${MAX_TRIES} tries (other processes took each one first)`);
}

/**
 * After a message to `chatId` went through: its next slot is a chat's pace after Telegram answered, not only after the
 * message left. Telegram counts a chat's messages as they arrive; one held up on its way would otherwise arrive less
 * than a second before the next, which left on time.
 */
export async function chatAnswered(db: Db, chatId: number, answeredAtMs: number): Promise<void> {
  await holdChat(db, chatId, answeredAtMs + paceOf(chatId));
}

/** Holds `chatId` until `untilMs` (a 429's retry_after): no slot to it is taken before then. */
export async function holdChat(db: Db, chatId: number, untilMs: number): Promise<void> {
  const key = chatKey(chatId);
  await db('telegramPacing').insert({ key, nextAt: untilMs }).onConflict('key').ignore();
  await db('telegramPacing').where('key', key).where('nextAt', '<', untilMs).update({ nextAt: untilMs });
}
