/**
 * Who may do what with the talking points of a 1:1 (docs/decisions/0013-shared-1on1.md;
 * promise 1). Reading follows the meeting (src/server/access/scope.ts): whoever may read the
 * 1:1 reads its points, a Senior Manager included; a 1:1 that may not be read answers 404
 * before these checks. Writing is the participants' own:
 * - add: either participant, while the 1:1 is not completed;
 * - tick / untick `discussed`: either participant, also after completion (the record of what
 *   was discussed may be corrected; a copy already carried over stays where it is);
 * - edit the text or delete: the point's author only, while the 1:1 is not completed;
 * - reorder: the 1:1's manager only, while it is not completed.
 * Everyone else who can read the 1:1 (a Senior Manager, the line above the organiser) gets 403.
 */
import type { MeetingRow, TalkingPointRow } from '../../db/schema';
import type { Actor } from '../../context';
import { conflict, forbidden } from '../../http/errors';
import { canAddTalkingPoints, isOpenMeeting, isParticipant } from '../meetings/meetings.policy';

type MeetingKeys = Pick<MeetingRow, 'managerId' | 'teamMemberId' | 'status'>;

export const COMPLETED_MESSAGE =
  'This 1:1 is completed: its talking points can only be ticked as discussed';

/** @throws 403 unless the actor is one of the 1:1's two participants. */
export function assertParticipant(actor: Actor, meeting: MeetingKeys): void {
  if (!isParticipant(actor, meeting)) {
    throw forbidden('Only the two participants of this 1:1 can change its talking points');
  }
}

/** @throws 409 when the 1:1 is completed (nothing but ticking is open then). */
export function assertOpen(meeting: MeetingKeys): void {
  if (!isOpenMeeting(meeting)) throw conflict(COMPLETED_MESSAGE);
}

/**
 * Adding a point (`canAddTalkingPoints` of meetings.policy.ts, the rule the answers' `can`
 * carries). @throws 403 not a participant; 409 completed.
 */
export function assertCanAddPoint(actor: Actor, meeting: MeetingKeys): void {
  if (canAddTalkingPoints(actor, meeting)) return;
  assertParticipant(actor, meeting);
  assertOpen(meeting);
}

/**
 * Checks a PATCH of `point` with the given keys: text (author), position (manager), discussed
 * (either participant); every key but `discussed` needs a 1:1 that is not completed.
 * @throws 403 not a participant, not the author, not the manager; 409 completed.
 */
export function assertCanUpdatePoint(
  actor: Actor,
  meeting: MeetingKeys,
  point: Pick<TalkingPointRow, 'authorId'>,
  change: { text?: unknown; position?: unknown },
): void {
  assertParticipant(actor, meeting);
  if (change.text !== undefined && point.authorId !== actor.id) {
    throw forbidden('Only its author can edit a talking point');
  }
  if (change.position !== undefined && meeting.managerId !== actor.id) {
    throw forbidden('Only the manager of this 1:1 can reorder its talking points');
  }
  if (change.text !== undefined || change.position !== undefined) assertOpen(meeting);
}

/** @throws 403 not the author; 409 completed 1:1. */
export function assertCanDeletePoint(
  actor: Actor,
  meeting: MeetingKeys,
  point: Pick<TalkingPointRow, 'authorId'>,
): void {
  assertParticipant(actor, meeting);
  if (point.authorId !== actor.id) throw forbidden('Only its author can delete a talking point');
  assertOpen(meeting);
}
