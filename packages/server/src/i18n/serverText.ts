import type { LanguageCode, TextValues } from '@signals/protocol';
import type alerts from '../../locales/en/alerts.json';
import type emails from '../../locales/en/emails.json';
import type receipts from '../../locales/en/receipts.json';
import type replies from '../../locales/en/replies.json';
import type telegram from '../../locales/en/telegram.json';
import { translatorFor } from './catalogues.js';

/**
 * The keys of the texts the server writes to members outside its answers:
 * alerts (push, SMS, the in-app rows it composes), e-mails, receipts, the words of canned replies
 * filled for a member, and the Telegram bot's replies. Their texts, in every language, are
 * packages/server/locales/<language>/{alerts,emails,receipts,replies,telegram}.json,
 * typed from the English ones (a key must exist there to type-check).
 */
export type ServerTextKey = Extract<keyof typeof alerts | keyof typeof emails | keyof typeof receipts | keyof typeof replies | keyof typeof telegram, string>;

/** A server text in a member's language (ICU MessageFormat: plurals, selects and numbers in that language's rules). */
export function serverText(language: LanguageCode, key: ServerTextKey, values?: TextValues): string {
  return translatorFor(language)._(key, values);
}

/** A text for whichever language its reader reads. */
export type TextFor<T> = (language: LanguageCode) => T;

/**
 * A text rendered once per language however many readers ask for it: an alert
 * to thousands of members is written in eight languages at most, not once per member.
 */
export function oncePerLanguage<T>(render: TextFor<T>): TextFor<T> {
  const rendered = new Map<LanguageCode, T>();
  return (language) => {
    let text = rendered.get(language);
    if (text === undefined) {
      text = render(language);
      rendered.set(language, text);
    }
    return text;
  };
}

const figureFormats = new Map<string, Intl.NumberFormat>();
const percentFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(formats: Map<string, T>, key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/**
 * A figure as it was entered (a price, an amount), with the language's decimal
 * sign and no grouping: 67000.5 is "67000.5" in English, "67000,5" in German.
 *
 * @param language the reader's language.
 * @param value the figure.
 * @param fractionDigits at most this many decimals (all of them by default).
 */
export function formatFigure(language: LanguageCode, value: number, fractionDigits = 20): string {
  return cached(figureFormats, `${language}:${fractionDigits}`, () => new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: fractionDigits })).format(value);
}

/** A result as members read it: signed, to 2 decimals, with the language's percent sign ("+3.20%", "-1,05 %", "0.00%"). */
export function formatSignedPercent(language: LanguageCode, value: number): string {
  return cached(
    percentFormats,
    language,
    () => new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero', useGrouping: false }),
  ).format(value / 100);
}
