/**
 * SQL of the meeting list filters (spec 7 "Notes on the meetings list query", spec 5 "Client
 * date filters"): search, team member, manager, status, date windows, upcoming
 * (spec 2.6 / 2.13), "has action items" (spec 2.13) and a `from`–`to` date range (the
 * dashboards' current week, spec 2.3 / 2.4).
 */
import { upcomingMeetingSql } from '@/shared/domain/figures.sql';
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { dateWindow, todayIn } from '@/shared/domain/dates';
import type { ListMeetingsQuery } from '@/shared/schemas/meeting';
import { actionItems, meetings } from '../../db/schema';
import { fieldError } from '../../http/errors';
import { meetingTextMatchesSql } from '../search';

/** Largest value of a PostgreSQL `integer`; larger ids can match nothing. */
export const INT4_MAX = 2_147_483_647;

/** Escapes `%`, `_` and the escape character itself for a LIKE pattern (escape `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** True for a `yyyy-MM-dd` that is a real calendar date (year 100 or later). */
export function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/** Equality on an integer column that stays false (never a database error) for huge ids. */
function idEquals(
  column: typeof meetings.teamMemberId | typeof meetings.managerId,
  id: number,
): SQL {
  return id > INT4_MAX ? sql`false` : eq(column, id);
}

/**
 * Builds the conditions of the list query (AND-ed by the caller with the visibility scope).
 * @param query the parsed `listMeetingsQuerySchema`. Its `search` is the full-text search of
 *   GET /api/search over title, agenda and notes (decision 33), in the organisation's language.
 * @param timezone the caller's IANA timezone: `today`, `week` (last 7 days including today),
 *   `month` (since the same day one month earlier) and `upcoming` (status scheduled, dated
 *   today or later) are calendar days there. `withActionItems` keeps meetings with an item.
 * @param now the current instant.
 *   `from` / `to` bound the meeting's date (inclusive).
 * @throws 400 on `date`, `from` or `to` when it has the right shape but is no calendar date
 *   (2030-02-31), and on `to` when it is before `from`.
 */
export function meetingListConditions(
  query: ListMeetingsQuery,
  timezone: string,
  now: Date,
  organizationId: number,
): SQL[] {
  const conditions: SQL[] = [];
  const search = query.search?.trim();
  if (search) conditions.push(meetingTextMatchesSql(organizationId, search));
  if (query.teamMember !== undefined) {
    conditions.push(idEquals(meetings.teamMemberId, query.teamMember));
  }
  if (query.manager !== undefined) conditions.push(idEquals(meetings.managerId, query.manager));
  if (query.status && query.status !== 'all') conditions.push(eq(meetings.status, query.status));
  if (query.upcoming) {
    conditions.push(upcomingMeetingSql(meetings, todayIn(timezone, now)));
  }
  if (query.withActionItems) {
    conditions.push(
      sql`exists (select 1 from ${actionItems} where ${actionItems.meetingId} = ${meetings.id})`,
    );
  }
  const { from, to } = query;
  if (from !== undefined) {
    if (!isCalendarDate(from)) throw fieldError('from', 'From must be a real calendar date');
    conditions.push(gte(meetings.date, from));
  }
  if (to !== undefined) {
    if (!isCalendarDate(to)) throw fieldError('to', 'To must be a real calendar date');
    if (from !== undefined && to < from) throw fieldError('to', 'To must be on or after from');
    conditions.push(lte(meetings.date, to));
  }
  const date = query.date;
  if (date && date !== 'all') {
    if (date === 'today' || date === 'week' || date === 'month') {
      const { from, to } = dateWindow(date, todayIn(timezone, now));
      conditions.push(and(gte(meetings.date, from), lte(meetings.date, to))!);
    } else {
      if (!isCalendarDate(date)) throw fieldError('date', 'Date must be a real calendar date');
      conditions.push(eq(meetings.date, date));
    }
  }
  return conditions;
}
