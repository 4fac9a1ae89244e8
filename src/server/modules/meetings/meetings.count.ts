/**
 * Counting meetings for "Showing X of Y meetings" (spec 2.5 Enterprise Meeting Management;
 * filtering, searching and counting happen on the server) and the dashboards' counts per status
 * (spec 2.3, 2.4: `byStatus=true`). At most two SQL aggregates (total, and matching with its
 * per-status `count(*) filter`) over the same visibility scope as GET /api/meetings, so a
 * screen can show the numbers without downloading the rows.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { MeetingStatus } from '@/shared/domain/constants';
import type { MeetingCount } from '@/shared/schemas/counts';
import type { ListMeetingsQuery } from '@/shared/schemas/meeting';
import type { DbOrTx } from '../../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { actionItems, meetings, organizationFigures } from '../../db/schema';
import type { Actor } from '../../context';
import { meetingListConditions } from './meetings.filters';
import { scopeOf, visibleMeetingsSql } from '../../access/scope';

type ByStatus = NonNullable<MeetingCount['byStatus']>;
interface Counted {
  n: number;
  byStatus: ByStatus;
}

/** One statement: how many meetings match `where`, and how many per status. */
async function countWhere(db: DbOrTx, where: SQL | undefined): Promise<Counted> {
  const of = (status: string) =>
    sql<number>`count(*) filter (where ${meetings.status} = ${status})`;
  const [row] = await db
    .select({
      n: count(),
      scheduled: of('scheduled').mapWith(Number),
      inProgress: of('in_progress').mapWith(Number),
      completed: of('completed').mapWith(Number),
    })
    .from(meetings)
    .where(where);
  return {
    n: Number(row?.n ?? 0),
    byStatus: {
      scheduled: row?.scheduled ?? 0,
      in_progress: row?.inProgress ?? 0,
      completed: row?.completed ?? 0,
    },
  };
}

/**
 * Meetings of organisation `organizationId`, in all and per status, from organization_figures
 * (at most 16 rows by primary key, migration 0028; decision 0021 "Organisation figures").
 */
async function organizationMeetings(db: DbOrTx, organizationId: number): Promise<Counted> {
  const sum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
  const o = organizationFigures;
  const [row] = await db
    .select({
      n: sum(o.meetings),
      scheduled: sum(o.scheduled),
      inProgress: sum(o.inProgress),
      completed: sum(o.completed),
    })
    .from(o)
    .where(eq(o.organizationId, organizationId));
  return {
    n: row?.n ?? 0,
    byStatus: {
      scheduled: row?.scheduled ?? 0,
      in_progress: row?.inProgress ?? 0,
      completed: row?.completed ?? 0,
    },
  };
}

/** The action items of the meetings matching `where` (by `action_items_meeting_position_idx`). */
async function countItems(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(actionItems)
    .innerJoin(meetings, eq(meetings.id, actionItems.meetingId))
    .where(where);
  return Number(row?.n ?? 0);
}

/** The status when it is the query's only filter (the Scheduled view's count), else null. */
function onlyStatus(query: ListMeetingsQuery, filters: number): MeetingStatus | null {
  return filters === 1 && query.status && query.status !== 'all' ? query.status : null;
}

/** The meetings of `counted` with `status`: the same figures, nothing read again. */
function ofStatus(counted: Counted, status: MeetingStatus): Counted {
  const none = { scheduled: 0, in_progress: 0, completed: 0 };
  return { n: counted.byStatus[status], byStatus: { ...none, [status]: counted.byStatus[status] } };
}

/**
 * Every meeting `people` may see in organisation `organizationId` (the actor and their
 * reporting line: a meeting whose team member or manager is one of them), in one statement
 * whose cost follows the people, not the history: the meetings whose team member is one of them
 * from member_figures (one row each, decision 21), plus those whose manager is one of them and
 * team member is not, read index-only from `meetings_manager_org_member_status_idx`.
 */
async function peopleMeetings(
  db: DbOrTx,
  organizationId: number,
  people: readonly number[],
): Promise<Counted> {
  const ids = sql.join(
    people.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with f as (
      select coalesce(sum(meetings), 0) as n, coalesce(sum(scheduled), 0) as s,
        coalesce(sum(in_progress), 0) as p, coalesce(sum(completed), 0) as c
      from member_figures
      where organization_id = ${organizationId} and team_member_id in (${ids})
    ), x as (
      select count(*) as n, count(*) filter (where status = 'scheduled') as s,
        count(*) filter (where status = 'in_progress') as p,
        count(*) filter (where status = 'completed') as c
      from meetings
      where manager_id in (${ids}) and organization_id = ${organizationId}
        and team_member_id not in (${ids})
    )
    select f.n + x.n as n, f.s + x.s as s, f.p + x.p as p, f.c + x.c as c from f, x
  `)) as unknown as { rows: { n: unknown; s: unknown; p: unknown; c: unknown }[] };
  const row = result.rows[0];
  return {
    n: Number(row?.n ?? 0),
    byStatus: {
      scheduled: Number(row?.s ?? 0),
      in_progress: Number(row?.p ?? 0),
      completed: Number(row?.c ?? 0),
    },
  };
}

/**
 * GET /api/meetings/count: `{ matching, total }` for `actor` with the same query parameters as
 * GET /api/meetings (`limit`, `offset` and `cursor` are ignored), and with `byStatus=true` also
 * `byStatus` (the matching meetings per status, from the same statement: the dashboards' counts
 * of spec 2.3 / 2.4 in one call), with `actionItems=true` also `actionItems` (their action items,
 * one more statement: the footer of spec 2.13). Date windows use the actor's timezone.
 * @throws 400 on `date`, `from` or `to` when it is not a real calendar date, on `to` before `from`.
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
  const filters = meetingListConditions(query, actor.timezone, now, actor.organizationId);
  // The whole organisation (a Senior Manager) or the actor's people from member_figures and
  // one index-only read, instead of reading every meeting they may see.
  const all =
    scope.people === null
      ? await organizationMeetings(db, actor.organizationId)
      : await peopleMeetings(db, actor.organizationId, scope.people);
  const status = onlyStatus(query, filters.length);
  const matching =
    filters.length === 0
      ? all
      : status
        ? ofStatus(all, status)
        : await countWhere(db, and(visible, ...filters));
  const answer: MeetingCount = { matching: matching.n, total: all.n };
  if (query.byStatus) answer.byStatus = matching.byStatus;
  if (query.actionItems) answer.actionItems = await countItems(db, and(visible, ...filters)!);
  return answer;
}
