import { TelegramApiError, type BotApi } from './botApi.js';

/** How many times a message held back by a 429 is sent again before the sender gives up. */
const MAX_ATTEMPTS = 3;
/** The longest a 429's retry_after is waited out here; a longer one gives up (the outbox, later, waits any). */
const MAX_WAIT_SECONDS = 60;
/** Added to a retry_after: Telegram counts whole seconds, and a retry a hair early is refused again. */
export const RETRY_MARGIN_MS = 250;

/**
 * Sends a plain text to a chat: the one way the bot's replies leave, so that they can move onto the outbox's per-chat
 * paced sender without their callers changing. A 429 is waited out (its retry_after) and the message sent again;
 * any other failure is the caller's to log.
 *
 * @param signal ends a wait early (the process stopping): the message is then not sent.
 * @throws TelegramApiError when Telegram refused it, or gave no answer.
 */
export async function sendTelegramText(bot: BotApi, message: { chatId: number; text: string }, signal?: AbortSignal): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await bot.call('sendMessage', { chat_id: message.chatId, text: message.text, link_preview_options: { is_disabled: true } }, { signal });
      return;
    } catch (error) {
      const wait = error instanceof TelegramApiError && error.code === 429 ? (error.retryAfter ?? 1) : null;
      if (wait === null || attempt >= MAX_ATTEMPTS || wait > MAX_WAIT_SECONDS || signal?.aborted) {
        throw error;
      }
      await pause(wait * 1000 + RETRY_MARGIN_MS, signal);
    }
  }
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
