import { User } from '../db/models/index.js';
import { inTransaction } from '../db/transaction.js';
import { conflict } from '../errors.js';
import { checkCode, TWO_FACTOR_MESSAGES, type TwoFactorServices } from './twoFactorEnroller.js';

/**
 * Turns two-factor off with a valid code (the same limit on wrong codes as
 * turning it on) and forgets the secret. Records `user.updated`.
 *
 * @param services the database, event bus and throttle.
 * @param member the member, as loaded for this request.
 * @param code the six digits.
 */
export async function disableTwoFactor(services: TwoFactorServices, member: User, code: string): Promise<void> {
  if (!member.totpEnabled || !member.totpSecret) {
    throw conflict(TWO_FACTOR_MESSAGES.notEnabled);
  }
  await checkCode(services, member, code);
  await inTransaction(services.db, services.events, async ({ trx, record }) => {
    const disabled = await User.query(trx)
      .patch({ totpEnabled: false, totpSecret: null, totpLastStep: null })
      .where('id', member.id)
      .where('totpEnabled', true);
    const user = disabled === 1 ? await User.query(trx).findById(member.id) : undefined;
    if (!user) {
      throw conflict(TWO_FACTOR_MESSAGES.notEnabled);
    }
    record({ type: 'user.updated', user, premiumChanged: false });
  });
}
