/**
 * The short lists the analytics pages show beside their counts (spec 2.10 Recent Activity,
 * 2.12 Recent Meetings, 9 list limits), each one query with a window function so the number of
 * queries never grows with the team.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { MeetingStatus } from '@/shared/domain/constants';
import { LIST_LIMITS } from '@/shared/domain/constants';
import type { PerformanceRecentMeeting, RecentActivityItem } from '@/shared/schemas/analytics';
import type { DbOrTx } from '../../db/client';
import { actionItems, meetings, users } from '../../db/schema';
import type { AudienceAt } from '../../access/scope';
import { agendaLine } from '../meetings/agenda-line';

/**
 * The last 3 meetings of each member of `scope` by update time, newest first (spec 2.10
 * "Recent Activity"), grouped by member id, each with its agenda's first 50 characters of text
 * (`agendaLine`), not the whole agenda. One statement: per member a LATERAL read of
 * meetings_team_member_updated_idx stopping after 3 rows, whatever the member's history.
 */
export async function recentActivityByMember(
  db: DbOrTx,
  scope: AudienceAt,
): Promise<Map<number, RecentActivityItem[]>> {
  const recent = db
    .select({
      meetingId: meetings.id,
      title: meetings.title,
      agenda: meetings.agenda,
      date: meetings.date,
      startTime: meetings.startTime,
      status: meetings.status,
      updatedAt: meetings.updatedAt,
    })
    .from(meetings)
    .where(
      and(eq(meetings.teamMemberId, users.id), eq(meetings.organizationId, users.organizationId)),
    )
    .orderBy(desc(meetings.updatedAt), desc(meetings.id))
    .limit(LIST_LIMITS.recentActivity)
    .as('recent');
  const rows = await db
    .select({
      memberId: users.id,
      meetingId: recent.meetingId,
      title: recent.title,
      agenda: recent.agenda,
      date: recent.date,
      startTime: recent.startTime,
      status: recent.status,
      updatedAt: recent.updatedAt,
    })
    .from(users)
    .innerJoinLateral(recent, sql`true`)
    .where(scope.members)
    .orderBy(users.id, desc(recent.updatedAt), desc(recent.meetingId));
  const byMember = new Map<number, RecentActivityItem[]>();
  for (const { memberId, status, updatedAt, agenda, ...row } of rows) {
    const list = byMember.get(memberId) ?? [];
    list.push({
      ...row,
      agendaPreview: agendaLine(agenda),
      status: status as MeetingStatus,
      updatedAt: updatedAt.toISOString(),
    });
    byMember.set(memberId, list);
  }
  return byMember;
}

/**
 * The first 5 meetings of the member of `scope` (spec 2.12), newest date and start time first,
 * with the first 50 characters of the agenda and the action-item count.
 */
export async function recentMeetingsOf(
  db: DbOrTx,
  scope: AudienceAt,
): Promise<PerformanceRecentMeeting[]> {
  const itemCount = db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(actionItems)
    .where(eq(actionItems.meetingId, meetings.id));
  const rows = await db
    .select({
      id: meetings.id,
      title: meetings.title,
      status: meetings.status,
      date: meetings.date,
      startTime: meetings.startTime,
      duration: meetings.duration,
      agenda: meetings.agenda,
      actionItemCount: sql<number>`(${itemCount})`.mapWith(Number),
    })
    .from(meetings)
    .innerJoin(
      users,
      and(eq(users.id, meetings.teamMemberId), eq(users.organizationId, meetings.organizationId)),
    )
    .where(scope.members)
    .orderBy(desc(meetings.date), desc(meetings.startTime), desc(meetings.id))
    .limit(LIST_LIMITS.performanceRecentMeetings);
  return rows.map(({ agenda, ...r }) => ({
    ...r,
    status: r.status as MeetingStatus,
    // The agenda is rich text (decision 14), read as text by an HTML parser (agenda-line.ts).
    agendaPreview: agendaLine(agenda),
  }));
}
