/**
 * Scheduling and cancelling meetings (spec 2.7, 4 "Cancelling a meeting deletes it", 7
 * POST/DELETE /api/meetings). One transaction per request; the e-mail goes
 * into the outbox inside it and the mailer is woken after commit (promises 13, 14).
 */
import { asc, eq } from 'drizzle-orm';
import type { EditScope, Meeting, MeetingFormValues } from '@/shared/schemas/meeting';
import type { AppContext, Actor } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import { actionItems, meetings, type MeetingRow } from '../../db/schema';
import { queueMeetingMail, type MeetingMailInput } from '../mail/meeting-mail';
import { replaceActionItemLines } from '../action-items/action-item-lines';
import { scopeOf } from '../../access/scope';
import { assertCanManageMeeting, assertCanSchedule } from './meetings.policy';
import { findReadableMeeting, hydrateMeetings } from './meetings.queries';
import {
  assertNotPast,
  loadPeople,
  resolveManager,
  resolveParticipant,
  resolveTimezone,
} from './meetings.rules';
import { sanitizeAgenda, sanitizeNotes } from './sanitize-notes';
import { addTemplatePoints, assertUsableTemplate } from '../templates/templates.service';
import { lockSeries } from './series.materialise';
import { queueSeriesMail } from './series.mail';
import { notifyMeetingChange } from '../notifications/notifications.service';
import { cancelOccurrence, createSeries, endSeriesFrom, newIcsUid } from './series.service';
import { recordAudit, SYSTEM_SOURCE, type AuditSource } from '../audit';

/**
 * Queues the meeting's mail of `kind` (manager, team member and, for a reassignment, the
 * previous team member loaded here) and writes the in-app notification of the change for them
 * but the actor (decision 17). The mail is skipped only if a participant row is missing, which
 * the foreign keys prevent.
 */
export async function queueMailFor(
  tx: Tx,
  ctx: AppContext,
  input: {
    kind: MeetingMailInput['kind'];
    meeting: MeetingRow;
    actor: Actor;
    /** `updated`: the team member before the change, when another one now has the meeting. */
    previousTeamMemberId?: number;
  },
): Promise<void> {
  const { meeting, previousTeamMemberId } = input;
  await notifyMeetingChange(tx, {
    kind: input.kind,
    meeting,
    version: meeting.version,
    actor: input.actor,
    alsoNotify: previousTeamMemberId !== undefined ? [previousTeamMemberId] : [],
    now: ctx.now(),
  });
  const people = await loadPeople(tx, meeting.organizationId, [
    meeting.managerId,
    meeting.teamMemberId,
    ...(previousTeamMemberId !== undefined ? [previousTeamMemberId] : []),
  ]);
  const manager = people.get(meeting.managerId);
  const teamMember = people.get(meeting.teamMemberId);
  if (!manager || !teamMember) return;
  const previousTeamMember =
    previousTeamMemberId !== undefined ? people.get(previousTeamMemberId) : undefined;
  const items = await tx
    .select({ description: actionItems.description })
    .from(actionItems)
    .where(eq(actionItems.meetingId, meeting.id))
    .orderBy(asc(actionItems.position), asc(actionItems.id));
  await queueMeetingMail(tx, ctx.config, {
    kind: input.kind,
    meeting,
    actionItems: items.map((i) => i.description),
    manager,
    teamMember,
    actor: input.actor,
    stamp: ctx.now(),
    ...(previousTeamMember ? { previousTeamMember } : {}),
  });
}

/**
 * POST /api/meetings. The actor is the manager unless a Senior Manager names another manager;
 * the participant must be an active person within the actor's scope; the date may not be
 * before today in the meeting's timezone (default: the actor's). Notes are sanitized.
 * Queues the "scheduled" mail, rendered from the server's template (a client-built body is
 * never used: docs/decisions/0008-server-rendered-mail.md).
 * @returns the created meeting (version 1).
 * With `recurrence`, a series is stored and its window materialised; the answer is its first
 * occurrence, with the form's notes, status and action items. With `templateId`, the
 * template's talking points are added to the 1:1, or to every occurrence of the series as it is
 * materialised (the series keeps the template), authored by the manager (decision 13).
 * @throws 403 for a Team Member; 400 with fieldErrors for participant, manager, timezone, date,
 *   recurrence, templateId.
 */
export async function scheduleMeeting(input: {
  ctx: AppContext;
  actor: Actor;
  values: MeetingFormValues;
  /** Where the request came from, for the `meeting.created` event (decision 37). */
  source?: AuditSource;
}): Promise<Meeting> {
  const { ctx, actor, values } = input;
  assertCanSchedule(actor);
  const audit = (tx: DbOrTx, meetingId: number) =>
    recordMeetingEvent(tx, ctx, actor, 'meeting.created', meetingId, input.source);
  const now = ctx.now();
  const created = await ctx.db.transaction(async (tx) => {
    const scope = await scopeOf(tx, actor);
    const manager = await resolveManager(tx, scope, values.managerId);
    await resolveParticipant(tx, scope, values.teamMemberId, manager.id);
    const timezone = resolveTimezone(values.timezone, actor.timezone);
    assertNotPast(values.date, timezone, now);
    if (values.recurrence) {
      const notes = sanitizeNotes(values.notes);
      if (values.templateId !== undefined) {
        await assertUsableTemplate(tx, actor.organizationId, values.templateId);
      }
      // Every occurrence, the first included, gets the template's points as it is materialised.
      const { series, first } = await createSeries(tx, ctx, {
        actor,
        manager,
        values,
        timezone,
        notes,
        templateId: values.templateId ?? null,
      });
      await replaceActionItemLines(tx, first, values.actionItems, now);
      await audit(tx, first.id);
      await queueSeriesMail(tx, ctx, { kind: 'scheduled', series, meeting: first, actor });
      const [meeting] = await hydrateMeetings(tx, [first], scope);
      return meeting!;
    }
    const [row] = await tx
      .insert(meetings)
      .values({
        organizationId: actor.organizationId,
        teamMemberId: values.teamMemberId,
        managerId: manager.id,
        title: values.title,
        date: values.date,
        startTime: values.startTime,
        duration: values.duration,
        timezone,
        isZoomMeeting: values.isZoomMeeting,
        zoomLink: values.isZoomMeeting ? values.zoomLink : null,
        agenda: sanitizeAgenda(values.agenda),
        notes: sanitizeNotes(values.notes),
        status: values.status,
        version: 1,
        icsUid: newIcsUid(ctx.config.appUrl),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await replaceActionItemLines(tx, row!, values.actionItems, now);
    if (values.templateId !== undefined) {
      await addTemplatePoints(tx, row!.id, values.templateId, manager.id, now);
    }
    await audit(tx, row!.id);
    await queueMailFor(tx, ctx, { kind: 'scheduled', meeting: row!, actor });
    const [meeting] = await hydrateMeetings(tx, [row!], scope);
    return meeting!;
  });
  ctx.wakeMailer();
  return created;
}

/**
 * DELETE /api/meetings/{id}: cancels (deletes) the meeting and its action items after queueing
 * the "cancelled" mail to both participants. On an occurrence of a series, `scope` "occurrence"
 * (default) cancels that one (a tombstone keeps its slot from coming back); "following" ends the
 * series from it on (earlier occurrences and their notes stay).
 * @throws 404 when the actor may not read it; 403 for a Team Member.
 */
export async function cancelMeeting(input: {
  ctx: AppContext;
  actor: Actor;
  meetingId: number;
  scope?: EditScope;
  /** Where the request came from, for the `meeting.cancelled` event (decision 37). */
  source?: AuditSource;
}): Promise<void> {
  const { ctx, actor } = input;
  await ctx.db.transaction(async (tx) => {
    const { scope, row, series } = await lockMeetingAndSeries(tx, actor, input.meetingId);
    assertCanManageMeeting(scope, row);
    await recordMeetingEvent(tx, ctx, actor, 'meeting.cancelled', row.id, input.source);
    if (series && input.scope === 'following') {
      const ended = await endSeriesFrom(tx, ctx, series, row.occurrenceDate ?? row.date);
      await queueSeriesMail(tx, ctx, {
        kind: ended ? 'updated' : 'cancelled',
        series: ended ?? series,
        meeting: row,
        actor,
      });
      return;
    }
    if (series) {
      const bumped = await cancelOccurrence(tx, series, row, ctx.now());
      await queueSeriesMail(tx, ctx, {
        kind: 'cancelled',
        series: bumped,
        meeting: row,
        actor,
        occurrence: true,
      });
      return;
    }
    await queueMailFor(tx, ctx, { kind: 'cancelled', meeting: row, actor });
    await tx.delete(meetings).where(eq(meetings.id, row.id));
  });
  ctx.wakeMailer();
}

/**
 * The audit event of an action on 1:1 `meetingId` (decision 37), in the action's transaction.
 */
export function recordMeetingEvent(
  tx: DbOrTx,
  ctx: AppContext,
  actor: Actor,
  action: 'meeting.created' | 'meeting.changed' | 'meeting.cancelled' | 'meeting.completed',
  meetingId: number,
  source: AuditSource = SYSTEM_SOURCE,
) {
  return recordAudit(tx, {
    organizationId: actor.organizationId,
    at: ctx.now(),
    actorId: actor.id,
    action,
    target: { type: 'meeting', id: meetingId },
    source,
  });
}

/**
 * Reads the meeting `meetingId` for `actor` (404 when unreadable), then locks its series (when
 * it is an occurrence) and the meeting `FOR UPDATE`, series first, the order the window job
 * and every writer use.
 */
export async function lockMeetingAndSeries(tx: Tx, actor: Actor, meetingId: number) {
  const scope = await scopeOf(tx, actor);
  const seen = await findReadableMeeting(tx, scope, meetingId);
  const [series] = seen.seriesId !== null ? await lockSeries(tx, [seen.seriesId]) : [];
  const row = await findReadableMeeting(tx, scope, meetingId, { forUpdate: true });
  return { scope, row, series: series && series.id === row.seriesId ? series : null };
}
