import type { LimitRule, Violation } from './telegramStandInTypes.js';

/** Telegram's sending limits for one bot: 1 message a second to a private chat, 20 a minute to a group or channel, 30 a second in all. */
export interface SendingLimits {
  /**
   * Counts one message to `chatId` now, or, if it would break a limit, records the violation and answers the whole
   * seconds until the sliding window has room again (Telegram's retry_after); a refused message does not count.
   */
  count(method: string, chatId: number): number | null;
}

/** The limits on the stand-in's clock, its violations kept in `violations` for the tests to read. */
export function createSendingLimits(now: () => number, violations: Violation[]): SendingLimits {
  const sentToChat = new Map<number, number[]>();
  const sentInAll: number[] = [];
  return {
    count(method, chatId) {
      const at = now();
      const toChat = sentToChat.get(chatId) ?? [];
      sentToChat.set(chatId, toChat);
      const windows: Array<{ rule: LimitRule; stamps: number[]; max: number; windowMs: number }> = [
        chatId > 0 ? { rule: 'private-chat-per-second', stamps: toChat, max: 1, windowMs: 1000 } : { rule: 'group-per-minute', stamps: toChat, max: 20, windowMs: 60_000 },
        { rule: 'all-chats-per-second', stamps: sentInAll, max: 30, windowMs: 1000 },
      ];
      let worst: { rule: LimitRule; retryAfter: number } | null = null;
      for (const { rule, stamps, max, windowMs } of windows) {
        while (stamps.length > 0 && (stamps[0] ?? 0) <= at - windowMs) {
          stamps.shift();
        }
        if (stamps.length >= max) {
          const freesAt = (stamps[stamps.length - max] ?? at) + windowMs;
          const retryAfter = Math.max(1, Math.ceil((freesAt - at) / 1000));
          if (!worst || retryAfter > worst.retryAfter) {
            worst = { rule, retryAfter };
          }
        }
      }
      if (worst) {
        violations.push({ rule: worst.rule, method, chatId, retryAfter: worst.retryAfter, at });
        return worst.retryAfter;
      }
      toChat.push(at);
      sentInAll.push(at);
      return null;
    },
  };
}
