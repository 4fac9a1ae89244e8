/**
 * Changing a meeting (spec 2.6, 2.7, 7 PATCH and PUT /api/meetings/{id}; promise 12). The row
 * is locked for the transaction, a stale `version` answers 409, and every write raises
 * `version` and `updatedAt`. Changes a participant cares about queue the "updated" mail
 * (`mailWorthyChange`); completing a 1:1 carries its open talking points to the next one.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ActionItemEntry,
  Meeting,
  teamMemberMeetingEditSchema,
  updateMeetingSchema,
} from '@/shared/schemas/meeting';
import type { AppContext, Actor } from '../../context';
import type { Tx } from '../../db/client';
import { meetings, type MeetingRow, type MeetingSeriesRow } from '../../db/schema';
import { conflict, fieldError } from '../../http/errors';
import type { Scope } from '../../access/scope';
import { replaceActionItemLines } from '../action-items/action-item-lines';
import { assertCanEditAsParticipant, assertCanManageMeeting } from './meetings.policy';
import { hydrateMeetings } from './meetings.queries';
import { assertNotPast, resolveParticipant, resolveTimezone } from './meetings.rules';
import { lockMeetingAndSeries, recordMeetingEvent, queueMailFor } from './meetings.service';
import { queueSeriesMail } from './series.mail';
import { bumpSeries, editFollowing } from './series.service';
import { sanitizeAgenda, sanitizeNotes } from './sanitize-notes';
import { mailWorthyChange } from './mail-worthy-change';
import { carryOverTalkingPoints } from '../talking-points/carry-over';
import { replaceFields } from '../live/live-store';
import type { AuditSource } from '../audit';

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
  scope: Scope,
  row: MeetingRow,
  changes: MeetingChanges,
  lines: readonly ActionItemEntry[] | undefined,
  series: MeetingSeriesRow | null,
  textOnly = false,
): Promise<Meeting> {
  const { actor } = scope;
  const now = ctx.now();
  // Notes and agenda alone are text (the live document's copy): they raise no `version`, so a
  // schedule edit made meanwhile is not refused as stale (docs/live.md "Saving").
  const [updated] = await tx
    .update(meetings)
    .set({ ...changes, version: textOnly ? row.version : row.version + 1, updatedAt: now })
    .where(eq(meetings.id, row.id))
    .returning();
  if (lines) await replaceActionItemLines(tx, updated!, lines, now);
  const notify = mailWorthyChange(row, updated!);
  if (notify && series) {
    const bumped = await bumpSeries(tx, series, now);
    await queueSeriesMail(tx, ctx, {
      kind: 'updated',
      series: bumped,
      meeting: updated!,
      actor,
      occurrence: true,
    });
  } else if (notify) {
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
  const [meeting] = await hydrateMeetings(tx, [updated!], scope);
  return meeting!;
}

/** @throws 409 when `version` is given and differs from the stored one. */
function assertFresh(row: MeetingRow, version: number | undefined): void {
  if (version !== undefined && version !== row.version) throw conflict(STALE_VERSION_MESSAGE);
}

/** Fields of a PATCH that are not schedule fields: the text of the live document, and the envelope. */
const TEXT_AND_ENVELOPE = new Set(['notes', 'agenda', 'version', 'scope']);

/**
 * True when a PATCH changes only the notes and/or the agenda: the optimistic `version` check is
 * for the schedule fields only, so such a PATCH never answers 409 (docs/live.md "Saving").
 */
function changesTextOnly(values: Record<string, unknown>): boolean {
  return Object.entries(values).every(
    ([key, value]) => value === undefined || TEXT_AND_ENVELOPE.has(key),
  );
}

/**
 * Applies the notes and/or agenda of a write to the 1:1's live document as one change, inside
 * the write's transaction (the meeting row is locked); the caller hands the update to the open
 * copies after the commit (`ctx.live.applyStored`).
 */
function liveText(
  tx: Tx,
  meetingId: number,
  values: { notes?: string | null; agenda?: string | null },
): Promise<Uint8Array | null> {
  if (values.notes === undefined && values.agenda === undefined) return Promise.resolve(null);
  return replaceFields(tx, meetingId, { notes: values.notes, agenda: values.agenda });
}

const SERIES_FIELD_MESSAGE = 'Change this with "This and following" (the series)';

/**
 * "This and following" on the occurrence `row` of `series` (organisers only): the series-wide
 * values go to `editFollowing`; notes, status and action items stay this occurrence's own.
 * Queues the series mail (the ended series and the new one; or the changed series).
 */
async function applyFollowing(
  tx: Tx,
  ctx: AppContext,
  actor: Actor,
  input: { scope: Scope; row: MeetingRow; series: MeetingSeriesRow; values: FollowingValues },
): Promise<Meeting> {
  const { scope, row, series, values } = input;
  if (values.teamMemberId !== undefined && values.teamMemberId !== row.teamMemberId) {
    await resolveParticipant(tx, scope, values.teamMemberId, row.managerId);
  }
  if (values.date !== undefined && values.date !== (row.occurrenceDate ?? row.date)) {
    assertNotPast(values.date, values.timezone ?? row.timezone, ctx.now());
  }
  const timezone =
    values.timezone !== undefined ? resolveTimezone(values.timezone, series.timezone) : undefined;
  const isZoom = values.isZoomMeeting ?? series.isZoomMeeting;
  const link = values.zoomLink !== undefined ? values.zoomLink : series.zoomLink;
  if (isZoom && !(link ?? '').trim()) {
    throw fieldError('zoomLink', 'Zoom link is required when this is a Zoom meeting');
  }
  const { target, ended } = await editFollowing(tx, ctx, {
    series,
    row,
    changes: {
      teamMemberId: values.teamMemberId,
      title: values.title,
      date: values.date,
      startTime: values.startTime,
      duration: values.duration,
      timezone,
      isZoomMeeting: values.isZoomMeeting,
      zoomLink: values.zoomLink,
      agenda: sanitizeAgenda(values.agenda),
      rrule: values.recurrence?.rrule,
    },
  });
  const [moved] = await tx.select().from(meetings).where(eq(meetings.id, row.id));
  const own: MeetingChanges = {};
  if (values.status !== undefined) own.status = values.status;
  if (values.notes !== undefined) own.notes = sanitizeNotes(values.notes);
  const now = ctx.now();
  const [updated] = await tx
    .update(meetings)
    .set({ ...own, updatedAt: now })
    .where(eq(meetings.id, row.id))
    .returning();
  if (values.actionItems) {
    await replaceActionItemLines(tx, updated ?? moved ?? row, values.actionItems, now);
  }
  if (updated && updated.status === 'completed' && row.status !== 'completed') {
    await carryOverTalkingPoints(tx, updated, now);
  }
  if (ended)
    await queueSeriesMail(tx, ctx, { kind: 'updated', series: ended, meeting: row, actor });
  await queueSeriesMail(tx, ctx, {
    kind: ended ? 'scheduled' : 'updated',
    series: target,
    meeting: updated ?? moved!,
    actor,
  });
  const [meeting] = await hydrateMeetings(tx, [updated ?? moved!], scope);
  return meeting!;
}

type FollowingValues = Partial<z.output<typeof updateMeetingSchema>>;

/**
 * PATCH /api/meetings/{id}: any subset of the form's values (managing roles). The merged
 * values must still satisfy the Zoom rule; a changed date may not be in the past (in the
 * meeting's timezone); a new participant must be within the actor's scope. Notes are sanitized.
 * On an occurrence of a series, `scope` "occurrence" (default) changes it alone (moving it moves
 * only it; the participant and the rule are the series'), "following" changes the series from
 * it on (`applyFollowing`).
 * @throws 404 unreadable; 403 Team Member; 409 stale version; 400 with fieldErrors.
 */
export async function updateMeeting(input: {
  ctx: AppContext;
  actor: Actor;
  meetingId: number;
  values: z.output<typeof updateMeetingSchema>;
  /** Where the request came from, for the audit event (decision 37). */
  source?: AuditSource;
}): Promise<Meeting> {
  const { ctx, actor, values } = input;
  const textOnly = changesTextOnly(values);
  let live: Uint8Array | null = null;
  const result = await ctx.db.transaction(async (tx) => {
    const { scope, row, series } = await lockMeetingAndSeries(tx, actor, input.meetingId);
    assertCanManageMeeting(scope, row);
    if (!textOnly) assertFresh(row, values.version);
    const completes = values.status === 'completed' && row.status !== 'completed';
    await recordMeetingEvent(
      tx,
      ctx,
      actor,
      completes ? 'meeting.completed' : 'meeting.changed',
      row.id,
      input.source,
    );
    if (series && values.scope === 'following') {
      live = await liveText(tx, row.id, {
        notes: values.notes === undefined ? undefined : sanitizeNotes(values.notes),
        agenda: sanitizeAgenda(values.agenda),
      });
      return applyFollowing(tx, ctx, actor, { scope, row, series, values });
    }
    if (values.recurrence) {
      throw fieldError(
        'recurrence',
        series ? SERIES_FIELD_MESSAGE : 'A one-off meeting cannot become a series',
      );
    }
    if (series && values.teamMemberId !== undefined && values.teamMemberId !== row.teamMemberId) {
      throw fieldError('teamMemberId', SERIES_FIELD_MESSAGE);
    }
    const changes: MeetingChanges = {};
    if (values.teamMemberId !== undefined && values.teamMemberId !== row.teamMemberId) {
      await resolveParticipant(tx, scope, values.teamMemberId, row.managerId);
      changes.teamMemberId = values.teamMemberId;
    }
    if (values.title !== undefined) changes.title = values.title;
    if (values.startTime !== undefined) changes.startTime = values.startTime;
    if (values.duration !== undefined) changes.duration = values.duration;
    if (values.agenda !== undefined) changes.agenda = sanitizeAgenda(values.agenda);
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
    live = await liveText(tx, row.id, { notes: changes.notes, agenda: changes.agenda });
    return applyChanges(tx, ctx, scope, row, changes, values.actionItems, series, textOnly);
  });
  if (live) ctx.live.applyStored(input.meetingId, live);
  ctx.wakeMailer();
  return result;
}

/**
 * PUT /api/meetings/{id}: the team member's edit of date, start time, agenda and action items
 * (spec 2.6). A Team Member may do it only on a scheduled meeting where they are the team
 * member; managing roles on any meeting they can read. A changed date may not be in the past.
 * On an occurrence it changes that occurrence; `scope` "following" is for organisers (403).
 * @throws 404 unreadable; 403 not allowed; 409 stale version; 400 with fieldErrors.
 */
export async function editMeetingAsParticipant(input: {
  ctx: AppContext;
  actor: Actor;
  meetingId: number;
  values: z.output<typeof teamMemberMeetingEditSchema>;
  /** Where the request came from, for the `meeting.changed` event (decision 37). */
  source?: AuditSource;
}): Promise<Meeting> {
  const { ctx, actor, values } = input;
  let live: Uint8Array | null = null;
  const result = await ctx.db.transaction(async (tx) => {
    const { scope, row, series } = await lockMeetingAndSeries(tx, actor, input.meetingId);
    assertCanEditAsParticipant(scope, row);
    assertFresh(row, values.version);
    await recordMeetingEvent(tx, ctx, actor, 'meeting.changed', row.id, input.source);
    if (series && values.scope === 'following') {
      assertCanManageMeeting(scope, row);
      live = await liveText(tx, row.id, { agenda: sanitizeAgenda(values.agenda) });
      return applyFollowing(tx, ctx, actor, { scope, row, series, values });
    }
    if (values.date !== row.date) assertNotPast(values.date, row.timezone, ctx.now());
    const changes: MeetingChanges = {
      date: values.date,
      startTime: values.startTime,
      agenda: sanitizeAgenda(values.agenda),
    };
    live = await liveText(tx, row.id, { agenda: changes.agenda });
    return applyChanges(tx, ctx, scope, row, changes, values.actionItems, series);
  });
  if (live) ctx.live.applyStored(input.meetingId, live);
  ctx.wakeMailer();
  return result;
}
