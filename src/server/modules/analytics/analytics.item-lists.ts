/**
 * Item and meeting lists of the overview pages (spec 2.14, 2.15), each one query over the
 * members of the scope that reads at most N rows per member: a LATERAL subquery per member
 * walks their meetings in the list's order (meetings_team_member_date_idx, then
 * action_items_meeting_position_idx) and stops at N (LIST_LIMITS in
 * src/shared/domain/constants.ts), so a member with years of history costs no more than a
 * new one. The conditions are
 * those of analytics.aggregates.ts, so "count − list length" is the exact number left out.
 */
import { and, asc, desc, eq, lt, not, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ActionItemStatus, MeetingStatus } from '@/shared/domain/constants';
import { LIST_LIMITS } from '@/shared/domain/constants';
import type { OverviewActionItem } from '@/shared/schemas/analytics';
import type { DbOrTx } from '../../db/client';
import { actionItems, meetingOpenItems, meetings, users } from '../../db/schema';
import { openItemSql } from '@/shared/domain/figures.sql';
import { itemColumns, itemCompletedSql, meetingOverdueSql } from './analytics.aggregates';
import type { AudienceAt } from '../../access/scope';

/** The meetings of the `users` row of the outer query (its member, its organisation). */
const ofMember = and(
  eq(meetings.teamMemberId, users.id),
  eq(meetings.organizationId, users.organizationId),
);

const OLDEST_ITEM_FIRST = sql`${meetings.date} asc, ${meetings.startTime} asc, ${meetings.id} asc, ${actionItems.position} asc`;
const NEWEST_MEETING_FIRST = sql`${meetings.date} desc, ${meetings.startTime} desc, ${meetings.id} desc, ${actionItems.position} asc`;

/**
 * The fields of an item row of a per-member list, with the columns of its order (the outer
 * query sorts by them again: no window function inside the LATERAL subquery, so its LIMIT
 * bounds the sort below it and the walk stops after the rows it keeps).
 */
const itemFields = () => ({
  id: actionItems.id,
  description: actionItems.description,
  status: actionItems.status,
  stuckReason: actionItems.stuckReason,
  // A subquery needs distinct column names: meetings.id / meetings.status are aliased.
  meetingId: sql<number>`${meetings.id}`.mapWith(Number).as('meeting_id_'),
  meetingDate: meetings.date,
  meetingStatus: sql<string>`${meetings.status}`.as('meeting_status_'),
  startTime: sql<string>`${meetings.startTime}`.as('meeting_start_'),
  position: actionItems.position,
});

/** The shape of a per-member item list: only its type is used (never called). */
const _perShape = (db: DbOrTx) =>
  db
    .select(itemFields())
    .from(actionItems)
    .innerJoin(meetings, sql`true`)
    .as('per');

/**
 * The first `limit` items per member of `scope` matching `where`, in `order`, grouped by member
 * id (each list in that order).
 */
async function itemsPerMember(
  db: DbOrTx,
  scope: AudienceAt,
  where: SQL,
  order: SQL,
  limit: number,
): Promise<Map<number, OverviewActionItem[]>> {
  const per = db
    .select(itemFields())
    .from(actionItems)
    .innerJoin(meetings, eq(meetings.id, actionItems.meetingId))
    .where(and(ofMember, where))
    .orderBy(order)
    .limit(limit)
    .as('per');
  return groupItems(db, scope, per, order === NEWEST_MEETING_FIRST);
}

/**
 * The rows of the LATERAL list `per` for each member of `scope`, grouped by member id, each
 * list oldest meeting first (`newestFirst`: newest first), then by position.
 */
async function groupItems(
  db: DbOrTx,
  scope: AudienceAt,
  per: ReturnType<typeof _perShape>,
  newestFirst = false,
): Promise<Map<number, OverviewActionItem[]>> {
  const dir = (x: SQLWrapper) => (newestFirst ? desc(x) : asc(x));
  const rows = await db
    .select({
      memberId: users.id,
      id: per.id,
      description: per.description,
      status: per.status,
      stuckReason: per.stuckReason,
      meetingId: per.meetingId,
      meetingDate: per.meetingDate,
      meetingStatus: per.meetingStatus,
    })
    .from(users)
    .innerJoinLateral(per, sql`true`)
    .where(scope.members)
    .orderBy(
      users.id,
      dir(per.meetingDate),
      dir(per.startTime),
      dir(per.meetingId),
      asc(per.position),
    );
  const byMember = new Map<number, OverviewActionItem[]>();
  for (const { memberId, ...row } of rows) {
    const list = byMember.get(memberId) ?? [];
    list.push({
      ...row,
      status: row.status as ActionItemStatus,
      meetingStatus: row.meetingStatus as MeetingStatus,
    });
    byMember.set(memberId, list);
  }
  return byMember;
}

/**
 * Up to 5 open items (pending or stuck, src/shared/domain/figures.ts) per member, oldest meeting
 * first then position (spec 2.14; limit LIST_LIMITS.overviewPendingPerMember).
 */
export function pendingItemsByMember(db: DbOrTx, scope: AudienceAt) {
  const limit = LIST_LIMITS.overviewPendingPerMember;
  return itemsPerMember(db, scope, not(itemCompletedSql), OLDEST_ITEM_FIRST, limit);
}

/**
 * Up to 5 overdue items (figures.ts isOverdueActionItem: due before today, or without a due
 * date of a past meeting not completed; decision 32) per member, oldest first (spec 2.15; limit
 * LIST_LIMITS.overdueActionItemsPerMember).
 */
export function overdueItemsByMember(db: DbOrTx, scope: AudienceAt) {
  // The meetings not completed that have open items are the rows of meeting_open_items
  // (migration 0020; same member, organisation and date as the meeting): each member's walk
  // starts there (meeting_open_items_member_date_idx, oldest first) instead of at every past
  // meeting of theirs, most of them completed. Same rows and order as
  // itemOverdueSql(scope.today) over the member's meetings.
  const o = meetingOpenItems;
  const order = sql`${o.date} asc, ${meetings.startTime} asc, ${meetings.id} asc, ${actionItems.position} asc`;
  const per = db
    .select(itemFields())
    .from(o)
    .innerJoin(meetings, eq(meetings.id, o.meetingId))
    .innerJoin(actionItems, eq(actionItems.meetingId, o.meetingId))
    .where(
      and(
        eq(o.teamMemberId, users.id),
        eq(o.organizationId, users.organizationId),
        lt(o.date, scope.today),
        openItemSql(itemColumns),
        // The row's items (migration 0043): due that day, or without a due date of a meeting
        // not completed dated that day.
        sql`coalesce(${actionItems.dueDate}, ${meetings.date}) = ${o.date}`,
        sql`(${actionItems.dueDate} is not null or ${meetings.status} <> 'completed')`,
      ),
    )
    .orderBy(order)
    .limit(LIST_LIMITS.overdueActionItemsPerMember)
    .as('per');
  return groupItems(db, scope, per);
}

/** Up to 5 completed items per member, newest meeting first (spec 2.14, 9). */
export function recentCompletedItemsByMember(db: DbOrTx, scope: AudienceAt) {
  const limit = LIST_LIMITS.overviewCompletedPerMember;
  return itemsPerMember(db, scope, itemCompletedSql, NEWEST_MEETING_FIRST, limit);
}

/** One overdue meeting of a member's list (the member id left out). */
export interface OverdueMeetingRow {
  id: number;
  title: string | null;
  agenda: string | null;
  date: string;
  startTime: string;
}

/**
 * Up to 5 overdue meetings (scheduled, dated before today) per member, oldest first (spec
 * 2.15; limit LIST_LIMITS.overdueMeetingsPerMember), grouped by member id.
 */
export async function overdueMeetingsByMember(
  db: DbOrTx,
  scope: AudienceAt,
): Promise<Map<number, OverdueMeetingRow[]>> {
  const order = sql`${meetings.date} asc, ${meetings.startTime} asc, ${meetings.id} asc`;
  const per = db
    .select({
      id: meetings.id,
      title: meetings.title,
      agenda: meetings.agenda,
      date: meetings.date,
      startTime: meetings.startTime,
    })
    .from(meetings)
    .where(and(ofMember, meetingOverdueSql(scope.today)))
    .orderBy(order)
    .limit(LIST_LIMITS.overdueMeetingsPerMember)
    .as('per');
  const rows = await db
    .select({
      memberId: users.id,
      id: per.id,
      title: per.title,
      agenda: per.agenda,
      date: per.date,
      startTime: per.startTime,
    })
    .from(users)
    .innerJoinLateral(per, sql`true`)
    .where(scope.members)
    .orderBy(users.id, per.date, per.startTime, per.id);
  const byMember = new Map<number, OverdueMeetingRow[]>();
  for (const { memberId, ...row } of rows) {
    const list = byMember.get(memberId) ?? [];
    list.push(row);
    byMember.set(memberId, list);
  }
  return byMember;
}
