/**
 * A series as calendar events (RFC 5545; docs/decisions/0011-series.md), for series mail and
 * the personal feed, written by the one builder (src/server/modules/calendar/ical.ts):
 * - the master: the series' first slot with its RRULE, EXDATE for every cancelled slot
 *   (tombstones), UID the series' `ics_uid`, SEQUENCE the series' `version`;
 * - one override per occurrence that differs from its slot (moved, another time or length):
 *   same UID, RECURRENCE-ID = the slot's original local start.
 * The stored RRULE's UNTIL is a local date; the calendar's is the UTC instant of the end of that
 * day in the series' zone (RFC 5545 3.3.10: UNTIL in UTC with a TZID start). A series without
 * an end gets the 5-year limit as UNTIL, so calendars show exactly the slots Cadence has.
 */
import { and, asc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TZDate } from '@date-fns/tz';
import { formatRule, ruleOf, seriesHardEnd } from '@/shared/domain/recurrence';
import type { CalendarEventInput } from '../calendar/ical';
import type { FeedSource } from '../calendar/feed';
import type { DbOrTx } from '../../db/client';
import {
  meetingSeries,
  meetings,
  seriesCancellations,
  users,
  type MeetingRow,
  type MeetingSeriesRow,
  type UserRow,
} from '../../db/schema';
import { meetingCalendarEvent, meetingTimezone } from '../mail/ics';

/** The RRULE value for calendars: COUNT kept; UNTIL (or the 5-year limit) as a UTC instant. */
export function calendarRule(series: MeetingSeriesRow): string {
  const rule = ruleOf(series.rrule, series.startDate);
  if (rule.count !== null) return formatRule(rule);
  const last = rule.until ?? seriesHardEnd(series.startDate);
  const [y, m, d] = last.split('-').map(Number) as [number, number, number];
  const end = new TZDate(y, m - 1, d, 23, 59, 59, meetingTimezone(series));
  const until = new Date(end.getTime()).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  return `${formatRule({ ...rule, until: null })};UNTIL=${until}`;
}

/** The series' values as a meeting row at its first slot (what the master event describes). */
function masterRow(series: MeetingSeriesRow): MeetingRow {
  return {
    id: 0,
    organizationId: series.organizationId,
    teamMemberId: series.teamMemberId,
    managerId: series.managerId,
    title: series.title,
    date: series.startDate,
    startTime: series.startTime,
    duration: series.duration,
    timezone: series.timezone,
    isZoomMeeting: series.isZoomMeeting,
    zoomLink: series.zoomLink,
    agenda: series.agenda,
    notes: null,
    status: 'scheduled',
    version: series.version,
    icsUid: series.icsUid,
    seriesId: series.id,
    occurrenceDate: series.startDate,
    actionItemsJson: null,
    createdAt: series.createdAt,
    updatedAt: series.updatedAt,
  };
}

/** True when the occurrence differs from its slot in what a calendar shows. */
export function isOverride(series: MeetingSeriesRow, row: MeetingRow): boolean {
  return (
    row.date !== row.occurrenceDate ||
    row.startTime !== series.startTime ||
    row.duration !== series.duration ||
    row.timezone !== series.timezone
  );
}

interface People {
  manager: UserRow;
  teamMember: UserRow;
}

/** The master event of `series` with `exdates` (cancelled slots, local `yyyy-MM-dd`). */
export function masterEvent(
  series: MeetingSeriesRow,
  people: People,
  stamp: Date,
  exdates: string[] = [],
): CalendarEventInput {
  const event = meetingCalendarEvent({ meeting: masterRow(series), ...people, stamp });
  return {
    ...event,
    sequence: series.version,
    rrule: calendarRule(series),
    ...(exdates.length
      ? { exdates: exdates.map((date) => ({ date, time: series.startTime })) }
      : {}),
  };
}

/** The override event of occurrence `row` (RECURRENCE-ID its original slot), SEQUENCE the series'. */
export function overrideEvent(
  series: MeetingSeriesRow,
  row: MeetingRow,
  people: People,
  stamp: Date,
): CalendarEventInput {
  const event = meetingCalendarEvent({ meeting: row, ...people, stamp });
  return {
    ...event,
    uid: series.icsUid,
    sequence: series.version,
    recurrenceId: { date: row.occurrenceDate ?? row.date, time: series.startTime },
  };
}

/**
 * Every event of `series` as it stands (master with EXDATEs, then one override per moved or
 * changed occurrence, by slot): what a calendar needs to show exactly Cadence's occurrences.
 */
export async function seriesEvents(
  db: DbOrTx,
  series: MeetingSeriesRow,
  people: People,
  stamp: Date,
): Promise<CalendarEventInput[]> {
  const tombstones = await db
    .select({ date: seriesCancellations.occurrenceDate })
    .from(seriesCancellations)
    .where(eq(seriesCancellations.seriesId, series.id))
    .orderBy(asc(seriesCancellations.occurrenceDate));
  const rows = await db
    .select()
    .from(meetings)
    .where(and(eq(meetings.seriesId, series.id)))
    .orderBy(asc(meetings.occurrenceDate));
  return [
    masterEvent(
      series,
      people,
      stamp,
      tombstones.map((t) => t.date),
    ),
    ...rows
      .filter((row) => isOverride(series, row))
      .map((row) => overrideEvent(series, row, people, stamp)),
  ];
}

const seriesManager = alias(users, 'series_feed_manager');
const seriesMember = alias(users, 'series_feed_team_member');

/** The series the user takes part in (as manager or team member), with both people. */
function ownSeries(db: DbOrTx, user: Pick<UserRow, 'id' | 'organizationId'>) {
  return db
    .select({ series: meetingSeries, manager: seriesManager, teamMember: seriesMember })
    .from(meetingSeries)
    .innerJoin(seriesManager, eq(seriesManager.id, meetingSeries.managerId))
    .innerJoin(seriesMember, eq(seriesMember.id, meetingSeries.teamMemberId))
    .where(
      and(
        eq(meetingSeries.organizationId, user.organizationId),
        or(eq(meetingSeries.managerId, user.id), eq(meetingSeries.teamMemberId, user.id)),
      ),
    )
    .orderBy(asc(meetingSeries.startDate), asc(meetingSeries.id));
}

/**
 * The series part of the personal feed (src/server/modules/calendar/feed.ts, decision 12): for
 * every series of the user, `seriesEvents` with DTSTAMP the series' `updatedAt` (an unchanged
 * feed stays byte-for-byte the same). Every change a calendar shows raises the series' version
 * and `updatedAt`, which the fingerprint reads with the people's names and addresses.
 */
export const seriesFeed: FeedSource = {
  async events(db, user) {
    const rows = await ownSeries(db, user);
    const events: CalendarEventInput[] = [];
    for (const row of rows) {
      const people = { manager: row.manager, teamMember: row.teamMember };
      events.push(...(await seriesEvents(db, row.series, people, row.series.updatedAt)));
    }
    return events;
  },
  async fingerprint(db, user) {
    const rows = await ownSeries(db, user);
    return rows
      .map(({ series, manager, teamMember }) =>
        [
          series.id,
          series.version,
          series.updatedAt.toISOString(),
          series.rrule,
          ...[manager, teamMember].flatMap((p) => [p.firstName, p.lastName, p.username, p.email]),
        ].join('|'),
      )
      .join(',');
  },
};
