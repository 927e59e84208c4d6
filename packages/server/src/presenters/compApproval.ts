import type { CompApproval as CompApprovalDto } from '@signals/protocol';
import type { CompApproval } from '../db/models/index.js';

/** Comped premium waiting for a second approval, as the back office lists it (names joined by queries/compApprovals). */
export function presentCompApproval(approval: CompApproval): CompApprovalDto {
  return {
    id: approval.id,
    userId: approval.userId,
    username: approval.username ?? '',
    days: approval.days,
    reason: approval.reason,
    worthUsd: approval.worthUsd,
    requestedBy: approval.requestedBy,
    requestedByUsername: approval.requestedByUsername ?? '',
    requestedAt: approval.requestedAt.toISOString(),
  };
}
