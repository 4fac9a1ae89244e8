/**
 * Team Engagement Summary (spec 2.11, 9): Team Participation (green >= 90 %, blue >= 70 %,
 * else amber), Meeting Efficiency (Good when the average is 30 minutes or less, else Too Long)
 * and Action Item Follow-through (green >= 80 %, blue >= 60 %, else red; N/A with no items).
 * Labels and colours come from the server (src/shared/domain/metrics.ts).
 */
import type { TeamAnalyticsResponse } from '@/shared/schemas/analytics';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { StatTile } from '../stat-tile';
import { minutesText } from '../../lib/display';

export function EngagementSummary({ data }: { data: TeamAnalyticsResponse }) {
  const e = data.engagement;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Team Engagement Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-3">
        <StatTile
          label="Team Participation"
          value={<span data-testid="participation">{e.participationPercent}%</span>}
          hint={`${data.activeMembers} of ${data.totalMembers} members meet`}
          tone={e.participationColour}
        />
        <StatTile
          label="Meeting Efficiency"
          value={<span data-testid="efficiency">{e.meetingEfficiency}</span>}
          hint={`Average ${minutesText(data.time.averageDuration)}`}
          tone={e.meetingEfficiency === 'Good' ? 'green' : 'amber'}
        />
        <StatTile
          label="Action Item Follow-through"
          value={
            <span data-testid="follow-through">
              {e.followThroughPercent === null ? 'N/A' : `${e.followThroughPercent}%`}
            </span>
          }
          hint={e.followThroughPercent === null ? 'No action items yet' : 'Action items completed'}
          tone={e.followThroughColour ?? 'slate'}
        />
      </CardContent>
    </Card>
  );
}
