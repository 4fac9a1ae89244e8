/**
 * The audit trail's API shapes (docs/decisions/0037-audit-trail.md; docs/api.md "Audit trail"):
 * the actions recorded, `GET /api/audit`'s query and page, one event as it leaves the server.
 */
import { z } from 'zod';
import { cursorParam, nextCursorSchema } from './page';

/** Every action the audit trail records, one event per action (decision 37). */
export const AUDIT_ACTIONS = [
  'auth.sign_in',
  'auth.sign_in_failed',
  'auth.two_factor_enabled',
  'auth.two_factor_disabled',
  'auth.session_revoked',
  'user.created',
  'user.role_changed',
  'user.manager_changed',
  'user.email_changed',
  'user.deactivated',
  'user.reactivated',
  'user.erased',
  'privacy.exported',
  'people.imported',
  'organization.settings_changed',
  'template.created',
  'template.changed',
  'template.deleted',
  'meeting.created',
  'meeting.changed',
  'meeting.cancelled',
  'meeting.completed',
  'meeting.content_read',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an event is about. */
export const AUDIT_TARGET_TYPES = ['user', 'meeting', 'template', 'organization'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

const dateParam = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (yyyy-MM-dd)`)
    .optional();

/** `GET /api/audit` and `/api/audit.csv`: filters (dates are UTC days, `to` included). */
export const auditQuerySchema = z.object({
  cursor: cursorParam,
  actorId: z.coerce.number().int().positive('Person is not valid').optional(),
  action: z.enum(AUDIT_ACTIONS, { message: 'Action is not valid' }).optional(),
  from: dateParam('From'),
  to: dateParam('To'),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** One event as the API answers it (never content: who, what, which target, when, where). */
export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.enum(AUDIT_TARGET_TYPES).nullable(),
  targetId: z.number().int().nullable(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  nextCursor: nextCursorSchema,
});
export type AuditPage = z.infer<typeof auditPageSchema>;
