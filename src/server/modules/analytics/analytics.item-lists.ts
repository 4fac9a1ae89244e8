/**
 * Item and meeting lists of the overview pages (spec 2.14, 2.15), each one query over the
 * members of the scope that reads at most N rows per member: a LATERAL subquery per member
 * walks their meetings in the list's order (meetings_team_member_date_idx, then
 * action_items_meeting_position_idx) and stops at N (LIST_LIMITS in
 * src/shared/domain/constants.ts), so a member with years of history costs no more than a
 * new one. The conditions are
 * those of analytics.aggregates.ts, so "count − list length" is the exact number left out.
 */
import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import type { ActionItemStatus, MeetingStatus } from '@/shared/domain/constants';
import { LIST_LIMITS } from '@/shared/domain/constants';
import type { OverviewActionItem } from '@/shared/schemas/analytics';
import type { DbOrTx } from '../../db/client';
import { actionItems, meetings, users } from '../../db/schema';
import { itemCompletedSql, itemOverdueSql, meetingOverdueSql } from './analytics.aggregates';
import type { AudienceAt } from '../../access/scope';

/** The meetings of the `users` row of the outer query (its member, its organisation). */
const ofMember = and(
  eq(meetings.teamMemberId, users.id),
  eq(meetings.organizationId, users.organizationId),
);

/** ROW_NUMBER() of a row among its member's rows in `order`. */
const rankBy = (order: SQL) =>
  sql<number>`row_number() over (order by ${order})`.mapWith(Number).as('rank');

const OLDEST_ITEM_FIRST = sql`${meetings.date} asc, ${meetings.startTime} asc, ${meetings.id} asc, ${actionItems.position} asc`;
const NEWEST_MEETING_FIRST = sql`${meetings.date} desc, ${meetings.startTime} desc, ${meetings.id} desc, ${actionItems.position} asc`;

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
    .select({
      id: actionItems.id,
      description: actionItems.description,
      status: actionItems.status,
      stuckReason: actionItems.stuckReason,
      // A subquery needs distinct column names: meetings.id / meetings.status are aliased.
      meetingId: sql<number>`${meetings.id}`.mapWith(Number).as('meeting_id_'),
      meetingDate: meetings.date,
      meetingStatus: sql<string>`${meetings.status}`.as('meeting_status_'),
      rank: rankBy(order),
    })
    .from(actionItems)
    .innerJoin(meetings, eq(meetings.id, actionItems.meetingId))
    .where(and(ofMember, where))
    .orderBy(order)
    .limit(limit)
    .as('per');
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
      rank: per.rank,
    })
    .from(users)
    .innerJoinLateral(per, sql`true`)
    .where(scope.members)
    .orderBy(users.id, per.rank);
  const byMember = new Map<number, OverviewActionItem[]>();
  for (const { memberId, rank: _rank, ...row } of rows) {
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
 * Up to 10 open items (pending or stuck, src/shared/domain/figures.ts) per member, oldest meeting
 * first then position (spec 2.14; limit LIST_LIMITS.overviewPendingPerMember).
 */
export function pendingItemsByMember(db: DbOrTx, scope: AudienceAt) {
  const limit = LIST_LIMITS.overviewPendingPerMember;
  return itemsPerMember(db, scope, not(itemCompletedSql), OLDEST_ITEM_FIRST, limit);
}

/**
 * Up to 10 overdue items (past meeting, item not completed) per member, oldest first (spec
 * 2.15; limit LIST_LIMITS.overdueActionItemsPerMember).
 */
export function overdueItemsByMember(db: DbOrTx, scope: AudienceAt) {
  const limit = LIST_LIMITS.overdueActionItemsPerMember;
  return itemsPerMember(db, scope, itemOverdueSql(scope.today), OLDEST_ITEM_FIRST, limit);
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
 * Up to 10 overdue meetings (scheduled, dated before today) per member, oldest first (spec
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
      rank: rankBy(order),
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
      rank: per.rank,
    })
    .from(users)
    .innerJoinLateral(per, sql`true`)
    .where(scope.members)
    .orderBy(users.id, per.rank);
  const byMember = new Map<number, OverdueMeetingRow[]>();
  for (const { memberId, rank: _rank, ...row } of rows) {
    const list = byMember.get(memberId) ?? [];
    list.push(row);
    byMember.set(memberId, list);
  }
  return byMember;
}
