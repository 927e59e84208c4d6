import { listAuditForAdmin } from '../../queries/adminAudit.js';
import type { Handler } from '../types.js';

const adminListAudit: Handler<'adminListAudit'> = ({ input, services }) => listAuditForAdmin(services.db, input.query);

/** The back office handlers for the audit trail, keyed by route name. */
export const auditHandlers = { adminListAudit };
