import { LANGUAGE_CODES, type LanguageCode } from '@signals/protocol';

/** Where a visitor's language is kept on this device: the last one the app was shown in. */
export const LANGUAGE_KEY = 'signals.language';

export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * The first of the browser's languages the app speaks (`de-AT` is German),
 * English when none is: what a visitor who never chose gets.
 *
 * @param preferred the browser's languages, most wanted first (navigator.languages).
 */
export function languageFromBrowser(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) {
      return primary;
    }
  }
  return 'en';
}

/** The language to open in: the one this device last showed (a member's saved one after their sign-in), else the browser's. */
export function initialLanguage(): LanguageCode {
  try {
    const kept = window.localStorage.getItem(LANGUAGE_KEY);
    if (isLanguage(kept)) {
      return kept;
    }
  } catch {
    // Storage refused (a private window's quota): the browser's languages still say.
  }
  return languageFromBrowser(navigator.languages?.length ? navigator.languages : [navigator.language]);
}
