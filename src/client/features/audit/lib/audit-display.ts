/**
 * How an audit event reads on the page: each action's label, the event's time in the viewer's
 * zone (spec 9's `dd/MM/yyyy`, then `HH:mm:ss`; conversions by `@date-fns/tz`), who acted and
 * what the event is about (with the page to open, when there is one).
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { AuditAction, AuditEvent } from '@/shared/schemas/audit';
import { timezoneOrDefault } from '@/shared/domain/timezones';

/** A readable label of every action the trail records, in `AUDIT_ACTIONS`' order. */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Failed to sign in',
  'auth.two_factor_enabled': 'Turned on two-factor sign-in',
  'auth.two_factor_disabled': 'Turned off two-factor sign-in',
  'auth.session_revoked': 'Signed out a session',
  'user.created': 'Added a person',
  'user.role_changed': "Changed a person's role",
  'user.manager_changed': "Changed a person's manager",
  'user.email_changed': "Changed a person's e-mail",
  'user.deactivated': 'Deactivated a person',
  'user.reactivated': 'Reactivated a person',
  'user.erased': "Erased a person's data",
  'privacy.exported': 'Exported their data',
  'people.imported': 'Imported people from CSV',
  'organization.settings_changed': 'Changed organisation settings',
  'template.created': 'Created a 1:1 template',
  'template.changed': 'Changed a 1:1 template',
  'template.deleted': 'Deleted a 1:1 template',
  'meeting.created': 'Scheduled a 1:1',
  'meeting.changed': 'Changed a 1:1',
  'meeting.cancelled': 'Cancelled a 1:1',
  'meeting.completed': 'Completed a 1:1',
  'meeting.content_read': 'Read a 1:1 (not a participant)',
};

/**
 * Instant `iso` (ISO 8601) as `dd/MM/yyyy HH:mm:ss` in `timezone` (IANA; unknown or empty:
 * UTC); `iso` itself when it is no instant.
 */
export function formatAuditTime(iso: string, timezone: string | null | undefined): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return format(new TZDate(at, timezoneOrDefault(timezone)), 'dd/MM/yyyy HH:mm:ss');
}

/** Who acted: their name, or "System" (a job, SCIM, a failed sign-in of nobody known). */
export const actorLabel = (event: Pick<AuditEvent, 'actorName'>): string =>
  event.actorName ?? 'System';

const TARGET_NOUNS = {
  user: 'Person',
  meeting: '1:1',
  template: 'Template',
  organization: 'Organisation',
} as const;

/**
 * What the event is about: `text` ("1:1 #12", "Person #7"; null when it names nothing) and
 * `href`, the page of a 1:1 (/meeting/{id}) or of a person (/team-member/{id}), else null.
 */
export function auditTarget(event: Pick<AuditEvent, 'targetType' | 'targetId'>): {
  text: string | null;
  href: string | null;
} {
  if (!event.targetType) return { text: null, href: null };
  const noun = TARGET_NOUNS[event.targetType];
  if (event.targetId === null) return { text: noun, href: null };
  const text = `${noun} #${event.targetId}`;
  const href =
    event.targetType === 'meeting'
      ? `/meeting/${event.targetId}`
      : event.targetType === 'user'
        ? `/team-member/${event.targetId}`
        : null;
  return { text, href };
}
