import type auth from './locales/en/auth.json';
import type common from './locales/en/common.json';
import type language from './locales/en/language.json';

/**
 * Every message id the app uses: the keys of the English catalogue, part by
 * part (a new part's file is added here). A typo in an id is a type error.
 */
export type MessageId = Extract<keyof typeof auth | keyof typeof common | keyof typeof language, string>;

/** The values a message's ICU arguments take. */
export type MessageValues = Record<string, string | number | Date | undefined>;
