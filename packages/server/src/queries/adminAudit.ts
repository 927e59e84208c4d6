import type { AuditEntry as AuditEntryDto, Page, RouteParsed } from '@signals/protocol';
import type { Db } from '../db/knex.js';
import { AuditLog } from '../db/models/index.js';
import { presentAuditEntry } from '../presenters/audit.js';
import { fetchPage, whereAnyContains } from './adminPaging.js';

export type AdminAuditQuery = RouteParsed<'adminListAudit'>['query'];

/**
 * The audit trail, newest first, with each actor's username; filtered by the
 * kind of thing acted on, by who acted and by the kind of action (issue 46),
 * searched in the action and the actor's name.
 *
 * @param db the database.
 * @param query the parsed list query.
 */
export function listAuditForAdmin(db: Db, query: AdminAuditQuery): Promise<Page<AuditEntryDto>> {
  const builder = AuditLog.query(db).select('auditLog.*', 'users.username as actorUsername').leftJoin('users', 'users.id', 'auditLog.actorId');
  whereAnyContains(builder, ['auditLog.action', 'users.username'], query.search);
  if (query.entityType) {
    builder.where('auditLog.entityType', query.entityType);
  }
  if (query.actorId) {
    builder.where('auditLog.actorId', query.actorId);
  }
  if (query.kind) {
    // The action's prefix compared as text, not with LIKE, whose `_` would match any character (`signal_…`).
    builder.whereRaw('substr(audit_log.action, 1, ?) = ?', [query.kind.length + 1, `${query.kind}.`]);
  }
  const order = query.order ?? 'desc';
  builder.orderBy('auditLog.id', order);
  return fetchPage(builder, query, presentAuditEntry);
}
