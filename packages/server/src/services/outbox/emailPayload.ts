import { LANGUAGE_CODES, type LanguageCode } from '@signals/protocol';
import type { OutboxMessage, User } from '../../db/models/index.js';

/**
 * What an e-mail row carries beside its text (its `payload`): the recipient's
 * language, so the layout around the text (footer, unsubscribe words) is
 * written in it when the worker sends. Written and read here only.
 */
interface EmailPayload {
  language: LanguageCode;
  /** The button under the text, if the e-mail has one. */
  action?: EmailAction;
}

/**
 * A button under an e-mail's text: its words (in the recipient's language) and the page of the site it opens, as a
 * path: the address is made from PUBLIC_URL when the e-mail is sent, as every e-mail link is.
 */
export interface EmailAction {
  label: string;
  /** Starts with a single `/`. */
  path: string;
}

/** The payload of an e-mail row planned for `user`, with its button if it has one. */
export function emailPayloadFor(user: Pick<User, 'language'>, action: EmailAction | null = null): string {
  return JSON.stringify({ language: user.language, ...(action && { action }) } satisfies EmailPayload);
}

/** The button an e-mail row carries, or null; a path that would lead off the site is dropped. */
export function emailActionOf(message: Pick<OutboxMessage, 'payload'>): EmailAction | null {
  try {
    const { action } = JSON.parse(message.payload ?? '{}') as Partial<EmailPayload>;
    return typeof action?.label === 'string' && typeof action.path === 'string' && /^\/(?![/\\])/.test(action.path) ? { label: action.label, path: action.path } : null;
  } catch {
    return null;
  }
}

/** The language an e-mail row's text is in; English for a row without it (written before rows carried one). */
export function emailLanguageOf(message: Pick<OutboxMessage, 'payload'>): LanguageCode {
  if (!message.payload) {
    return 'en';
  }
  try {
    const { language } = JSON.parse(message.payload) as Partial<EmailPayload>;
    return LANGUAGE_CODES.find((code) => code === language) ?? 'en';
  } catch {
    return 'en';
  }
}
