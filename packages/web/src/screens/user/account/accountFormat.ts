import { LANGUAGES, type LanguageCode, type User } from '@signals/protocol';

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

/** The English name of a language code ("English" when unknown). */
export function languageName(code: LanguageCode | undefined): string {
  return LANGUAGES.find((language) => language.code === code)?.name ?? 'English';
}
