/**
 * Changing a meeting (spec 2.6, 2.7, 7 PATCH and PUT /api/meetings/{id}; promise 12). The row
 * is locked for the transaction, a stale `version` answers 409, and every write raises
 * `version` and `updatedAt`. Changes a participant cares about queue the "updated" mail
 * (`mailWorthyChange`); completing a 1:1 carries its open talking points to the next one.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Meeting,
  teamMemberMeetingEditSchema,
  updateMeetingSchema,
} from '@/shared/schemas/meeting';
import type { AppContext, Actor } from '../../context';
import type { Tx } from '../../db/client';
import { meetings, type MeetingRow } from '../../db/schema';
import { conflict, fieldError } from '../../http/errors';
import { scopeOf, type Scope } from '../../access/scope';
import { replaceActionItemLines } from '../action-items/action-item-lines';
import { assertCanEditAsParticipant, assertCanManageMeeting } from './meetings.policy';
import { findReadableMeeting, hydrateMeetings } from './meetings.queries';
import { assertNotPast, resolveParticipant, resolveTimezone } from './meetings.rules';
import { queueMailFor } from './meetings.service';
import { sanitizeNotes } from './sanitize-notes';
import { mailWorthyChange } from './mail-worthy-change';
import { carryOverTalkingPoints } from '../talking-points/carry-over';

export const STALE_VERSION_MESSAGE =
  'This meeting was changed by someone else. Reload to see the latest version.';

type MeetingChanges = Partial<Omit<typeof meetings.$inferInsert, 'id' | 'organizationId'>>;

/**
 * Applies `changes` and action-item `lines` to the locked `row`, raising version/updatedAt,
 * queues one "updated" mail when `mailWorthyChange` says so (never for notes, agenda or action
 * items alone), carries the talking points over when the 1:1 becomes completed (decision 13),
 * and presents it.
 */
async function applyChanges(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  row: MeetingRow,
  changes: MeetingChanges,
  lines: string[] | undefined,
): Promise<Meeting> {
  const now = ctx.now();
  const [updated] = await tx
    .update(meetings)
    .set({ ...changes, version: row.version + 1, updatedAt: now })
    .where(eq(meetings.id, row.id))
    .returning();
  if (lines) await replaceActionItemLines(tx, row.id, lines, now);
  if (mailWorthyChange(row, updated!)) {
    await queueMailFor(tx, ctx, {
      kind: 'updated',
      meeting: updated!,
      actor,
      ...(updated!.teamMemberId !== row.teamMemberId
        ? { previousTeamMemberId: row.teamMemberId }
        : {}),
    });
  }
  if (updated!.status === 'completed' && row.status !== 'completed') {
    await carryOverTalkingPoints(tx, updated!, now);
  }
  const [meeting] = await hydrateMeetings(tx, [updated!]);
  return meeting!;
}

/** @throws 409 when `version` is given and differs from the stored one. */
function assertFresh(row: MeetingRow, version: number | undefined): void {
  if (version !== undefined && version !== row.version) throw conflict(STALE_VERSION_MESSAGE);
}

/** Locks the meeting for this transaction after the visibility check (404 when unreadable). */
async function lockMeeting(tx: Tx, actor: Actor, meetingId: number) {
  const scope: Scope = await scopeOf(tx, actor);
  const row = await findReadableMeeting(tx, scope, meetingId, { forUpdate: true });
  return { scope, row };
}

/**
 * PATCH /api/meetings/{id}: any subset of the form's values (managing roles). The merged
 * values must still satisfy the Zoom rule; a changed date may not be in the past (in the
 * meeting's timezone); a new participant must be within the actor's scope. Notes are sanitized.
 * @throws 404 unreadable; 403 Team Member; 409 stale version; 400 with fieldErrors.
 */
export async function updateMeeting(input: {
  ctx: AppContext;
  actor: Actor;
  meetingId: number;
  values: z.output<typeof updateMeetingSchema>;
}): Promise<Meeting> {
  const { ctx, actor, values } = input;
  const result = await ctx.db.transaction(async (tx) => {
    const { scope, row } = await lockMeeting(tx, actor, input.meetingId);
    assertCanManageMeeting(scope, row);
    assertFresh(row, values.version);
    const changes: MeetingChanges = {};
    if (values.teamMemberId !== undefined && values.teamMemberId !== row.teamMemberId) {
      await resolveParticipant(tx, scope, values.teamMemberId, row.managerId);
      changes.teamMemberId = values.teamMemberId;
    }
    if (values.title !== undefined) changes.title = values.title;
    if (values.startTime !== undefined) changes.startTime = values.startTime;
    if (values.duration !== undefined) changes.duration = values.duration;
    if (values.agenda !== undefined) changes.agenda = values.agenda;
    if (values.status !== undefined) changes.status = values.status;
    if (values.notes !== undefined) changes.notes = sanitizeNotes(values.notes);
    if (values.timezone !== undefined) {
      changes.timezone = resolveTimezone(values.timezone, row.timezone);
    }
    const isZoom = values.isZoomMeeting ?? row.isZoomMeeting;
    const link = values.zoomLink !== undefined ? values.zoomLink : row.zoomLink;
    if (isZoom && !(link ?? '').trim()) {
      throw fieldError('zoomLink', 'Zoom link is required when this is a Zoom meeting');
    }
    if (values.isZoomMeeting !== undefined) changes.isZoomMeeting = values.isZoomMeeting;
    if (values.zoomLink !== undefined || !isZoom) changes.zoomLink = isZoom ? link : null;
    if (values.date !== undefined && values.date !== row.date) {
      assertNotPast(values.date, changes.timezone ?? row.timezone, ctx.now());
      changes.date = values.date;
    }
    return applyChanges(tx, ctx, actor, row, changes, values.actionItems);
  });
  ctx.wakeMailer();
  return result;
}

/**
 * PUT /api/meetings/{id}: the team member's edit of date, start time, agenda and action items
 * (spec 2.6). A Team Member may do it only on a scheduled meeting where they are the team
 * member; managing roles on any meeting they can read. A changed date may not be in the past.
 * @throws 404 unreadable; 403 not allowed; 409 stale version; 400 with fieldErrors.
 */
export async function editMeetingAsParticipant(input: {
  ctx: AppContext;
  actor: Actor;
  meetingId: number;
  values: z.output<typeof teamMemberMeetingEditSchema>;
}): Promise<Meeting> {
  const { ctx, actor, values } = input;
  const result = await ctx.db.transaction(async (tx) => {
    const { scope, row } = await lockMeeting(tx, actor, input.meetingId);
    assertCanEditAsParticipant(scope, row);
    assertFresh(row, values.version);
    if (values.date !== row.date) assertNotPast(values.date, row.timezone, ctx.now());
    const changes: MeetingChanges = {
      date: values.date,
      startTime: values.startTime,
      agenda: values.agenda,
    };
    return applyChanges(tx, ctx, actor, row, changes, values.actionItems);
  });
  ctx.wakeMailer();
  return result;
}
