import type { Knex } from 'knex';
import { PasswordReset, type EmailLink, type TelegramLinkToken } from './models/index.js';

/** Why a link did not work: no such token, used already (or retired by a later change), or past its expiry. */
export type LinkRefusal = 'unknown' | 'used' | 'expired';

/** The tables of single-use links (e-mailed, or opened in Telegram): the same columns, the same rule. */
type LinkModel = typeof PasswordReset | typeof EmailLink | typeof TelegramLinkToken;

/**
 * Claims an e-mailed link once: found by its token's hash, refused when used
 * or expired, and marked used with a conditional update, so two tabs opening
 * it at the same moment cannot both win. The one rule for password-reset and
 * address links alike.
 *
 * @param trx the transaction of the command using it.
 * @param model the table (PasswordReset, EmailLink or TelegramLinkToken).
 * @param tokenHash the SHA-256 of the token the link carried (services/mail/linkTokens.ts).
 * @param now the clock.
 * @returns the row, now used; or why it was refused.
 */
export async function claimOnce<M extends LinkModel>(trx: Knex.Transaction, model: M, tokenHash: string, now: Date): Promise<{ row: InstanceType<M> } | { refused: LinkRefusal }> {
  const row = (await model.query(trx).where('tokenHash', tokenHash).first()) as InstanceType<M> | undefined;
  if (!row) {
    return { refused: 'unknown' };
  }
  if (row.usedAt !== null) {
    return { refused: 'used' };
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
    return { refused: 'expired' };
  }
  const claimed = await model.query(trx).patch({ usedAt: now }).where('id', row.id).whereNull('usedAt');
  return claimed === 1 ? { row } : { refused: 'used' };
}

/**
 * Retires every unused password-reset link of a member: after a change of
 * password or of address, a link sent before must not work (issue 38).
 *
 * @param trx the transaction.
 * @param userId the member.
 * @param now the clock, written as the links' use.
 */
export async function retirePasswordResets(trx: Knex.Transaction, userId: number, now: Date): Promise<void> {
  await PasswordReset.query(trx).patch({ usedAt: now }).where('userId', userId).whereNull('usedAt');
}
