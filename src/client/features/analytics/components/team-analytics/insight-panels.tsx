/**
 * Team Analytics panels (spec 2.11): Meeting Status Distribution, Action Items Overview, Time &
 * Productivity Insights and the per-member completion chart. Figures come from the server.
 */
import { Link } from 'react-router';
import type { TeamAnalyticsResponse } from '@/shared/schemas/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { BarChart } from '../bar-chart';
import { ProgressBar } from '../progress-bar';
import { StatusDistributionChart } from '../status-distribution-chart';
import { StuckStat } from '../stuck-stat';
import { hoursAndMinutes, minutesText, oneDecimal } from '../../lib/display';
import { rateTone } from '../../lib/tones';

function Figure({
  label,
  value,
  testId,
}: {
  label: string;
  value: React.ReactNode;
  testId?: string;
}) {
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-700">{label}</dt>
      <dd className="mt-0.5 text-xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function StatusDistributionPanel({ data }: { data: TeamAnalyticsResponse }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Meeting Status Distribution</CardTitle>
      </CardHeader>
      <CardContent>
        <StatusDistributionChart distribution={data.statusDistribution} />
      </CardContent>
    </Card>
  );
}

export function ActionItemsPanel({ items }: { items: TeamAnalyticsResponse['actionItems'] }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="text-base">Action Items Overview</CardTitle>
        <Link
          to="/action-items-overview"
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          View all
        </Link>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-3 gap-2">
          <Figure label="Total" value={items.total} testId="action-items-total" />
          <Figure label="Completed" value={items.completed} testId="action-items-completed" />
          <Figure
            label="Completion Rate"
            value={`${items.completionRate}%`}
            testId="action-items-rate"
          />
        </dl>
        <ProgressBar
          value={items.completionRate}
          tone={rateTone(items.completionRate)}
          label="Action item completion"
          valueText={`${items.completed} of ${items.total} action items completed`}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          {items.pending > 0 ? (
            <p className="text-sm font-medium text-amber-900" data-testid="action-items-pending">
              {items.pending} pending action {items.pending === 1 ? 'item' : 'items'}
            </p>
          ) : (
            <p className="text-sm font-medium text-green-800" data-testid="action-items-pending">
              All action items completed!
            </p>
          )}
          <StuckStat count={items.stuck} testId="action-items-stuck" />
        </div>
      </CardContent>
    </Card>
  );
}

export function TimeInsightsPanel({ time }: { time: TeamAnalyticsResponse['time'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Time &amp; Productivity Insights</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-2">
          <Figure
            label="Total Meeting Time"
            value={hoursAndMinutes(time.hours, time.minutes)}
            testId="total-time"
          />
          <Figure
            label="Average Duration"
            value={minutesText(time.averageDuration)}
            testId="average-duration"
          />
          <Figure
            label="Meetings per Member"
            value={oneDecimal(time.meetingsPerMember)}
            testId="meetings-per-member"
          />
          <Figure
            label="Action Items per Meeting"
            value={oneDecimal(time.actionItemsPerMeeting)}
            testId="items-per-meeting"
          />
        </dl>
      </CardContent>
    </Card>
  );
}

/**
 * Per-member meeting completion: the members the server sends (at most 20,
 * LIST_LIMITS.completionChartMembers: those with meetings first, lowest completion rate first),
 * then "Showing X of Y members" and a link to Team Member Progress, which lists everyone.
 */
export function MemberCompletionPanel({
  members,
  total,
}: {
  members: TeamAnalyticsResponse['members'];
  total: number;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Completion by Member</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {members.length === 0 ? (
          <p className="text-sm text-slate-600">No team members yet.</p>
        ) : (
          <>
            <BarChart
              title="Meeting completion rate by member"
              max={100}
              labelWidth="w-36"
              items={members.map((m) => ({
                key: String(m.id),
                label: m.name,
                value: m.completionRate,
                display: `${m.completionRate}%`,
                tone: rateTone(m.completionRate),
              }))}
            />
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
              <p className="text-slate-600" data-testid="chart-members-shown">
                Showing {members.length} of {total} {total === 1 ? 'member' : 'members'}, lowest
                completion rate first
              </p>
              <Link to="/team-progress" className="font-medium text-brand-700 hover:underline">
                View all on Team Member Progress
              </Link>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
