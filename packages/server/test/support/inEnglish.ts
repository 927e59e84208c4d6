import type { TextKey, TextValues } from '@signals/protocol';
import { translate, readable } from '../../src/i18n/translate.js';

/**
 * What a reader of English sees for a message reference (`MESSAGES.banned(email)`): tests
 * compare the server's answers, written in English when no language is asked for, with it.
 */
export function inEnglish(text: string): string {
  return readable('en', text).message;
}

/** A catalogue message in English, by key. */
export function englishText(key: TextKey, values?: TextValues): string {
  return translate('en', key, values);
}

/**
 * An error answer's message and code as a reader of English gets them, for a reference the
 * server answered with (`expect(response.body).toEqual(englishAnswer(MESSAGES.notSignedIn))`).
 */
export function englishAnswer(text: string): { message: string; code?: string } {
  return readable('en', text);
}
