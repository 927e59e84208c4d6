import type { Cancellation as CancellationDto } from '@signals/protocol';
import type { Cancellation } from '../db/models/index.js';

/** A cancellation as the back office reads it; `username` is joined by the query. */
export function presentCancellation(cancellation: Cancellation): CancellationDto {
  return {
    id: cancellation.id,
    userId: cancellation.userId,
    username: cancellation.username ?? '',
    reason: cancellation.reason,
    comment: cancellation.comment,
    kind: cancellation.kind,
    createdAt: cancellation.createdAt.toISOString(),
  };
}
