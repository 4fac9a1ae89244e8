/**
 * The personal calendar feed (decision 12): every 1:1 of a user, as manager or as team member,
 * as iCalendar events for `GET /calendar/<token>.ics`. Only the title, time, zone, duration,
 * Zoom link, agenda and the two participants leave Cadence: never the notes, private or shared,
 * nor the action items.
 *
 * One-off meetings: a cancelled one-off is deleted (spec 4 "Cancelling a meeting deletes it"),
 * so it leaves the feed and subscribers drop it at their next refresh. Series (the master with
 * RRULE + EXDATE for cancelled occurrences, overrides with RECURRENCE-ID) come from the series
 * module's source in `FEED_SOURCES`.
 *
 * Building a large feed is costly (ical-generator folds the text character by character), and
 * calendar apps poll it, so each built feed is kept in memory (`feedCache`, 64 MiB at most) under
 * a fingerprint of everything it shows, which one SQL aggregate per source reads; an unchanged
 * feed is served, and answered 304, without being built again.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { meetings, users, type UserRow } from '../../db/schema';
import { displayName, meetingCalendarEvent } from '../mail/ics';
import { seriesFeed } from '../meetings/series.calendar';
import { buildCalendar, type CalendarEventInput } from './ical';

const manager = alias(users, 'feed_manager');
const teamMember = alias(users, 'feed_team_member');

/** Suggested refresh interval of subscribers, in minutes (REFRESH-INTERVAL). */
export const FEED_REFRESH_MINUTES = 60;

type FeedOwner = Pick<UserRow, 'id' | 'organizationId'>;

/** One kind of feed event (one-off meetings; the series module adds series). */
export interface FeedSource {
  /** The user's events of this kind. */
  events(db: DbOrTx, user: FeedOwner): Promise<CalendarEventInput[]>;
  /**
   * A text that changes whenever any of those events would (an aggregate over the rows and
   * the names and addresses shown), read without building them.
   */
  fingerprint(db: DbOrTx, user: FeedOwner): Promise<string>;
}

/** The user's one-off meetings; occurrences of a series come from `seriesFeed`. */
const ownMeetings = (user: FeedOwner) =>
  and(
    eq(meetings.organizationId, user.organizationId),
    or(eq(meetings.managerId, user.id), eq(meetings.teamMemberId, user.id)),
    isNull(meetings.seriesId),
  );

/**
 * The user's one-off 1:1s as events, oldest first: DTSTAMP is the meeting's `updatedAt` (so
 * an unchanged feed is byte-for-byte the same and its ETag holds), SEQUENCE its version.
 */
export const oneOffMeetings: FeedSource = {
  async events(db, user) {
    const rows = await db
      .select({ meeting: meetings, manager, teamMember })
      .from(meetings)
      .innerJoin(manager, eq(manager.id, meetings.managerId))
      .innerJoin(teamMember, eq(teamMember.id, meetings.teamMemberId))
      .where(ownMeetings(user))
      .orderBy(asc(meetings.date), asc(meetings.startTime), asc(meetings.id));
    return rows.map((row) =>
      meetingCalendarEvent({
        meeting: row.meeting,
        manager: row.manager,
        teamMember: row.teamMember,
        stamp: row.meeting.updatedAt,
      }),
    );
  },
  async fingerprint(db, user) {
    // Every write raises a meeting's version and updatedAt; the names and addresses of both
    // participants are read as they are now.
    const [row] = await db
      .select({
        value: sql<string>`coalesce(md5(string_agg(concat_ws('|', ${meetings.id}, ${meetings.version},
          ${meetings.updatedAt}, ${manager.firstName}, ${manager.lastName}, ${manager.username},
          ${manager.email}, ${teamMember.firstName}, ${teamMember.lastName}, ${teamMember.username},
          ${teamMember.email}), ',' order by ${meetings.id})), '')`,
      })
      .from(meetings)
      .innerJoin(manager, eq(manager.id, meetings.managerId))
      .innerJoin(teamMember, eq(teamMember.id, meetings.teamMemberId))
      .where(ownMeetings(user));
    return row?.value ?? '';
  },
};

/**
 * Where the feed's events come from, in order: one-off meetings, then series (masters with
 * RRULE and EXDATE, one override per moved occurrence; decision 11).
 */
export const FEED_SOURCES: FeedSource[] = [oneOffMeetings, seriesFeed];

/** Every event of the user's feed, from each of `FEED_SOURCES` in turn. */
export async function feedEvents(db: DbOrTx, user: FeedOwner): Promise<CalendarEventInput[]> {
  const events: CalendarEventInput[] = [];
  for (const source of FEED_SOURCES) events.push(...(await source.events(db, user)));
  return events;
}

/** The feed's iCalendar text for `events`; events the builder refuses are left out. */
function render(name: string, events: CalendarEventInput[]): string {
  const options = { method: 'PUBLISH', name, refreshMinutes: FEED_REFRESH_MINUTES } as const;
  try {
    return buildCalendar({ ...options, events });
  } catch {
    // A stored meeting the builder refuses (a malformed date) must not take the feed down.
    const valid = events.filter((event) => {
      try {
        buildCalendar({ events: [event] });
        return true;
      } catch {
        return false;
      }
    });
    return buildCalendar({ ...options, events: valid });
  }
}

/** A built feed: its text and its strong ETag (SHA-256 of the text). */
export interface BuiltFeed {
  body: string;
  etag: string;
}

/** Most bytes of feed text kept in memory by `feedCache`. */
const CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Built feeds by `<database>:<user id>`, least recently used first; at most `CACHE_BYTES` of
 * text. Several databases may be open in one process (tests): each gets its own number.
 */
const feedCache = new Map<string, { key: string; feed: BuiltFeed }>();
let cachedBytes = 0;
const databaseNumbers = new WeakMap<object, number>();
let databases = 0;

function cacheId(db: DbOrTx, userId: number): string {
  let n = databaseNumbers.get(db);
  if (n === undefined) databaseNumbers.set(db, (n = ++databases));
  return `${n}:${userId}`;
}

function remember(id: string, key: string, feed: BuiltFeed): void {
  forget(id);
  const size = feed.body.length;
  if (size > CACHE_BYTES) return;
  while (cachedBytes + size > CACHE_BYTES) {
    const oldest = feedCache.keys().next();
    if (oldest.done) break;
    forget(oldest.value);
  }
  feedCache.set(id, { key, feed });
  cachedBytes += size;
}

function forget(id: string): void {
  const entry = feedCache.get(id);
  if (!entry) return;
  feedCache.delete(id);
  cachedBytes -= entry.feed.body.length;
}

/**
 * The user's feed (RFC 5545, METHOD PUBLISH): `Cadence 1:1s — <name>`, a refresh hint of an
 * hour, one VTIMEZONE per zone used and the user's events. Served from `feedCache` while the
 * sources' fingerprints and the name are unchanged, else built and remembered.
 */
export async function buildFeed(db: DbOrTx, user: UserRow): Promise<BuiltFeed> {
  const name = `Cadence 1:1s — ${displayName(user)}`;
  const prints: string[] = [name];
  for (const source of FEED_SOURCES) prints.push(await source.fingerprint(db, user));
  const key = createHash('sha256').update(prints.join('\n')).digest('base64url');
  const id = cacheId(db, user.id);
  const cached = feedCache.get(id);
  if (cached?.key === key) {
    // Most recently used last.
    feedCache.delete(id);
    feedCache.set(id, cached);
    return cached.feed;
  }
  const body = render(name, await feedEvents(db, user));
  const feed = { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
  remember(id, key, feed);
  return feed;
}
