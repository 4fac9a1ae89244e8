/**
 * The personal calendar feed (decision 12): every 1:1 of a user, as manager or as team member,
 * as iCalendar events for `GET /calendar/<token>.ics`. Only the title, time, zone, duration,
 * Zoom link, agenda and the two participants leave Cadence: never the notes, private or shared,
 * nor the action items.
 *
 * One-off meetings: a cancelled one-off is deleted (spec 4 "Cancelling a meeting deletes it"),
 * so it leaves the feed and subscribers drop it at their next refresh. Series (the master with
 * RRULE + EXDATE, overrides with RECURRENCE-ID, cancelled occurrences) are added to
 * `feedEvents` by the series module through `FEED_SOURCES`.
 */
import { asc, eq, or, and } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { meetings, users, type UserRow } from '../../db/schema';
import { displayName, meetingCalendarEvent } from '../mail/ics';
import { buildCalendar, type CalendarEventInput } from './ical';

const manager = alias(users, 'feed_manager');
const teamMember = alias(users, 'feed_team_member');

/** Suggested refresh interval of subscribers, in minutes (REFRESH-INTERVAL). */
export const FEED_REFRESH_MINUTES = 60;

/**
 * The user's one-off 1:1s as events, oldest first: DTSTAMP is the meeting's `updatedAt` (so
 * an unchanged feed is byte-for-byte the same and its ETag holds), SEQUENCE its version.
 */
export async function oneOffFeedEvents(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'organizationId'>,
): Promise<CalendarEventInput[]> {
  const rows = await db
    .select({ meeting: meetings, manager, teamMember })
    .from(meetings)
    .innerJoin(manager, eq(manager.id, meetings.managerId))
    .innerJoin(teamMember, eq(teamMember.id, meetings.teamMemberId))
    .where(
      and(
        eq(meetings.organizationId, user.organizationId),
        or(eq(meetings.managerId, user.id), eq(meetings.teamMemberId, user.id)),
      ),
    )
    .orderBy(asc(meetings.date), asc(meetings.startTime), asc(meetings.id));
  return rows.map((row) =>
    meetingCalendarEvent({
      meeting: row.meeting,
      manager: row.manager,
      teamMember: row.teamMember,
      stamp: row.meeting.updatedAt,
    }),
  );
}

/** A source of feed events for a user (one-off meetings; the series module adds series). */
export type FeedSource = (
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'organizationId'>,
) => Promise<CalendarEventInput[]>;

/**
 * Where the feed's events come from, in order. The series module appends its source here
 * (masters with RRULE/EXDATE, overrides, cancelled occurrences as STATUS:CANCELLED); a
 * one-off meeting that belongs to a series must then be left to that source.
 */
export const FEED_SOURCES: FeedSource[] = [oneOffFeedEvents];

/** Every event of the user's feed, from each of `FEED_SOURCES` in turn. */
export async function feedEvents(
  db: DbOrTx,
  user: Pick<UserRow, 'id' | 'organizationId'>,
): Promise<CalendarEventInput[]> {
  const events: CalendarEventInput[] = [];
  for (const source of FEED_SOURCES) events.push(...(await source(db, user)));
  return events;
}

/**
 * The feed's iCalendar text (RFC 5545, METHOD PUBLISH): `Cadence 1:1s — <name>`, a refresh
 * hint of an hour, one VTIMEZONE per zone used and the user's events. Events the builder
 * refuses (a stored meeting with a malformed date) are left out rather than failing the feed.
 */
export async function buildFeed(db: DbOrTx, user: UserRow): Promise<string> {
  const events = await feedEvents(db, user);
  const name = `Cadence 1:1s — ${displayName(user)}`;
  try {
    return buildCalendar({
      method: 'PUBLISH',
      name,
      refreshMinutes: FEED_REFRESH_MINUTES,
      events,
    });
  } catch {
    const valid = events.filter((event) => {
      try {
        buildCalendar({ events: [event] });
        return true;
      } catch {
        return false;
      }
    });
    return buildCalendar({
      method: 'PUBLISH',
      name,
      refreshMinutes: FEED_REFRESH_MINUTES,
      events: valid,
    });
  }
}
