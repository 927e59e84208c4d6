import type { AuditAction } from '@signals/protocol';
import { AuditLog, type User } from '../db/models/index.js';
import type { UnitOfWork } from '../db/transaction.js';
import { currentRequestId } from '../services/requestContext.js';

/** One admin action as the audit trail keeps it. */
export interface AuditRecord {
  /** What was done, as `entity.verb` (e.g. `payment.approve`): one of the protocol's list, which the back office words. */
  action: AuditAction;
  /** The kind of thing acted on (e.g. `payment`). */
  entityType: string;
  /** Its id, when the action concerns one row. */
  entityId: number | null;
  /** The values before the action (null for a creation); never a secret. */
  before?: unknown;
  /** The values after the action (null for a deletion); never a secret. */
  after?: unknown;
}

/**
 * Appends one row to the audit log inside the caller's transaction, so the
 * trail and the write it describes commit or roll back together. The row
 * carries the id of the request being served, as its log lines do.
 *
 * @param unit the transaction of the write being audited.
 * @param actor the admin acting.
 * @param record what was done, to what, and the values before and after.
 * @returns the stored row.
 */
export async function recordAudit(unit: UnitOfWork, actor: Pick<User, 'id'>, record: AuditRecord): Promise<AuditLog> {
  return AuditLog.query(unit.trx).insertAndFetch({
    actorId: actor.id,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    before: toJson(record.before),
    after: toJson(record.after),
    requestId: currentRequestId(),
  });
}

/** Stored as JSON text (dates as ISO strings); absent is null. */
function toJson(value: unknown): string | null {
  if (value === undefined || value === null) {
    return null;
  }
  return JSON.stringify(value);
}
