/**
 * Audit feature: the Senior Manager's audit trail (GET /api/audit and /api/audit.csv): its
 * queries, the page body with filters, and the organisation settings' section linking to it.
 * Other features and app/ import this feature only from this file.
 */
export {
  AUDIT_KEY,
  auditCsvUrl,
  auditFilterQuery,
  auditQueries,
  useAuditEvents,
  type AuditFilters,
} from './api/audit';
export { AUDIT_ACTION_LABELS, auditTarget, formatAuditTime } from './lib/audit-display';
export { AuditTrail } from './components/audit-trail';
export { AuditTrailSection } from './components/audit-trail-section';
