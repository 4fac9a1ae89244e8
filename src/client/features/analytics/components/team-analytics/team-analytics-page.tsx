/**
 * Content of /team-analytics (spec 2.11), all from GET /api/analytics/team: back link, team
 * performance, the Active Members / This Month / Avg Duration cards, Top Performer and Needs
 * Support, status distribution, action items, time insights, per-member completion and the
 * engagement summary.
 */
import { CalendarDays, Clock, Users } from 'lucide-react';
import { BackLink } from '@/client/components/layout/back-link';
import { useTeamAnalytics } from '../../api/analytics-hooks';
import { minutesText } from '../../lib/display';
import { AnalyticsPage } from '../analytics-page';
import { StatCard } from '../stat-card';
import { TeamPerformanceHero } from './team-performance-hero';
import { NeedsSupportCard, TopPerformerCard } from './performer-cards';
import {
  ActionItemsPanel,
  MemberCompletionPanel,
  StatusDistributionPanel,
  TimeInsightsPanel,
} from './insight-panels';
import { EngagementSummary } from './engagement-summary';

export function TeamAnalyticsPage({ homePath }: { homePath: string }) {
  const query = useTeamAnalytics();
  return (
    <AnalyticsPage
      back={<BackLink to={homePath} />}
      title="Team Analytics"
      description="How your team's 1:1s and commitments are going."
      query={query}
      failedText="Failed to load team analytics"
      loadingText="Loading team analytics..."
      skeletonRows={3}
    >
      {(data) => (
        <>
          <TeamPerformanceHero data={data} />
          <div className="grid gap-4 sm:grid-cols-3">
            <StatCard
              title="Active Members"
              value={data.activeMembers}
              hint={`of ${data.totalMembers} team ${data.totalMembers === 1 ? 'member' : 'members'}`}
              icon={Users}
              tone="blue"
              testId="active-members"
            />
            <StatCard
              title="This Month"
              value={data.meetingsThisMonth}
              hint="meetings held"
              icon={CalendarDays}
              tone="purple"
              testId="this-month"
            />
            <StatCard
              title="Avg Duration"
              value={minutesText(data.time.averageDuration)}
              hint="per meeting"
              icon={Clock}
              tone="orange"
              testId="avg-duration"
            />
          </div>
          {(data.topPerformer || data.needsSupport.length > 0) && (
            <div className="grid items-start gap-4 md:grid-cols-2">
              {data.topPerformer && <TopPerformerCard person={data.topPerformer} />}
              {data.needsSupport.length > 0 && (
                <NeedsSupportCard people={data.needsSupport} total={data.needsSupportTotal} />
              )}
            </div>
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            <StatusDistributionPanel data={data} />
            <ActionItemsPanel items={data.actionItems} />
            <TimeInsightsPanel time={data.time} />
            <MemberCompletionPanel members={data.members} total={data.membersTotal} />
          </div>
          <EngagementSummary data={data} />
        </>
      )}
    </AnalyticsPage>
  );
}
