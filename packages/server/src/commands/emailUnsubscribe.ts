import { textRef, type EmailSubscriptionState, type NotificationCategory } from '@signals/protocol';
import { User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { notFound } from '../errors.js';
import { effectiveNotificationPreferences } from '../policies/account.js';

export const UNSUBSCRIBE_MESSAGES = {
  accountGone: textRef('errors.unsubscribeAccountGone'),
} as const;

/**
 * Turns one category's e-mail on or off for the member a signed unsubscribe
 * link names (no sign-in: the signature is the proof). The rest of the
 * preferences stay as they were (their defaults, when never saved).
 *
 * @param unit the transaction.
 * @param actor null: the link's holder is not signed in.
 * @param input the member and category the token names, and whether e-mail is to be on.
 * @returns the category, the address and the toggle as it now is.
 */
export async function setCategoryEmail(
  unit: UnitOfWork,
  _actor: null,
  input: { userId: number; category: NotificationCategory; on: boolean },
): Promise<EmailSubscriptionState> {
  const user = await User.query(unit.trx).findById(input.userId);
  if (!user) {
    throw notFound(UNSUBSCRIBE_MESSAGES.accountGone);
  }
  const preferences = effectiveNotificationPreferences(user);
  preferences[input.category] = { ...preferences[input.category], email: input.on };
  await User.query(unit.trx).patch({ notificationPreferences: preferences }).where('id', user.id);
  return { category: input.category, email: user.email, emailOn: input.on };
}
