/**
 * Team Member Progress (spec 2.10): one page of the members of the scope matching `search`
 * (username or e-mail), sorted by name and paged in SQL, their figures and Recent Activity read
 * for that page only; the summary cards count every member of the scope (not the search). Item
 * states are those of every screen (src/shared/domain/figures.ts; docs/glossary.md).
 */
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { completionRate } from '@/shared/domain/metrics';
import { pendingItemSql, stuckSql } from '@/shared/domain/figures.sql';
import type { TeamProgressQuery } from '@/shared/schemas/analytics-query';
import type { TeamProgressResponse } from '@/shared/schemas/analytics';
import type { Role } from '@/shared/domain/constants';
import type { DbOrTx } from '../../db/client';
import { actionItems, meetings, users } from '../../db/schema';
import { escapeLike } from '../meetings/meetings.filters';
import { itemColumns, memberItemStats, memberMeetingStats, NO_ITEMS } from './analytics.aggregates';
import { recentActivityByMember } from './analytics.lists';
import { BY_NAME, pageWithFirst, personColumns } from './analytics.member-pages';
import { presentPerson } from './analytics.presenter';
import { narrowAudience, type AudienceAt } from '../../access/scope';

const n = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);

/** Case-insensitive substring of the username or e-mail; undefined (everyone) when blank. */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(ilike(users.username, pattern), ilike(users.email, pattern));
}

/** The summary cards over every member of `scope`, one statement. */
async function progressTotals(
  db: DbOrTx,
  scope: AudienceAt,
): Promise<TeamProgressResponse['totals']> {
  const ic = db
    .select({
      memberId: meetings.teamMemberId,
      items: n(sql`count(*)`).as('progress_items'),
      pending: n(sql`count(*) filter (where ${pendingItemSql(itemColumns)})`).as(
        'progress_pending',
      ),
      stuck: n(sql`count(*) filter (where ${stuckSql(itemColumns)})`).as('progress_stuck'),
    })
    .from(actionItems)
    .innerJoin(meetings, eq(meetings.id, actionItems.meetingId))
    .innerJoin(
      users,
      and(eq(users.id, meetings.teamMemberId), eq(users.organizationId, meetings.organizationId)),
    )
    .where(scope.members)
    .groupBy(meetings.teamMemberId)
    .as('ic');
  const [row] = await db
    .select({
      members: n(sql`count(*)`),
      actionItems: n(sql`coalesce(sum(${ic.items}), 0)`),
      pendingActionItems: n(sql`coalesce(sum(${ic.pending}), 0)`),
      stuckActionItems: n(sql`coalesce(sum(${ic.stuck}), 0)`),
      membersWithPending: n(sql`count(*) filter (where ${ic.pending} > 0)`),
    })
    .from(users)
    .leftJoin(ic, eq(ic.memberId, users.id))
    .where(scope.members);
  return (
    row ?? {
      members: 0,
      actionItems: 0,
      pendingActionItems: 0,
      stuckActionItems: 0,
      membersWithPending: 0,
    }
  );
}

/**
 * GET /api/analytics/progress (spec 2.10): `query.limit` members from `query.offset` of those
 * matching `query.search`, by name (first, last, case-insensitive, then id); `membersTotal`
 * counts the matching members, `totals` every member of the scope.
 */
export async function teamProgress({
  db,
  scope,
  query,
}: {
  db: DbOrTx;
  scope: AudienceAt;
  query: TeamProgressQuery;
}): Promise<TeamProgressResponse> {
  const run = (limit: number, offset: number) =>
    db
      .select({ ...personColumns, membersTotal: n(sql`count(*) over ()`) })
      .from(users)
      .where(and(scope.members, searchCondition(query.search)))
      .orderBy(...BY_NAME)
      .limit(limit)
      .offset(offset);
  const { rows, first } = await pageWithFirst(run, query);
  const pageScope = narrowAudience(
    scope,
    rows.map((r) => r.id),
  );
  const stats = new Map((await memberMeetingStats(db, pageScope)).map((s) => [s.id, s]));
  const items = await memberItemStats(db, pageScope);
  const activity = await recentActivityByMember(db, pageScope);
  const members = rows.map((person) => {
    const row = stats.get(person.id);
    const it = items.get(person.id) ?? NO_ITEMS;
    const total = row?.total ?? 0;
    const completed = row?.completed ?? 0;
    return {
      ...presentPerson({ ...person, role: person.role as Role }),
      totalMeetings: total,
      completedMeetings: completed,
      completionRate: completionRate(completed, total),
      upcomingMeetings: row?.upcoming ?? 0,
      totalActionItems: it.total,
      completedActionItems: it.completed,
      pendingActionItems: it.pending,
      stuckActionItems: it.stuck,
      recentActivity: activity.get(person.id) ?? [],
    };
  });
  return {
    today: scope.today,
    timezone: scope.timezone,
    totals: await progressTotals(db, scope),
    membersTotal: first?.membersTotal ?? 0,
    members,
  };
}
