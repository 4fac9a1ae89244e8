/**
 * The audit trail's public face (docs/decisions/0037-audit-trail.md): other modules record
 * events with `recordAudit` and the request's `auditSourceOf`; the routes read them.
 */
export {
  recordAudit,
  auditSourceOf,
  SYSTEM_SOURCE,
  verifyAuditChain,
  pruneAudit,
  type AuditSource,
  type AuditInput,
} from './audit';
export { registerAuditRoutes } from './audit.routes';
