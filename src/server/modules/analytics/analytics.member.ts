/**
 * Team Member Performance (spec 2.12): one member's aggregates (the same grouped queries as the
 * team pages, scoped to that member) and their first 5 meetings.
 */
import {
  averageDuration,
  completionRate,
  performanceScore,
  splitMinutes,
  statusDistribution,
} from '@/shared/domain/metrics';
import { itemFigures } from '@/shared/domain/figures';
import type { MemberPerformanceResponse } from '@/shared/schemas/analytics';
import type { DbOrTx } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { presentUser } from '../users/users.presenter';
import { memberItemStats, memberMeetingStats, NO_ITEMS } from './analytics.aggregates';
import { recentMeetingsOf } from './analytics.lists';
import type { AudienceAt } from '../../access/scope';

/**
 * GET /api/analytics/members/:id. `scope` selects the member alone (access/scope.ts `memberOf`,
 * which has already answered 404 for someone the actor may not read).
 */
export async function memberPerformance({
  db,
  scope,
}: {
  db: DbOrTx;
  scope: AudienceAt & { member: UserRow };
}): Promise<MemberPerformanceResponse> {
  const [row] = await memberMeetingStats(db, scope);
  const items = (await memberItemStats(db, scope)).get(scope.member.id) ?? NO_ITEMS;
  const recentMeetings = await recentMeetingsOf(db, scope);
  const total = row?.total ?? 0;
  const completed = row?.completed ?? 0;
  const totalMinutes = row?.totalMinutes ?? 0;
  const rate = completionRate(completed, total);
  const itemRate = completionRate(items.completed, items.total);
  return {
    today: scope.today,
    timezone: scope.timezone,
    person: presentUser(scope.member),
    totals: {
      totalMeetings: total,
      completedMeetings: completed,
      thisMonth: row?.thisMonth ?? 0,
      completionRate: rate,
    },
    statusDistribution: statusDistribution({
      completed,
      inProgress: row?.inProgress ?? 0,
      scheduled: row?.scheduled ?? 0,
    }),
    time: { ...splitMinutes(totalMinutes), averageDuration: averageDuration(totalMinutes, total) },
    actionItems: itemFigures(items),
    performanceScore: performanceScore(rate, itemRate),
    recentMeetings,
    totalMeetingCount: total,
  };
}
