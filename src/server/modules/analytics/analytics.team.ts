/**
 * Team Analytics (spec 2.11): per-member SQL aggregates (analytics.aggregates.ts), summed per
 * team, then the pure rules of metrics.ts; one answer for the whole scope (its per-member chart
 * holds one short row per member). Never loads meetings one by one. Team Member Progress (2.10)
 * lives in analytics.progress.ts.
 */
import {
  averageDuration,
  completionRate,
  followThrough,
  meetingEfficiency,
  participationColour,
  performanceScore,
  ratioOneDecimal,
  splitMinutes,
  statusDistribution,
  teamPerformanceLabel,
} from '@/shared/domain/metrics';
import type { MemberPerformance, TeamAnalyticsResponse } from '@/shared/schemas/analytics';
import type { DbOrTx } from '../../db/client';
import {
  memberItemStats,
  memberMeetingStats,
  NO_ITEMS,
  type MemberMeetingStats,
} from './analytics.aggregates';
import { byName, presentPerformance } from './analytics.presenter';
import type { AnalyticsScope } from './analytics.scope';

const sum = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((acc, row) => acc + pick(row), 0);

/**
 * Top Performer and Needs Support (spec 2.11) among members with at least one meeting: the top
 * performer has the highest performance score (ties by name); Needs Support lists the others
 * scoring below 60 (Needs Improvement), lowest first, only when 2 or more members have meetings.
 */
export function rankPerformers(members: readonly MemberPerformance[]): {
  topPerformer: MemberPerformance | null;
  needsSupport: MemberPerformance[];
} {
  const ranked = members
    .filter((m) => m.totalMeetings > 0)
    .sort((a, b) => b.performanceScore - a.performanceScore || byName(a, b));
  const topPerformer = ranked[0] ?? null;
  if (ranked.length < 2) return { topPerformer, needsSupport: [] };
  const needsSupport = ranked
    .slice(1)
    .filter((m) => m.performanceScore < 60)
    .sort((a, b) => a.performanceScore - b.performanceScore || byName(a, b));
  return { topPerformer, needsSupport };
}

/** GET /api/analytics/team (spec 2.11): the team's figures from per-member aggregates. */
export async function teamAnalytics({
  db,
  scope,
}: {
  db: DbOrTx;
  scope: AnalyticsScope;
}): Promise<TeamAnalyticsResponse> {
  const stats: MemberMeetingStats[] = (await memberMeetingStats(db, scope)).sort(byName);
  const items = await memberItemStats(db, scope);
  const members = stats.map((row) => presentPerformance(row, items.get(row.id) ?? NO_ITEMS));

  const totalMeetings = sum(stats, (r) => r.total);
  const completedMeetings = sum(stats, (r) => r.completed);
  const totalMinutes = sum(stats, (r) => r.totalMinutes);
  const itemTotal = sum(members, (m) => m.totalActionItems);
  const itemCompleted = sum(members, (m) => m.completedActionItems);
  const activeMembers = stats.filter((r) => r.total > 0).length;
  const teamPerformance = performanceScore(
    completionRate(completedMeetings, totalMeetings),
    completionRate(itemCompleted, itemTotal),
  );
  const average = averageDuration(totalMinutes, totalMeetings);
  const participationPercent = completionRate(activeMembers, stats.length);
  const follow = followThrough(itemCompleted, itemTotal);

  return {
    today: scope.today,
    timezone: scope.timezone,
    teamPerformance,
    teamPerformanceLabel: teamPerformanceLabel(teamPerformance),
    activeMembers,
    totalMembers: stats.length,
    meetingsThisMonth: sum(stats, (r) => r.thisMonth),
    totalMeetings,
    ...rankPerformers(members),
    statusDistribution: statusDistribution({
      completed: completedMeetings,
      inProgress: sum(stats, (r) => r.inProgress),
      scheduled: sum(stats, (r) => r.scheduled),
    }),
    actionItems: {
      total: itemTotal,
      completed: itemCompleted,
      pending: itemTotal - itemCompleted,
      completionRate: completionRate(itemCompleted, itemTotal),
    },
    time: {
      ...splitMinutes(totalMinutes),
      averageDuration: average,
      meetingsPerMember: ratioOneDecimal(totalMeetings, stats.length),
      actionItemsPerMeeting: ratioOneDecimal(itemTotal, totalMeetings),
    },
    engagement: {
      participationPercent,
      participationColour: participationColour(participationPercent),
      meetingEfficiency: meetingEfficiency(average),
      followThroughPercent: follow.percent,
      followThroughColour: follow.colour,
    },
    members,
  };
}
