/**
 * Counting meetings for "Showing X of Y meetings" (spec 2.5 Enterprise Meeting Management;
 * filtering, searching and counting happen on the server). Two SQL `count(*)`
 * aggregates over the same visibility scope as GET /api/meetings, so a screen can show the
 * numbers without downloading the rows.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { MeetingCount } from '@/shared/schemas/counts';
import type { ListMeetingsQuery } from '@/shared/schemas/meeting';
import type { DbOrTx } from '../../db/client';
import { meetings, memberFigures } from '../../db/schema';
import type { Actor } from '../../context';
import { meetingListConditions } from './meetings.filters';
import { scopeOf, visibleMeetingsSql } from '../../access/scope';

async function countWhere(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(meetings).where(where);
  return Number(row?.n ?? 0);
}

/** Meetings of organisation `organizationId`, from member_figures. */
async function organizationMeetings(db: DbOrTx, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${memberFigures.meetings}), 0)`.mapWith(Number) })
    .from(memberFigures)
    .where(eq(memberFigures.organizationId, organizationId));
  return row?.n ?? 0;
}

/**
 * GET /api/meetings/count: `{ matching, total }` for `actor` with the same query parameters as
 * GET /api/meetings (`limit` and `offset` are ignored). Date windows use the actor's timezone.
 * @throws 400 on `date` when it is not a real calendar date.
 */
export async function countMeetings(input: {
  db: DbOrTx;
  actor: Actor;
  query: ListMeetingsQuery;
  now: Date;
}): Promise<MeetingCount> {
  const { db, actor, query, now } = input;
  const scope = await scopeOf(db, actor);
  const visible = visibleMeetingsSql(scope);
  const filters = meetingListConditions(query, actor.timezone, now);
  // The whole organisation (a Senior Manager): the sum of member_figures, one row per member
  // (docs/decisions/0021-member-figures.md), instead of reading every meeting.
  const total =
    scope.people === null
      ? await organizationMeetings(db, actor.organizationId)
      : await countWhere(db, visible);
  const matching = filters.length === 0 ? total : await countWhere(db, and(visible, ...filters));
  return { matching, total };
}
