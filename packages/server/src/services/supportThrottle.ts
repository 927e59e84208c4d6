import { SUPPORT_RATE_LIMITS } from '@signals/protocol';
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { takeOne } from './limitCount.js';

/** What a member writes to support that is counted: a new ticket (tickets screen or contact form), or a reply on one. */
export type SupportWrite = 'newTicket' | 'reply';

/**
 * Where the counts live, one limiter per kind of write (`points` is its limit
 * and `duration` its window): in memory by default, Redis when several
 * processes serve one audience, so a member cannot spread a burst over them.
 */
export type SupportLimiters = Record<SupportWrite, RateLimiterAbstract>;

/**
 * Per-member limits on new tickets and replies (SUPPORT_RATE_LIMITS). They
 * stop scripted floods into the back office; a member with a real question
 * never meets them.
 */
export interface SupportThrottle {
  /** Counts one write; answers the seconds to wait when it is over the limit (then it is not counted), else 0. */
  take(kind: SupportWrite, userId: number): Promise<number>;
  /** Gives a counted write back: it was refused for another reason, so nothing was written. */
  giveBack(kind: SupportWrite, userId: number): Promise<void>;
}

export function createSupportThrottle(limiters: SupportLimiters = memorySupportLimiters()): SupportThrottle {
  const keyOf = (kind: SupportWrite, userId: number) => `support-${kind}|${userId}`;
  return {
    take: (kind, userId) => takeOne(limiters[kind], keyOf(kind, userId)),
    async giveBack(kind, userId) {
      await limiters[kind].reward(keyOf(kind, userId), 1);
    },
  };
}

/** The limits in rate-limiter-flexible's terms (points per duration in seconds), wherever the counts live. */
export const supportLimiterOptions: Record<SupportWrite, { points: number; duration: number }> = {
  newTicket: { points: SUPPORT_RATE_LIMITS.newTickets.points, duration: SUPPORT_RATE_LIMITS.newTickets.windowMs / 1000 },
  reply: { points: SUPPORT_RATE_LIMITS.replies.points, duration: SUPPORT_RATE_LIMITS.replies.windowMs / 1000 },
};

function memorySupportLimiters(): SupportLimiters {
  return { newTicket: new RateLimiterMemory(supportLimiterOptions.newTicket), reply: new RateLimiterMemory(supportLimiterOptions.reply) };
}
