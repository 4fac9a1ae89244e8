/**
 * Team performance (spec 2.11, 9): the team's performance score (60 % meeting completion + 40 %
 * action-item completion, computed by the server) with its label Excellent (>= 90), Good
 * (>= 75), Fair (>= 60) or Needs Improvement.
 */
import type { TeamAnalyticsResponse } from '@/shared/schemas/analytics';
import { Card, CardContent } from '@/client/components/ui/card';
import { cn } from '@/client/lib/utils';
import { ProgressBar } from '../progress-bar';
import { PERFORMANCE_TONE, TONE_TILE } from '../../lib/tones';

export function TeamPerformanceHero({ data }: { data: TeamAnalyticsResponse }) {
  const tone = PERFORMANCE_TONE[data.teamPerformanceLabel];
  return (
    <Card>
      <CardContent className="grid gap-4 pt-5 sm:grid-cols-[auto_1fr] sm:items-center">
        <div>
          <h2 className="text-sm font-medium text-slate-700">Team Performance</h2>
          <div className="text-5xl font-bold text-slate-900" data-testid="team-performance">
            {data.teamPerformance}%
          </div>
          <span
            className={cn(
              'mt-2 inline-block rounded-full border px-3 py-0.5 text-sm font-semibold',
              TONE_TILE[tone],
            )}
            data-testid="team-performance-label"
          >
            {data.teamPerformanceLabel}
          </span>
        </div>
        <div className="grid gap-2">
          <ProgressBar
            value={data.teamPerformance}
            tone={tone}
            label="Team performance"
            valueText={`${data.teamPerformance}%, ${data.teamPerformanceLabel}`}
            className="h-3"
          />
          <p className="text-sm text-slate-600">
            60% meeting completion plus 40% action-item completion across {data.totalMembers}{' '}
            {data.totalMembers === 1 ? 'member' : 'members'} and {data.totalMeetings}{' '}
            {data.totalMeetings === 1 ? 'meeting' : 'meetings'}.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
