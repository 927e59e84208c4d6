import { LANGUAGES, type LanguageCode } from '@signals/protocol';
import { currentLanguage } from '.';

/** A language's name in the language the app is shown in now ("Japanese" in English, "Japonés" in Spanish). */
export function languageInLanguage(code: LanguageCode): string {
  try {
    return new Intl.DisplayNames([currentLanguage()], { type: 'language' }).of(code) ?? nativeName(code);
  } catch {
    return nativeName(code);
  }
}

/** A language's name in itself ("Español"): how a language is found in a list whatever the app is shown in. */
export function nativeName(code: LanguageCode): string {
  return LANGUAGES.find((language) => language.code === code)?.nativeName ?? code;
}
