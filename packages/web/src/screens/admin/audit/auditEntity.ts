import type { AuditEntry, AuditKind } from '@signals/protocol';
import { t } from '../../../i18n';
import type { MessageId } from '../../../i18n/messages';
import type { AuditEntityType } from '../../../stores/admin/audit';

/** What kind of record an entry is about, as the filter and the entries name it. */
export const AUDIT_ENTITY_KEYS: Record<AuditEntityType, MessageId> = {
  user: 'adminUsers.audit.entity.user',
  signal: 'adminUsers.audit.entity.signal',
  news: 'adminUsers.audit.entity.news',
  airdrop: 'adminUsers.audit.entity.airdrop',
  setting: 'adminUsers.audit.entity.setting',
  payment: 'adminUsers.audit.entity.payment',
  ticket: 'adminUsers.audit.entity.ticket',
  notification: 'adminUsers.audit.entity.notification',
  plan: 'adminPlans.audit.entity.plan',
  promo_code: 'adminPlans.audit.entity.promoCode',
  signal_source: 'adminSignalSources.audit.entity.source',
  signal_delivery: 'adminSignalSources.audit.entity.draft',
  canned_reply: 'adminSupport.audit.entity.cannedReply',
};

/** Each kind of action (the part of `entity.verb` before the dot), as the audit filter names it (issue 46). */
export const AUDIT_KIND_KEYS: Record<AuditKind, MessageId> = {
  signal: 'adminUsers.audit.entity.signal',
  news: 'adminUsers.audit.entity.news',
  airdrop: 'adminUsers.audit.entity.airdrop',
  user: 'adminUsers.audit.entity.user',
  ticket: 'adminUsers.audit.entity.ticket',
  payment: 'adminUsers.audit.entity.payment',
  notification: 'adminUsers.audit.entity.notification',
  setting: 'adminUsers.audit.entity.setting',
  plan: 'adminPlans.audit.entity.plan',
  promo: 'adminPlans.audit.entity.promoCode',
  telegram: 'adminUsers.audit.kind.telegram',
  signal_source: 'adminSignalSources.audit.entity.source',
  signal_draft: 'adminSignalSources.audit.entity.draft',
  canned_reply: 'adminSupport.audit.entity.cannedReply',
};

/** An entity type's name in the language shown; a type this build does not know reads as its code. */
export function auditEntityName(type: string): string {
  return Object.prototype.hasOwnProperty.call(AUDIT_ENTITY_KEYS, type) ? t(AUDIT_ENTITY_KEYS[type as AuditEntityType]) : type;
}

/** The record an entry is about: "User #3", or the kind alone for an entry about no one row. */
export function auditEntityRef(entry: Pick<AuditEntry, 'entityType' | 'entityId'>): string {
  const entity = auditEntityName(entry.entityType);
  return entry.entityId === null ? entity : `${entity} #${entry.entityId}`;
}
