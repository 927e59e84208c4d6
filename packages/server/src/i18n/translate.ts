import { codeOf, parseTextRef, type LanguageCode, type TextKey, type TextValues } from '@signals/protocol';
import { translatorFor } from './catalogues.js';

/** A catalogue message in a language. */
export function translate(language: LanguageCode, key: TextKey, values?: TextValues): string {
  return translatorFor(language)._(key, values);
}

/**
 * A message as a reader of `language` reads it: a reference (`errors.banned?supportEmail=…`)
 * in their words with its code; any other text (a zod default meant for API developers) as it is.
 */
export function readable(language: LanguageCode, text: string): { message: string; code?: string } {
  const ref = parseTextRef(text);
  return ref ? { message: translate(language, ref.key, ref.values), code: codeOf(ref.key) } : { message: text };
}
