/**
 * Item and meeting lists of the overview pages (spec 2.14, 2.15), each one query over the
 * members of the scope; the conditions are those of analytics.aggregates.ts, so a list's
 * length always equals the matching SQL count.
 */
import { and, asc, eq, lte, not, sql, type SQL } from 'drizzle-orm';
import type { ActionItemStatus, MeetingStatus } from '@/shared/domain/constants';
import { LIST_LIMITS } from '@/shared/domain/constants';
import type { OverviewActionItem } from '@/shared/schemas/analytics';
import type { DbOrTx } from '../../db/client';
import { actionItems, meetings, users } from '../../db/schema';
import { itemCompletedSql, itemOverdueSql, meetingOverdueSql } from './analytics.aggregates';
import type { AnalyticsScope } from './analytics.scope';

const memberJoin = and(
  eq(users.id, meetings.teamMemberId),
  eq(users.organizationId, meetings.organizationId),
);

const itemFields = {
  memberId: meetings.teamMemberId,
  id: actionItems.id,
  description: actionItems.description,
  status: actionItems.status,
  stuckReason: actionItems.stuckReason,
  meetingId: meetings.id,
  meetingDate: meetings.date,
  meetingStatus: meetings.status,
};

type ItemRow = { memberId: number } & Omit<OverviewActionItem, 'status' | 'meetingStatus'> & {
    status: string;
    meetingStatus: string;
  };

function groupItems(rows: ItemRow[]): Map<number, OverviewActionItem[]> {
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

/** Items of the scope's members matching `where`, oldest meeting first, then position. */
async function itemsWhere(db: DbOrTx, scope: AnalyticsScope, where: SQL) {
  const rows = await db
    .select(itemFields)
    .from(actionItems)
    .innerJoin(meetings, eq(meetings.id, actionItems.meetingId))
    .innerJoin(users, memberJoin)
    .where(and(scope.members, where))
    .orderBy(
      asc(meetings.date),
      asc(meetings.startTime),
      asc(meetings.id),
      asc(actionItems.position),
    );
  return groupItems(rows);
}

/** Every not-completed item (analytics rule; stuck included) per member, oldest meeting first (spec 2.14). */
export function pendingItemsByMember(db: DbOrTx, scope: AnalyticsScope) {
  return itemsWhere(db, scope, not(itemCompletedSql));
}

/** Overdue items per member (past meeting, item not completed), oldest first (spec 2.15). */
export function overdueItemsByMember(db: DbOrTx, scope: AnalyticsScope) {
  return itemsWhere(db, scope, itemOverdueSql(scope.today));
}

/** Up to 5 completed items per member, newest meeting first (spec 2.14, 9). */
export async function recentCompletedItemsByMember(
  db: DbOrTx,
  scope: AnalyticsScope,
): Promise<Map<number, OverviewActionItem[]>> {
  const order = sql`${meetings.date} desc, ${meetings.startTime} desc, ${meetings.id} desc, ${actionItems.position} asc`;
  const ranked = db
    .select({
      // A subquery needs distinct column names: meetings.id / meetings.status are aliased.
      ...itemFields,
      meetingId: sql<number>`${meetings.id}`.mapWith(Number).as('meeting_id_'),
      meetingStatus: sql<string>`${meetings.status}`.as('meeting_status_'),
      rank: sql<number>`row_number() over (partition by ${meetings.teamMemberId} order by ${order})`
        .mapWith(Number)
        .as('rank'),
    })
    .from(actionItems)
    .innerJoin(meetings, eq(meetings.id, actionItems.meetingId))
    .innerJoin(users, memberJoin)
    .where(and(scope.members, itemCompletedSql))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, LIST_LIMITS.overviewCompletedPerMember))
    .orderBy(ranked.memberId, ranked.rank);
  return groupItems(rows.map(({ rank: _rank, ...row }) => row));
}

/** Overdue meetings (scheduled, dated before today) per member, oldest first (spec 2.15). */
export async function overdueMeetingsByMember(db: DbOrTx, scope: AnalyticsScope) {
  const rows = await db
    .select({
      memberId: meetings.teamMemberId,
      id: meetings.id,
      title: meetings.title,
      agenda: meetings.agenda,
      date: meetings.date,
      startTime: meetings.startTime,
    })
    .from(meetings)
    .innerJoin(users, memberJoin)
    .where(and(scope.members, meetingOverdueSql(scope.today)))
    .orderBy(asc(meetings.date), asc(meetings.startTime), asc(meetings.id));
  const byMember = new Map<number, Omit<(typeof rows)[number], 'memberId'>[]>();
  for (const { memberId, ...row } of rows) {
    const list = byMember.get(memberId) ?? [];
    list.push(row);
    byMember.set(memberId, list);
  }
  return byMember;
}
