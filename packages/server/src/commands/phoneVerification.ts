import { MESSAGES, PHONE_CODE_MAX_ATTEMPTS } from '@signals/protocol';
import { PhoneVerification, User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { notFound } from '../errors.js';

/**
 * Keeps the code just texted to a member (its keyed hash), replacing any
 * earlier one: only the newest code works.
 *
 * @param unit the transaction.
 * @param member the member verifying their number.
 * @param input the number the code went to, the code's hash, its expiry and the clock.
 */
export async function storePhoneCode(unit: UnitOfWork, member: Pick<User, 'id'>, input: { phoneNumber: string; codeHash: string; expiresAt: Date; now: Date }): Promise<void> {
  await PhoneVerification.query(unit.trx).where('userId', member.id).delete();
  await PhoneVerification.query(unit.trx).insert({ userId: member.id, phoneNumber: input.phoneNumber, codeHash: input.codeHash, attempts: 0, createdAt: input.now, expiresAt: input.expiresAt });
}

/** What a code check came to; a wrong guess is written (it counts), so it is an outcome, not an error that would roll it back. */
export type PhoneCodeOutcome =
  | { outcome: 'verified'; user: User }
  | { outcome: 'wrong'; attemptsLeft: number }
  | { outcome: 'spent' }
  | { outcome: 'expired' }
  | { outcome: 'none' };

/**
 * Checks a code against the one waiting for the member. Right: the number it
 * was sent to becomes the verified number (if it is still the profile's
 * number) and `user.updated` goes out. Wrong: the guess counts; the
 * PHONE_CODE_MAX_ATTEMPTS-th wrong guess voids the code.
 *
 * @param unit the transaction and event recorder.
 * @param member the member.
 * @param input whether the code matched (compared by the caller, in constant time, with the keyed hash), and the clock.
 */
export async function confirmPhoneCode(unit: UnitOfWork, member: Pick<User, 'id' | 'phoneNumber'>, input: { matches: (codeHash: string) => boolean; now: Date }): Promise<PhoneCodeOutcome> {
  const { trx } = unit;
  const waiting = await PhoneVerification.query(trx).findById(member.id);
  if (!waiting || waiting.phoneNumber !== member.phoneNumber) {
    return { outcome: 'none' };
  }
  if (waiting.expiresAt <= input.now) {
    await PhoneVerification.query(trx).deleteById(member.id);
    return { outcome: 'expired' };
  }
  if (!input.matches(waiting.codeHash)) {
    const attempts = waiting.attempts + 1;
    if (attempts >= PHONE_CODE_MAX_ATTEMPTS) {
      await PhoneVerification.query(trx).deleteById(member.id);
      return { outcome: 'spent' };
    }
    await PhoneVerification.query(trx).patch({ attempts }).where('userId', member.id);
    return { outcome: 'wrong', attemptsLeft: PHONE_CODE_MAX_ATTEMPTS - attempts };
  }
  await PhoneVerification.query(trx).deleteById(member.id);
  const user = await User.query(trx).patchAndFetchById(member.id, { verifiedPhoneNumber: waiting.phoneNumber });
  if (!user) {
    throw notFound(MESSAGES.userNotFound);
  }
  unit.record({ type: 'user.updated', user, premiumChanged: false });
  return { outcome: 'verified', user };
}
