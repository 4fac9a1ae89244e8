/**
 * SQL aggregates per member (spec 2.10–2.15, 3 "Derived per-member performance"): one grouped
 * query for meeting counts and one for action-item counts, whatever the size of the team. The
 * pure rules of src/shared/domain/metrics.ts are then applied to these counts; every condition
 * is the SQL twin of a rule of src/shared/domain/figures.ts (figures.sql.ts; docs/glossary.md). Indexes used when the members are a list of ids (a reporting line, a page of
 * members; Audience.memberMeetings (src/server/access/scope.ts)): meetings_team_member_date_idx (meetings of a member),
 * meetings_scheduled_member_date_idx (overdue meetings of a member, oldest first),
 * action_items_meeting_position_idx (items of a meeting). For a Senior Manager's whole
 * organisation the counts read every meeting and item of it once (hash joins; EXPLAIN ANALYZE
 * at 1,000,000 meetings / 3,000,000 items: about 0.7 s for the item counts): no index avoids
 * that, which is why the lists are paged and capped.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@/shared/domain/constants';
import { monthBounds } from '@/shared/domain/metrics';
import {
  completedItemSql,
  itemCountsSql,
  overdueItemSql,
  overdueMeetingSql,
  upcomingMeetingSql,
} from '@/shared/domain/figures.sql';
import type { DbOrTx } from '../../db/client';
import { actionItems, meetings, users } from '../../db/schema';
import type { AudienceAt } from '../../access/scope';

const n = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);

/** The item columns of the figures rules: action_items.status and .stuck_reason. */
export const itemColumns = { status: actionItems.status, stuckReason: actionItems.stuckReason };

/** Completed item (figures.ts `actionItemStateOf` = completed). */
export const itemCompletedSql = completedItemSql(itemColumns);

/** Overdue item (figures.ts `isOverdueActionItem`): open item of a past meeting not completed. */
export const itemOverdueSql = (today: string) => overdueItemSql(itemColumns, meetings, today);

/** Overdue meeting (figures.ts `isOverdueMeeting`): scheduled and dated before `today`. */
export const meetingOverdueSql = (today: string) => overdueMeetingSql(meetings, today);

/** Identity and meeting counts of one member. Durations in minutes. */
export interface MemberMeetingStats {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  role: Role;
  total: number;
  completed: number;
  inProgress: number;
  scheduled: number;
  /** Scheduled and dated today or later. */
  upcoming: number;
  /** Dated in the viewer's current calendar month (any status). */
  thisMonth: number;
  /** Scheduled and dated before today. */
  overdue: number;
  totalMinutes: number;
}

/**
 * Every member of `scope` (even with no meeting) with their meeting counts, one grouped query.
 * Order unspecified.
 */
export async function memberMeetingStats(
  db: DbOrTx,
  scope: AudienceAt,
): Promise<MemberMeetingStats[]> {
  const { from, to } = monthBounds(scope.today);
  const status = (s: string) =>
    n(sql`count(${meetings.id}) filter (where ${meetings.status} = ${s})`);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      jobTitle: users.jobTitle,
      role: users.role,
      total: n(sql`count(${meetings.id})`),
      completed: status('completed'),
      inProgress: status('in_progress'),
      scheduled: status('scheduled'),
      upcoming: n(
        sql`count(${meetings.id}) filter (where ${upcomingMeetingSql(meetings, scope.today)})`,
      ),
      thisMonth: n(
        sql`count(${meetings.id}) filter (where ${meetings.date} between ${from} and ${to})`,
      ),
      overdue: n(sql`count(${meetings.id}) filter (where ${meetingOverdueSql(scope.today)})`),
      totalMinutes: n(sql`coalesce(sum(${meetings.duration}), 0)`),
    })
    .from(users)
    .leftJoin(
      meetings,
      and(
        eq(meetings.teamMemberId, users.id),
        eq(meetings.organizationId, users.organizationId),
        scope.memberMeetings,
      ),
    )
    .where(scope.members)
    .groupBy(users.id);
  return rows.map((r) => ({ ...r, role: r.role as Role }));
}

/** Action-item counts of one member's meetings, per state (figures.ts). */
export interface MemberItemStats {
  total: number;
  pending: number;
  completed: number;
  stuck: number;
  /** Overdue (figures.ts `isOverdueActionItem`). */
  overdue: number;
}

export const NO_ITEMS: MemberItemStats = {
  total: 0,
  pending: 0,
  completed: 0,
  stuck: 0,
  overdue: 0,
};

/** Action-item counts per member of `scope`, one grouped query; members without items are absent. */
export async function memberItemStats(
  db: DbOrTx,
  scope: AudienceAt,
): Promise<Map<number, MemberItemStats>> {
  const rows = await db
    .select({
      memberId: meetings.teamMemberId,
      ...itemCountsSql(itemColumns),
      overdue: n(sql`count(*) filter (where ${itemOverdueSql(scope.today)})`),
    })
    .from(actionItems)
    .innerJoin(meetings, eq(meetings.id, actionItems.meetingId))
    .innerJoin(
      users,
      and(eq(users.id, meetings.teamMemberId), eq(users.organizationId, meetings.organizationId)),
    )
    .where(and(scope.members, scope.memberMeetings))
    .groupBy(meetings.teamMemberId);
  return new Map(rows.map(({ memberId, ...stats }) => [memberId, stats]));
}
