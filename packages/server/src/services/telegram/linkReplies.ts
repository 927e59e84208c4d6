import { isLanguageCode, TELEGRAM_LINK_LIFETIME_MINUTES, type LanguageCode } from '@signals/protocol';
import { serverText } from '../../i18n/serverText.js';

/** Why `/start` linked nothing: the link's token was unknown, used, expired, or its member banned; or there was none. */
export type LinkReplyReason = 'unknown' | 'used' | 'expired' | 'unavailable' | 'missing';

/** The bot's answer once the account is linked, in the member's language. */
export function linkedReply(language: LanguageCode, username: string): string {
  return serverText(language, 'telegram.link.linked', { username });
}

/** Why nothing was linked, in the Telegram user's language. */
export function refusedReply(language: LanguageCode, reason: LinkReplyReason): string {
  return serverText(language, `telegram.link.${reason}`, reason === 'expired' ? { minutes: TELEGRAM_LINK_LIFETIME_MINUTES } : undefined);
}

/** One of our languages for a Telegram user's `language_code` (`de`, `pt-br`, `zh-hans`): its first part if we have it, else English. */
export function languageOfTelegramUser(languageCode: string | undefined): LanguageCode {
  const primary = (languageCode ?? '').split('-')[0]?.toLowerCase();
  return isLanguageCode(primary) ? primary : 'en';
}
