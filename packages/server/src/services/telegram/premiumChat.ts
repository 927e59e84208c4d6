import type { SettingValues } from '../settings.js';

/** A chat id setting as a number, or null while it is empty. */
function chatIdOf(value: string): number | null {
  const id = value.trim();
  return id === '' ? null : Number(id);
}

/** The chat that comes with premium (the `telegram_premium_chat_id` setting), or null while none is set. */
export function premiumChatOf(settings: Pick<SettingValues, 'telegram_premium_chat_id'>): number | null {
  return chatIdOf(settings.telegram_premium_chat_id);
}

/** The chat anyone may read (the `telegram_public_chat_id` setting), or null while none is set. */
export function publicChatOf(settings: Pick<SettingValues, 'telegram_public_chat_id'>): number | null {
  return chatIdOf(settings.telegram_public_chat_id);
}
