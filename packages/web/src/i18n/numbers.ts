import type { LanguageCode } from '@signals/protocol';

/**
 * How each language writes a number: the thousands and decimal separators,
 * and where the percent sign goes, as Intl writes them for these languages
 * (checked in numbers.test.ts). A table rather than Intl.NumberFormat at
 * every call: building the first formatter loads ICU's locale data, one of
 * the costliest steps of painting the signal list on a slow phone.
 */
export interface NumberStyle {
  group: string;
  decimal: string;
  /** "2.5%" in English, "2,5 %" in German (a no-break space). */
  percent(number: string): string;
}

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const tight = (number: string) => `${number}%`;
const spaced = (number: string) => `${number}${NBSP}%`;

export const NUMBER_STYLES: Record<LanguageCode, NumberStyle> = {
  en: { group: ',', decimal: '.', percent: tight },
  es: { group: '.', decimal: ',', percent: spaced },
  fr: { group: NNBSP, decimal: ',', percent: spaced },
  de: { group: '.', decimal: ',', percent: spaced },
  ja: { group: ',', decimal: '.', percent: tight },
  zh: { group: ',', decimal: '.', percent: tight },
  ru: { group: NBSP, decimal: ',', percent: spaced },
  ko: { group: ',', decimal: '.', percent: tight },
};
