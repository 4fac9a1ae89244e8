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
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@/shared/domain/constants';
import { monthBounds } from '@/shared/domain/metrics';
import {
  completedItemSql,
  overdueItemSql,
  overdueMeetingSql,
  upcomingMeetingSql,
} from '@/shared/domain/figures.sql';
import type { DbOrTx } from '../../db/client';
import { actionItems, meetingOpenItems, meetings, memberFigures, users } from '../../db/schema';
import type { AudienceAt } from '../../access/scope';

const n = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);

/** The item columns of the figures rules: action_items.status and .stuck_reason. */
export const itemColumns = { status: actionItems.status, stuckReason: actionItems.stuckReason };

/** Completed item (figures.ts `actionItemStateOf` = completed). */
export const itemCompletedSql = completedItemSql(itemColumns);

/** Overdue item (figures.ts `isOverdueActionItem`, decision 32): open and due before today, or
 * without a due date, of a past meeting not completed. */
export const itemOverdueSql = (today: string) =>
  overdueItemSql({ ...itemColumns, dueDate: actionItems.dueDate }, meetings, today);

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
 * Every member of `scope` (even with no meeting) with their meeting counts, one statement.
 * Order unspecified. The counts over all their meetings come from member_figures (kept by
 * triggers, migration 0015); the figures that depend on the day (upcoming, this month,
 * overdue = scheduled − scheduled from today on) read only the member's meetings from the first
 * of the month on (meetings_team_member_date_idx), so the cost follows the members, not the
 * history.
 */
export async function memberMeetingStats(
  db: DbOrTx,
  scope: AudienceAt,
): Promise<MemberMeetingStats[]> {
  const { from, to } = monthBounds(scope.today);
  const recent = db
    .select({
      upcoming: n(sql`count(*) filter (where ${upcomingMeetingSql(meetings, scope.today)})`).as(
        'recent_upcoming',
      ),
      thisMonth: n(sql`count(*) filter (where ${meetings.date} between ${from} and ${to})`).as(
        'recent_this_month',
      ),
    })
    .from(meetings)
    .where(
      and(
        eq(meetings.teamMemberId, users.id),
        eq(meetings.organizationId, users.organizationId),
        gte(meetings.date, from < scope.today ? from : scope.today),
      ),
    )
    .as('recent');
  const f = memberFigures;
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      jobTitle: users.jobTitle,
      role: users.role,
      total: n(sql`coalesce(${f.meetings}, 0)`),
      completed: n(sql`coalesce(${f.completed}, 0)`),
      inProgress: n(sql`coalesce(${f.inProgress}, 0)`),
      scheduled: n(sql`coalesce(${f.scheduled}, 0)`),
      upcoming: n(sql`${recent.upcoming}`),
      thisMonth: n(sql`${recent.thisMonth}`),
      overdue: n(sql`coalesce(${f.scheduled}, 0) - ${recent.upcoming}`),
      totalMinutes: n(sql`coalesce(${f.minutes}, 0)`),
    })
    .from(users)
    .leftJoin(f, figuresOfMember)
    .innerJoinLateral(recent, sql`true`)
    .where(scope.members);
  return rows.map((r) => ({ ...r, role: r.role as Role }));
}

/** member_figures of the `users` row (its member in its organisation). */
export const figuresOfMember = and(
  eq(memberFigures.teamMemberId, users.id),
  eq(memberFigures.organizationId, users.organizationId),
)!;

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

/**
 * Action-item counts per member of `scope`, one statement; members without items are absent.
 * From member_figures, and overdue = the open items that can be overdue dated before today, read
 * from meeting_open_items (migrations 0020, 0041: by due date, else by the date of a meeting not
 * completed; figures.ts isOverdueActionItem; meeting_open_items_member_date_idx) instead of the
 * meetings and their items.
 */
export async function memberItemStats(
  db: DbOrTx,
  scope: AudienceAt,
): Promise<Map<number, MemberItemStats>> {
  const o = meetingOpenItems;
  const late = db
    .select({ n: n(sql`coalesce(sum(${o.openItems}), 0)`).as('late_open') })
    .from(o)
    .where(
      and(
        eq(o.teamMemberId, users.id),
        eq(o.organizationId, users.organizationId),
        lt(o.date, scope.today),
      ),
    )
    .as('late');
  const f = memberFigures;
  const rows = await db
    .select({
      memberId: users.id,
      total: f.items,
      pending: n(sql`${f.items} - ${f.itemsCompleted} - ${f.itemsStuck}`),
      completed: f.itemsCompleted,
      stuck: f.itemsStuck,
      overdue: late.n,
    })
    .from(users)
    .innerJoin(f, figuresOfMember)
    .innerJoinLateral(late, sql`true`)
    .where(and(scope.members, sql`${f.items} > 0`));
  return new Map(rows.map(({ memberId, ...stats }) => [memberId, stats]));
}
