/**
 * Mail of a series (docs/decisions/0011-series.md), through the one meeting-mail function
 * (`queueMeetingMail`, src/server/modules/mail/meeting-mail.ts) in the change's transaction:
 * - scheduled: the invitation to the series (the master event with its RRULE);
 * - updated: an occurrence moved or changed (its override), or the series changed, ended or
 *   split (the master with its new RRULE);
 * - cancelled: one occurrence (`occurrence: true`) or the whole series.
 * Every message of one series carries its UID and the series' `version` as SEQUENCE; the
 * attachment is the override (an occurrence), the master (a cancelled series) or every event
 * of the series (`seriesEvents`: master with EXDATEs and overrides), built by series.calendar.ts.
 */
import { asc, eq } from 'drizzle-orm';
import type { AppContext, Actor } from '../../context';
import type { Tx } from '../../db/client';
import { actionItems, type MeetingRow, type MeetingSeriesRow } from '../../db/schema';
import { queueMeetingMail, type MeetingMailInput } from '../mail/meeting-mail';
import { loadPeople } from './meetings.rules';
import { notifyMeetingChange } from '../notifications/notifications.service';
import { masterEvent, overrideEvent, seriesEvents } from './series.calendar';

export interface SeriesMailInput {
  kind: MeetingMailInput['kind'];
  /** The series as it is after the change (version already raised). */
  series: MeetingSeriesRow;
  /** The occurrence the change is about (the first one for a new series). */
  meeting: MeetingRow;
  actor: Actor;
  /** The change concerns this occurrence only (an override / a cancelled occurrence). */
  occurrence?: boolean;
}

/**
 * Queues the series mail of `input` (see the module comment) and writes the one in-app
 * notification of the change for the participants but the actor (decision 17; a new series
 * notifies once, not once per occurrence). Never throws for mail content.
 */
export async function queueSeriesMail(tx: Tx, ctx: AppContext, input: SeriesMailInput) {
  const { meeting, series } = input;
  await notifyMeetingChange(tx, {
    kind: input.kind,
    meeting,
    version: series.version,
    actor: input.actor,
    seriesId: series.id,
    now: ctx.now(),
  });
  const loaded = await loadPeople(tx, meeting.organizationId, [
    meeting.managerId,
    meeting.teamMemberId,
  ]);
  const manager = loaded.get(meeting.managerId);
  const teamMember = loaded.get(meeting.teamMemberId);
  if (!manager || !teamMember) return;
  const items = await tx
    .select({ description: actionItems.description })
    .from(actionItems)
    .where(eq(actionItems.meetingId, meeting.id))
    .orderBy(asc(actionItems.position), asc(actionItems.id));
  const stamp = ctx.now();
  const people = { manager, teamMember };
  const events = input.occurrence
    ? [overrideEvent(series, meeting, people, stamp)]
    : input.kind === 'cancelled'
      ? [masterEvent(series, people, stamp)]
      : await seriesEvents(tx, series, people, stamp);
  await queueMeetingMail(tx, ctx.config, {
    kind: input.kind,
    meeting: { ...meeting, version: series.version },
    actionItems: items.map((i) => i.description),
    manager,
    teamMember,
    actor: input.actor,
    events,
    stamp,
  });
}
