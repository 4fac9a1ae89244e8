/**
 * Team Analytics (spec 2.11): one SQL statement (analytics.team-figures.ts) sums the per-member
 * meeting and action-item counts over the scope and ranks the members; the pure rules of
 * metrics.ts then turn the sums into the team's figures. Only the Top Performer, the first
 * Needs Support members and the members of the completion chart are sent (LIST_LIMITS), with
 * exact counts of the rest. Never loads meetings one by one. Team Member Progress (2.10) lives
 * in analytics.progress.ts.
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
import { itemFigures } from '@/shared/domain/figures';
import type { TeamAnalyticsResponse } from '@/shared/schemas/analytics';
import type { DbOrTx } from '../../db/client';
import { presentPerformance } from './analytics.presenter';
import type { AudienceAt } from '../../access/scope';
import { teamFigures, type TeamMemberCounts } from './analytics.team-figures';

const present = ({ stats, items }: TeamMemberCounts) => presentPerformance(stats, items);

/**
 * GET /api/analytics/team (spec 2.11): the team's figures over every member of `scope`; Top
 * Performer (highest performance score among members with meetings, ties by name), Needs
 * Support (the others with meetings scoring below NEEDS_SUPPORT_BELOW, 60, lowest first, only when 2 or more members
 * have meetings; the first LIST_LIMITS.needsSupport with `needsSupportTotal`) and the
 * completion chart (LIST_LIMITS.completionChartMembers members, with meetings first, lowest
 * completion rate first, with `membersTotal`).
 */
export async function teamAnalytics({
  db,
  scope,
}: {
  db: DbOrTx;
  scope: AudienceAt;
}): Promise<TeamAnalyticsResponse> {
  const figures = await teamFigures(db, scope);
  const t = figures.totals;
  const teamPerformance = performanceScore(
    completionRate(t.completed, t.meetings),
    completionRate(t.itemsDone, t.items),
  );
  const average = averageDuration(t.minutes, t.meetings);
  const participationPercent = completionRate(t.active, t.members);
  const follow = followThrough(t.itemsDone, t.items);

  return {
    today: scope.today,
    timezone: scope.timezone,
    teamPerformance,
    teamPerformanceLabel: teamPerformanceLabel(teamPerformance),
    activeMembers: t.active,
    totalMembers: t.members,
    meetingsThisMonth: t.thisMonth,
    totalMeetings: t.meetings,
    topPerformer: figures.topPerformer ? present(figures.topPerformer) : null,
    needsSupport: figures.needsSupport.map(present),
    needsSupportTotal: figures.needsSupportTotal,
    statusDistribution: statusDistribution({
      completed: t.completed,
      inProgress: t.inProgress,
      scheduled: t.scheduled,
    }),
    actionItems: itemFigures({
      total: t.items,
      completed: t.itemsDone,
      stuck: t.itemsStuck,
      pending: t.items - t.itemsDone - t.itemsStuck,
    }),
    time: {
      ...splitMinutes(t.minutes),
      averageDuration: average,
      meetingsPerMember: ratioOneDecimal(t.meetings, t.members),
      actionItemsPerMeeting: ratioOneDecimal(t.items, t.meetings),
    },
    engagement: {
      participationPercent,
      participationColour: participationColour(participationPercent),
      meetingEfficiency: meetingEfficiency(average),
      followThroughPercent: follow.percent,
      followThroughColour: follow.colour,
    },
    members: figures.chart.map(present),
    membersTotal: t.members,
  };
}
