/**
 * Who may read and change which meeting (docs/product-rules.md; spec 6; promise 1). Enforced on the server
 * for lists, single reads, writes and deletes:
 * - Team Member (and any unknown role): meetings they take part in (team member or manager);
 * - Manager / Supervisor: their own meetings and those whose team member or manager is in
 *   their reporting line (transitively);
 * - Senior Manager: every meeting of their organisation.
 * Nobody reads another organisation's meetings. A meeting that may not be read answers 404.
 */
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { canManagePeople, isLineManager, isSeniorManager } from '@/shared/permissions';
import type { DbOrTx } from '../../db/client';
import { meetings, type MeetingRow } from '../../db/schema';
import type { Actor } from '../../context';
import { forbidden } from '../../http/errors';
import { reportingLineIds } from '../users/reporting-line';

/** What an actor may see: `people` is null for "the whole organisation", else the user ids. */
export interface MeetingScope {
  actor: Actor;
  /** Ids whose meetings (as team member or manager) are visible; null = whole organisation. */
  people: number[] | null;
}

/** Loads the scope of `actor` (one query for a line manager, none otherwise). */
export async function meetingScopeOf(db: DbOrTx, actor: Actor): Promise<MeetingScope> {
  if (isSeniorManager(actor.role)) return { actor, people: null };
  if (isLineManager(actor.role)) {
    const line = await reportingLineIds(db, actor);
    return { actor, people: [actor.id, ...line] };
  }
  return { actor, people: [actor.id] };
}

/**
 * SQL condition selecting the meetings visible in `scope`; uses the org/date index for a
 * Senior Manager and the manager/date and team member/date indexes otherwise.
 */
export function visibleMeetingsCondition(scope: MeetingScope): SQL {
  const org = eq(meetings.organizationId, scope.actor.organizationId);
  if (scope.people === null) return org;
  const people = scope.people;
  const byPerson =
    people.length === 1
      ? or(eq(meetings.managerId, people[0]!), eq(meetings.teamMemberId, people[0]!))
      : or(inArray(meetings.managerId, people), inArray(meetings.teamMemberId, people));
  return and(org, byPerson)!;
}

/** True when `meeting` is visible in `scope`. */
export function canReadMeeting(
  scope: MeetingScope,
  meeting: Pick<MeetingRow, 'organizationId' | 'managerId' | 'teamMemberId'>,
): boolean {
  if (meeting.organizationId !== scope.actor.organizationId) return false;
  if (scope.people === null) return true;
  return scope.people.includes(meeting.managerId) || scope.people.includes(meeting.teamMemberId);
}

/** True when the person `userId` is within `scope` (own id, reporting line, or organisation). */
export function isPersonInScope(scope: MeetingScope, userId: number): boolean {
  return scope.people === null || scope.people.includes(userId);
}

/**
 * True when the actor organises `meeting` or stands above its organiser: rights on a 1:1 follow
 * the reporting line, not the meeting row (docs/security/promises.md promise 15). The organiser
 * is the meeting's manager; above them are the line managers whose reporting line holds the
 * organiser, and the organisation's Senior Managers. The participant (the meeting's team member)
 * never organises it, whatever their role: a manager who is the participant of their superior's
 * 1:1 has only the team member's rights of spec 2.6 on it.
 */
export function organisesMeeting(
  scope: MeetingScope,
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
  scope: MeetingScope,
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
  scope: MeetingScope,
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
