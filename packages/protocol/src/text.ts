import type errors from './locales/en/errors.json';
import type validation from './locales/en/validation.json';

/**
 * The keys of the messages the server and the protocol write: an error's
 * `message` (errors.*) and a field's validation message (validation.*). Their
 * texts, in every language, are the catalogues beside this file.
 */
export type TextKey = Extract<keyof typeof errors | keyof typeof validation, string>;

/** The values of a message's ICU arguments, as a reference carries them. */
export type TextValues = Record<string, string | number>;

/**
 * A message to be written in the reader's language: its key, with the values of its arguments,
 * as one string (`errors.tooManyLogins?minutes=5`), so it travels wherever a message already
 * goes (a zod issue, an error's message) and is turned into words only where the reader's
 * language is known: the server's error answer, the web's form field.
 */
export function textRef(key: TextKey, values?: TextValues): string {
  if (!values || Object.keys(values).length === 0) {
    return key;
  }
  return `${key}?${Object.entries(values)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&')}`;
}

const REF = /^((?:errors|validation)\.[A-Za-z0-9_.]+)(?:\?(.*))?$/s;

/** The key and values of a reference; null for any other text (a zod default, a message not moved yet). */
export function parseTextRef(text: string): { key: TextKey; values: TextValues } | null {
  const match = REF.exec(text);
  if (!match) {
    return null;
  }
  const values: TextValues = {};
  for (const pair of (match[2] ?? '').split('&').filter(Boolean)) {
    const [name = '', raw = ''] = pair.split('=');
    const value = decodeURIComponent(raw);
    // Plural and number arguments need numbers; every value that reads as one is one.
    values[decodeURIComponent(name)] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  return { key: match[1] as TextKey, values };
}

/** An error code: the key of an errors.* message without its part's name (`errors.banned` is `banned`). */
export function codeOf(key: TextKey): string {
  return key.replace(/^errors\./, '');
}
