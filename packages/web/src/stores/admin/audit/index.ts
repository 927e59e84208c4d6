export { AUDIT_ENTITY_TYPES, auditSelectors, useAuditStore, type AuditEntityType, type AuditQuery, type StaffMember } from './store';
