import { isLanguageCode, LANGUAGE_COOKIE, type LanguageCode } from '@signals/protocol';
import { keepInCookie } from '../lib/deviceCookie';

/** Where a visitor's language is kept on this device: the last one the app was shown in. */
export const LANGUAGE_KEY = 'signals.language';


/**
 * The first of the browser's languages the app speaks (`de-AT` is German),
 * English when none is: what a visitor who never chose gets.
 *
 * @param preferred the browser's languages, most wanted first (navigator.languages).
 */
export function languageFromBrowser(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguageCode(primary)) {
      return primary;
    }
  }
  return 'en';
}

/**
 * Keeps the language shown for the next visit on this device: in storage for the app, and in a cookie for the
 * server, which sends the pages painted before the app runs (the sign-in page, help) in it.
 */
export function keepLanguage(language: LanguageCode): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not kept on this device: the next visit starts from the browser's languages again.
  }
  keepInCookie(LANGUAGE_COOKIE, language);
}

/** The language to open in: the one this device last showed (a member's saved one after their sign-in), else the browser's. */
export function initialLanguage(): LanguageCode {
  try {
    const kept = window.localStorage.getItem(LANGUAGE_KEY);
    if (isLanguageCode(kept)) {
      return kept;
    }
  } catch {
    // Storage refused (a private window's quota): the browser's languages still say.
  }
  return languageFromBrowser(navigator.languages?.length ? navigator.languages : [navigator.language]);
}
