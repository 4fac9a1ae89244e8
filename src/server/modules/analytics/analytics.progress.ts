/**
 * Team Member Progress (spec 2.10): one page of the members of the scope matching `search`
 * (username or e-mail), sorted by name and paged in SQL, their figures and Recent Activity read
 * for that page only; the summary cards count every member of the scope (not the search). Item
 * states are those of every screen (src/shared/domain/figures.ts; docs/glossary.md).
 */
import { and, ilike, or, sql, type SQL } from 'drizzle-orm';
import { completionRate } from '@/shared/domain/metrics';
import type { TeamProgressQuery } from '@/shared/schemas/analytics-query';
import type { TeamProgressResponse } from '@/shared/schemas/analytics';
import type { Role } from '@/shared/domain/constants';
import type { DbOrTx } from '../../db/client';
import { memberFigures, organizationFigures, users } from '../../db/schema';
import { escapeLike } from '../meetings/meetings.filters';
import {
  figuresOfMember,
  memberItemStats,
  memberMeetingStats,
  NO_ITEMS,
} from './analytics.aggregates';
import { recentActivityByMember } from './analytics.lists';
import {
  BY_NAME,
  ORGANIZATION_ITEM_SUMS,
  organizationSumsLessOutside,
  pageWithFirst,
  personColumns,
  sumOf,
} from './analytics.member-pages';
import { presentPerson } from './analytics.presenter';
import { narrowAudience, type AudienceAt } from '../../access/scope';

const n = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);

/** Case-insensitive substring of the username or e-mail; undefined (everyone) when blank. */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(ilike(users.username, pattern), ilike(users.email, pattern));
}

/**
 * The summary cards over every member of `scope`, one statement:
 * - a list of people (`scope.memberMeetings` set): the sums of their member_figures rows (one
 *   row per member, whatever the number of meetings; migration 0015);
 * - a whole organisation: `organizationSumsLessOutside` (analytics.member-pages.ts;
 *   organization_figures' item figures, migrations 0032 and 0036), as the Action Items Overview
 *   counts its totals, so the cost follows the people outside the scope, not the members with
 *   history (docs/archive/performance-log.md, Scale "Sixth pass"). `members` counts the scope's people from
 *   `users` in both forms.
 */
async function progressTotals(
  db: DbOrTx,
  scope: AudienceAt,
): Promise<TeamProgressResponse['totals']> {
  const f = memberFigures;
  const pending = sql`coalesce(${f.items} - ${f.itemsCompleted} - ${f.itemsStuck}, 0)`;
  const none = {
    members: 0,
    actionItems: 0,
    pendingActionItems: 0,
    stuckActionItems: 0,
    membersWithPending: 0,
  };
  if (!scope.memberMeetings) {
    const o = organizationFigures;
    const { all, outside } = organizationSumsLessOutside(db, scope, {
      ...ORGANIZATION_ITEM_SUMS,
      withPending: {
        all: sumOf(o.membersWithPending),
        outside: sql`count(*) filter (where ${pending} > 0)`,
      },
    });
    const [row] = await db
      .select({
        members: n(sql`(select count(*) from ${users} where ${scope.members})`),
        actionItems: n(sql`${all.items} - ${outside.items}`),
        pendingActionItems: n(
          sql`(${all.items} - ${all.completed} - ${all.stuck}) - (${outside.items} - ${outside.completed} - ${outside.stuck})`,
        ),
        stuckActionItems: n(sql`${all.stuck} - ${outside.stuck}`),
        membersWithPending: n(sql`${all.withPending} - ${outside.withPending}`),
      })
      .from(all)
      .innerJoin(outside, sql`true`);
    return row ?? none;
  }
  const [row] = await db
    .select({
      members: n(sql`count(*)`),
      actionItems: n(sql`coalesce(sum(${f.items}), 0)`),
      pendingActionItems: n(sql`coalesce(sum(${pending}), 0)`),
      stuckActionItems: n(sql`coalesce(sum(${f.itemsStuck}), 0)`),
      membersWithPending: n(sql`count(*) filter (where ${pending} > 0)`),
    })
    .from(users)
    .leftJoin(f, figuresOfMember)
    .where(scope.members);
  return row ?? none;
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
