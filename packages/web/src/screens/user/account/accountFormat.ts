import type { LanguageCode, User } from '@signals/protocol';
import { nativeName } from '../../../i18n/format';
import type { MessageId } from '../../../i18n/messages';

/** "Premium Plan" or "Free Plan", as the profile card says it: the message id, translated where shown. */
export function planLabel(user: Pick<User, 'isPremium'>): MessageId {
  return user.isPremium ? 'profile.plan.premium' : 'profile.plan.free';
}

export type AccountType = 'admin' | 'premium' | 'free';

/** Admin, Premium or Free: the account type of the profile settings. */
export function accountType(user: Pick<User, 'isAdmin' | 'isPremium'>): AccountType {
  if (user.isAdmin) {
    return 'admin';
  }
  return user.isPremium ? 'premium' : 'free';
}

/** The words for each account type (message ids, translated where shown). */
export const ACCOUNT_TYPE_LABELS: Record<AccountType, MessageId> = {
  admin: 'profile.accountType.admin',
  premium: 'profile.accountType.premium',
  free: 'profile.accountType.free',
};

/** A language by its own name ("Español"), as the settings rows show the member's language. */
export function languageName(code: LanguageCode | undefined): string {
  return nativeName(code ?? 'en');
}
