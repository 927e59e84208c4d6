import type { Db } from '../db/knex.js';
import { TelegramLink } from '../db/models/index.js';

/** The member's linked Telegram account, or null. */
export async function telegramLinkOf(db: Db, userId: number): Promise<TelegramLink | null> {
  return (await TelegramLink.query(db).where('userId', userId).first()) ?? null;
}
