import { MESSAGES } from '@signals/protocol';
import { serviceUnavailable } from '../errors.js';
import type { Services } from '../services/index.js';

/** Answers for a failed getMe: a minute, then the next link asks Telegram again. */
const RETRY_AFTER_SECONDS = 60;

/**
 * The bot's @username, which every link to it carries (getMe, asked once and kept). Before a link is written: without
 * a bot the answer is 503 saying Telegram is not configured; when Telegram does not answer (or refuses the token), a
 * 503 to try again later, and the reason in the log for us.
 */
export async function botUsername(services: Pick<Services, 'telegram' | 'logger'>): Promise<string> {
  if (!services.telegram) {
    throw serviceUnavailable(MESSAGES.telegramNotConfigured);
  }
  try {
    return (await services.telegram.getMe()).username;
  } catch (error) {
    services.logger.error({ err: error }, 'Telegram: asking the Bot API for the bot (getMe) failed');
    throw serviceUnavailable(MESSAGES.telegramUnavailable, RETRY_AFTER_SECONDS);
  }
}
