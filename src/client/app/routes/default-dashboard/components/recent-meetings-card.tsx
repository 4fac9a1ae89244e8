/**
 * Recent Meetings of the default dashboard (spec 2.3): the first 5 meetings of the (filtered)
 * list as compact meeting cards. Each shows a status dot, the title (else agenda, else "Meeting
 * on <date>"), date, start time, duration in minutes, a notes icon and a status badge; the card
 * opens /meeting/{id} (its title is a link stretched over it). Empty text: No meetings yet.
 */
import type { Meeting } from '@/shared/schemas/meeting';
import { LIST_LIMITS } from '@/shared/domain/constants';
import { MeetingCard, MeetingList } from '@/client/features/meetings';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';

export function RecentMeetingsCard({
  meetings,
  loading,
  failed,
}: {
  meetings: Meeting[];
  loading: boolean;
  failed: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Meetings</CardTitle>
      </CardHeader>
      <CardContent>
        <MeetingList
          meetings={meetings.slice(0, LIST_LIMITS.recentMeetings)}
          loading={loading}
          failed={failed}
          empty="No meetings yet"
          label="Recent meetings"
          density="compact"
        >
          {(m) => (
            <MeetingCard
              meeting={m}
              density="compact"
              statusDot
              facts={['date', 'time', 'duration', 'notes']}
            />
          )}
        </MeetingList>
      </CardContent>
    </Card>
  );
}
