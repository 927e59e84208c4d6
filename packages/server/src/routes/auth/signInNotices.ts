import type { User } from '../../db/models/index.js';
import { noticeNewSignIn } from '../../commands/notifications.js';
import { noticeRecoveryCodeUsed } from '../../commands/twoFactor.js';
import { inTransaction } from '../../db/transaction.js';
import { warrantsNewSignInAlert } from '../../policies/account.js';
import type { Services } from '../../services/index.js';

/** What a sign-in that went through tells its member of. */
export interface SignInFacts {
  /** The browser had no device cookie of the account (read before the session gave it one). */
  newBrowser: boolean;
  /** The browser's User-Agent, named in the alert. */
  userAgent: string;
  /** Recovery codes left when one let the member in; null when none was used. */
  recoveryCodesLeft: number | null;
}

/**
 * Tells the member of a sign-in that warrants it: from a browser new to the
 * account, and with a recovery code. A new-browser alert reaches e-mail,
 * push and SMS only while the account's hourly allowance lasts (counted only
 * for an alert that is written); past it, the bell alone. Sign-in writes
 * nothing else, so it opens no request transaction (the table's `writes`);
 * these alerts open their own, as the viewer's expiry does.
 *
 * @param services the database, events and the new-sign-in allowance.
 * @param member the member who signed in, as loaded to check the password.
 * @param facts what the sign-in was.
 */
export async function tellOfSignIn(services: Services, member: User, facts: SignInFacts): Promise<void> {
  const { newBrowser, userAgent, recoveryCodesLeft: left } = facts;
  if (!newBrowser && left === null) {
    return;
  }
  const outside = newBrowser && warrantsNewSignInAlert(member) && (await services.newSignInAlertThrottle.take(member.id)) === 0;
  await inTransaction(services.db, services.events, async (unit) => {
    if (newBrowser) {
      await noticeNewSignIn(unit, member, { userAgent, outside });
    }
    if (left !== null) {
      await noticeRecoveryCodeUsed(unit, member, { left });
    }
  });
}
