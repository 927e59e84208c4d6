import type { SettingValues } from '../settings.js';

/** The chat that comes with premium (the `telegram_premium_chat_id` setting), or null while none is set. */
export function premiumChatOf(settings: Pick<SettingValues, 'telegram_premium_chat_id'>): number | null {
  const id = settings.telegram_premium_chat_id.trim();
  return id === '' ? null : Number(id);
}
