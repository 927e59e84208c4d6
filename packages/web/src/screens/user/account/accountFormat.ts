import { DATE_FORMATS, LANGUAGES, type LanguageCode, type User } from '@signals/protocol';
import { format } from 'date-fns';

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

/** A calendar date such as "Jun 3, 2026", or null without a date. */
export function formatDay(iso: string | null): string | null {
  if (!iso) {
    return null;
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : format(date, DATE_FORMATS.adminDate);
}

/** The English name of a language code ("English" when unknown). */
export function languageName(code: LanguageCode | undefined): string {
  return LANGUAGES.find((language) => language.code === code)?.name ?? 'English';
}
