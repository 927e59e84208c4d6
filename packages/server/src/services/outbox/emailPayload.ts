import { LANGUAGE_CODES, type LanguageCode } from '@signals/protocol';
import type { OutboxMessage, User } from '../../db/models/index.js';

/**
 * What an e-mail row carries beside its text (its `payload`): the recipient's
 * language, so the layout around the text (footer, unsubscribe words) is
 * written in it when the worker sends. Written and read here only.
 */
interface EmailPayload {
  language: LanguageCode;
}

/** The payload of an e-mail row planned for `user`. */
export function emailPayloadFor(user: Pick<User, 'language'>): string {
  return JSON.stringify({ language: user.language } satisfies EmailPayload);
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
