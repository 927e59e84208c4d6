import { MESSAGES } from '@signals/protocol';
import { tooManyRequests } from '../errors.js';
import type { SupportThrottle, SupportWrite } from '../services/supportThrottle.js';

const tooMany: Record<SupportWrite, (minutes: number) => string> = {
  newTicket: MESSAGES.tooManyNewTickets,
  reply: MESSAGES.tooManyReplies,
};

/**
 * Runs a member's write to support within their allowance: over the limit it
 * answers 429 with Retry-After and runs nothing; when the write is refused
 * for another reason (or fails) the allowance is given back, so the count is
 * of tickets and replies actually written.
 *
 * @param throttle the per-member counts.
 * @param kind what is written.
 * @param userId the member.
 * @param write the write: the request's `write` running the command.
 * @returns what the write returns.
 */
export async function withinSupportAllowance<T>(throttle: SupportThrottle, kind: SupportWrite, userId: number, write: () => Promise<T>): Promise<T> {
  const wait = await throttle.take(kind, userId);
  if (wait > 0) {
    throw tooManyRequests(tooMany[kind](Math.ceil(wait / 60)), wait);
  }
  try {
    return await write();
  } catch (error) {
    await throttle.giveBack(kind, userId);
    throw error;
  }
}
