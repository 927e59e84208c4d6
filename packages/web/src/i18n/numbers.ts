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
  /** Digits a whole part has before it is grouped: 4 ("1,234"), or 5 in Spanish ("1234", "12.345"). */
  groupFrom: number;
  /** "2.5%" in English, "2,5 %" in German (a no-break space). */
  percent(number: string): string;
}

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const tight = (number: string) => `${number}%`;
const spaced = (number: string) => `${number}${NBSP}%`;

export const NUMBER_STYLES: Record<LanguageCode, NumberStyle> = {
  en: { group: ',', decimal: '.', percent: tight, groupFrom: 4 },
  es: { group: '.', decimal: ',', percent: spaced, groupFrom: 5 },
  fr: { group: NNBSP, decimal: ',', percent: spaced, groupFrom: 4 },
  de: { group: '.', decimal: ',', percent: spaced, groupFrom: 4 },
  ja: { group: ',', decimal: '.', percent: tight, groupFrom: 4 },
  zh: { group: ',', decimal: '.', percent: tight, groupFrom: 4 },
  ru: { group: NBSP, decimal: ',', percent: spaced, groupFrom: 4 },
  ko: { group: ',', decimal: '.', percent: tight, groupFrom: 4 },
};

/**
 * Digits with a language's separators: `whole` grouped in threes, then `fraction` after the decimal sign.
 *
 * @param whole the digits before the decimal sign, no sign.
 * @param fraction the digits after it, or undefined for a whole number.
 */
export function withSeparators(whole: string, fraction: string | undefined, language: LanguageCode): string {
  const { group, decimal, groupFrom } = NUMBER_STYLES[language];
  const grouped = whole.length < groupFrom ? whole : whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return fraction === undefined ? grouped : `${grouped}${decimal}${fraction}`;
}

