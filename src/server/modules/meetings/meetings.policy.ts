/**
 * Who may change which meeting (docs/product-rules.md product rule 7; spec 6; promises 1, 15).
 * Who may READ a meeting is the actor's scope (src/server/access/scope.ts: canSeeMeeting,
 * visibleMeetingsSql); a meeting that may not be read answers 404 before these checks.
 */
import { canManagePeople } from '@/shared/permissions';
import type { MeetingRights } from '@/shared/schemas/meeting';
import type { MeetingRow } from '../../db/schema';
import type { Actor } from '../../context';
import { forbidden } from '../../http/errors';
import { canSeeMeeting, type Scope } from '../../access/scope';
import { LIVE_WRITABLE_STATUSES } from '../live/live-store';

type RightsKeys = Pick<MeetingRow, 'organizationId' | 'managerId' | 'teamMemberId' | 'status'>;
type PairKeys = Pick<MeetingRow, 'managerId' | 'teamMemberId' | 'status'>;

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
export function assertCanEditAsParticipant(scope: Scope, meeting: RightsKeys): void {
  if (canEditAsParticipant(scope, meeting)) return;
  if (meeting.teamMemberId !== scope.actor.id) {
    throw forbidden('Only the team member of this meeting can edit it');
  }
  throw forbidden('Only scheduled meetings can be edited');
}

/** The rule of {@link assertCanEditAsParticipant} as a predicate (PUT /api/meetings/{id}). */
export function canEditAsParticipant(scope: Scope, meeting: RightsKeys): boolean {
  if (organisesMeeting(scope, meeting)) return true;
  return meeting.teamMemberId === scope.actor.id && meeting.status === 'scheduled';
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

/** True while a 1:1 takes new talking points and other text changes: it is not completed. */
export function isOpenMeeting(meeting: Pick<MeetingRow, 'status'>): boolean {
  return meeting.status !== 'completed';
}

/**
 * POST /api/meetings/{id}/talking-points (talking-points.policy.ts): either participant, while
 * the 1:1 is not completed.
 */
export function canAddTalkingPoints(actor: Actor, meeting: PairKeys): boolean {
  return isParticipant(actor, meeting) && isOpenMeeting(meeting);
}

/**
 * The live 1:1's write right (docs/live.md "Rights", live-hub.ts): either participant, while
 * the 1:1 is scheduled or in progress; every other reader is read-only.
 */
export function canWriteLiveNotes(actor: Actor, meeting: PairKeys): boolean {
  return (
    isParticipant(actor, meeting) &&
    (LIVE_WRITABLE_STATUSES as readonly string[]).includes(meeting.status)
  );
}

/** Whether the 1:1 may be rated (PUT …/feedback, feedback.service.ts): it is completed. */
export function isRateable(meeting: Pick<MeetingRow, 'status'>): boolean {
  return meeting.status === 'completed';
}

/**
 * Everything `scope`'s actor may do with `meeting`, each flag computed by the predicate the
 * matching route checks (docs/decisions/0038-rights-from-the-server.md): all false for a 1:1
 * they may not read. Pure: no statement, so a list computes it per row from the scope it
 * already loaded.
 * - edit, cancel, reassign, complete: {@link organisesMeeting} (PATCH, DELETE; product rule 7);
 * - editAsParticipant: {@link canEditAsParticipant} (PUT);
 * - changeItems: any reader (PATCH …/action-items/{index} is scoped by reading alone);
 * - addTalkingPoints: {@link canAddTalkingPoints}; writeNotes: {@link canWriteLiveNotes};
 * - rate: a participant of a completed 1:1 ({@link isParticipant}, {@link isRateable}).
 */
export function meetingRights(scope: Scope, meeting: RightsKeys): MeetingRights {
  const actor = scope.actor;
  if (!canSeeMeeting(scope, meeting)) {
    return {
      edit: false,
      editAsParticipant: false,
      cancel: false,
      reassign: false,
      complete: false,
      changeItems: false,
      addTalkingPoints: false,
      writeNotes: false,
      rate: false,
    };
  }
  const organises = organisesMeeting(scope, meeting);
  return {
    edit: organises,
    editAsParticipant: canEditAsParticipant(scope, meeting),
    cancel: organises,
    reassign: organises,
    complete: organises,
    changeItems: true,
    addTalkingPoints: canAddTalkingPoints(actor, meeting),
    writeNotes: canWriteLiveNotes(actor, meeting),
    rate: isParticipant(actor, meeting) && isRateable(meeting),
  };
}
