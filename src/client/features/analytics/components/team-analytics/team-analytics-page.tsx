/**
 * Content of /team-analytics (spec 2.11), all from GET /api/analytics/team: back link, team
 * performance, the Active Members / This Month / Avg Duration cards, Top Performer and Needs
 * Support, status distribution, action items, time insights, per-member completion and the
 * engagement summary.
 */
import { CalendarDays, Clock, Users } from 'lucide-react';
import { BackLink } from '@/client/components/layout/back-link';
import { useTeamAnalytics } from '../../api/team-analytics';
import { minutesText } from '../../lib/display';
import { LoadError, PageSkeleton } from '../page-states';
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
  const { data, isPending, isError, error } = useTeamAnalytics();
  return (
    <div className="grid gap-6">
      <div>
        <BackLink to={homePath} />
        <h1 className="mt-3 text-2xl font-bold">Team Analytics</h1>
        <p className="text-slate-600">How your team&apos;s 1:1s and commitments are going.</p>
      </div>
      {isError ? (
        <LoadError error={error} fallback="Failed to load team analytics" />
      ) : isPending ? (
        <PageSkeleton label="Loading team analytics..." cards={3} rows={3} />
      ) : (
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
              {data.needsSupport.length > 0 && <NeedsSupportCard people={data.needsSupport} />}
            </div>
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            <StatusDistributionPanel data={data} />
            <ActionItemsPanel items={data.actionItems} />
            <TimeInsightsPanel time={data.time} />
            <MemberCompletionPanel members={data.members} />
          </div>
          <EngagementSummary data={data} />
        </>
      )}
    </div>
  );
}
