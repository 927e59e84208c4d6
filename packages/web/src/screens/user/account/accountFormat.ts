import type { LanguageCode, User } from '@signals/protocol';
import { nativeName } from '../../../i18n/format';

/** "Premium Plan" or "Free Plan", as the profile card says it. */
export function planLabel(user: Pick<User, 'isPremium'>): string {
  return user.isPremium ? 'Premium Plan' : 'Free Plan';
}

/** Admin, Premium or Free: the account type of the profile settings. */
export function accountType(user: Pick<User, 'isAdmin' | 'isPremium'>): string {
  if (user.isAdmin) {
    return 'Admin';
  }
  return user.isPremium ? 'Premium' : 'Free';
}

/** A language by its own name ("Español"), as the settings rows show the member's language. */
export function languageName(code: LanguageCode | undefined): string {
  return nativeName(code ?? 'en');
}
