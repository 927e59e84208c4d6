import type { AuditEntry as AuditEntryDto } from '@signals/protocol';
import type { AuditLog } from '../db/models/index.js';

/**
 * An audit row as the back office reads it, with the actor's username when
 * the query joined it.
 *
 * @param entry the stored row.
 */
export function presentAuditEntry(entry: AuditLog): AuditEntryDto {
  return {
    id: entry.id,
    actorId: entry.actorId,
    actorUsername: entry.actorUsername ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    createdAt: entry.createdAt.toISOString(),
  };
}
