import { DepositAddress, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import type { DepositKey } from '../services/chain/depositKey.js';

/** Members asking at the same moment take the next index in turn; beyond this many clashes something else is wrong. */
const MAX_ATTEMPTS = 20;

/**
 * The member's deposit address under the key, handed out the first time they
 * ask: the next unused index, in order, so the merchant's wallet finds every
 * address within its gap limit when it scans the seed. Never reassigned and
 * never reused. One insert that does nothing on a clash, like a follow on
 * opening a signal. The table's unique keys decide a race: the same member asking twice at once gets the one row,
 * and two members who read the same next index take turns (the loser tries
 * the index after).
 */
export async function assignDepositAddress(unit: UnitOfWork, actor: Pick<User, 'id'>, { key, now = new Date() }: { key: DepositKey; now?: Date }): Promise<DepositAddress> {
  const db = unit.trx;
  const userId = actor.id;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const assigned = await DepositAddress.query(db).where({ userId, keyId: key.id }).first();
    if (assigned) {
      return assigned;
    }
    const last = (await DepositAddress.query(db).where('keyId', key.id).max('derivationIndex as index').first()) as unknown as { index: number | string | null } | undefined;
    const index = last?.index === null || last?.index === undefined ? 0 : Number(last.index) + 1;
    await db('depositAddresses')
      .insert({ userId, keyId: key.id, derivationIndex: index, address: key.addressAt(index), createdAt: now })
      .onConflict()
      .ignore();
  }
  throw new Error(`No deposit address could be handed out to member ${userId} in ${MAX_ATTEMPTS} attempts`);
}
