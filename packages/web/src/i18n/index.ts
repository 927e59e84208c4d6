import { setupI18n, type Messages } from '@lingui/core';
import type { LanguageCode } from '@signals/protocol';
import { loadDateLocale, setDateLocale } from './dateLocale';
import { LANGUAGE_KEY } from './language';
import type { MessageId, MessageValues } from './messages';

/**
 * The app's one translator. Components read it through useT (so they render
 * again when the language changes); code outside React (toasts, stores) calls t.
 */
export const i18n = setupI18n();

/** One chunk per language: a member downloads only the catalogue of the language they read. */
const catalogues: Record<LanguageCode, () => Promise<{ default: Messages }>> = {
  en: () => import('virtual:catalogue/en'),
  es: () => import('virtual:catalogue/es'),
  fr: () => import('virtual:catalogue/fr'),
  de: () => import('virtual:catalogue/de'),
  ja: () => import('virtual:catalogue/ja'),
  zh: () => import('virtual:catalogue/zh'),
  ru: () => import('virtual:catalogue/ru'),
  ko: () => import('virtual:catalogue/ko'),
};

/** The language being switched to, so a slower earlier switch cannot land after a later one. */
let wanted: LanguageCode | null = null;

/**
 * Shows the app in `language`: fetches its catalogue and its date words (once), switches every
 * mounted text, sets `<html lang>`, and keeps it for the next visit on this device.
 */
export async function activateLanguage(language: LanguageCode): Promise<void> {
  wanted = language;
  if (i18n.locale === language) {
    return;
  }
  const [{ default: messages }, words] = await Promise.all([catalogues[language](), loadDateLocale(language)]);
  if (wanted !== language) {
    return;
  }
  setDateLocale(words);
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not kept on this device: the next visit starts from the browser's languages again.
  }
}

/** The text of a message in the language shown now; for code outside components (a toast, a store). */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/** The language shown now. */
export function currentLanguage(): LanguageCode {
  return (i18n.locale || 'en') as LanguageCode;
}
