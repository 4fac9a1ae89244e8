/**
 * The short lists the analytics pages show beside their counts (spec 2.10 Recent Activity,
 * 2.12 Recent Meetings, 9 list limits), each one query with a window function so the number of
 * queries never grows with the team.
 */
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { MeetingStatus } from '@/shared/domain/constants';
import { LIST_LIMITS } from '@/shared/domain/constants';
import type { PerformanceRecentMeeting, RecentActivityItem } from '@/shared/schemas/analytics';
import type { DbOrTx } from '../../db/client';
import { actionItems, meetings, users } from '../../db/schema';
import type { AudienceAt } from '../../access/scope';

/**
 * The last 3 meetings of each member of `scope` by update time, newest first (spec 2.10
 * "Recent Activity"), grouped by member id.
 */
export async function recentActivityByMember(
  db: DbOrTx,
  scope: AudienceAt,
): Promise<Map<number, RecentActivityItem[]>> {
  const ranked = db
    .select({
      memberId: meetings.teamMemberId,
      meetingId: meetings.id,
      title: meetings.title,
      agenda: meetings.agenda,
      date: meetings.date,
      startTime: meetings.startTime,
      status: meetings.status,
      updatedAt: meetings.updatedAt,
      rank: sql<number>`row_number() over (partition by ${meetings.teamMemberId} order by ${meetings.updatedAt} desc, ${meetings.id} desc)`
        .mapWith(Number)
        .as('rank'),
    })
    .from(meetings)
    .innerJoin(
      users,
      and(eq(users.id, meetings.teamMemberId), eq(users.organizationId, meetings.organizationId)),
    )
    .where(and(scope.members, scope.memberMeetings))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.rank, LIST_LIMITS.recentActivity))
    .orderBy(ranked.memberId, ranked.rank);
  const byMember = new Map<number, RecentActivityItem[]>();
  for (const { memberId, rank: _rank, status, updatedAt, ...row } of rows) {
    const list = byMember.get(memberId) ?? [];
    list.push({ ...row, status: status as MeetingStatus, updatedAt: updatedAt.toISOString() });
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
      // The agenda is rich text (decision 14): its tags become spaces before the cut.
      agendaPreview: sql<string>`coalesce(left(btrim(regexp_replace(regexp_replace(${meetings.agenda}, '<[^>]*>', ' ', 'g'), '[[:space:]]+', ' ', 'g')), ${LIST_LIMITS.agendaPreviewChars}::int), '')`,
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
  return rows.map((r) => ({ ...r, status: r.status as MeetingStatus }));
}
