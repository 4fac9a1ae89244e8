/**
 * The figures of the performance page (spec 2.12): cards Total Meetings, Completed, This Month
 * and Completion Rate; the status distribution; and the time and action-items panel. All
 * from GET /api/analytics/members/{id}.
 */
import { CalendarCheck, CalendarDays, CheckCircle2, Percent } from 'lucide-react';
import type { MemberPerformanceResponse } from '@/shared/schemas/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ProgressBar } from '../progress-bar';
import { StatCard } from '../stat-card';
import { StatusDistributionChart } from '../status-distribution-chart';
import { StuckStat } from '../stuck-stat';
import { hoursAndMinutes, minutesText } from '../../lib/display';
import { rateTone } from '../../lib/tones';

export function MemberStatCards({ totals }: { totals: MemberPerformanceResponse['totals'] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard
        title="Total Meetings"
        value={totals.totalMeetings}
        icon={CalendarDays}
        tone="blue"
        testId="total-meetings"
      />
      <StatCard
        title="Completed"
        value={totals.completedMeetings}
        icon={CheckCircle2}
        tone="green"
        testId="completed-meetings"
      />
      <StatCard
        title="This Month"
        value={totals.thisMonth}
        icon={CalendarCheck}
        tone="purple"
        testId="this-month"
      />
      <StatCard
        title="Completion Rate"
        value={`${totals.completionRate}%`}
        icon={Percent}
        tone="orange"
        testId="completion-rate"
      />
    </div>
  );
}

function Row({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-sm font-semibold text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export function MemberInsightPanels({ data }: { data: MemberPerformanceResponse }) {
  const items = data.actionItems;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Meeting Status Distribution</CardTitle>
        </CardHeader>
        <CardContent>
          <StatusDistributionChart distribution={data.statusDistribution} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Time &amp; Action Items</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <dl className="divide-y divide-slate-100">
            <Row
              label="Total meeting time"
              value={hoursAndMinutes(data.time.hours, data.time.minutes)}
              testId="total-time"
            />
            <Row
              label="Average duration"
              value={minutesText(data.time.averageDuration)}
              testId="average-duration"
            />
            <Row
              label="Action items"
              value={`${items.completed}/${items.total} completed`}
              testId="action-items"
            />
            <Row label="Pending action items" value={items.pending} testId="pending-items" />
            <Row
              label="Stuck action items"
              value={<StuckStat count={items.stuck} testId="stuck-items" />}
            />
            <Row
              label="Performance score"
              value={`${data.performanceScore}%`}
              testId="performance-score"
            />
          </dl>
          <ProgressBar
            value={items.completionRate}
            tone={rateTone(items.completionRate)}
            label="Action item completion"
            valueText={`${items.completionRate}%: ${items.completed} of ${items.total} action items completed`}
          />
          <p className="text-xs text-slate-600">
            {items.completionRate}% of action items completed
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
