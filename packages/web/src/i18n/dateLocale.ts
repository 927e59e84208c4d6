import type { LanguageCode } from '@signals/protocol';
import type { Locale } from 'date-fns';

/** date-fns' words for each language ("5 minutes ago", "vor 5 Minuten"), each a chunk of its own, loaded with the catalogue. */
const loaders: Record<LanguageCode, () => Promise<Locale | undefined>> = {
  // English is date-fns' default: nothing to load.
  en: () => Promise.resolve(undefined),
  es: () => import('date-fns/locale/es').then((m) => m.es),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
  de: () => import('date-fns/locale/de').then((m) => m.de),
  ja: () => import('date-fns/locale/ja').then((m) => m.ja),
  zh: () => import('date-fns/locale/zh-CN').then((m) => m.zhCN),
  ru: () => import('date-fns/locale/ru').then((m) => m.ru),
  ko: () => import('date-fns/locale/ko').then((m) => m.ko),
};

let current: Locale | undefined;

export async function loadDateLocale(language: LanguageCode): Promise<Locale | undefined> {
  return loaders[language]();
}

/** The words of the language shown now, for date-fns' `locale` option (undefined: English). */
export function dateLocale(): Locale | undefined {
  return current;
}

export function setDateLocale(locale: Locale | undefined): void {
  current = locale;
}
