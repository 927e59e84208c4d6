import { z } from 'zod';
import { AdminUser } from './user.js';
import { Id, Timestamp } from './common.js';

/**
 * Comped premium worth more than `approval_threshold_usd`, asked by one staff member and waiting for a second
 * (issue 46): who it is for, for how long and why, what it is worth at the monthly plan's daily rate, and who asked.
 */
export const CompApproval = z.object({
  id: Id,
  userId: Id,
  username: z.string(),
  days: z.number().int().positive(),
  reason: z.string(),
  worthUsd: z.number().nonnegative(),
  requestedBy: Id,
  requestedByUsername: z.string(),
  requestedAt: Timestamp,
});
export type CompApproval = z.infer<typeof CompApproval>;

/** What comping a member did: given at once (`awaitingApproval` null), or asked and waiting for a second staff member. */
export const CompResult = z.object({ user: AdminUser, awaitingApproval: CompApproval.nullable() });
export type CompResult = z.infer<typeof CompResult>;

/** A comp approval decided (approved or declined) or asked: `approval` null once it no longer waits. */
export const CompApprovalChanged = z.object({ id: Id, approval: CompApproval.nullable() });
export type CompApprovalChanged = z.infer<typeof CompApprovalChanged>;
