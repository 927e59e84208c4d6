import type { User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';

/**
 * Follows or stops following a signal for the member: told when it closes,
 * or not. Idempotent; stopping keeps a row (following false) so opening the
 * detail again does not follow the signal anew.
 *
 * @param unit the transaction.
 * @param actor the member.
 * @param input the signal (the caller has found it), whether to follow, and the clock.
 * @returns whether the member now follows it.
 */
export async function setSignalFollow(unit: UnitOfWork, actor: Pick<User, 'id'>, input: { signalId: number; following: boolean; now?: Date }): Promise<boolean> {
  const { signalId, following, now = new Date() } = input;
  await unit
    .trx('signalFollows')
    .insert({ userId: actor.id, signalId, following, createdAt: now, updatedAt: now })
    .onConflict(['userId', 'signalId'])
    .merge({ following, updatedAt: now });
  return following;
}

/**
 * Follows a signal for a member who opened its detail, unless a row exists
 * already: an opt-out (following false) is kept, so opening the detail again
 * does not undo it. Idempotent; one statement, so concurrent opens agree.
 *
 * @param unit the transaction.
 * @param actor the member.
 * @param input the signal opened and the clock.
 */
export async function followOnOpen(unit: UnitOfWork, actor: Pick<User, 'id'>, { signalId, now = new Date() }: { signalId: number; now?: Date }): Promise<void> {
  await unit.trx('signalFollows').insert({ userId: actor.id, signalId, following: true, createdAt: now, updatedAt: now }).onConflict(['userId', 'signalId']).ignore();
}
