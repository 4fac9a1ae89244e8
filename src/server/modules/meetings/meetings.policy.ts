/**
 * Who may change which meeting (docs/product-rules.md product rule 7; spec 6; promises 1, 15).
 * Who may READ a meeting is the actor's scope (src/server/access/scope.ts: canSeeMeeting,
 * visibleMeetingsSql); a meeting that may not be read answers 404 before these checks.
 */
import { canManagePeople } from '@/shared/permissions';
import type { MeetingRow } from '../../db/schema';
import type { Actor } from '../../context';
import { forbidden } from '../../http/errors';
import type { Scope } from '../../access/scope';

/**
 * True when the actor organises `meeting` or stands above its organiser: rights on a 1:1 follow
 * the reporting line, not the meeting row (docs/security/promises.md promise 15). The organiser
 * is the meeting's manager; above them are the line managers whose reporting line holds the
 * organiser, and the organisation's Senior Managers. The participant (the meeting's team member)
 * never organises it, whatever their role: a manager who is the participant of their superior's
 * 1:1 has only the team member's rights of spec 2.6 on it.
 */
export function organisesMeeting(
  scope: Scope,
  meeting: Pick<MeetingRow, 'organizationId' | 'managerId' | 'teamMemberId'>,
): boolean {
  const { actor } = scope;
  if (meeting.organizationId !== actor.organizationId) return false;
  if (meeting.teamMemberId === actor.id) return false;
  if (!canManagePeople(actor.role)) return false;
  return scope.people === null || scope.people.includes(meeting.managerId);
}

/**
 * Full edits (PATCH: notes, status, reassigning) and cancelling (DELETE) of a readable meeting:
 * its organiser and those above the organiser (`organisesMeeting`).
 * @throws 403 otherwise (the caller has already answered 404 when it is unreadable).
 */
export function assertCanManageMeeting(
  scope: Scope,
  meeting: Pick<MeetingRow, 'organizationId' | 'managerId' | 'teamMemberId'>,
): void {
  if (!organisesMeeting(scope, meeting)) {
    throw forbidden(
      'Only the organiser of this meeting and their managers can change or cancel it',
    );
  }
}

/**
 * The participant's edit (PUT: date, start time, agenda, action items; spec 2.6): the organiser
 * and those above them on any readable meeting; the participant, whatever their role, only while
 * the meeting is scheduled.
 * @throws 403 otherwise.
 */
export function assertCanEditAsParticipant(
  scope: Scope,
  meeting: Pick<MeetingRow, 'organizationId' | 'managerId' | 'teamMemberId' | 'status'>,
): void {
  if (organisesMeeting(scope, meeting)) return;
  if (meeting.teamMemberId !== scope.actor.id) {
    throw forbidden('Only the team member of this meeting can edit it');
  }
  if (meeting.status !== 'scheduled') {
    throw forbidden('Only scheduled meetings can be edited');
  }
}

/**
 * Scheduling a meeting (POST): managing roles only.
 * @throws 403 for a Team Member.
 */
export function assertCanSchedule(actor: Actor): void {
  if (!canManagePeople(actor.role)) throw forbidden('Only managers can schedule meetings');
}

/** True when the actor is the 1:1's manager or team member (its two participants). */
export function isParticipant(
  actor: Actor,
  meeting: Pick<MeetingRow, 'managerId' | 'teamMemberId'>,
): boolean {
  return meeting.managerId === actor.id || meeting.teamMemberId === actor.id;
}
